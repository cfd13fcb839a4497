import { describe, expect, it } from 'vitest';
import { matchBrand } from './index.ts';

describe('matchBrand on a maker\'s name followed by a university\'s or college\'s word', () => {
  it('reads the institution\'s name, not the maker, with or without a category', () => {
    expect(matchBrand('columbia university sweatshirt navy', { category: 'clothing' })).toBeUndefined();
    expect(matchBrand('columbia university sweatshirt navy')).toBeUndefined();
    expect(matchBrand('Columbia College mug')).toBeUndefined();
  });

  it('keeps the maker where no institution\'s word follows its name', () => {
    expect(matchBrand('columbia sweatshirt navy', { category: 'clothing' })?.brand).toBe('Columbia');
    expect(matchBrand('Columbia fleece jacket')?.brand).toBe('Columbia');
  });
});
