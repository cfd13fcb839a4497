import { describe, expect, it } from 'vitest';
import type { FigureRange, PricePoint } from './aggregation/aggregate.ts';
import { buildReferences } from './response/evidence.ts';
import { listingsFromResults } from './extraction/listing-extraction.ts';
import { filterListings } from './extraction/listing-filter.ts';
import type { DropReason, SearchResult } from './extraction/listing.ts';
import { marketForLocale, marketplaceOfUrl, nextWideningStep, wideningSteps } from './search/marketplaces.ts';
import { planResaleQueries, planSearches } from './search/query-plan.ts';
import { estimateRecyclingValue } from './figures/recycling-value.ts';
import { estimateRepairCost } from './figures/repair-cost.ts';
import { estimateResaleValue } from './figures/resale-value.ts';
import type { ServiceItem } from './item/service-item.ts';
import { fixtureFiles, fixtureMatches, fixtureResults, loadFixture } from './test-support/fixtures.ts';

/**
 * The search stub's value-estimation fixtures run through the deterministic pipeline (extraction,
 * filter, condition and discount, outlier removal, aggregation, references). Every expected figure
 * is derived by hand in the comments from the fixture listings, with the documented rules:
 * discount 10 % on marketplaces, 25 % at refurbished sellers; condition factors A 1, B 0.85,
 * C 0.65, D 0.30 (unstated grade = B); outliers beyond 3 × 1.4826 × MAD of log prices; P25 /
 * median / P75 by linear interpolation; ±5 % per comparable short of 8; rounding to cents under
 * 10, units under 100, fives under 1000.
 */

interface Case {
  locale: string;
  item: ServiceItem;
  resale: [string, ...string[]];
  recycling: string;
  repair?: string;
}

const cases = {
  iphone: {
    locale: 'pt-PT',
    item: { name: 'iPhone 12', brand: 'Apple', condition: 'B', description: 'iPhone 12 64GB preto, bateria 86%', category: 'Telemóveis' },
    resale: ['pt-phone-iphone-12-resale.json'],
    recycling: 'pt-recycling-phones.json',
    repair: 'pt-repair-iphone-12.json',
  },
  macbook: {
    locale: 'es-ES',
    item: { name: 'MacBook Air M1 8GB 256GB', brand: 'Apple', condition: 'C', description: 'Marcas de uso en la tapa', category: 'Portátiles' },
    resale: ['es-laptop-macbook-air-m1-resale.json'],
    recycling: 'es-recycling-laptops.json',
    repair: 'es-repair-macbook-air-m1.json',
  },
  bike: {
    locale: 'fr-FR',
    item: { name: 'Rockrider ST 540', brand: 'Decathlon', condition: 'B', description: 'VTT 27,5 pouces taille M', category: 'Vélo VTT' },
    resale: ['fr-bike-rockrider-st-540-resale.json'],
    recycling: 'fr-recycling-aluminium.json',
    repair: 'fr-repair-bike-service.json',
  },
  jacket: {
    locale: 'pt-PT',
    item: { name: 'Casaco Nuptse 1996', brand: 'The North Face', condition: 'A', description: 'Casaco de penas preto, tamanho M, novo com etiquetas', category: 'Roupa' },
    resale: ['pt-clothing-nuptse-1996-resale.json'],
    recycling: 'pt-recycling-textiles.json',
  },
  washer: {
    locale: 'es-ES',
    item: { name: 'Lavadora Bosch Serie 6 WAT28461ES', brand: 'Bosch', condition: 'D', description: 'No centrifuga y hace ruido', category: 'Electrodomésticos' },
    resale: ['es-appliance-bosch-wat28461es-resale.json'],
    recycling: 'es-recycling-iron.json',
    repair: 'es-repair-bosch-wat28461es.json',
  },
  galaxy: {
    locale: 'fr-FR',
    item: { name: 'Samsung Galaxy S21 128GB', brand: 'Samsung', condition: 'C', description: "Quelques rayures sur l'écran", category: 'Téléphones' },
    resale: ['fr-phone-galaxy-s21-resale-national.json', 'fr-phone-galaxy-s21-resale-wider.json'],
    recycling: 'fr-recycling-phones.json',
    repair: 'fr-repair-galaxy-s21.json',
  },
} satisfies Record<string, Case>;

const figures = (range: FigureRange<PricePoint> | undefined) =>
  range && { min: range.min, average: range.average, max: range.max, comparables: range.comparables, outliers: range.outliers.length };

function estimate({ locale, item, resale, recycling, repair }: Case) {
  const market = marketForLocale(locale);
  const resaleResults: SearchResult[] = resale.flatMap(fixtureResults);
  const read = listingsFromResults({ results: resaleResults, market });
  const filtered = filterListings({ listings: read.listings, item });
  const recyclingResults = fixtureResults(recycling);
  const repairResults = repair ? fixtureResults(repair) : [];
  const valueOut = estimateResaleValue({ listings: filtered.kept, item });
  const recyclingValue = estimateRecyclingValue({ results: recyclingResults, item, market });
  const repairCost = estimateRepairCost({ results: repairResults, item, market });
  const dropped: Partial<Record<DropReason, number>> = {};
  for (const { reason } of [...read.dropped, ...filtered.dropped]) dropped[reason] = (dropped[reason] ?? 0) + 1;
  const references = buildReferences({
    figures: [
      { figure: 'value_out', average: valueOut?.average ?? 0, basis: valueOut?.basis ?? [] },
      { figure: 'recycling_value', average: recyclingValue?.average ?? 0, basis: recyclingValue?.basis ?? [] },
      { figure: 'repair_cost', average: repairCost?.average ?? 0, basis: repairCost?.basis ?? [] },
    ],
    results: [...resaleResults, ...recyclingResults, ...repairResults],
  });
  return {
    valueOut: figures(valueOut),
    recyclingValue: figures(recyclingValue),
    repairCost: figures(repairCost),
    dropped,
    references,
    searched: [...resaleResults, ...recyclingResults, ...repairResults].map((r) => r.url),
  };
}

describe('fixture result sets', () => {
  it('are each matched by exactly the query the plan makes for them, and by no other planned query', () => {
    const fixtures = fixtureFiles().map(loadFixture);
    const planned: [string, string][] = [];
    for (const { locale, item, resale, recycling, repair } of Object.values(cases) as Case[]) {
      const market = marketForLocale(locale);
      const queries = planSearches({ item, market });
      const wider = planResaleQueries({ item, market, step: wideningSteps(market)[1]!, maxQueries: 1 });
      const expected = { resale: resale[0], recycling, repair };
      for (const q of queries) planned.push([q.query, expected[q.purpose] ?? '(none)']);
      if (resale[1]) planned.push([wider[0]!.query, resale[1]]);
    }
    const hits = planned.map(([query]) => [query, fixtures.filter((f) => fixtureMatches(f, query)).map((f) => f.file)]);
    expect(hits).toEqual(planned.map(([query, file]) => [query, [file]]));
  });

  it('hold listings on the real marketplace domains the step searches, so the stub serves every one', () => {
    for (const { locale, resale } of Object.values(cases) as Case[]) {
      const market = marketForLocale(locale);
      resale.forEach((file, step) => {
        const domains = wideningSteps(market)[step]?.includeDomains ?? [];
        for (const { url } of fixtureResults(file)) {
          expect([url, domains.includes(marketplaceOfUrl(url, market)?.domain ?? '')]).toEqual([url, true]);
        }
      });
    }
  });

  it('list results in the order the stub serves them, best score first', () => {
    for (const file of fixtureFiles()) {
      const scores = loadFixture(file).results.map((result) => result.score);
      expect([file, scores]).toEqual([file, [...scores].sort((a, b) => b - a)]);
    }
  });
});

describe('estimates recomputed by hand from the fixtures', () => {
  it('PT · iPhone 12 64GB, grade B', () => {
    const result = estimate(cases.iphone);
    // Kept listings (asking → sale price at grade B):
    //   320, 300, 290, 280, 310, 330 (no grade stated: B) × 0.90 → 288, 270, 261, 252, 279, 297
    //   400 "como novo, sem riscos" (A) × 0.90 × 0.85 → 306
    //   250 "alguns riscos" (C) × 0.90 × 0.85 / 0.65 → 294.23
    //   1.200 € → 1080 and € 95 → 85.50 pass the filter but are outliers: the median log price is
    //   ln √(279 × 288) = 5.647, their deviations 1.34 and 1.20, the MAD 0.0626, the fence
    //   3 × 1.4826 × 0.0626 = 0.278 (the genuine ones deviate ≤ 0.118).
    // Eight comparables, no widening: 252, 261, 270, 279, 288, 294.23, 297, 306.
    //   P25 = 261 + 0.75 × 9 = 267.75 → 270; median = (279 + 288) / 2 = 283.5 → 285;
    //   P75 = 294.23 + 0.25 × 2.77 = 294.92 → 295.
    expect(result.valueOut).toEqual({ min: 270, average: 285, max: 295, comparables: 8, outliers: 2 });
    expect(result.dropped).toEqual({
      'several-prices': 1, // the OLX search page
      'no-price': 1, // "troco por Samsung"
      accessory: 2, // capa, carregador
      'for-parts': 1,
      'other-model': 2, // 12 Pro, 128GB
      'wanted-ad': 1,
      duplicate: 1, // the custojusto cross-post of the first OLX listing
      bundle: 1,
    });
    // Recycling, phones at 0.19 kg: 3.20, 2.80, 3.60, 4.00 €/kg → 0.608, 0.532, 0.684, 0.76.
    //   Four comparables: ±20 %. P25 = 0.532 + 0.75 × 0.076 = 0.589 × 0.8 = 0.47;
    //   median = (0.608 + 0.684) / 2 = 0.646 → 0.65; P75 = 0.684 + 0.25 × 0.076 = 0.703 × 1.2 = 0.84.
    expect(result.recyclingValue).toEqual({ min: 0.47, average: 0.65, max: 0.84, comparables: 4, outliers: 0 });
    // Repair at grade B is the battery: 79.90, 99.00, 84.99, 64.90 (screen and port prices ignored).
    //   ±20 %. P25 = 64.90 + 0.75 × 15 = 76.15 × 0.8 = 60.92 → 61; median = (79.90 + 84.99) / 2 = 82.45 → 82;
    //   P75 = 84.99 + 0.25 × 14.01 = 88.49 × 1.2 = 106.19 → 105.
    expect(result.repairCost).toEqual({ min: 61, average: 82, max: 105, comparables: 4, outliers: 0 });
    // Figures take turns; within each, nearest its average first: resale 288, 279, 294.23, 297 (from 285);
    // recycling 0.684, 0.608, 0.76 (from 0.65); repair 79.90, 84.99, 99 (from 82). Ten at most.
    expect(result.references).toEqual([
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
    ]);
  });

  it('ES · MacBook Air M1 8GB 256GB, grade C', () => {
    const result = estimate(cases.macbook);
    // Kept (sale price at grade C):
    //   650, 600, 575 (B) × 0.90 × 0.65 / 0.85 → 447.35, 412.94, 395.74
    //   520 "arañazos" and 480 "señales de uso" (C) × 0.90 → 468, 432
    //   700 "como nuevo" (A) × 0.90 × 0.65 → 409.50
    //   "Precio: 1.299 €" (B) → 894.02 is an outlier: deviation ln(894.02 / 432) = 0.727 against a
    //   fence of 3 × 1.4826 × 0.0535 = 0.238.
    // Six comparables: ±10 %. 395.74, 409.50, 412.94, 432, 447.35, 468.
    //   P25 = 409.50 + 0.25 × 3.44 = 410.36 × 0.9 = 369.33 → 370; median = (412.94 + 432) / 2 = 422.47 → 420;
    //   P75 = 432 + 0.75 × 15.35 = 443.51 × 1.1 = 487.87 → 490.
    expect(result.valueOut).toEqual({ min: 370, average: 420, max: 490, comparables: 6, outliers: 1 });
    expect(result.dropped).toEqual({
      'other-currency': 1, // $650
      accessory: 2, // funda, cargador
      'for-parts': 1,
      'other-model': 3, // Pro, M2, 512GB
      'wanted-ad': 1,
      duplicate: 1, // the same wallapop page twice
    });
    // Recycling, laptops at 1.6 kg: 1.20, 1.50, 1.00 €/kg → 1.92, 2.40, 1.60. ±25 %.
    //   P25 = 1.60 + 0.5 × 0.32 = 1.76 × 0.75 = 1.32; median 1.92; P75 = 1.92 + 0.5 × 0.48 = 2.16 × 1.25 = 2.70.
    expect(result.recyclingValue).toEqual({ min: 1.32, average: 1.92, max: 2.7, comparables: 3, outliers: 0 });
    // Repair at grade C: battery 149, 159, 169 and keyboard 229, 249 (screen, logic board ignored). ±15 %.
    //   P25 = 159 × 0.85 = 135.15 → 135; median 169 → 170; P75 = 229 × 1.15 = 263.35 → 265.
    expect(result.repairCost).toEqual({ min: 135, average: 170, max: 265, comparables: 5, outliers: 0 });
  });

  it('FR · Rockrider ST 540, grade B', () => {
    const result = estimate(cases.bike);
    // Kept: 350, 320, 300, 280, 330 (B) × 0.90 → 315, 288, 270, 252, 297;
    //   260 "quelques rayures" (C) × 0.90 × 0.85 / 0.65 → 306; 450 "comme neuf" (A) × 0.90 × 0.85 → 344.25;
    //   "Prix : 1 200 €" → 1080, an outlier.
    // Seven comparables: ±5 %. 252, 270, 288, 297, 306, 315, 344.25.
    //   P25 = (270 + 288) / 2 = 279 × 0.95 = 265.05 → 265; median 297 → 295; P75 = (306 + 315) / 2 = 310.5 × 1.05 = 326.03 → 325.
    expect(result.valueOut).toEqual({ min: 265, average: 295, max: 325, comparables: 7, outliers: 1 });
    expect(result.dropped).toEqual({ 'for-parts': 1, bundle: 1, 'wanted-ad': 1, 'other-model': 1, accessory: 1, duplicate: 1 });
    // Recycling, aluminium at 13 kg: 0.90, 1.20, 0.80 €/kg and 850 €/t = 0.85 €/kg → 11.70, 15.60, 10.40, 11.05.
    //   15.60 ("aluminium profilé") is an outlier: log deviation 0.316 > 3 × 1.4826 × 0.0589 = 0.262.
    //   Three comparables: ±25 %. P25 = (10.40 + 11.05) / 2 = 10.725 × 0.75 = 8.04;
    //   median 11.05 → 11; P75 = (11.05 + 11.70) / 2 = 11.375 × 1.25 = 14.22 → 14.
    expect(result.recyclingValue).toEqual({ min: 8.04, average: 11, max: 14, comparables: 3, outliers: 1 });
    // Repair at grade B is a service: 49, 89, 39.99, 69.99, 90 (brake and chain prices ignored). ±15 %.
    //   P25 = 49 × 0.85 = 41.65 → 42; median 69.99 → 70; P75 = 89 × 1.15 = 102.35 → 100.
    expect(result.repairCost).toEqual({ min: 42, average: 70, max: 100, comparables: 5, outliers: 0 });
  });

  it('PT · The North Face Nuptse 1996, grade A', () => {
    const result = estimate(cases.jacket);
    // Kept (sale price at grade A):
    //   180 "novo com etiquetas" and 200 "nunca usado" (A) × 0.90 → 162, 180
    //   150, 120, 140, 160 (B) × 0.90 / 0.85 → 158.82, 127.06, 148.24, 169.41
    //   95 "marcas de uso" (C) × 0.90 / 0.65 → 131.54
    //   the 25 € look-alike "tipo Nuptse" → 26.47, an outlier.
    // Seven comparables: ±5 %. 127.06, 131.54, 148.24, 158.82, 162, 169.41, 180.
    //   P25 = (131.54 + 148.24) / 2 = 139.89 × 0.95 = 132.89 → 135; median 158.82 → 160;
    //   P75 = (162 + 169.41) / 2 = 165.71 × 1.05 = 173.99 → 175.
    expect(result.valueOut).toEqual({ min: 135, average: 160, max: 175, comparables: 7, outliers: 1 });
    expect(result.dropped).toEqual({ bundle: 1, 'wanted-ad': 1, duplicate: 1 });
    // Recycling, clothing at 0.8 kg: 0.30, 0.50, 0.25, 0.40 €/kg (the 5 € voucher per bag is not per kg)
    //   → 0.24, 0.40, 0.20, 0.32. ±20 %. P25 = 0.20 + 0.75 × 0.04 = 0.23 × 0.8 = 0.18;
    //   median (0.24 + 0.32) / 2 = 0.28; P75 = 0.32 + 0.25 × 0.08 = 0.34 × 1.2 = 0.41.
    expect(result.recyclingValue).toEqual({ min: 0.18, average: 0.28, max: 0.41, comparables: 4, outliers: 0 });
    // Grade A: no repair, no repair search.
    expect(result.repairCost).toEqual({ min: 0, average: 0, max: 0, comparables: 0, outliers: 0 });
  });

  it('ES · Bosch WAT28461ES washing machine, grade D: parts-only offers are its comparables', () => {
    const result = estimate(cases.washer);
    // Kept (sale price at grade D):
    //   60 "para piezas", 75 "averiada", 40 "para piezas", 90 "no funciona" (D) × 0.90 → 54, 67.50, 36, 81
    //   280, 320 (B) × 0.90 × 0.30 / 0.85 → 88.94, 101.65
    //   649 "a estrenar, precintada" (A) × 0.90 × 0.30 → 175.23 (log deviation 0.77 < fence 3 × 1.4826 × 0.228 = 1.01)
    // Seven comparables: ±5 %. 36, 54, 67.50, 81, 88.94, 101.65, 175.23.
    //   P25 = (54 + 67.50) / 2 = 60.75 × 0.95 = 57.71 → 58; median 81;
    //   P75 = (88.94 + 101.65) / 2 = 95.29 × 1.05 = 100.06 → 100.
    expect(result.valueOut).toEqual({ min: 58, average: 81, max: 100, comparables: 7, outliers: 0 });
    expect(result.dropped).toEqual({ accessory: 1, 'other-model': 1, 'wanted-ad': 1 });
    // Recycling, appliance at 70 kg: 0.25, 0.18, 0.12, 0.22, 0.16 €/kg → 17.50, 12.60, 8.40, 15.40, 11.20. ±15 %.
    //   P25 = 11.20 × 0.85 = 9.52; median 12.60 → 13; P75 = 15.40 × 1.15 = 17.71 → 18.
    expect(result.recyclingValue).toEqual({ min: 9.52, average: 13, max: 18, comparables: 5, outliers: 0 });
    // Repair at grade D (drain pump, bearings, control board): 95, 220, 180, 115, 250
    //   (call-out fee and the flat rate name no fault). ±15 %.
    //   P25 = 115 × 0.85 = 97.75 → 98; median 180; P75 = 220 × 1.15 = 253 → 255.
    expect(result.repairCost).toEqual({ min: 98, average: 180, max: 255, comparables: 5, outliers: 0 });
  });

  it('FR · Galaxy S21 128GB, grade C: too few national offers widen the search', () => {
    const market = marketForLocale(cases.galaxy.locale);
    const national = filterListings({
      listings: listingsFromResults({ results: fixtureResults(cases.galaxy.resale[0]), market }).listings,
      item: cases.galaxy.item,
    });
    // Three national comparables (the Ultra, the S21+, the FE, the case and the broken one are dropped).
    expect(national.kept).toHaveLength(3);
    expect(nextWideningStep({ market, current: 'national', comparables: 3 })?.id).toBe('wider');

    const result = estimate(cases.galaxy);
    // National: 330, 290 (B) × 0.90 × 0.65 / 0.85 → 227.12, 199.59; 250 "rayures" (C) × 0.90 → 225.
    // Wider: Back Market 279 "état correct" (C) × 0.75 → 209.25; Back Market 319 and easyCash 289.99 (B)
    //   × 0.75 × 0.65 / 0.85 → 182.96, 166.32; Rakuten 270 (B, a marketplace) × 0.90 × 0.65 / 0.85 → 185.82.
    //   The Back Market S21 Ultra is another model.
    // Seven comparables: ±5 %. 166.32, 182.96, 185.82, 199.59, 209.25, 225, 227.12.
    //   P25 = (182.96 + 185.82) / 2 = 184.39 × 0.95 = 175.17 → 175; median 199.59 → 200;
    //   P75 = (209.25 + 225) / 2 = 217.13 × 1.05 = 227.98 → 230.
    expect(result.valueOut).toEqual({ min: 175, average: 200, max: 230, comparables: 7, outliers: 0 });
    expect(result.dropped).toEqual({ 'other-model': 4, accessory: 1, 'for-parts': 1 });
    // Recycling, phones at 0.19 kg: 3.00, 2.50, 4.00 €/kg → 0.57, 0.475, 0.76. ±25 %.
    //   P25 = (0.475 + 0.57) / 2 = 0.5225 × 0.75 = 0.39; median 0.57; P75 = (0.57 + 0.76) / 2 = 0.665 × 1.25 = 0.83.
    expect(result.recyclingValue).toEqual({ min: 0.39, average: 0.57, max: 0.83, comparables: 3, outliers: 0 });
    // Repair at grade C: battery 79, 89, 74.90 and screen 189, 199, 179.90. ±10 %.
    //   P25 = 79 + 0.25 × 10 = 81.5 × 0.9 = 73.35 → 73; median (89 + 179.90) / 2 = 134.45 → 135;
    //   P75 = 179.90 + 0.75 × 9.10 = 186.73 × 1.1 = 205.40 → 205.
    expect(result.repairCost).toEqual({ min: 73, average: 135, max: 205, comparables: 6, outliers: 0 });
  });

  it('cites only URLs the fixtures returned, two to ten of them', () => {
    for (const scenario of Object.values(cases) as Case[]) {
      const { references, searched } = estimate(scenario);
      expect(references.length).toBeGreaterThanOrEqual(2);
      expect(references.length).toBeLessThanOrEqual(10);
      for (const reference of references) expect(searched).toContain(reference);
    }
  });
});
