import { describe, expect, it } from 'vitest';
import { findBrandMentions, matchBrand } from './match-brand.ts';
import { brandTable } from './table/brand-table.ts';

describe('matchBrand', () => {
  it('ignores case, legal suffixes and separators', () => {
    expect(matchBrand('SAMSUNG Electronics Co., Ltd.')).toEqual({ brand: 'Samsung', method: 'exact', score: 1, wikidata_id: 'Q20718' });
    expect(matchBrand('Apple Inc.')?.brand).toBe('Apple');
    expect(matchBrand('pull and bear')?.brand).toBe('Pull&Bear');
    expect(matchBrand('DeLonghi')?.brand).toBe("De'Longhi");
  });

  it('reads aliases and common misspellings as aliases', () => {
    expect(matchBrand('addidas')).toMatchObject({ brand: 'Adidas', method: 'alias', score: 0.95 });
    expect(matchBrand('Hewlett-Packard')).toMatchObject({ brand: 'HP', method: 'alias' });
  });

  it('accepts a typo within the bound, scored below an alias', () => {
    const match = matchBrand('Smasung');
    expect(match).toMatchObject({ brand: 'Samsung', method: 'fuzzy' });
    expect(match!.score).toBeLessThan(0.9);
  });

  it('never merges other companies or knock-offs into a brand', () => {
    for (const name of ['Canon', 'Nokian', 'Samsonite', 'Sonos', 'Mielle', 'Abibas']) expect(matchBrand(name), name).toBeUndefined();
  });

  it('scopes the match to the category', () => {
    expect(matchBrand('trek', { category: 'bikes' })?.brand).toBe('Trek');
    expect(matchBrand('trek', { category: 'footwear' })).toBeUndefined();
  });
});

describe('findBrandMentions', () => {
  it('finds brands in free text with their spans, not inside longer words', () => {
    const text = 'Botas de trekking Salomon, estilo Nike';
    const mentions = findBrandMentions(text, { category: 'footwear' });
    expect(mentions.map((m) => [m.brand, text.slice(m.start, m.end)])).toEqual([
      ['Salomon', 'Salomon'],
      ['Nike', 'Nike'],
    ]);
  });

  it('reads a brand that is also a word only when written as the brand', () => {
    expect(findBrandMentions('casaco cor mango, poco usado').map((m) => m.brand)).toEqual([]);
    expect(findBrandMentions('Casaco da Mango').map((m) => m.brand)).toEqual(['Mango']);
  });
});

describe('the brand table', () => {
  it('holds at least 300 brands, each with a category and unique name', () => {
    expect(brandTable.length).toBeGreaterThanOrEqual(300);
    expect(new Set(brandTable.map((b) => b.name)).size).toBe(brandTable.length);
    expect(brandTable.every((b) => b.categories.length > 0)).toBe(true);
  });
});
