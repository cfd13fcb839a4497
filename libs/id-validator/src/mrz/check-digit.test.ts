import { describe, expect, it } from 'vitest';
import { computeCheckDigit, isCheckDigitValid, mrzCharValue } from './check-digit.ts';

describe('mrzCharValue', () => {
  it('maps digits, letters and the filler to their ICAO values', () => {
    expect(['0', '9', 'A', 'Z', '<'].map(mrzCharValue)).toEqual([0, 9, 10, 35, 0]);
  });

  it('rejects characters outside the MRZ alphabet', () => {
    expect(() => mrzCharValue('a')).toThrow(RangeError);
    expect(() => mrzCharValue('É')).toThrow(RangeError);
  });
});

describe('computeCheckDigit', () => {
  it('computes the ICAO 9303 specimen check digits', () => {
    // TD3 specimen: document number, birth date, expiry date, personal number.
    expect(computeCheckDigit('L898902C3')).toBe(6);
    expect(computeCheckDigit('740812')).toBe(2);
    expect(computeCheckDigit('120415')).toBe(9);
    expect(computeCheckDigit('ZE184226B<<<<<')).toBe(1);
    // TD1 specimen document number.
    expect(computeCheckDigit('D23145890')).toBe(7);
  });

  it('computes the TD3 specimen composite check digit', () => {
    expect(computeCheckDigit('L898902C36' + '7408122' + '1204159ZE184226B<<<<<1')).toBe(0);
  });

  it('gives 0 for an all-filler field', () => {
    expect(computeCheckDigit('<<<<<<<<<')).toBe(0);
  });
});

describe('isCheckDigitValid', () => {
  it('accepts the right digit and rejects any other', () => {
    expect(isCheckDigitValid('740812', '2')).toBe(true);
    expect(isCheckDigitValid('740812', '3')).toBe(false);
  });

  it('rejects a letter in the check digit position even when its value would match', () => {
    expect(isCheckDigitValid('L898902C3', 'G')).toBe(false);
  });
});
