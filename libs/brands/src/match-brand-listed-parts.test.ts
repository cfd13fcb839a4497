import { describe, expect, it } from 'vitest';
import { matchBrand } from './index.ts';
import { withWordBefore } from './matching/reading-words.ts';

describe('matchBrand on a list of parts after a "with" word', () => {
  it('reads no maker where every maker named is a part listed after "with" and joined by "and"', () => {
    expect(matchBrand('bicicleta de montanha com forqueta rockshox e mudanças shimano', { category: 'bikes' })).toBeUndefined();
    expect(matchBrand('bicicleta de montanha com forqueta rockshox e mudanças shimano')).toBeUndefined();
  });

  it('keeps the maker named before the "with" word', () => {
    expect(matchBrand('bicicleta Scott com forqueta rockshox e mudanças shimano', { category: 'bikes' })?.brand).toBe('Scott');
  });

  it('tests a long run of words joined by "and" after "with" within a time budget', () => {
    const started = performance.now();
    expect(withWordBefore.test(`com ${'aa e '.repeat(2000)}!`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
