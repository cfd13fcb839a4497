import { describe, expect, it } from 'vitest';
import {
  composePtCitizenCardNumber,
  normalisePtCitizenCardNumber,
  parsePtCitizenCardNumber,
  ptCivilCheckDigit,
  ptDocumentCheckDigit,
} from './pt-citizen-card.ts';

describe('parsePtCitizenCardNumber', () => {
  it('accepts the number of the FIELD-NOTES card, written with spaces', () => {
    expect(parsePtCitizenCardNumber('00766666 7 zz0')).toEqual({
      number: '007666667ZZ0',
      civilNumber: '00766666',
      civilCheckValid: true,
      version: 'ZZ',
      documentCheckValid: true,
      valid: true,
    });
  });

  it('rejects a wrong civil check digit', () => {
    const parsed = parsePtCitizenCardNumber('007666668ZZ0');
    expect(parsed?.civilCheckValid).toBe(false);
    expect(parsed?.valid).toBe(false);
  });

  it('rejects a wrong final check digit', () => {
    const parsed = parsePtCitizenCardNumber('007666667ZZ1');
    expect(parsed?.civilCheckValid).toBe(true);
    expect(parsed?.documentCheckValid).toBe(false);
  });

  it('rejects the illustrative number 123456780ZZ1 (12345678 needs civil check 9)', () => {
    expect(parsePtCitizenCardNumber('123456780ZZ1')?.civilCheckValid).toBe(false);
    expect(ptCivilCheckDigit('12345678')).toBe('9');
  });

  it('returns null for anything not shaped NNNNNNNN C VV D', () => {
    expect(parsePtCitizenCardNumber('12345678')).toBeNull();
    expect(parsePtCitizenCardNumber('1234567A9ZZ0')).toBeNull();
  });
});

describe('ptCivilCheckDigit', () => {
  it('computes the published Bilhete de Identidade examples', () => {
    // 11032740 check 3: 9+8+0+18+10+28+12+0 = 85, and 85 + 3 = 88 = 8 × 11.
    expect(ptCivilCheckDigit('11032740')).toBe('3');
    // 7-digit 7310682 check 8, written with a leading zero.
    expect(ptCivilCheckDigit('07310682')).toBe('8');
  });

  it('prints 0 where the rule asks for 10', () => {
    // 00000001: weighted sum 2, completed to 11 by 9; 00000006: sum 12, completed to 22 only by 10.
    expect(ptCivilCheckDigit('00000001')).toBe('9');
    expect(ptCivilCheckDigit('00000006')).toBe('0');
  });
});

describe('ptDocumentCheckDigit', () => {
  it('completes the Luhn-style sum over twelve characters', () => {
    expect(ptDocumentCheckDigit('007666667ZZ')).toBe('0');
  });
});

describe('composePtCitizenCardNumber', () => {
  it('builds a number that parses as valid', () => {
    const number = composePtCitizenCardNumber({ civilNumber: '12345678', version: 'ZY' });
    expect(number.slice(0, 11)).toBe('123456789ZY');
    expect(parsePtCitizenCardNumber(number)?.valid).toBe(true);
  });

  it('refuses a civil number that is not 8 digits', () => {
    expect(() => composePtCitizenCardNumber({ civilNumber: '1234567' })).toThrow(RangeError);
  });
});

describe('normalisePtCitizenCardNumber', () => {
  it('removes spaces, dashes and dots and uppercases', () => {
    expect(normalisePtCitizenCardNumber(' 12345678-9 zy.1 ')).toBe('123456789ZY1');
  });
});
