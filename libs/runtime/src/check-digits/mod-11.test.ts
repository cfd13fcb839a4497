import { describe, expect, it } from 'vitest';
import { mod11CheckDigit } from './mod-11.ts';

// Published examples: python-stdnum's doctests for Portugal's NIF (501 964 843) and for the Cartão de Cidadão, whose civil number
// 00000000 has the check digit 0.

describe('mod11CheckDigit', () => {
  it('gives the check digit of a Portuguese NIF over weights 9 to 2', () => {
    expect(mod11CheckDigit('50196484')).toBe(3);
  });

  it('gives 0 for a civil identification number whose weighted sum is already a multiple of 11', () => {
    expect(mod11CheckDigit('00000000')).toBe(0);
  });

  it('writes 0 where the sum needs 10 (6 × 2 = 12 is one past 11)', () => {
    expect(mod11CheckDigit('00000006')).toBe(0);
  });

  it('weights from the length plus one down to 2, whatever the length', () => {
    // 1×3 + 2×2 = 7, completed to 11 by 4.
    expect(mod11CheckDigit('12')).toBe(4);
  });
});
