import { describe, expect, it } from 'vitest';
import { capitalMidSentence, defaultKeptTerms, modelNames } from './kept-terms.ts';

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

describe('modelNames', () => {
  it('finds the words with a capital after a small letter or a digit after leading letters, and no quantity', () => {
    expect(modelNames('Vendo iPhone 12, a MacBook (M1) e um RTX3080; 128GB, 2nd hand, A52s.')).toEqual(['iPhone', 'MacBook', 'M1', 'RTX3080', 'A52s']);
    expect(modelNames('Größe XL, naïve ÇaVa, Ⅻ², abcⅫ, x²y')).toEqual(['ÇaVa', 'abcⅫ', 'x²y']);
  });

  it('reads what one pattern over the whole text, bounded by look-arounds, reads', () => {
    const wholeText = /(?<![\p{L}\p{N}])(?:\p{L}*\p{Ll}\p{Lu}[\p{L}\p{N}]*|\p{L}[\p{L}]*\p{N}[\p{L}\p{N}]*)(?![\p{L}\p{N}])/gu;
    // Letters of both cases (Latin, Greek, Cyrillic, astral), letters with no case, digits of other scripts, marks and separators.
    const alphabet = ['a', 'Z', 'é', 'Ç', 'ß', 'σ', 'Σ', 'д', 'Ж', '中', 'ǅ', '𝐀', '𝐚', '7', '٣', 'Ⅻ', '²', '\u0301', ' ', '-', '.', '&', '_', '\n'];
    let seed = 47;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let i = 0; i < 5000; i++) {
      const text = Array.from({ length: 1 + (next() % 24) }, () => alphabet[next() % alphabet.length]).join('');
      expect(modelNames(text), text).toEqual([...text.matchAll(wholeText)].map(([name]) => name));
    }
  });
});

describe('capitalMidSentence', () => {
  it('finds a capital opening a word after a sentence has begun', () => {
    expect(capitalMidSentence('a folding bike by Brompton')).toBe(true);
    expect(capitalMidSentence('Size M')).toBe(true);
    expect(capitalMidSentence('a folding bike 🚲 Brompton')).toBe(true);
  });

  it('passes over capitals at a sentence start and capitals inside a word', () => {
    expect(capitalMidSentence('Great bike. «Brompton» frame')).toBe(false);
    expect(capitalMidSentence('an iPhone case, 4K screen, eBay')).toBe(false);
    expect(capitalMidSentence('all lower case')).toBe(false);
  });
});
