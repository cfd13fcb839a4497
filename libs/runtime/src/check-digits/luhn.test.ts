import { describe, expect, it } from 'vitest';
import { luhnCheckDigit, luhnSum, passesLuhn } from './luhn.ts';

// Every number below is a published example: Wikipedia's "Luhn algorithm" article (79927398713), its "IMEI" article
// (49015420323751 8), the payment networks' documented test card (4111 1111 1111 1111), and python-stdnum's doctests for
// France's SIREN (552 008 443) and SIRET (732 829 320 00074) and Italy's partita IVA (00743110157) and Portugal's Cartão de
// Cidadão (00000000 0 ZZ4).

describe('passesLuhn', () => {
  it('accepts numbers whose last digit is their Luhn check digit', () => {
    for (const number of ['79927398713', '4111111111111111', '490154203237518', '552008443', '73282932000074', '00743110157']) {
      expect(passesLuhn(number), number).toBe(true);
    }
  });

  it('refuses the same numbers with their last digit changed', () => {
    for (const number of ['79927398710', '4111111111111112', '490154203237519', '552008442', '73282932000079', '00743110158']) {
      expect(passesLuhn(number), number).toBe(false);
    }
  });

  it('catches two neighbouring digits swapped', () => {
    expect(passesLuhn('97927398713')).toBe(false);
  });

  it('refuses text that is not all digits', () => {
    expect(passesLuhn('7992739871X')).toBe(false);
  });
});

describe('luhnCheckDigit', () => {
  it('gives the digit that makes the number pass once appended', () => {
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(luhnCheckDigit('49015420323751')).toBe(8);
    expect(luhnCheckDigit('55200844')).toBe(3);
  });

  it('gives 0, not 10, when the digits already sum to a multiple of 10', () => {
    expect(luhnCheckDigit('0000')).toBe(0);
    expect(luhnCheckDigit('19')).toBe(0); // 9 doubled is 18, less 9 is 9; and 1.
  });
});

describe('luhnSum', () => {
  it('doubles every second value from the right, less 9 above 9, leaving the last one as it is', () => {
    expect(luhnSum([7, 9, 9, 2, 7, 3, 9, 8, 7, 1, 3])).toBe(70);
  });

  it('takes letters as their values, as the Cartão de Cidadão number does (Z = 35)', () => {
    const values = (text: string) => Array.from(text, (char) => parseInt(char, 36));
    expect(luhnSum(values('000000000ZZ4')) % 10).toBe(0);
    expect(luhnSum(values('000000000ZZ3')) % 10).not.toBe(0);
  });
});
