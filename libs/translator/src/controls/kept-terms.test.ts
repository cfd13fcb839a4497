import { describe, expect, it } from 'vitest';
import { findBrandMentions, loadBrandTable } from '@circular/brands';
import { brandMayOpenMidSentence, defaultKeptTerms, modelNames } from './kept-terms.ts';

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

describe('brandMayOpenMidSentence', () => {
  it('finds a capitalised word after a sentence has begun that opens a name of the brands table', () => {
    expect(brandMayOpenMidSentence('a folding bike by Brompton')).toBe(true);
    expect(brandMayOpenMidSentence('a folding bike 🚲 Brompton')).toBe(true);
  });

  it('passes over capitals at a sentence start, capitals inside a word, and capitalised words that open no name', () => {
    expect(brandMayOpenMidSentence('Great bike. «Brompton» frame')).toBe(false);
    expect(brandMayOpenMidSentence('an iPhone case, 4K screen, eBay')).toBe(false);
    expect(brandMayOpenMidSentence('all lower case')).toBe(false);
    expect(brandMayOpenMidSentence('Wool coat, collect in Lisbon or Berlin')).toBe(false);
  });

  it('is true for every text where a brand mention begins with a capital after a sentence has begun', () => {
    const names = loadBrandTable().map((entry) => entry.name);
    const fillers = ['used', 'Great', 'with', 'box.', 'and', 'Porto', '&', 'XL', 'bike', '«', '(', '\n', 'as', 'new:', 'for'];
    // A sentence has begun unless only quotes, brackets and spaces stand between the start or a sentence's end and here.
    const sentenceStart = /(?:^|[.!?:;\n>])[\s("'«“]*$/u;
    let seed = 5;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    let checked = 0;
    for (let i = 0; i < 3000; i++) {
      const text = Array.from({ length: 2 + (next() % 8) }, () => (next() % 3 === 0 ? names[next() % names.length]! : fillers[next() % fillers.length]!)).join(' ');
      const midSentence = findBrandMentions(text).some(({ start }) => /^\p{Lu}/u.test(text.slice(start)) && !sentenceStart.test(text.slice(0, start)));
      if (!midSentence) continue;
      checked += 1;
      expect(brandMayOpenMidSentence(text), text).toBe(true);
    }
    expect(checked).toBeGreaterThan(500);
  });
});
