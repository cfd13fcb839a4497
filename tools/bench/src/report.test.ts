import { describe, expect, it } from 'vitest';
import { percentile } from './report.ts';

describe('percentile', () => {
  it('takes the nearest-rank value of a sorted sample', () => {
    const sample = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(percentile(sample, 50)).toBe(5);
    expect(percentile(sample, 99)).toBe(10);
    expect(percentile(sample, 10)).toBe(1);
  });

  it('is NaN for an empty sample rather than an invented figure', () => {
    expect(percentile([], 50)).toBeNaN();
  });
});
