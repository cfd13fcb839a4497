import { describe, expect, it } from 'vitest';
import type { DroppedListing, Listing } from '../extraction/listing.ts';
import { marketForLocale, marketplaceOfUrl } from '../search/marketplaces.ts';
import { parseValueEstimationRequest } from '../parse-request.ts';
import { formatMoney, writeReasoning, writtenLocale, type EstimateFigures } from './reasoning.ts';
import { estimateRecyclingValue } from '../figures/recycling-value.ts';
import { estimateRepairCost } from '../figures/repair-cost.ts';
import { estimateResaleValue } from '../figures/resale-value.ts';

const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

function listing(url: string, price: number): Listing {
  const market = marketForLocale('pt-PT');
  return { url, title: 'iPhone 12', text: 'iPhone 12', price, currency: 'EUR', condition: undefined, source: marketplaceOfUrl(url, market) };
}

const dropped = (reason: DroppedListing['reason']): DroppedListing => ({ url: 'https://olx.pt/x', title: 'x', reason, detail: '' });

function figuresFor(language: string) {
  const job = parseValueEstimationRequest({
    language,
    agent_specific: { service_item: { name: 'iPhone 12', brand: 'Apple', condition: 'B', category: 'Telemóveis' } },
  });
  const valueOut = estimateResaleValue({
    item: job.item,
    listings: [
      listing('https://www.olx.pt/d/a.html', 300),
      listing('https://www.olx.pt/d/b.html', 310),
      listing('https://www.olx.pt/d/c.html', 320),
      listing('https://www.backmarket.pt/p/iphone-12', 400),
    ],
  })!;
  const recycling = estimateRecyclingValue({
    item: job.item,
    market: job.market,
    results: [{ title: 'Tabela', url: 'https://sucata.pt/tabela', content: 'Telemóveis usados: 3,00 €/kg' }],
  })!;
  const repair = estimateRepairCost({
    item: job.item,
    market: job.market,
    results: [{ title: 'Reparação iPhone 12', url: 'https://reparar.pt/iphone-12', content: 'Substituição de bateria: 79,90 €' }],
  })!;
  return { job, figures: { valueOut, recycling, repair } satisfies EstimateFigures };
}

describe('writeReasoning', () => {
  it('says what each figure rests on, how the prices were cleaned and adjusted, and where evidence is thin', () => {
    // Sale prices 270, 279, 288 (OLX, −10 %) and 300 (Back Market, −25 %); four prices: ±20 %.
    //   P25 276.75 × 0.8 → 220; median 283.5 → 285; P75 291 × 1.2 → 350.
    // Recycling 3 €/kg × 0.19 kg = 0.57, one price: ±35 %. Repair 79.90, one price: ±35 %.
    // English in Portugal: ICU writes en-PT amounts of money the English way, other numbers the Portuguese way.
    const { job, figures } = figuresFor('en-PT');
    const text = writeReasoning({ job, figures, dropped: [dropped('accessory'), dropped('duplicate'), dropped('accessory')], widenedTo: ['wider'] });
    expect(text).toBe(
      'Resale value: €220 to €350, typically €285, from 4 comparable listings on OLX and Back Market. ' +
        'The national marketplaces gave too few offers, so the search was widened to other marketplaces and refurbished sellers. ' +
        'Other results left out: 3 (accessories: 2, duplicates: 1). ' +
        "Asking prices were lowered by 10% to 25% to likely sale prices and moved from each listing's condition to grade B. " +
        'With fewer than 8 prices behind it, this range was widened by ±20%. ' +
        'Recycling value: €0.37 to €0.77, typically €0.57, from 1 scrap price for mobile phones (€3 per kg) times a typical weight of 0,19 kg. ' +
        'With fewer than 8 prices behind it, this range was widened by ±35%. ' +
        'Repair cost: €52 to €110, typically €80, from 1 repair-shop price for the repairs likely at grade B (battery). ' +
        'With fewer than 8 prices behind it, this range was widened by ±35%.',
    );
  });

  it('writes in the request’s language with its number format, and leaves out what did not happen', () => {
    // French in Portugal: Portuguese marketplaces, French text.
    const { job, figures } = figuresFor('fr-PT');
    const text = plainSpaces(writeReasoning({ job, figures, dropped: [], widenedTo: [] }));
    expect(text).toMatch(/^Valeur de revente : 220 € à 350 €, typiquement 285 €, d'après 4 annonces comparables sur OLX et Back Market\. Les prix demandés/);
    expect(text).toContain("d'après 1 prix de rachat pour téléphones portables (3 € le kg)");
    expect(text).toContain('pour les réparations probables au grade B (batterie)');
    expect(text).not.toContain('écartés');
    expect(text).not.toContain('élargie à');
  });
});

describe('writtenLocale', () => {
  it.each([
    ['pt-PT', 'pt-PT'],
    ['pt', 'pt-PT'],
    ['pt-BR', 'pt-BR'],
    ['en-US', 'en-US'],
    ['fr', 'fr'],
    ['de-DE', 'en'],
  ])('writes %s text as %s', (locale, expected) => {
    expect(writtenLocale(locale)).toBe(expected);
  });
});

describe('formatMoney', () => {
  it('shows cents only under 10, as the figures are rounded', () => {
    expect([0.47, 9.5, 10, 285, 1290].map((amount) => plainSpaces(formatMoney({ amount, locale: 'pt-PT', currency: 'EUR' })))).toEqual([
      '0,47 €',
      '9,50 €',
      '10 €',
      '285 €',
      '1290 €',
    ]);
    expect(formatMoney({ amount: 1290, locale: 'en-GB', currency: 'GBP' })).toBe('£1,290');
  });
});

describe('writeReasoning for a recycling figure resting on per-item offers', () => {
  it('names the per-unit route instead of a price per kilogram and a weight', () => {
    const { job, figures } = figuresFor('en-PT');
    const recycling = estimateRecyclingValue({
      item: job.item,
      market: job.market,
      results: [
        { title: 'Reciclagem de telemóveis', url: 'https://recicla.pt/retoma', content: 'Pagamos até 40 € por telemóvel para reciclagem.' },
        { title: 'Retoma para reciclagem de telemóveis', url: 'https://eco.pt/retoma', content: 'Valor pago: entre 5 € e 20 € por unidade.' },
      ],
    })!;
    const text = plainSpaces(writeReasoning({ job, figures: { ...figures, recycling }, dropped: [], widenedTo: [] }));
    expect(text).toContain('from 3 offers per item by recyclers and trade-in-for-recycling schemes for mobile phones.');
    expect(text).not.toContain('per kg');
  });
});
