import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregatePrices, type PricePoint } from './aggregate.ts';

const price = fc.double({ min: 0.5, max: 50_000, noNaN: true, noDefaultInfinity: true });
const sample = fc.array(price, { minLength: 1, maxLength: 40 });
const toPoints = (amounts: number[]): PricePoint[] => amounts.map((amount, i) => ({ url: `https://www.olx.pt/d/${i}`, amount }));
const figures = (range: ReturnType<typeof aggregatePrices>) =>
  range && {
    min: range.min,
    average: range.average,
    max: range.max,
    comparables: range.comparables,
    basis: range.basis.map(({ url, amount }) => [url, amount]),
    outliers: range.outliers.map(({ url, amount }) => [url, amount]),
    thinEvidence: range.thinEvidence,
  };

describe('aggregatePrices properties', () => {
  it('orders min ≤ average ≤ max, never negative, and accounts for every price', () => {
    fc.assert(
      fc.property(sample, (amounts) => {
        const range = aggregatePrices(toPoints(amounts));
        expect(range).toBeDefined();
        if (!range) return;
        expect(range.min).toBeGreaterThanOrEqual(0);
        expect(range.min).toBeLessThanOrEqual(range.average);
        expect(range.average).toBeLessThanOrEqual(range.max);
        expect(range.comparables).toBe(range.basis.length);
        expect(range.basis.length + range.outliers.length).toBe(amounts.length);
        expect(range.thinEvidence).toBe(range.comparables < 8);
      }),
    );
  });

  it('does not depend on the order of the prices', () => {
    fc.assert(
      fc.property(
        sample.chain((amounts) => fc.tuple(fc.constant(toPoints(amounts)), fc.shuffledSubarray(toPoints(amounts), { minLength: amounts.length }))),
        ([points, shuffled]) => {
          expect(figures(aggregatePrices(shuffled))).toEqual(figures(aggregatePrices(points)));
        },
      ),
    );
  });

  it('lets no outlier move any figure when the genuine prices agree within 15 %', () => {
    // Genuine prices within a factor 1.15 deviate from any median among them by at most ln 1.15 = 0.14,
    // inside the smallest fence (3 × 0.05); with fewer outliers than half the genuine prices the MAD stays
    // ≤ 0.14, so the fence is ≤ 3 × 1.4826 × 0.14 = 0.62, and outliers 3× away (ln 3 − 0.14 = 0.96) fall outside.
    const scenario = fc
      .record({
        base: fc.double({ min: 1, max: 10_000, noNaN: true }),
        spread: fc.array(fc.double({ min: 0, max: 0.15, noNaN: true }), { minLength: 3, maxLength: 25 }),
      })
      .chain(({ base, spread }) =>
        fc.record({
          genuine: fc.constant(spread.map((s) => base * (1 + s))),
          outliers: fc.array(
            fc.oneof(
              fc.double({ min: 3.5 * base, max: 1000 * base, noNaN: true }),
              fc.double({ min: base / 1000, max: base / 3, noNaN: true }),
            ),
            { maxLength: Math.floor((spread.length - 1) / 2) },
          ),
        }),
      );
    fc.assert(
      fc.property(scenario, ({ genuine, outliers }) => {
        const clean = aggregatePrices(toPoints(genuine));
        const polluted = aggregatePrices([...toPoints(genuine), ...outliers.map((amount, i) => ({ url: `https://junk/${i}`, amount }))]);
        expect(polluted?.outliers.length).toBe(outliers.length);
        expect([polluted?.min, polluted?.average, polluted?.max, polluted?.comparables]).toEqual([
          clean?.min,
          clean?.average,
          clean?.max,
          clean?.comparables,
        ]);
      }),
    );
  });

  it('ignores how far out an outlier is: pushing it further changes nothing', () => {
    fc.assert(
      fc.property(fc.array(price, { minLength: 3, maxLength: 40 }), fc.double({ min: 1, max: 100, noNaN: true }), (amounts, push) => {
        const before = aggregatePrices(toPoints(amounts));
        if (!before || before.outliers.length === 0) return;
        const outlierUrls = new Set(before.outliers.map(({ url }) => url));
        const pushed = toPoints(amounts).map((point) =>
          outlierUrls.has(point.url)
            ? { ...point, amount: point.amount > before.average ? point.amount * push : point.amount / push }
            : point,
        );
        const after = aggregatePrices(pushed);
        expect([after?.min, after?.average, after?.max, after?.basis]).toEqual([before.min, before.average, before.max, before.basis]);
      }),
    );
  });
});
