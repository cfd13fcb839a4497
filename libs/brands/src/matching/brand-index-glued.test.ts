import { describe, expect, it } from 'vitest';
import type { BrandEntry } from '../table/brand-table.ts';
import { BrandIndex } from './brand-index.ts';

/** A made-up maker (none in the table) whose name and line's first word, glued, spell a word of ours. */
const maker: BrandEntry = { name: 'Mari', categories: ['clothing'], aliases: [], commonWord: false, family: 'Mari', rank: 0, source: 'table' };
const productLines = [['Mari', ['posa azul']]] as const;

describe('BrandIndex: a maker glued to its product line', () => {
  it('splits a maker’s name glued to the first word of its line into the two words', () => {
    expect(new BrandIndex([maker], { productLines }).match('mariposa azul')?.brand).toBe('Mari');
  });

  it('keeps a word of ours whole though it opens with a maker’s name and goes on with its line’s first word', () => {
    expect(new BrandIndex([maker], { productLines, nearWords: ['mariposa'] }).match('mariposa azul')).toBeUndefined();
  });
});
