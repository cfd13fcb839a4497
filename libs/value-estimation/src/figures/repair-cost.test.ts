import { describe, expect, it } from 'vitest';
import { marketForLocale } from '../search/marketplaces.ts';
import { estimateRepairCost, likelyFaults, repairPoints } from './repair-cost.ts';
import type { Condition, ServiceItem } from '../item/service-item.ts';

const pt = marketForLocale('pt-PT');
const phone = (condition: Condition): ServiceItem => ({ name: 'iPhone 12', brand: 'Apple', condition, category: 'Telemóveis' });
const results = [
  {
    title: 'Reparação iPhone 12',
    url: 'https://www.iservices.pt/reparacao-iphone-12',
    content: 'Substituição de ecrã: 149,90 €\nSubstituição de bateria: 79,90 €\nConector de carga: 69,90 €',
  },
  { title: 'Bateria iPhone 12', url: 'https://www.worten.pt/bateria', content: 'Troca de bateria por 84,99 €. Ecrã e bateria juntos: 199 €' },
];

describe('likelyFaults', () => {
  it('follows the category profile and the grade', () => {
    expect(likelyFaults(phone('A'))).toEqual([]);
    expect(likelyFaults(phone('B'))).toEqual(['battery']);
    expect(likelyFaults(phone('C'))).toEqual(['battery', 'screen']);
    expect(likelyFaults({ name: 'Quadro', condition: 'D' })).toEqual([]);
  });
});

describe('repairPoints', () => {
  it('takes the prices listed next to a likely repair, counting a shared price for the first fault', () => {
    expect(repairPoints({ results, item: phone('C'), market: pt }).map(({ fault, amount, url }) => [fault, amount, url])).toEqual([
      ['battery', 79.9, 'https://www.iservices.pt/reparacao-iphone-12'],
      ['battery', 84.99, 'https://www.worten.pt/bateria'],
      ['battery', 199, 'https://www.worten.pt/bateria'],
      ['screen', 149.9, 'https://www.iservices.pt/reparacao-iphone-12'],
    ]);
  });
});

describe('estimateRepairCost', () => {
  it('is zero for grade A, resting on the grade rather than on prices', () => {
    expect(estimateRepairCost({ results, item: phone('A'), market: pt })).toEqual({
      min: 0,
      average: 0,
      max: 0,
      comparables: 0,
      basis: [],
      outliers: [],
      thinEvidence: false,
      likelyFaults: [],
    });
  });

  it('aggregates the repair prices and names the faults behind them', () => {
    // grade B: battery only → 79.9, 84.99, 199. The combined screen-and-battery 199 is an outlier:
    // log deviations from the median (84.99) are 0.062, 0, 0.851; MAD 0.062 → fence 3 × 1.4826 × 0.062 = 0.275.
    // Two comparables: ±30 %. P25 = 81.17 × 0.7 = 56.82 → 57; median 82.445 → 82; P75 = 83.72 × 1.3 = 108.83 → 110
    const estimate = estimateRepairCost({ results, item: phone('B'), market: pt });
    expect(estimate).toMatchObject({ min: 57, average: 82, max: 110, comparables: 2, likelyFaults: ['battery'] });
    expect(estimate?.outliers.map((p) => p.amount)).toEqual([199]);
  });

  it('gives no figure when a repair is likely but no price was found', () => {
    expect(estimateRepairCost({ results: [], item: phone('D'), market: pt })).toBeUndefined();
  });
});
