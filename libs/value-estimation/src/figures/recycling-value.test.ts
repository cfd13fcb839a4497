import { describe, expect, it } from 'vitest';
import { marketForLocale } from '../search/marketplaces.ts';
import { estimateRecyclingValue, recyclingPoints } from './recycling-value.ts';
import type { ServiceItem } from '../item/service-item.ts';

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
