import { InvalidRequestError, MemoryStore, SearchNotConfiguredError, UpstreamError } from '@circular/runtime';
import { describe, expect, it } from 'vitest';
import { InsufficientEvidenceError } from './errors/insufficient-evidence-error.ts';
import { estimateValue } from './estimate-value.ts';
import { listingsFromResults } from './extraction/listing-extraction.ts';
import { marketForLocale } from './search/marketplaces.ts';
import { descriptionAnswer, fakeValueModel, pricesAnswer, type AskedPrices } from './test-support/fake-model.ts';
import { fixtureSearch } from './test-support/fixture-search.ts';
import { fixtureFiles } from './test-support/fixtures.ts';
import type { ValueEstimationRequest } from '@circular/contract';

const iphone: ValueEstimationRequest = {
  language: 'PT-PT',
  agent_specific: {
    service_item: { name: 'iPhone 12', brand: 'Apple', condition: 'B', description: 'iPhone 12 64GB preto, bateria 86%', category: 'Telemóveis' },
  },
};

/** The figures worked out by hand from the fixtures in `fixtures.test.ts`. */
const iphoneFigures = {
  value_out_max: 295,
  value_out_min: 270,
  value_out_average: 285,
  recycling_value_max: 0.84,
  recycling_value_min: 0.47,
  recycling_value_average: 0.65,
  repair_cost_max: 105,
  repair_cost_min: 61,
  repair_cost_average: 82,
  currency: 'EUR',
  comparables: { value_out: 8, recycling_value: 4, repair_cost: 4 },
};

const iphoneReferences = [
  'https://www.olx.pt/d/anuncio/iphone-12-64gb-preto-IDHqW3k.html',
  'https://www.ecometais.pt/compra-telemoveis-reciclagem',
  'https://www.iservices.pt/reparacao-iphone-12',
  'https://pt.wallapop.com/item/iphone-12-64gb-negro-1034522190',
  'https://www.reciclatech.pt/tabela-precos-sucata-eletronica',
  'https://www.worten.pt/servicos/reparacao-iphone-12-bateria',
  'https://www.olx.pt/d/anuncio/iphone-12-64gb-ecra-com-marcas-IDHm0Lq.html',
  'https://www.publico.pt/2026/03/14/azul/noticia/quanto-vale-telemovel-velho-sucata-2091234',
  'https://support.apple.com/pt-pt/iphone/repair/battery-replacement',
  'https://www.custojusto.pt/lisboa/telemoveis/iphone-12-64gb-desbloqueado-41790144',
];

/** Text with Intl's no-break spaces (`270\u00a0€`, French `10\u202f%`) written as plain ones, to compare. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** A model that reads prices as the deterministic extractor does: the same comparables, read by the model. */
const honestPrices = (locale: string) => (asked: AskedPrices) =>
  pricesAnswer(
    listingsFromResults({ results: asked.results, market: marketForLocale(locale) }).listings.map(({ url, price, currency }) => ({ url, price, currency })),
  );

describe('estimateValue without a model', () => {
  it('estimates a phone from three searches with figures recomputable from the fixtures, citing only fixture URLs', async () => {
    const search = fixtureSearch();
    const response = await estimateValue(iphone, { search });

    expect({ ...response, reasoning: plainSpaces(response.reasoning) }).toEqual({
      ...iphoneFigures,
      reasoning:
        'Valor de revenda: 270 € a 295 €, tipicamente 285 €, com base em 8 anúncios comparáveis em OLX, CustoJusto, Vinted e Wallapop. ' +
        'Outros resultados excluídos: 10 (acessórios: 2, outros modelos: 2, páginas com várias ofertas: 1, sem preço: 1, para peças: 1, anúncios de procura: 1, duplicados: 1, conjuntos: 1). ' +
        'Preços atípicos postos de parte: 2. ' +
        'Os preços pedidos foram reduzidos em 10% para preços de venda prováveis e ajustados do estado de cada anúncio para o grau B. ' +
        'Valor de reciclagem: 0,47 € a 0,84 €, tipicamente 0,65 €, com base em 4 preços de sucata para telemóveis (2,80 € a 4 € por kg) vezes um peso típico de 0,19 kg. ' +
        'Com menos de 8 preços, este intervalo foi alargado em ±20%. ' +
        'Custo de reparação: 61 € a 105 €, tipicamente 82 €, com base em 4 preços de oficinas para as reparações prováveis no grau B (bateria). ' +
        'Com menos de 8 preços, este intervalo foi alargado em ±20%.',
      description: 'Apple iPhone 12, grau B (bom estado, com ligeiros sinais de uso). Notas do vendedor: iPhone 12 64GB preto, bateria 86%',
      references: iphoneReferences,
      price_basis: 'asking',
      comparable_listings: expect.any(Array),
    });
    expect(search.calls.map(({ query, options }) => [query, options.maxResults, options.includeDomains, options.country])).toEqual([
      ['Apple iPhone 12 64GB usado', 20, ['olx.pt', 'custojusto.pt', 'vinted.pt', 'wallapop.com'], 'portugal'],
      ['sucata telemóveis preço kg', 20, undefined, 'portugal'],
      ['Apple iPhone 12 bateria reparação preço', 20, undefined, 'portugal'],
    ]);
  });

  it('lists every priced listing it read, kept or excluded with its reason, and the resale range recomputes from the kept rows alone', async () => {
    const response = await estimateValue(iphone, { search: fixtureSearch(), now: () => new Date('2026-11-20T10:15:00Z') });
    const rows = response.comparable_listings;
    const kept = rows.filter((row) => row.status === 'kept');
    expect(kept).toHaveLength(response.comparables.value_out);
    expect(kept.every((row) => row.excluded_reason === null && row.price_adjusted_to_condition !== null)).toBe(true);
    expect(rows.filter((row) => row.status === 'excluded').every((row) => row.excluded_reason !== null)).toBe(true);
    // The fixture's counts, as the reasoning states them: 2 outliers; 2 other models, 2 accessories, 1 for parts, 1 bundle, 1 duplicate, 1 wanted-ad.
    const reasons = rows.flatMap((row) => (row.excluded_reason ? [row.excluded_reason] : [])).sort();
    expect(reasons).toEqual(['accessory', 'accessory', 'broken', 'bundle', 'duplicate', 'other_model', 'other_model', 'outlier', 'outlier', 'wanted_ad']);
    expect(new Set(rows.map((row) => row.seen_at))).toEqual(new Set(['2026-11-20T10:15:00.000Z']));
    expect(kept.every((row) => ['OLX', 'CustoJusto', 'Vinted', 'Wallapop'].includes(row.marketplace) && row.currency === 'EUR' && !row.sold)).toBe(true);

    // Recomputed here, independently of the library: type-7 quartiles of the kept rows' adjusted
    // prices, widened 5 % per row under eight, rounded to fives between 100 and 1000.
    const sorted = kept.map((row) => row.price_adjusted_to_condition!).sort((a, b) => a - b);
    const quantile = (p: number) => {
      const h = (sorted.length - 1) * p;
      const low = sorted[Math.floor(h)]!;
      return low + (h - Math.floor(h)) * (sorted[Math.min(Math.floor(h) + 1, sorted.length - 1)]! - low);
    };
    const widening = 0.05 * Math.max(0, 8 - sorted.length);
    const toFive = (amount: number) => Math.round(amount / 5) * 5;
    expect([toFive(quantile(0.25) * (1 - widening)), toFive(quantile(0.5)), toFive(quantile(0.75) * (1 + widening))]).toEqual([
      response.value_out_min,
      response.value_out_average,
      response.value_out_max,
    ]);
    // Each kept row's adjusted price is its asking price less the 10 % classifieds discount, moved to grade B.
    for (const row of kept.filter((candidate) => candidate.stated_condition === null || candidate.stated_condition === 'B')) {
      expect(row.price_adjusted_to_condition).toBeCloseTo(row.price * 0.9, 2);
    }
  });

  it('makes no search for the same estimate again within the cache TTL, and searches again after it', async () => {
    let now = 0;
    const cache = new MemoryStore({ now: () => now });
    const search = fixtureSearch();
    const deps = { search, cache, searchCacheTtlMs: 60_000 };
    const first = await estimateValue(iphone, deps);
    now = 59_999;
    expect(await estimateValue(iphone, deps)).toEqual(first);
    expect(search.calls).toHaveLength(3);
    now = 60_000;
    await estimateValue(iphone, deps);
    expect(search.calls).toHaveLength(6);
  });

  it('widens to other marketplaces and refurbished sellers when the national ones give too few comparables', async () => {
    const search = fixtureSearch();
    const response = await estimateValue(
      {
        language: 'fr-FR',
        agent_specific: { service_item: { name: 'Samsung Galaxy S21 128GB', brand: 'Samsung', condition: 'C', description: "Quelques rayures sur l'écran", category: 'Téléphones' } },
      },
      { search },
    );
    // Worked out by hand in fixtures.test.ts: 3 national and 4 wider comparables.
    expect(response).toMatchObject({
      value_out_min: 175,
      value_out_average: 200,
      value_out_max: 230,
      comparables: { value_out: 7, recycling_value: 3, repair_cost: 6 },
    });
    expect(search.calls.map(({ query }) => query)).toEqual([
      'Samsung Galaxy S21 128GB occasion',
      'recyclage téléphones portables prix kg',
      'Samsung Galaxy S21 batterie écran réparation prix',
      'Samsung Galaxy S21 128GB reconditionné',
    ]);
    expect(search.calls[3]!.options.includeDomains).toEqual(['ebay.fr', 'fr.shopping.rakuten.com', 'backmarket.fr', 'cashconverters.fr', 'easycash.fr']);
    const reasoning = plainSpaces(response.reasoning);
    expect(reasoning).toContain(
      "Les places de marché nationales ont donné trop peu d'offres : la recherche a été élargie à d'autres places de marché et à des vendeurs de reconditionné.",
    );
    expect(reasoning).toContain('Les prix demandés ont été réduits de 10 % à 25 % pour estimer les prix de vente');
  });

  it('gives a grade A item no repair cost, resting on the grade rather than on prices', async () => {
    const search = fixtureSearch();
    const response = await estimateValue(
      {
        language: 'en-PT',
        agent_specific: {
          service_item: { name: 'Casaco Nuptse 1996', brand: 'The North Face', condition: 'A', description: 'Casaco de penas preto, tamanho M, novo com etiquetas', category: 'Roupa' },
        },
      },
      { search },
    );
    expect(response).toMatchObject({
      value_out_min: 135,
      value_out_average: 160,
      value_out_max: 175,
      recycling_value_min: 0.18,
      recycling_value_average: 0.28,
      recycling_value_max: 0.41,
      repair_cost_min: 0,
      repair_cost_average: 0,
      repair_cost_max: 0,
      comparables: { value_out: 7, recycling_value: 4, repair_cost: 0 },
    });
    expect(response.reasoning).toMatch(/^Resale value: €135 to €175, typically €160, from 7 comparable listings on /);
    expect(response.reasoning).toContain('Repair cost: none, as an item in grade A needs no repair.');
    expect(response.description).toBe('The North Face Casaco Nuptse 1996, grade A (as new). Seller\'s notes: Casaco de penas preto, tamanho M, novo com etiquetas');
    // Two resale queries and the recycling one; both resale queries find the same listings, counted once.
    expect(search.calls).toHaveLength(3);
  });

  it('answers insufficient evidence after every widening step when search finds nothing usable', async () => {
    const search = fixtureSearch();
    const error = await estimateValue({ language: 'pt-PT', agent_specific: { service_item: { name: 'Cadeira de baloiço', condition: 'B' } } }, { search }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InsufficientEvidenceError);
    expect((error as InsufficientEvidenceError).detail).toBe(
      'Search found 0 usable references; an estimate needs at least 2. No price was found for value_out, recycling_value, repair_cost.',
    );
    expect(search.calls.map(({ query }) => query)).toEqual([
      'Cadeira de baloiço usado',
      'Cadeira de baloiço recondicionado',
      'Cadeira de baloiço segunda mão preço',
    ]);
  });

  it('answers insufficient evidence naming the figure no price was found for, even with references enough', async () => {
    const search = fixtureSearch({ files: fixtureFiles().filter((file) => file !== 'pt-recycling-phones.json') });
    await expect(estimateValue(iphone, { search })).rejects.toMatchObject({
      type: 'insufficient-evidence',
      detail: 'No price was found for recycling_value. No figure is given without evidence.',
      extensions: { references_found: 10, missing_figures: ['recycling_value'] },
    });
  });

  it('refuses without search, after checking the request', async () => {
    await expect(estimateValue(iphone, {})).rejects.toBeInstanceOf(SearchNotConfiguredError);
    const bad = { agent_specific: { service_item: { name: 'iPhone 12', condition: 'E' } } } as unknown as ValueEstimationRequest;
    await expect(estimateValue(bad, {})).rejects.toBeInstanceOf(InvalidRequestError);
  });

  it('fails with the search error when search is down', async () => {
    const search = fixtureSearch({ fail: new UpstreamError('search') });
    await expect(estimateValue(iphone, { search })).rejects.toMatchObject({ type: 'search-unavailable', retryAfterSeconds: 30 });
  });

  it('stops when the signal aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(estimateValue(iphone, { search: fixtureSearch() }, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('estimateValue with a model', () => {
  it('reads prices and words the description in one parallel round of two calls, keeping figures the code can check', async () => {
    const model = fakeValueModel().answerTimes(2, {
      prices: honestPrices('pt-PT'),
      description: () => descriptionAnswer('iPhone 12 da Apple, 64GB, preto, com ligeiros sinais de uso e bateria a 86%.'),
    });
    const response = await estimateValue(iphone, { search: fixtureSearch(), model });
    expect(response).toMatchObject({ ...iphoneFigures, references: iphoneReferences });
    expect(response.description).toBe('iPhone 12 da Apple, 64GB, preto, com ligeiros sinais de uso e bateria a 86%.');
    expect(model.tasks.sort()).toEqual(['description', 'prices']);
  });

  it('rejects a price that is not in the result and a URL search did not return, and says so', async () => {
    const model = fakeValueModel().answerTimes(2, {
      prices: (asked) => {
        const honest = JSON.parse(honestPrices('pt-PT')(asked)) as { listings: { url: string; price: number; currency: string }[] };
        return pricesAnswer([
          // The Vinted listing says € 280.
          ...honest.listings.map((listing) => (listing.url === 'https://www.vinted.pt/items/5123408871-iphone-12-64gb-verde' ? { ...listing, price: 150 } : listing)),
          { url: 'https://www.olx.pt/d/anuncio/iphone-12-inventado-IDX.html', price: 290, currency: 'EUR' },
        ]);
      },
      description: () => descriptionAnswer('iPhone 12.'),
    });
    const response = await estimateValue(iphone, { search: fixtureSearch(), model });
    // Without the Vinted listing (sale price 280 × 0.90 = 252) seven comparables are left:
    //   261, 270, 279, 288, 294.23, 297, 306; ±5 %. P25 = (270 + 279) / 2 = 274.5 × 0.95 = 260.78 → 260;
    //   median 288 → 290; P75 = (294.23 + 297) / 2 = 295.62 × 1.05 = 310.40 → 310.
    expect(response).toMatchObject({ value_out_min: 260, value_out_average: 290, value_out_max: 310, comparables: { value_out: 7 } });
    expect(response.references).not.toContain('https://www.olx.pt/d/anuncio/iphone-12-inventado-IDX.html');
    expect(response.reasoning).toContain('ligações desconhecidas: 1');
    expect(response.reasoning).toContain('preços ausentes do texto: 1');
  });

  it('falls back to the deterministic extractor and the template when the model answers unusably', async () => {
    const model = fakeValueModel().answerTimes(2, { prices: () => 'not json', description: () => '{"description": "' });
    const response = await estimateValue(iphone, { search: fixtureSearch(), model });
    expect(response).toMatchObject({ ...iphoneFigures, references: iphoneReferences });
    expect(response.description).toBe('Apple iPhone 12, grau B (bom estado, com ligeiros sinais de uso). Notas do vendedor: iPhone 12 64GB preto, bateria 86%');
  });

  it('falls back when the model cannot be reached', async () => {
    const model = fakeValueModel().answerTimes(2, { prices: () => new UpstreamError('model'), description: () => new UpstreamError('model') });
    expect(await estimateValue(iphone, { search: fixtureSearch(), model })).toMatchObject(iphoneFigures);
  });

  it('keeps the template description when the model writes a number the item does not have', async () => {
    const model = fakeValueModel().answerTimes(2, {
      prices: honestPrices('pt-PT'),
      description: () => descriptionAnswer('iPhone 12 com 128GB, vale cerca de 300.'),
    });
    const response = await estimateValue(iphone, { search: fixtureSearch(), model });
    expect(response.description).toBe('Apple iPhone 12, grau B (bom estado, com ligeiros sinais de uso). Notas do vendedor: iPhone 12 64GB preto, bateria 86%');
  });

  it('reads the wider round with a second extraction call only', async () => {
    const model = fakeValueModel().answerTimes(3, { prices: honestPrices('fr-FR'), description: () => descriptionAnswer('Galaxy S21, quelques rayures.') });
    const response = await estimateValue(
      {
        language: 'fr-FR',
        agent_specific: { service_item: { name: 'Samsung Galaxy S21 128GB', brand: 'Samsung', condition: 'C', description: "Quelques rayures sur l'écran", category: 'Téléphones' } },
      },
      { search: fixtureSearch(), model },
    );
    expect(response.value_out_average).toBe(200);
    expect(model.tasks.sort()).toEqual(['description', 'prices', 'prices']);
  });
});
