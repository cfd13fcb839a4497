import { describe, expect, it } from 'vitest';
import { printedDates } from './printed-dates.ts';

describe('printedDates', () => {
  it('reads day-first dates with spaces, dots, slashes or nothing between the parts', () => {
    expect(printedDates('15 10 2027')).toEqual(['2027-10-15']);
    expect(printedDates('GÜLTIG BIS 01.04.2030')).toEqual(['2030-04-01']);
    expect(printedDates('29/02/2024 - 28-02-2023')).toEqual(['2024-02-29', '2023-02-28']);
    expect(printedDates('" 15102027 Ú')).toEqual(['2027-10-15']);
  });

  it('reads month names, bilingual ones included', () => {
    expect(printedDates('09 MAR 1967')).toEqual(['1967-03-09']);
    expect(printedDates('15 ENE/JAN 2030')).toEqual(['2030-01-15']);
    expect(printedDates('3 AOÛT 2031')).toEqual(['2031-08-03']);
  });

  it('reads digits OCR took for look-alike letters', () => {
    expect(printedDates('07 O5 1985')).toEqual(['1985-05-07']);
    expect(printedDates('2S.1O.2O3I')).toEqual(['2031-10-25']);
  });

  it('skips strings that are no real date and digits inside longer numbers', () => {
    expect(printedDates('31 04 2030')).toEqual([]);
    expect(printedDates('29 02 2023')).toEqual([]);
    expect(printedDates('2319628602Y0')).toEqual([]);
    expect(printedDates('12 FOO 2030')).toEqual([]);
  });
});
