import { describe, expect, it } from 'vitest';
import { matchBrand } from './index.ts';

describe('matchBrand on what a seller says of the item after a product line, and words of ours joined into a name', () => {
  it('reads a product line followed by its state, age or price as the maker, not as another name', () => {
    expect(matchBrand('ipad mini 6 como novo', { category: 'tablets' })?.brand).toBe('Apple');
    expect(matchBrand('macbook air m1 8gb muito bom estado')?.brand).toBe('Apple');
    expect(matchBrand('iphone 12 usado 2 anos, preço negociável')?.brand).toBe('Apple');
    expect(matchBrand('airpods 3 a estrear')?.brand).toBe('Apple');
  });

  it('reads a unit of time as the item\'s age only after a number', () => {
    expect(matchBrand('ipad pro usado 8 meses')?.brand).toBe('Apple');
    expect(matchBrand('macbook air comprado há 2 anos')?.brand).toBe('Apple');
    expect(matchBrand('Zara España S.A.')?.brand).toBe('Zara');
  });

  it('reads the product line before a "with" phrase as the item, whatever comes with it', () => {
    expect(matchBrand('iphone 14 com caixa e carregador', { category: 'phones' })?.brand).toBe('Apple');
    expect(matchBrand('ipad air 5 con funda de otterbox')?.brand).toBe('Apple');
    // An accessory's own word before the line still makes it what the accessory fits.
    expect(matchBrand('capa iphone 14 com cordão')).toBeUndefined();
    // A product line written only after the "with" word is what comes with the item.
    expect(matchBrand('mochila com bolso para iphone')).toBeUndefined();
  });

  it('reads words written apart, one with an accent the name lacks, as words of ours, not a maker joined', () => {
    expect(matchBrand('cachecol de lã cor creme', { category: 'clothing' })).toBeUndefined();
    expect(matchBrand('meias de lã cor cinza')).toBeUndefined();
    // The maker written as its own word keeps its name; a maker's accented name stays read.
    expect(matchBrand('frigideira lacor 28 cm')?.brand).toBe('Lacor');
    expect(matchBrand('creme estée lauder advanced night repair')?.brand).toBe('Estée Lauder');
    // A legal form written with an accent is no word glued into the name.
    expect(matchBrand('Bosch Sociedade Anónima')?.brand).toBe('Bosch');
  });

  it('reads a maker that is only ever a component, after the noun of a garment or a shoe, as what the item is made with', () => {
    expect(matchBrand('sapatilhas de trail gore-tex 42')).toBeUndefined();
    expect(matchBrand('chaussures de randonnée gore-tex', { category: 'footwear' })).toBeUndefined();
    expect(matchBrand('parka de inverno primaloft', { category: 'clothing' })).toBeUndefined();
    // Written by the item's maker, the maker is the item's; written alone, the component's name is the seller's answer.
    expect(matchBrand('botas merrell gore-tex', { category: 'footwear' })?.brand).toBe('Merrell');
    expect(matchBrand('gore-tex')?.brand).toBe('Gore-Tex');
  });

  it('reads a maker before words saying the goods come loose or unbranded, then "compatible", as what they fit', () => {
    expect(matchBrand('piezas lego sueltas compatibles', { category: 'toys-baby' })).toBeUndefined();
    expect(matchBrand('tinteiros hp pretos compatíveis')).toBeUndefined();
    // A maker with its own goods' noun before "compatible" keeps its name.
    expect(matchBrand('Cobi blocos compatíveis', { category: 'toys-baby' })?.brand).toBe('Cobi');
  });
});
