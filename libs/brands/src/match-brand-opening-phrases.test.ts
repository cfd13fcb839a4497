import { describe, expect, it } from 'vitest';
import { matchBrand } from './index.ts';

describe('matchBrand on a word-maker opening a phrase of its own language, with a category named', () => {
  it('reads the word where the article after it is of a language the word belongs to', () => {
    expect(matchBrand('Tous les bracelets de ma grand-mère', { category: 'watches-jewellery' })).toBeUndefined();
    expect(matchBrand('tous les sacs à main du placard', { category: 'clothing' })).toBeUndefined();
  });

  it('keeps the maker where no article or preposition follows its word', () => {
    expect(matchBrand('Tous pendentif ourson argent', { category: 'watches-jewellery' })?.brand).toBe('Tous');
  });
});

describe('matchBrand on a word-maker that is a function word, opening the string before the item\'s state', () => {
  it('reads the adverb, with or without a category', () => {
    expect(matchBrand('only worn twice blue jumper size 12', { category: 'clothing' })).toBeUndefined();
    expect(matchBrand('only worn twice blue jumper size 12')).toBeUndefined();
  });

  it('keeps the maker where a noun of its goods follows its word', () => {
    expect(matchBrand('Only parka acolchoada worn once', { category: 'clothing' })?.brand).toBe('Only');
    expect(matchBrand('ONLY jacket used', { category: 'clothing' })?.brand).toBe('Only');
  });
});
