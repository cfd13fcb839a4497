import { describe, expect, it } from 'vitest';
import { aggregatePrices, median, percentile, removeOutliers, roundAmount } from './aggregate.ts';

const points = (...amounts: number[]) => amounts.map((amount, i) => ({ url: `https://www.olx.pt/${i}`, amount }));
const amountsOf = (list: { amount: number }[]) => list.map(({ amount }) => amount);

describe('percentile and median', () => {
  it('interpolates between closest ranks', () => {
    expect(percentile([10, 20, 30, 40], 0.25)).toBe(17.5);
    expect(percentile([10, 20, 30, 40], 0.75)).toBe(32.5);
    expect(percentile([7], 0.25)).toBe(7);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([3, 1, 2])).toBe(2);
  });
});

describe('removeOutliers', () => {
  it('removes a typo far above and junk far below a cluster', () => {
    // logs of 100..130 sit within ±0.14 of their median; 1200 and 12 sit more than 2 above and below
    const { kept, outliers } = removeOutliers(points(12, 100, 110, 115, 120, 130, 1200));
    expect(amountsOf(kept)).toEqual([100, 110, 115, 120, 130]);
    expect(amountsOf(outliers)).toEqual([12, 1200]);
  });

  it('keeps a fence of ±15 % when over half the prices are identical', () => {
    // MAD is 0 here; the scale floor of 0.05 in log units gives a fence of 3 × 0.05 = 0.15
    // ln(340/300) = 0.125 is inside, ln(360/300) = 0.182 outside
    const { kept, outliers } = removeOutliers(points(300, 300, 300, 300, 310, 340, 360, 500));
    expect(amountsOf(kept)).toEqual([300, 300, 300, 300, 310, 340]);
    expect(amountsOf(outliers)).toEqual([360, 500]);
  });

  it('calls nothing an outlier with fewer than three prices', () => {
    expect(amountsOf(removeOutliers(points(10, 1000)).kept)).toEqual([10, 1000]);
  });

  it('sets aside prices that are not positive and finite', () => {
    const { kept, outliers } = removeOutliers(points(100, 0, -5, Number.NaN, 110, 120));
    expect(amountsOf(kept)).toEqual([100, 110, 120]);
    expect(outliers).toHaveLength(3);
  });
});

describe('roundAmount', () => {
  it.each([
    [0.4712, 0.47],
    [9.996, 10],
    [10.4, 10],
    [99.6, 100],
    [102.4, 100],
    [102.6, 105],
    [997.4, 995],
    [1004, 1000],
    [1296, 1300],
  ])('rounds %d to %d', (amount, rounded) => {
    expect(roundAmount(amount)).toBe(rounded);
  });
});

describe('aggregatePrices', () => {
  it('gives the median as the average and P25–P75 as the range, with the count behind them', () => {
    // 8 prices: no thin-evidence widening. Rounded to fives (100–1000):
    // P25 = 120 + 0.75 × 10 = 127.5 → 130; median = (140 + 150) / 2 = 145; P75 = 160 + 0.25 × 10 = 162.5 → 165
    const range = aggregatePrices(points(110, 120, 130, 140, 150, 160, 170, 180));
    expect(range).toMatchObject({ min: 130, average: 145, max: 165, comparables: 8, thinEvidence: false });
    expect(amountsOf(range?.basis ?? [])).toEqual([110, 120, 130, 140, 150, 160, 170, 180]);
  });

  it('widens the range by 5 % per comparable short of eight and says so', () => {
    // 3 prices, 5 short: ±25 %. P25 = 105 → 78.75 → 79; median 110; P75 = 115 → 143.75 → 145
    expect(aggregatePrices(points(100, 110, 120))).toMatchObject({
      min: 79,
      average: 110,
      max: 145,
      comparables: 3,
      thinEvidence: true,
    });
  });

  it('gives one price a ±35 % range around it', () => {
    expect(aggregatePrices(points(200))).toMatchObject({ min: 130, average: 200, max: 270, comparables: 1 });
  });

  it('gives no figure without a usable price', () => {
    expect(aggregatePrices([])).toBeUndefined();
    expect(aggregatePrices(points(0, -1))).toBeUndefined();
  });
});
