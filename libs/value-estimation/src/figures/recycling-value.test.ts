import { describe, expect, it } from 'vitest';
import { marketForLocale } from '../search/marketplaces.ts';
import { estimateRecyclingValue, recyclingPoints } from './recycling-value.ts';
import type { ServiceItem } from '../item/service-item.ts';
import { fixtureResults } from '../test-support/fixtures.ts';

const pt = marketForLocale('pt-PT');
const bike: ServiceItem = { name: 'Bicicleta BTT', condition: 'C', category: 'Bicicletas' };
const results = [
  { title: 'Preços da sucata', url: 'https://www.sucatas.pt/precos', content: 'Cobre: 7,20 €/kg. Alumínio: 1,00 €/kg. Ferro: 0,22 €/kg.' },
  { title: 'Alumínio ao kg', url: 'https://www.metais.pt/aluminio', content: 'Pagamos o alumínio a 1,20 € por kg e a 900 € a tonelada em grandes quantidades.' },
];

describe('recyclingPoints', () => {
  it('scales per-kilogram prices of the category material by its typical weight', () => {
    const points = recyclingPoints({ results, item: bike, market: pt });
    expect(points.map(({ url, amount, pricePerKg, weightKg, material }) => [url, Math.round(amount * 100) / 100, pricePerKg, weightKg, material])).toEqual([
      ['https://www.sucatas.pt/precos', 13, 1, 13, 'alumínio'],
      ['https://www.metais.pt/aluminio', 15.6, 1.2, 13, 'alumínio'],
      ['https://www.metais.pt/aluminio', 11.7, 0.9, 13, 'alumínio'], // 900 € a tonelada
    ]);
  });

  it('has no evidence for an item without a category profile', () => {
    expect(recyclingPoints({ results, item: { name: 'Quadro', condition: 'B' }, market: pt })).toEqual([]);
  });
});

describe('estimateRecyclingValue', () => {
  it('aggregates like any figure', () => {
    // 11.7, 13, 15.6 (three: ±25 %): P25 = 12.35 × 0.75 = 9.26; median 13; P75 = 14.3 × 1.25 = 17.875 → 18
    expect(estimateRecyclingValue({ results, item: bike, market: pt })).toMatchObject({
      min: 9.26,
      average: 13,
      max: 18,
      comparables: 3,
    });
  });

  it('gives no figure without per-kilogram prices', () => {
    expect(estimateRecyclingValue({ results: [], item: bike, market: pt })).toBeUndefined();
  });
});

describe('per-unit recycling offers', () => {
  const iphone: ServiceItem = { name: 'iPhone 12', brand: 'Apple', condition: 'D', category: 'Telemóveis' };
  const amounts = (points: { url: string; amount: number; route: string }[]) => points.map(({ url, amount, route }) => [hostOf(url), amount, route]);
  const hostOf = (url: string) => new URL(url).hostname;

  it('reads what recyclers pay per item, in four languages, from the search stub’s fixtures', () => {
    expect(amounts(recyclingPoints({ results: fixtureResults('unit-offers/pt-recycling-phones-per-unit.json'), item: iphone, market: pt }))).toEqual([
      ['www.reciclamais.pt', 45, 'per-unit'],
      ['www.ecotroca.pt', 2, 'per-unit'],
      ['www.ecotroca.pt', 12, 'per-unit'],
    ]);
    expect(amounts(recyclingPoints({ results: fixtureResults('unit-offers/es-recycling-phones-per-unit.json'), item: { ...iphone, category: 'Móviles' }, market: marketForLocale('es-ES') }))).toEqual([
      ['www.reciclomovil.es', 40, 'per-unit'],
      ['www.greenphone.es', 3, 'per-unit'],
      ['www.greenphone.es', 15, 'per-unit'],
    ]);
    expect(amounts(recyclingPoints({ results: fixtureResults('unit-offers/de-recycling-phones-per-unit.json'), item: { ...iphone, category: 'Handys' }, market: marketForLocale('de-DE') }))).toEqual([
      ['www.handyverwerter.de', 1, 'per-unit'],
      ['www.handyverwerter.de', 8, 'per-unit'],
      ['www.handyverwerter.de', 35, 'per-unit'],
      ['www.elektroschrott-mueller.de', 2.5, 'per-unit'],
      ['www.elektroschrott-mueller.de', 3, 'per-unit'],
    ]);
    expect(amounts(recyclingPoints({ results: fixtureResults('unit-offers/en-recycling-phones-per-unit.json'), item: { ...iphone, category: 'Mobile phones' }, market: marketForLocale('en-GB') }))).toEqual([
      ['www.phonerecyclers.co.uk', 60, 'per-unit'],
      ['www.phonerecyclers.co.uk', 1, 'per-unit'],
      ['www.phonerecyclers.co.uk', 5, 'per-unit'],
    ]);
  });

  it('does not take a price per item on a recycling page that is not an offer for the item', () => {
    const page = {
      title: 'Reciclagem de telemóveis - tabela de preços',
      url: 'https://www.recicla.pt/tabela',
      content: 'Telemóveis completos: 3,20 €/kg\nTransporte: 25 €\nPortáteis: 1,10 €/kg',
    };
    expect(amounts(recyclingPoints({ results: [page], item: iphone, market: pt }))).toEqual([['www.recicla.pt', 3.2 * 0.19, 'per-kg']]);
  });

  it('does not take a buy-back offer for resale as recycling evidence', () => {
    const page = { title: 'Compramos o seu iPhone usado', url: 'https://www.compra.pt/iphone', content: 'Compramos o seu iPhone 12 por 250 € em dinheiro, na hora.' };
    expect(recyclingPoints({ results: [page], item: iphone, market: pt })).toEqual([]);
  });

  it('rests the figure on the route with more pages, per-unit offers on a tie, never a mix', () => {
    const perKgPages = fixtureResults('pt-recycling-phones.json');
    const perUnitPages = fixtureResults('unit-offers/pt-recycling-phones-per-unit.json');
    expect(new Set(recyclingPoints({ results: [...perKgPages, ...perUnitPages], item: iphone, market: pt }).map(({ route }) => route))).toEqual(new Set(['per-kg']));
    expect(new Set(recyclingPoints({ results: [perKgPages[0]!, ...perUnitPages], item: iphone, market: pt }).map(({ route }) => route))).toEqual(new Set(['per-unit']));
  });
});
