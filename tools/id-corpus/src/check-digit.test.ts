import { describe, expect, it } from 'vitest';
import { checkDigit } from './check-digit.ts';

describe('checkDigit', () => {
  it('gives the check digits of the ICAO 9303 specimen passport (Part 4, Appendix A)', () => {
    expect(checkDigit('L898902C3')).toBe('6');
    expect(checkDigit('740812')).toBe('2');
    expect(checkDigit('120415')).toBe('9');
  });

  it('counts fillers as zero and refuses characters an MRZ cannot hold', () => {
    expect(checkDigit('<<<<<<<<<')).toBe('0');
    expect(() => checkDigit('ä')).toThrow(RangeError);
  });
});
