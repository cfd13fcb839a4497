import { describe, expect, it } from 'vitest';
import { matchBrand } from './index.ts';

describe('matchBrand on a maker\'s word heading a Romance noun phrase', () => {
  it('answers none where the word opens an "of" phrase of its language that names nothing of the item', () => {
    expect(matchBrand('Esprit de famille sweat à capuche')).toBeUndefined();
    expect(matchBrand('Esprit de Noël robe rouge', { category: 'clothing' })).toBeUndefined();
  });

  it('keeps the maker where the phrase says whom or what occasion the item is for', () => {
    expect(matchBrand('Mango de festa vestido azul')?.brand).toBe('Mango');
    expect(matchBrand('Mango de senhora casaco')?.brand).toBe('Mango');
  });

  it('answers none where the word is itself a noun of the maker\'s goods, before an "of" of its own language, whatever follows', () => {
    expect(matchBrand('scarpa da arrampicata 41', { category: 'footwear' })).toBeUndefined();
    expect(matchBrand('scarpa da skate nera')).toBeUndefined();
  });

  it('keeps that maker before its own model, after a noun of its goods, and before an "of" of another language', () => {
    expect(matchBrand('Scarpa Zodiac GTX taglia 44', { category: 'footwear' })?.brand).toBe('Scarpa');
    expect(matchBrand('botas de montanha scarpa', { category: 'footwear' })?.brand).toBe('Scarpa');
  });
});
