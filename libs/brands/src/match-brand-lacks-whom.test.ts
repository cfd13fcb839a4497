import { describe, expect, it } from 'vitest';
import { matchBrand } from './index.ts';

describe('matchBrand on what an item lacks, whom it is for, its colour and its maker named after its nouns', () => {
  it('reads a brand right after a "without" word as what the item lacks, not a second maker (PT ES FR IT DE EN)', () => {
    expect(matchBrand('Huawei Mate 20 sem Google', { category: 'phones' })?.brand).toBe('Huawei');
    expect(matchBrand('tablette Huawei MatePad sans Google')?.brand).toBe('Huawei');
    expect(matchBrand('Huawei P40 ohne Google Dienste')?.brand).toBe('Huawei');
    expect(matchBrand('Xiaomi Mi A2 senza Samsung Pay')?.brand).toBe('Xiaomi');
    // "Sem marca" names no brand, so it still says the item has none; a lacking word before no brand changes nothing.
    expect(matchBrand('casaco sem marca estilo Zara')).toBeUndefined();
    expect(matchBrand('casaco sem capuz Zara', { category: 'clothing' })?.brand).toBe('Zara');
  });

  it('reads a "for" word before the person an item is for as no fit: the maker after them is the item\'s own', () => {
    expect(matchBrand('perfume para homem Hugo Boss Bottled')?.brand).toBe('Hugo Boss');
    expect(matchBrand('eau de toilette pour femme Azzaro')?.brand).toBe('Azzaro');
    expect(matchBrand('casaco para senhora Zara', { category: 'clothing' })?.brand).toBe('Zara');
    expect(matchBrand('tablet para crianças Lenovo', { category: 'tablets' })?.brand).toBe('Lenovo');
    expect(matchBrand('portátil para estudantes da Dynabook', { category: 'laptops' })?.brand).toBe('Dynabook');
    // Before a device, "para" still says what the accessory fits.
    expect(matchBrand('capa para iPhone 12 transparente')).toBeUndefined();
    expect(matchBrand('carregador de 90 W para portátil HP')).toBeUndefined();
  });

  it('reads colours in the feminine and the plural after a noun and a maker that is also a word, as the masculine ones', () => {
    expect(matchBrand('bolsa parfois preta', { category: 'clothing' })?.brand).toBe('Parfois');
    expect(matchBrand('coluna sonos branca', { category: 'audio' })?.brand).toBe('Sonos');
    expect(matchBrand('borsa mango nera', { category: 'clothing' })?.brand).toBe('Mango');
    // A colour alone, or a noun and a colour, names no maker.
    expect(matchBrand('mala preta')).toBeUndefined();
    expect(matchBrand('bolsa castanha', { category: 'clothing' })).toBeUndefined();
  });

  it("reads a maker's whole name of several words after nouns of its goods as leading the words after it", () => {
    expect(matchBrand('livro porto editora português 7 ano', { category: 'books-media' })?.brand).toBe('Porto Editora');
    expect(matchBrand('table basse maisons du monde chêne', { category: 'furniture' })?.brand).toBe('Maisons du Monde');
    // One word that is also a word stays the word there ("mesa" and a word after it say nothing of a maker).
    expect(matchBrand('mesa mountain madeira rústica', { category: 'furniture' })).toBeUndefined();
  });

  it("reads an opening word one slip from an alias that is its maker's product line, before a model number or code, as that maker", () => {
    expect(matchBrand('galxy s21 ultra')?.brand).toBe('Samsung');
    expect(matchBrand('macbok air 2020')?.brand).toBe('Apple');
    expect(matchBrand('iphon 13 pro 128gb')?.brand).toBe('Apple');
    // With no model after it, the slip stays unread: a word alone near a line's name may be another word.
    expect(matchBrand('galxy')).toBeUndefined();
    expect(matchBrand('macbok usado barato')).toBeUndefined();
  });

  it("tells a name two brands bear apart by a brand of one's holding written beside it", () => {
    expect(matchBrand('Puig Nina Ricci')).toMatchObject({ brand: 'Nina Ricci', parent: 'Puig' });
    expect(matchBrand('perfume Puig Carolina Herrera')).toMatchObject({ brand: 'Carolina Herrera', parent: 'Puig' });
    expect(matchBrand('cúpula Puig Racing', { category: 'vehicle-parts' })?.brand).toBe('Puig');
    // Alone with no category, the name stays undecided.
    expect(matchBrand('Puig')).toBeUndefined();
  });
});
