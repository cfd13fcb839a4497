import { describe, expect, it } from 'vitest';
import { matchBrand } from './index.ts';

/**
 * Words beside a brand that make it no maker of the item, and the second maker of a lot. Read with no category unless said.
 */
describe('matchBrand: a colour named after a brand', () => {
  it.each(['Saia verde tiffany para casamento', 'Robe bleu tiffany'])('reads a colour word and a brand of other goods as the shade: %s', (raw) => {
    expect(matchBrand(raw)).toBeUndefined();
    expect(matchBrand(raw, { category: 'clothing' })).toBeUndefined();
  });

  it.each([
    ['Camisa vermelha Zara para festa', 'Zara'],
    ['Camisola vermelha Ferrari', 'Ferrari'],
  ])('keeps a brand that sells the goods, or licenses them, after a colour: %s', (raw, brand) => {
    expect(matchBrand(raw)?.brand).toBe(brand);
  });

  it('keeps a brand of the goods named after a colour word', () => {
    expect(matchBrand('colar prata tiffany', { category: 'watches-jewellery' })?.brand).toBe('Tiffany & Co.');
  });
});

describe('matchBrand: a word-brand opening an English sentence', () => {
  it('reads the word, where a plain word and an English function word follow it', () => {
    expect(matchBrand('Nothing else to say about this phone')).toBeUndefined();
    expect(matchBrand('Nothing else to say about this phone', { category: 'phones' })).toBeUndefined();
  });

  it.each([
    ['Nothing Phone 1 with box', 'Nothing'],
    ['Brio trenó de madeira', 'Brio'],
  ])('keeps the maker before its line, or before a noun and a Romance "of": %s', (raw, brand) => {
    expect(matchBrand(raw, { category: raw.startsWith('Brio') ? 'toys-baby' : 'phones' })?.brand).toBe(brand);
  });
});

describe('matchBrand: lots and models', () => {
  it.each(['Coleção de jogos Xbox 360 e PS2', 'Jogos PS3 e Xbox 360, lote'])('reads a console maker\'s code joined by "and" as a second maker: %s', (raw) => {
    expect(matchBrand(raw)).toBeUndefined();
    expect(matchBrand(raw, { category: 'consoles' })).toBeUndefined();
  });

  it.each(['Farolim traseiro esquerdo Ford Focus 2009', 'Faro trasero Ford Galaxy 2010', 'Faro Ford Kuga'])('reads a brand\'s name written as the car maker\'s model as that model: %s', (raw) => {
    expect(matchBrand(raw)?.brand).toBe('Ford');
  });
});
