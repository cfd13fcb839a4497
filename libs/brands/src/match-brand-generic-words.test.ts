import { describe, expect, it } from 'vitest';
import { matchBrand } from './index.ts';

/**
 * A maker whose name is an everyday word or a place's name, read with the listing's category: the category says where the item
 * is listed, not who made it. A word-maker written in lower case among nouns of goods it does not sell, with no model code or
 * line of its own, is the word; a word of a place, a venue or an institution right after a maker, with no model number and no
 * noun of its goods after it, names that place. Strings of our own, none from a bench set.
 */
const words: [string, string][] = [
  ['black diamond brincos ouro', 'sports-outdoor'],
  ['omega 3 comprimidos suplemento', 'watches-jewellery'],
  ['rocky mountain poster paisagem', 'bikes'],
  ['canada goose peluche ganso', 'clothing'],
  ['raspberry pi livro receitas', 'laptops'],
  ['cooler master chef livro', 'laptops'],
  ['giant 2 peluche urso', 'bikes'],
];

const places: [string, string][] = [
  ['siemens park bilhete', 'large-appliances'],
  ['braun castle postcard', 'small-appliances'],
  ['nikon plaza mapa', 'cameras'],
  ['canon beach postal', 'cameras'],
  ['bosch station poster', 'tools-diy'],
  ['philips cinema bilhetes', 'small-appliances'],
];

const makers: [string, string, string][] = [
  ['black diamond frontal spot', 'sports-outdoor', 'Black Diamond'],
  ['omega seamaster relogio', 'watches-jewellery', 'Omega'],
  ['rocky mountain bicicleta btt', 'bikes', 'Rocky Mountain'],
  ['canada goose casaco parka', 'clothing', 'Canada Goose'],
  ['cooler master teclado mecanico', 'laptops', 'Cooler Master'],
  ['giant bicicleta estrada', 'bikes', 'Giant'],
  // A toy may be of any goods: with toys named, a word-maker before another category's noun stays the maker (a play kitchen).
  ['little tikes cozinha com sons', 'toys-baby', 'Little Tikes'],
  ['silver cross carrinho de bebe', 'toys-baby', 'Silver Cross'],
  ['siemens iq500 forno', 'large-appliances', 'Siemens'],
  ['canon eos 4000d corpo', 'cameras', 'Canon'],
  ['braun series 9 maquina barbear', 'small-appliances', 'Braun'],
  ['omega speedmaster 3570', 'watches-jewellery', 'Omega'],
  ['philips airfryer hd9270 preta', 'small-appliances', 'Philips'],
];

/** Makers named by an everyday phrase or a place (marked `~` in the table): the phrase among other goods' nouns, the maker among its own. */
const phrases: [string, string, string | null][] = [
  ['santa cruz de la palma mapa', 'bikes', null],
  ['cast iron frigideira 28cm', 'clothing', null],
  ['kitchen chef livro de receitas', 'small-appliances', null],
  ['big star poster cinema', 'clothing', null],
  ['turtle beach peluche tartaruga', 'consoles', null],
  ['santa cruz megatower 2 kit', 'bikes', 'Santa Cruz'],
  ['santa cruz bicicleta btt carbono', 'bikes', 'Santa Cruz'],
  ['golden goose sapatilhas superstar', 'footwear', 'Golden Goose'],
  ['turtle beach auscultadores stealth 600', 'consoles', 'Turtle Beach'],
  ['big star jeans calças', 'clothing', 'Big Star'],
  ['cast iron camisa xadrez', 'clothing', 'Cast Iron'],
];

describe('matchBrand on a maker that is a word or a place, with a category named', () => {
  it.each(words)('reads "%s" among %s as the word', (raw, category) => {
    expect(matchBrand(raw, { category })).toBeUndefined();
  });

  it.each(places)('reads "%s" among %s as a place', (raw, category) => {
    expect(matchBrand(raw, { category })).toBeUndefined();
  });

  it.each(makers)('reads "%s" among %s as %s', (raw, category, brand) => {
    expect(matchBrand(raw, { category })?.brand).toBe(brand);
  });

  it.each(phrases)('reads "%s" among %s as %s', (raw, category, brand) => {
    expect(matchBrand(raw, { category })?.brand ?? null).toBe(brand);
  });

  // Toy sets are places ("estação", "praia", "castelo"): among toys a place's word after a toy maker is the set's name.
  it.each([
    ['hape estacao de comboios', 'Hape'],
    ['playmobil praia com cadeiras', 'Playmobil'],
    ['lego cinema ninjago', 'Lego'],
    ['playmobil schloss ritter', 'Playmobil'],
  ])('reads "%s" among toys as %s: a toy set is a place', (raw, brand) => {
    expect(matchBrand(raw, { category: 'toys-baby' })?.brand).toBe(brand);
  });

  // With its category named, a maker and a place's word with nothing after it are as often a line of its goods.
  it.each([
    ['trek road', 'bikes', 'Trek'],
    ['roxy beach', 'clothing', 'Roxy'],
    ['dyson station', 'small-appliances', 'Dyson'],
  ])('reads "%s" among %s as %s: nothing more is said of a place', (raw, category, brand) => {
    expect(matchBrand(raw, { category })?.brand).toBe(brand);
  });

  // With its category named, a place's word is read as the place only before a thing of the place (a ticket, a map, a poster);
  // other words after it describe the maker's goods.
  it.each([
    ['makita station carregador', 'tools-diy', 'Makita'],
    ['dyson station de carga', 'small-appliances', 'Dyson'],
    ['specialized road carbono', 'bikes', 'Specialized'],
    ['philips station de carregamento', 'small-appliances', 'Philips'],
    ['nike park bilhete concerto', 'footwear', null],
    ['adidas arena ingresso jogo', 'clothing', null],
    ['sony center poster berlim', 'audio', null],
    ['ikea hotel quarto reserva', 'furniture', null],
  ])('reads "%s" among %s as %s: a place only before a thing of the place', (raw, category, brand) => {
    expect(matchBrand(raw, { category })?.brand ?? null).toBe(brand);
  });

  it('reads a socket after a maker as its goods: "presa" is a wall socket in Italian, no dam', () => {
    expect(matchBrand('bosch presa schuko', { category: 'tools-diy' })?.brand).toBe('Bosch');
  });

  it('reads a word-maker before who the item is for as the maker: such words name no goods', () => {
    expect(matchBrand('mustela enfant')?.brand).toBe('Mustela');
  });
});
