import { describe, expect, it } from 'vitest';
import { matchBrand } from './index.ts';

describe('matchBrand on a word-maker right before an English noun of goods', () => {
  it('reads the word as describing the noun after it where the maker sells no such goods, with or without a category', () => {
    expect(matchBrand('bicycle focus lens', { category: 'bikes' })).toBeUndefined();
    expect(matchBrand('bike giant backpack')).toBeUndefined();
    expect(matchBrand('speakers pure lamp', { category: 'audio' })).toBeUndefined();
  });

  it('keeps the maker before a noun of its own goods, its own line or a model', () => {
    expect(matchBrand('bike giant frame', { category: 'bikes' })?.brand).toBe('Giant');
    expect(matchBrand('bicycle focus frameset carbon')?.brand).toBe('Focus');
    expect(matchBrand('bike focus jam 2021', { category: 'bikes' })?.brand).toBe('Focus');
  });

  it('keeps the maker after a Romance noun, where the describing word follows the noun', () => {
    expect(matchBrand('bicicleta giant pouco usada', { category: 'bikes' })?.brand).toBe('Giant');
  });
});
