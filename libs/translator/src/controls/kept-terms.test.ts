import { describe, expect, it } from 'vitest';
import { defaultKeptTerms } from './kept-terms.ts';

describe('defaultKeptTerms', () => {
  it('keeps table brands written with their capital mid-sentence, and model names', () => {
    expect(defaultKeptTerms('Folding bike by Brompton, like an iPhone 12 case')).toEqual(['Brompton', 'iPhone']);
    expect(defaultKeptTerms('Galaxy S21 with RTX3080 and PlayStation pad')).toEqual(expect.arrayContaining(['S21', 'RTX3080', 'PlayStation']));
  });

  it('leaves a brand name at the start of a sentence or in lower case, and quantities', () => {
    expect(defaultKeptTerms('Orange. Apple pie, orange juice, 128GB, 2nd hand')).toEqual([]);
    expect(defaultKeptTerms('<b>Only 2</b> left')).toEqual([]);
  });

  it('reads a sentence start past quotes, brackets and spaces after its end, whatever else precedes a brand', () => {
    expect(defaultKeptTerms('Great bike. «Brompton» frame')).toEqual([]);
    expect(defaultKeptTerms('Frame: (Brompton), folded')).toEqual([]);
    expect(defaultKeptTerms('A folding bike\n  Brompton, folded')).toEqual([]);
    expect(defaultKeptTerms('A folding bike (Brompton), folded')).toEqual(['Brompton']);
    expect(defaultKeptTerms('A folding bike 🚲 Brompton')).toEqual(['Brompton']);
    expect(defaultKeptTerms('a folding bike, brompton')).toEqual([]);
  });

  it('keeps only model names in a Title Case text, where every word has a capital', () => {
    expect(defaultKeptTerms('Wool Winter Coat Orange')).toEqual([]);
    expect(defaultKeptTerms('Case For iPhone In Orange')).toEqual(['iPhone']);
  });
});
