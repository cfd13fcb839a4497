import { describe, expect, it } from 'vitest';
import { editDistance, splitLettersAndDigits, words } from './search-text.ts';

describe('words', () => {
  it('lower-cases, drops accents and splits on punctuation', () => {
    expect(words('Telemóvel iPhone-12, 128GB!')).toEqual(['telemovel', 'iphone', '12', '128gb']);
  });

  it('returns nothing for punctuation only', () => {
    expect(words(' -- ! ')).toEqual([]);
  });
});

describe('splitLettersAndDigits', () => {
  it('separates runs of letters from runs of digits', () => {
    expect(splitLettersAndDigits('iphone12')).toEqual(['iphone', '12']);
    expect(splitLettersAndDigits('128gb')).toEqual(['128', 'gb']);
  });
});

describe('editDistance', () => {
  it('counts a swapped pair of letters as one edit', () => {
    expect(editDistance('samsnug', 'samsung', 2)).toBe(1);
  });

  it('counts substitutions and insertions', () => {
    expect(editDistance('galaxi', 'galaxy', 2)).toBe(1);
    expect(editDistance('thinkpad', 'thinkpads', 2)).toBe(1);
  });

  it('stops at limit + 1 when the words are further apart', () => {
    expect(editDistance('iphone', 'pixel', 1)).toBe(2);
  });
});
