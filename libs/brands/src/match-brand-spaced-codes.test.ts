import { describe, expect, it } from 'vitest';
import { matchBrand } from './index.ts';

describe('matchBrand on a model code written with a space after a maker that is also a word', () => {
  it('reads the maker before a code\'s letters written apart from its number', () => {
    expect(matchBrand('miele s 8340')?.brand).toBe('Miele');
    expect(matchBrand('forno miele h 2265', { category: 'large-appliances' })?.brand).toBe('Miele');
    expect(matchBrand('relógio casio w 800')?.brand).toBe('Casio');
  });

  it('joins no code from a plain number, a model\'s year or a name written with a sign, and keeps lower-case codes joined by a hyphen as they were', () => {
    expect(matchBrand('miele 7100')).toBeUndefined();
    expect(matchBrand('casio ae-1200')).toBeUndefined();
    expect(matchBrand('colunas b&w 805', { category: 'audio' })?.brand).toBe('Bowers & Wilkins');
    expect(matchBrand('miniatura mustang gt 1968', { category: 'footwear' })).toBeUndefined();
  });
});
