import { describe, expect, it } from 'vitest';
import { matchBrand } from './index.ts';

/**
 * Among vehicle parts, in a string all in lower case, a parts maker whose name is also a word (or read by an alias that is one),
 * written after the part's noun and the "de" phrases that go on it, is the maker; a car's or a motorbike's make after it names
 * what the part fits, with no category too where a part's noun opens the string. In the other categories the same reading
 * needs more (`match-brand-word-maker-languages.test.ts`): a word the nouns' language has stays a word. Strings of our own,
 * none from a bench set.
 */
describe('a word-maker written after the item’s noun', () => {
  it('stays a word elsewhere than among vehicle parts where the nouns’ language has the maker’s word', () => {
    expect(matchBrand('carrinho de passeio duplo', { category: 'toys-baby' })).toBeUndefined();
    expect(matchBrand('gonna motivi geometrici', { category: 'clothing' })).toBeUndefined();
    expect(matchBrand('dvd destino final', { category: 'books-media' })).toBeUndefined();
  });

  it('leaves a noun shared with other goods to them: plates and cutters are no instrument’s or tool’s words', () => {
    expect(matchBrand('pratos rasos bormioli rocco')?.brand).toBe('Bormioli Rocco');
    expect(matchBrand('cortador de cabelo philips')?.brand).toBe('Philips');
  });

  it('is the part’s maker where a car or motorbike make follows it, the make being what the part fits', () => {
    expect(matchBrand('correia distribuição gates seat ibiza', { category: 'vehicle-parts' })?.brand).toBe('Gates');
    expect(matchBrand('silenciador scorpion yamaha r6', { category: 'vehicle-parts' })?.brand).toBe('Scorpion');
    // A parts maker that is no word too: the runs read the make with its model as a second maker.
    expect(matchBrand('ponteira akrapovic kawasaki z650', { category: 'vehicle-parts' })?.brand).toBe('Akrapovič');
  });

  it('is the part’s maker before the make it fits with no category, a part’s noun opening the string', () => {
    expect(matchBrand('amortecedor monroe citroen c4')?.brand).toBe('Monroe');
    expect(matchBrand('pastilhas travão ferodo renault megane')?.brand).toBe('Ferodo');
  });

  it('is read by an alias that is a word, where the category tells whose it is', () => {
    expect(matchBrand('filtro de ar mann', { category: 'vehicle-parts' })?.brand).toBe('Mann-Filter');
  });

  it('stays a word after an article, before a "de" phrase, after the item’s material, or after a noun of another category', () => {
    expect(matchBrand('livro o planeta dos macacos', { category: 'books-media' })).toBeUndefined();
    expect(matchBrand('vela aromática rituals de yoga', { category: 'beauty-perfume' })).toBeUndefined();
    expect(matchBrand('pendente de vidro fossil', { category: 'watches-jewellery' })).toBeUndefined();
    expect(matchBrand('poster mango tropical', { category: 'clothing' })).toBeUndefined();
  });

  it('stays a word borrowed from English after nouns of ours', () => {
    expect(matchBrand('relógio de pulso police academy', { category: 'watches-jewellery' })).toBeUndefined();
    expect(matchBrand('buch penguin island', { category: 'books-media' })).toBeUndefined();
  });

  it('names no maker where the string fits another maker’s vehicle, or calls the part generic', () => {
    expect(matchBrand('tapete para seat leon', { category: 'vehicle-parts' })).toBeUndefined();
    expect(matchBrand('correia distribuição gates genérica', { category: 'vehicle-parts' })).toBeUndefined();
  });
});
