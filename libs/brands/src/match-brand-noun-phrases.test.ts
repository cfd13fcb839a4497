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
});
