import { describe, expect, it } from 'vitest';
import { matchBrand } from './index.ts';

const brand = (raw: string, category?: string) => matchBrand(raw, category ? { category } : {})?.brand;

describe('matchBrand on a kind of vehicle part whose maker is named before the make it fits', () => {
  it("answers the parts maker named after the part's noun, not the car or motorbike make named after it", () => {
    expect(brand('bougie champion citroen saxo')).toBe('Champion Spark Plugs');
    expect(brand('jogo de velas ngk toyota yaris', 'vehicle-parts')).toBe('NGK');
    expect(brand('bateria exide 60ah opel astra')).toBe('Exide');
    expect(brand('top case shad honda forza')).toBe('Shad');
    expect(brand('pastillas de freno brembo seat ibiza')).toBe('Brembo');
    expect(brand('ampoules osram h4 renault kangoo')).toBe('Osram');
  });

  it('answers the parts maker when the make it fits is written first', () => {
    expect(brand('peugeot 307 velas bosch')).toBe('Bosch');
    expect(brand('nissan micra velas denso')).toBe('Denso');
  });

  it('reads a parts maker that is also a word only with its own noun, and nothing from the noun alone before other goods', () => {
    expect(brand('velas perfumadas champion')).toBeUndefined();
    expect(brand('bateria de cozinha 12 peças')).toBeUndefined();
    // A make alone after the noun is the make the part fits: its own part, as before.
    expect(brand('bateria bmw serie 3 original')).toBe('BMW');
    // After a "with" word the part's noun names what comes with the item, whose make stays the answer.
    expect(brand('jantes audi 18 com pneus pirelli')).toBe('Audi');
  });
});

describe('matchBrand on a misspelt major maker', () => {
  it('reads a doubled, dropped or swapped letter of a long maker name with no category, where the nouns name its goods', () => {
    expect(brand('trotinete xiaomii m365')).toBe('Xiaomi');
    expect(brand('motosserra husqvrana 40cc')).toBe('Husqvarna');
    expect(brand('portátil toshbia satellite usado')).toBe('Toshiba');
    expect(brand('teclado yamahaa 61 teclas')).toBe('Yamaha');
  });

  it('keeps a misspelt token that is an ordinary word of our languages, or names another maker, no brand', () => {
    expect(brand('lâminas razor 5 unidades')).toBeUndefined();
    expect(brand('fato de corsaire para criança')).toBeUndefined();
    expect(brand('casaco gamin bleu')).toBeUndefined();
  });

  it("reads no maker from a copy's name one letter off a maker's where the string says style, type or inspired", () => {
    expect(brand('ténis addidas tipo gazelle', 'footwear')).toBeUndefined();
    expect(brand('carteira gucii inspired', 'clothing')).toBeUndefined();
    expect(brand('relógio casiio estilo vintage')).toBeUndefined();
  });

  it("answers the maker written right where a copy's name one letter off another maker's sits beside it", () => {
    expect(brand('chinelos addidas da zara', 'footwear')).toBe('Zara');
  });
});

describe('matchBrand on a wheel maker after the noun of a wheel', () => {
  it('reads the wheel maker, the car written before being what the wheels fit', () => {
    expect(matchBrand('BMW E46 jantes BBS', { category: 'vehicle-parts' })?.brand).toBe('BBS');
    expect(matchBrand('Renault Clio jantes ronal', { category: 'vehicle-parts' })?.brand).toBe('Ronal');
  });
});
