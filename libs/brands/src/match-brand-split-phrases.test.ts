import { describe, expect, it } from 'vitest';
import { loadBrandTable, matchBrand } from './index.ts';
import { brandKey, brandTokens } from './matching/brand-key.ts';
import { isSplitNamePhrase } from './table/split-names.ts';
import { splitNamesText } from './table/split-names.data.ts';

describe('matchBrand on a word for "of" and a word of its language that join into a one-word name', () => {
  it('knows a phrase of ours that joins into a name, and not a name written apart whose second word is no word', () => {
    expect(isSplitNamePhrase('de', 'bolsillo')).toBe(true);
    expect(isSplitNamePhrase('de', 'walt')).toBe(false);
    expect(isSplitNamePhrase('i', 'phone')).toBe(false);
  });

  it('reads the phrase written apart as no maker, in a sentence or alone', () => {
    expect(matchBrand('navaja de bolsillo con mango de nácar')).toBeUndefined();
    expect(matchBrand('cartera de bolsillo de piel marrón', { category: 'clothing' })).toBeUndefined();
    expect(matchBrand('de bolsillo')).toBeUndefined();
    expect(matchBrand('sandálias de salto pretas n.º 38', { category: 'footwear' })).toBeUndefined();
  });

  it('still reads the maker written as its one word, and a name written apart whose words make no phrase', () => {
    expect(matchBrand('Debolsillo novela negra')?.brand).toBe('Debolsillo');
    expect(matchBrand('berbequim de walt 18v com duas baterias')?.brand).toBe('DeWalt');
  });

  it('leaves a name of several words read from its words, and joins a name opening with an article as before', () => {
    expect(matchBrand('panela le creuset 24 cm')?.brand).toBe('Le Creuset');
    expect(matchBrand('mochila la fuma 30 litros')?.brand).toBe('Lafuma');
  });

  it('lists only phrases that join into a one-word name or alias of the table: the data is regenerated when the table changes', () => {
    const oneWordKeys = new Set(
      loadBrandTable()
        .filter((entry) => brandTokens(entry.shown ?? entry.name).length === 1)
        .flatMap((entry) => [entry.shown ?? entry.name, ...entry.aliases])
        .filter((name) => brandTokens(name).length === 1)
        .map((name) => brandKey(name)),
    );
    const phrases = splitNamesText.split('\n').flatMap((line) => (line.split('|')[1] ?? '').trim().split(/\s+/)).filter((phrase) => phrase.length > 0);
    expect(phrases.length).toBeGreaterThan(0);
    expect(phrases.filter((phrase) => !oneWordKeys.has(phrase.replace('+', '')))).toEqual([]);
  });
});
