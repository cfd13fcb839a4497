import { describe, expect, it } from 'vitest';
import { matchBrand } from './index.ts';

/**
 * A maker whose name is also a word, opening a string written all in lower case right before a noun of its own goods. Strings of
 * our own, none from a bench set.
 */
describe('a word-maker in lower case before a noun of its own goods', () => {
  it('reads the maker, with no category, where a Romance "de" joins the noun to another, though the noun is an English or German word too', () => {
    expect(matchBrand('babaria gel de banho com aloe vera')?.brand).toBe('Babaria');
    expect(matchBrand('rituals creme de corpo sakura')?.brand).toBe('Rituals');
  });

  it('keeps the word before an English-only noun, "de" or not, and before a shared noun with no "de" after it', () => {
    expect(matchBrand('head torch de campismo')).toBeUndefined();
    expect(matchBrand('head torch rechargeable')).toBeUndefined();
    expect(matchBrand('pure radio')).toBeUndefined();
  });

  it('reads the maker, with its category named, before a noun of goods it sells in another category', () => {
    expect(matchBrand('giro capacete de estrada aerodinâmico', { category: 'bikes' })?.brand).toBe('Giro');
    expect(matchBrand('polar relógio desportivo preto', { category: 'sports-outdoor' })?.brand).toBe('Polar');
  });

  it('reads no maker of another category before a noun of goods it sells elsewhere, the category named', () => {
    expect(matchBrand('giro capacete de estrada', { category: 'clothing' })).toBeUndefined();
  });
});

describe('a word-maker in lower case before an English or German noun of its own goods, with no category', () => {
  it('reads the maker where its word is no English or German word, so describes no such noun', () => {
    expect(matchBrand('tamaris pumps schwarz')?.brand).toBe('Tamaris');
    expect(matchBrand('pandora charms silver')?.brand).toBe('Pandora');
    expect(matchBrand('amica herd')?.brand).toBe('Amica');
  });

  it('keeps a word of the noun\'s own language, or a name of no dictionary, before it a describing word', () => {
    expect(matchBrand('head torch')).toBeUndefined();
    expect(matchBrand('pure radio')).toBeUndefined();
    expect(matchBrand('polar fleece')).toBeUndefined();
    expect(matchBrand('nancy doll retro look')).toBeUndefined();
  });
});

describe('a toy maker opening a string in lower case, with no category', () => {
  it('reads the maker before nouns of any goods, its toys being small copies of them', () => {
    expect(matchBrand('smoby cozinha estado impecável')?.brand).toBe('Smoby');
    expect(matchBrand('smoby frigorifico de brincar')?.brand).toBe('Smoby');
  });

  it('reads no toy maker where the category named is of other goods', () => {
    expect(matchBrand('smoby cozinha estado impecável', { category: 'small-appliances' })).toBeUndefined();
  });
});
