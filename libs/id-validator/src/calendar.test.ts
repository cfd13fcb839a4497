import { describe, expect, it } from 'vitest';
import { formatIsoDate, isoDateOf, isRealDate, yearsBetween } from './calendar.ts';

describe('isoDateOf', () => {
  it('takes the UTC calendar date of an instant', () => {
    expect(isoDateOf(new Date('2026-03-01T23:30:00-02:00'))).toBe('2026-03-02');
  });
});

describe('isRealDate', () => {
  it('accepts 29 February of a leap year only', () => {
    expect(isRealDate(2024, 2, 29)).toBe(true);
    expect(isRealDate(2023, 2, 29)).toBe(false);
    expect(isRealDate(1900, 2, 29)).toBe(false);
    expect(isRealDate(2000, 2, 29)).toBe(true);
  });

  it('rejects month 13, day 0 and 31 April', () => {
    expect(isRealDate(2020, 13, 1)).toBe(false);
    expect(isRealDate(2020, 1, 0)).toBe(false);
    expect(isRealDate(2020, 4, 31)).toBe(false);
  });
});

describe('formatIsoDate', () => {
  it('pads the parts and refuses impossible dates', () => {
    expect(formatIsoDate(1974, 8, 12)).toBe('1974-08-12');
    expect(formatIsoDate(1974, 2, 30)).toBeNull();
  });
});

describe('yearsBetween', () => {
  it('counts a year only on its anniversary', () => {
    expect(yearsBetween('2016-05-10', '2026-05-09')).toBe(9);
    expect(yearsBetween('2016-05-10', '2026-05-10')).toBe(10);
    expect(yearsBetween('2026-05-10', '2016-05-10')).toBe(-10);
  });
});
