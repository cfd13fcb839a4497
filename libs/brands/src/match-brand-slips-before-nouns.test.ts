import { describe, expect, it } from 'vitest';
import { matchBrand } from './index.ts';

describe('matchBrand on a word one slip off a maker\'s name, opening the string before product words alone', () => {
  it('reads no maker where those words name only goods it sells none of', () => {
    expect(matchBrand('Makitta cadeira')).toBeUndefined();
    expect(matchBrand('Rolexs frigorifico')).toBeUndefined();
  });

  it('reads the maker where those words name its own goods', () => {
    expect(matchBrand('Makitta berbequim')?.brand).toBe('Makita');
    expect(matchBrand('Rolexs relogio')?.brand).toBe('Rolex');
  });
});
