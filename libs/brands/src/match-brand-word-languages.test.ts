import { describe, expect, it } from 'vitest';
import { loadBrandTable, matchBrand } from './index.ts';
import { brandTokens } from './matching/brand-key.ts';
import { goodsWordsForLanguages, hasLanguagesData, languagesOfWord } from './table/word-languages.ts';

describe('matchBrand on makers that are also words, by the language the string is written in', () => {
  it('knows the languages of ours in which a word is an ordinary word, and none for a name', () => {
    expect(languagesOfWord('giant')).toEqual(['en']);
    expect(languagesOfWord('vestido')).toContain('pt');
    expect(languagesOfWord('bicicleta')).not.toContain('en');
    expect(languagesOfWord('xyzzyq')).toEqual([]);
  });

  it('has the languages of every one-word name of a word-maker and every word of goods: the data is regenerated when the table or the nouns grow', () => {
    // The generator's input (tools/bench/src/brands/write-word-languages.ts); a word it never saw would read as of no language.
    const makerWords = loadBrandTable()
      .filter((entry) => entry.commonWord)
      .map((entry) => brandTokens(entry.name))
      .filter((tokens) => tokens.length === 1)
      .map((tokens) => tokens[0]!);
    const unlisted = [...makerWords, ...goodsWordsForLanguages()].filter((word) => !hasLanguagesData(word));
    expect(unlisted).toEqual([]);
    // A word of no language of ours is listed as such, not left out.
    expect(hasLanguagesData('giant')).toBe(true);
    expect(hasLanguagesData('xiaomi')).toBe(false);
  });

  it('reads a word-maker after nouns of its goods as the maker where its word is of no language those nouns are written in', () => {
    expect(matchBrand('bicicleta giant pouco usada', { category: 'bikes' })?.brand).toBe('Giant');
    expect(matchBrand('bicicleta giant pouco usada')?.brand).toBe('Giant');
    expect(matchBrand('sapatilhas decathlon criança usadas', { category: 'footwear' })?.brand).toBe('Decathlon');
    // English nouns and an English word make a phrase; colours and a word opening a phrase stay words.
    expect(matchBrand('head torch', { category: 'sports-outdoor' })).toBeUndefined();
    expect(matchBrand('vestido camel', { category: 'clothing' })).toBeUndefined();
    expect(matchBrand('telemovel nothing a declarar', { category: 'phones' })).toBeUndefined();
    // Words no list knows after it may go on its own language's phrase.
    expect(matchBrand('bicicleta time trial contra relogio', { category: 'bikes' })).toBeUndefined();
    expect(matchBrand('vestido next day', { category: 'clothing' })).toBeUndefined();
  });

  it('reads a word-maker of the category named right after a noun of it, in PT ES FR IT word order, as the maker whatever describes the item after it', () => {
    expect(matchBrand('vestido mango midi estampado', { category: 'clothing' })?.brand).toBe('Mango');
    expect(matchBrand('chaqueta desigual flores', { category: 'clothing' })?.brand).toBe('Desigual');
    // Without a category nothing says the word is the maker; a kind of lens, a phrase or a maker of another category stays a word.
    expect(matchBrand('vestido mango estampado')).toBeUndefined();
    expect(matchBrand('objetiva zoom 18-200', { category: 'cameras' })).toBeUndefined();
    expect(matchBrand('bicicleta elite de estrada', { category: 'bikes' })).toBeUndefined();
    expect(matchBrand('mesa mountain madeira rústica', { category: 'furniture' })).toBeUndefined();
  });

  it('reads the name right after a word for "brand" as the maker, even where it is also a word', () => {
    expect(matchBrand('vendo bicicleta da marca giant pouco usada', { category: 'bikes' })?.brand).toBe('Giant');
    expect(matchBrand('sapatilhas marca puma tamanho 38', { category: 'footwear' })?.brand).toBe('Puma');
    expect(matchBrand('telemovel marca xiaomi redmi note 9', { category: 'phones' })).toMatchObject({ brand: 'Redmi', parent: 'Xiaomi' });
    // "Without brand", a shop's own label and a compared brand name no maker.
    expect(matchBrand('casaco sem marca')).toBeUndefined();
    expect(matchBrand('camisola marca branca', { category: 'clothing' })).toBeUndefined();
    expect(matchBrand('vestido tipo marca chanel', { category: 'clothing' })).toBeUndefined();
  });

  it('reads a word-maker alone in lower case before "for" and words naming no goods as the word', () => {
    expect(matchBrand('hay para cavalos, fardos', { category: 'furniture' })).toBeUndefined();
    expect(matchBrand('mango para mulher', { category: 'clothing' })?.brand).toBe('Mango');
  });

  it('reads a word for "without" and the word after it among the nouns as what the item lacks, before a maker that is also a word', () => {
    expect(matchBrand('friteuse sans huile ninja af100', { category: 'small-appliances' })?.brand).toBe('Ninja');
    expect(matchBrand('aspirador sem fios shark', { category: 'small-appliances' })?.brand).toBe('Shark');
    // A maker right after the word is what the item lacks.
    expect(matchBrand('friteuse sans ninja af100', { category: 'small-appliances' })).toBeUndefined();
  });
});
