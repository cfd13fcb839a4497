import { describe, expect, it } from 'vitest';
import type { BrandEntry } from '../table/brand-table.ts';
import { BrandIndex } from './brand-index.ts';

/** Made-up makers (none in the table), so each tie is tried with and without the rival that makes it. */
const maker = (name: string, rank: number): BrandEntry => ({ name, categories: ['clothing'], aliases: [], commonWord: false, family: name, rank, source: 'table' });

describe('BrandIndex fuzzy ties', () => {
  it('reads a word of ours that only undoubles a letter of a maker as that maker, unless a seller’s slip of another maker is as near', () => {
    const nearWords = ['corda'];
    expect(new BrandIndex([maker('Cordda', 0)], { nearWords }).match('corda')?.brand).toBe('Cordda');
    // "Coreda" less its "e" is the word too: a dropped letter is a slip a seller makes, so the word is no more the one than the other.
    expect(new BrandIndex([maker('Cordda', 0), maker('Coreda', 1)], { nearWords }).match('corda')).toBeUndefined();
    // A changed letter is no rival: it makes another word.
    expect(new BrandIndex([maker('Cordda', 0), maker('Corpa', 1)], { nearWords }).match('corda')?.brand).toBe('Cordda');
  });

  it('takes a string as near a name written without its digits as another maker’s for a tie', () => {
    expect(new BrandIndex([maker('Lantena', 0)]).match('lantens')?.brand).toBe('Lantena');
    // "9Lanterns" written "lanterns" and a letter dropped: as near as "Lantena" with one letter changed.
    expect(new BrandIndex([maker('Lantena', 0), maker('9Lanterns', 1)]).match('lantens')).toBeUndefined();
    // Digits at the end are no part of what the letters are compared from: the name's own key meets its slips.
    expect(new BrandIndex([maker('Lantena', 0), maker('Lanterns9', 1)]).match('lantens')?.brand).toBe('Lantena');
    // The name itself, with its digits, still reads.
    expect(new BrandIndex([maker('Lantena', 0), maker('9Lanterns', 1)]).match('9lanterns')?.brand).toBe('9Lanterns');
  });

  it('reads a name written with "&" whole in a sentence, not the other maker its last word names', () => {
    const index = new BrandIndex([maker('Vornholt', 0), maker('Pellegrin & Vornholt', 1)]);
    expect(index.mentions('casaco Pellegrin & Vornholt QX-7 usado').map((mention) => mention.brand)).toEqual(['Pellegrin & Vornholt']);
    expect(index.mentions('casaco Vornholt QX-7').map((mention) => mention.brand)).toEqual(['Vornholt']);
  });
});
