import { describe, expect, it } from 'vitest';
import { matchBrand } from './index.ts';

describe('matchBrand on a maker joined by "and" or "or" to a maker whose name is also a word', () => {
  it('reads no maker where the word after "and" is another maker of the same goods', () => {
    expect(matchBrand('lote de relógios seiko e omega', { category: 'watches-jewellery' })).toBeUndefined();
    expect(matchBrand('lote de relógios seiko e omega')).toBeUndefined();
    expect(matchBrand('miniaturas de perfume dior e clinique', { category: 'beauty-perfume' })).toBeUndefined();
  });

  it('reads no maker where the nouns name no goods and both makers sell the same ones', () => {
    expect(matchBrand('estojos antigos seiko e omega')).toBeUndefined();
  });

  it('reads no maker where two makers are offered as alternatives with "or"', () => {
    expect(matchBrand('botas timberland ou kickers', { category: 'footwear' })).toBeUndefined();
    expect(matchBrand('botas timberland ou kickers')).toBeUndefined();
  });

  it('keeps the maker where the word joined to it is goods, not a maker', () => {
    expect(matchBrand('botas timberland ou sapatilhas', { category: 'footwear' })?.brand).toBe('Timberland');
    expect(matchBrand('ténis nike e meias', { category: 'footwear' })?.brand).toBe('Nike');
  });
});
