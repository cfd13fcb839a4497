import { describe, expect, it } from 'vitest';
import { conditionFactors, conditionRatio } from './condition-factors.ts';
import type { Listing } from '../extraction/listing.ts';
import { marketForLocale, marketplaceOfUrl } from '../search/marketplaces.ts';
import { estimateResaleValue, resaleEvidence, salePoints } from './resale-value.ts';
import { askingToSaleDiscount } from './sale-discount.ts';
import type { Condition, ServiceItem } from '../item/service-item.ts';

const pt = marketForLocale('pt-PT');
const listing = (url: string, price: number, condition?: Condition): Listing => ({
  url,
  title: 'iPhone 12 64GB',
  text: 'iPhone 12 64GB',
  price,
  currency: 'EUR',
  condition,
  source: marketplaceOfUrl(url, pt),
});
const item = (condition: Condition): ServiceItem => ({ name: 'iPhone 12', condition });

describe('documented factors', () => {
  it('keeps the condition factors and discounts as data', () => {
    expect(conditionFactors).toEqual({ A: 1, B: 0.85, C: 0.65, D: 0.3 });
    expect(askingToSaleDiscount).toEqual({
      'national-marketplace': 0.1,
      'other-marketplace': 0.1,
      'refurbished-seller': 0.25,
      'unknown-site': 0.15,
    });
  });

  it('moves a price between grades by the ratio of their factors', () => {
    expect(conditionRatio({ from: 'B', to: 'B' })).toBe(1);
    expect(conditionRatio({ from: 'A', to: 'D' })).toBe(0.3);
    expect(conditionRatio({ from: 'D', to: 'A' })).toBeCloseTo(1 / 0.3, 12);
  });
});

describe('salePoints', () => {
  it('discounts an asking price by source and moves it from the listing grade to the item grade', () => {
    const points = salePoints({
      listings: [
        listing('https://www.olx.pt/a', 400, 'A'),
        listing('https://www.backmarket.pt/b', 400),
        listing('https://example.com/c', 400, 'D'),
      ],
      item: item('B'),
    });
    expect(points.map(({ amount, listingCondition, conditionStated, sourceKind, discount }) => [
      Math.round(amount * 100) / 100,
      listingCondition,
      conditionStated,
      sourceKind,
      discount,
    ])).toEqual([
      [306, 'A', true, 'national-marketplace', 0.1], // 400 × 0.90 × 0.85 / 1.00
      [300, 'B', false, 'refurbished-seller', 0.25], // 400 × 0.75, no grade stated: B assumed
      [963.33, 'D', true, 'unknown-site', 0.15], // 400 × 0.85 × 0.85 / 0.30
    ]);
  });
});

describe('estimateResaleValue', () => {
  it('aggregates the sale points, and a parts-only offer is a like-for-like comparable of a grade D item', () => {
    const listings = [listing('https://www.olx.pt/a', 60, 'D'), listing('https://www.olx.pt/b', 300), listing('https://www.olx.pt/c', 90, 'D')];
    // grade D: 60 × 0.9 = 54; 300 × 0.9 × 0.3 / 0.85 = 95.29; 90 × 0.9 = 81. Three comparables: ±25 %.
    // P25 = 54 + 0.5 × 27 = 67.5 → 50.63 → 51; median 81; P75 = 81 + 0.5 × 14.29 = 88.15 → 110.18 → 110
    expect(estimateResaleValue({ listings, item: item('D') })).toMatchObject({ min: 51, average: 81, max: 110, comparables: 3 });
  });

  it('gives no figure without listings', () => {
    expect(estimateResaleValue({ listings: [], item: item('B') })).toBeUndefined();
  });
});

describe('resaleEvidence', () => {
  const sold = (url: string, price: number): Listing => ({ ...listing(url, price), title: 'VENDIDO iPhone 12 64GB' });

  it('rests on sold prices alone, at their price, once three listings are marked sold, and sets the asking ones aside', () => {
    const evidence = resaleEvidence({
      listings: [sold('https://www.olx.pt/a', 250), sold('https://www.olx.pt/b', 260), sold('https://www.olx.pt/c', 270), listing('https://www.olx.pt/d', 400), listing('https://www.olx.pt/e', 410)],
      item: item('B'),
    })!;
    expect(evidence.basis).toBe('sold');
    expect(evidence.range.basis.map((point) => point.amount)).toEqual([250, 260, 270]);
    expect(evidence.range.average).toBe(260);
    expect(evidence.setAside.map((point) => point.url)).toEqual(['https://www.olx.pt/d', 'https://www.olx.pt/e']);
  });

  it('stays on asking prices with fewer than three sold ones, taking the sold ones at their price and the others less the discount', () => {
    const evidence = resaleEvidence({ listings: [sold('https://www.olx.pt/a', 250), sold('https://www.olx.pt/b', 260), listing('https://www.olx.pt/d', 300)], item: item('B') })!;
    expect(evidence.basis).toBe('asking');
    expect(evidence.setAside).toEqual([]);
    expect(evidence.range.basis.map((point) => point.amount)).toEqual([250, 260, 270]);
  });
});
