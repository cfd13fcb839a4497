import type { BrandEntry } from '@circular/brands';
import { describe, expect, it } from 'vitest';
import { sellerTitles } from './seller-titles.ts';

const entry = (name: string, commonWord: boolean): BrandEntry => ({ name, categories: ['tools-diy'], aliases: [], commonWord, family: name, rank: 0, source: 'table' });

describe('sellerTitles', () => {
  it('writes every brand in every shape, lower case and all capitals only for a brand that is not also a word', () => {
    const titles = sellerTitles([entry('Quarvex', false), entry('Hammer', true)]);
    const shapes = (name: string) => titles.filter((t) => t.entry.name === name).map((t) => t.template);
    expect(shapes('Quarvex')).toHaveLength(7);
    expect(shapes('Hammer')).toEqual(shapes('Quarvex').filter((shape) => !/lower case|all capitals/.test(shape)));
    for (const { entry: brand, title } of titles) expect(title.toLowerCase()).toContain(brand.name.toLowerCase());
    expect(titles.some((t) => t.title === t.title.toLowerCase() && t.title.includes('quarvex'))).toBe(true);
  });

  it('names each brand with an item of its own category in the language its position gives', () => {
    const [first, second] = sellerTitles([entry('Quarvex', false), entry('Brontal', false)]);
    expect(first!.title).toBe('Quarvex berbequim X450');
    expect(second!.title).toBe('Brontal amoladora T-220');
  });
});
