import { describe, expect, it } from 'vitest';
import { composePtCitizenCardNumber, esControlLetter } from './national-numbers.ts';

describe('national document numbers', () => {
  it('gives the Spanish DNI control letter of the number modulo 23', () => {
    expect(esControlLetter('12345678')).toBe('Z');
    expect(esControlLetter('00000000')).toBe('T');
  });

  it('composes the Portuguese citizen-card number of the AMA specimen', () => {
    expect(composePtCitizenCardNumber({ civilNumber: '00766666', version: 'ZZ' })).toBe('007666667ZZ0');
  });

  it('refuses a civil number that is not 8 digits', () => {
    expect(() => composePtCitizenCardNumber({ civilNumber: '1234' })).toThrow(RangeError);
  });
});
