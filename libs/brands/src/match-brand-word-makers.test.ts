import { describe, expect, it } from 'vitest';
import { matchBrand } from './index.ts';

/**
 * A maker whose name is also an everyday word ("focus", "sigma", "boss", "smart"), written in lower case after a noun of goods:
 * the maker where a product line of its own or a model code follows among the item's words (for a lens maker a focal length or
 * an aperture), with nouns of its own goods before it; the word where the nouns name other goods or nothing says whose it is.
 * Strings of our own, none from a bench set.
 */
const makers: [string, string][] = [
  // A lens maker: its focal length or aperture a word or more after it, its line a word or more on, "for" another maker after.
  ['obiettivo sigma 70mm macro dg', 'Sigma'],
  ['objetiva sigma 30mm f1.4 dc dn', 'Sigma'],
  ['objectif sigma 28-70mm contemporary', 'Sigma'],
  ['objektiv sigma 85mm dg dn', 'Sigma'],
  ['objectif sigma 24mm f/1.4 pour nikon', 'Sigma'],
  ['objetiva sigma 50mm art para sony', 'Sigma'],
  ['objektiv sigma 35mm art für l-mount', 'Sigma'],
  ['obiettivo sigma 18-200mm per canon', 'Sigma'],
  ['lens sigma 65mm f2 for fuji x', 'Sigma'],
  // A bike or ski maker after a noun of its goods that is no bare product word ("bici", "esquis"), its line right after.
  ['bicis focus whistler 3', 'Focus'],
  ['bici focus thron 6.8 talla l', 'Focus'],
  ['esquis rossignol sender 94 ti', 'Rossignol'],
  ['sci rossignol experience 80 carbon', 'Rossignol'],
  // After the maker and its line, another maker's word that is no line of that maker's is a model word.
  ['skis rossignol react rt elite', 'Rossignol'],
  // A model code a word or more on.
  ['relógio polar m430 preto', 'Polar'],
  ['pedal boss ce5 chorus', 'Boss'],
];

/** The everyday word: the nouns name other goods than the maker's, or nothing after it is a line or a model code of its. */
const words = [
  'livro sigma 6 gestão da qualidade',
  'caderno sigma 2nd edição',
  'livre sigma 3e édition',
  'objetiva com focus manual 50mm',
  'lente auto focus af 35mm',
  'obiettivo focus 50mm manuale',
  'objectif focus 35mm',
  'mochila focus 30l',
  'cartaz focus 50x70',
  'poster focus 60x90',
  'livro focus de daniel goleman',
  'auscultadores focus 3 com cancelamento',
  'buch focus 2022 ausgabe',
  'relógio smart band m7 preto',
  'relógio smart watch t500',
  'pulseira smart fit 3 rosa',
  'ténis smart casual 42',
  'blazer smart casual azul l',
  'tv smart 55 polegadas 4k',
  'carregador smart 20w usb c',
  'libro smart 2nd edition',
  'livro the boss baby dvd',
  'jogo boss monster 2ª edição',
];

describe('matchBrand on a lower-case word-maker after a noun of goods', () => {
  it.each(makers)('reads "%s" as %s', (text, brand) => {
    expect(matchBrand(text)?.brand).toBe(brand);
  });

  it.each(words)('reads "%s" as no brand', (text) => {
    expect(matchBrand(text)).toBeUndefined();
  });

  it('reads a lens maker named before "for" another maker as the maker, never the one it fits', () => {
    for (const text of ['objectif sigma 24mm f/1.4 pour nikon', 'objetiva sigma 50mm art para sony', 'obiettivo sigma 18-200mm per canon']) {
      expect(matchBrand(text)?.brand).toBe('Sigma');
    }
  });

  it('reads a word-maker after an accessory\'s word as what the accessory fits, not its maker', () => {
    expect(matchBrand('bracelete polar m430')).toBeUndefined();
    expect(matchBrand('correia polar vantage m2')).toBeUndefined();
  });

  it('keeps a second maker written with a line of its own as a second maker, not the first maker\'s model word', () => {
    expect(matchBrand('sapatilhas vans old skool puma suede')?.brand).not.toBe('Vans');
  });
});

/**
 * With the listing's category named: a maker of it right after a noun of it, then only who the item is for, its colour, size or
 * material — our languages write the describing word after the noun — and the word where more words go on its phrase.
 */
const afterNoun: [string, string, string | null][] = [
  ['vestido desigual', 'clothing', 'Desigual'],
  ['casaco mango lã', 'clothing', 'Mango'],
  ['botas mustang menina 34', 'footwear', 'Mustang'],
  ['bicicleta giant 26', 'bikes', 'Giant'],
  ['blusa reserved verde', 'clothing', 'Reserved'],
  ['camiseta salsa m', 'clothing', 'Salsa'],
  // Maker first, then a noun of the category named.
  ['rubi escadote aluminio', 'tools-diy', 'Rubi'],
  ['pandora pendente prata', 'watches-jewellery', 'Pandora'],
  ['telemovel nothing a declarar', 'phones', null],
  ['bicicleta elite de estrada', 'bikes', null],
  ['bicicleta time trial contra relogio', 'bikes', null],
  ['vestido next day', 'clothing', null],
  ['relogio radiant sol', 'watches-jewellery', null],
  ['colunas dual band', 'audio', null],
];

/** Lenses: a lens maker, its focal length or aperture, then the camera maker whose mount it fits; a maker named by a lens's kind. */
const lenses: [string, string | null][] = [
  ['tamron 28-75 f2.8 nikon', 'Tamron'],
  ['sigma 30mm f1.4 contemporary sony', 'Sigma'],
  ['tokina 11-16 f2.8 nikon', 'Tokina'],
  ['viltrox 23mm f1.4 fuji', 'Viltrox'],
  ['sigma 50mm art nikon f', 'Sigma'],
  ['objectif zoom 28-200', null],
  ['binoculos zoom 10x50', null],
  ['lente zoom para nikon', null],
  ['canon powershot zoom 20x', 'Canon'],
  ['zoom q2n camara', 'Zoom'],
];

describe('matchBrand on a maker after a noun of its goods, with the category named', () => {
  it.each(afterNoun)('reads "%s" among %s as %s', (text, category, brand) => {
    expect(matchBrand(text, { category })?.brand ?? null).toBe(brand);
  });
});

describe('matchBrand on lenses and the mount they fit', () => {
  it.each(lenses)('reads "%s" among cameras as %s', (text, brand) => {
    expect(matchBrand(text, { category: 'cameras' })?.brand ?? null).toBe(brand);
  });

  it('reads the mount only after a focal length or an aperture: two makers alone are two brands', () => {
    expect(matchBrand('tamron nikon', { category: 'cameras' })).toBeUndefined();
    expect(matchBrand('tamron 28-75 f2.8 nikon')?.brand).toBe('Tamron');
  });

  it("reads a lens maker that is also a word, with its capital before a zoom's focal range, as the maker with no category", () => {
    for (const text of ['Sigma 10-20', 'Sigma 150-600 Sports', 'Sigma 120-300 para Nikon']) expect(matchBrand(text)?.brand).toBe('Sigma');
    // A range of years, or nouns of other goods, leave the word.
    expect(matchBrand('Sigma 35-40 anos')).toBeUndefined();
    expect(matchBrand('Sigma 70-200 poster')).toBeUndefined();
  });

  it("reads a lens's kind beside a lens's noun as the kind, and before a model of its maker's as that maker", () => {
    expect(matchBrand('zoom lens nikon')?.brand).toBe('Nikon');
    expect(matchBrand('zoom h6 nikon')).toBeUndefined();
  });
});

describe('matchBrand on a lower-case word-maker before a noun of its goods, with no category', () => {
  it.each([
    ['guess mala tiracolo', 'Guess'],
    ['coach carteira pele', 'Coach'],
    ['next camisola lã', 'Next'],
    ['desigual saia estampada', 'Desigual'],
  ])('reads "%s" as %s: our languages write the describing word after the noun', (raw, brand) => {
    expect(matchBrand(raw)?.brand).toBe(brand);
  });

  it.each(['pure radio digital', 'diesel motor barco', 'polar casaco inverno', 'apple tarte receita'])(
    'reads "%s" as no brand: an English noun after the word, or nouns of goods the maker does not sell',
    (raw) => {
      expect(matchBrand(raw)).toBeUndefined();
    },
  );
});

describe('matchBrand on everyday words that are makers\' names or aliases, with no category', () => {
  it('reads an alias that is a word of ours, in lower case in a sentence, as that word', () => {
    expect(matchBrand('roll of honour plaque 1918')).toBeUndefined();
  });

  it('reads two makers\' words in lower case as words, though the nouns name one maker\'s goods', () => {
    expect(matchBrand('ghost omega colar')).toBeUndefined();
    // Written as a name, the maker of the goods named is the maker still.
    expect(matchBrand('ghost Omega colar')?.brand).toBe('Omega');
  });
});

describe('matchBrand on reading words that are words of a garment in another of our languages', () => {
  it.each([
    ['fur coat Zara', undefined, 'Zara'],
    ['fur hat Barbour', undefined, 'Barbour'],
    ['fur trim parka Superdry', undefined, 'Superdry'],
    ['slim fit shirt Zara', undefined, 'Zara'],
    ['regular fit jeans Levi\'s', 'clothing', 'Levi\'s'],
    ['fit and flare dress Mango', undefined, 'Mango'],
    ['fake leather jacket Bershka', undefined, 'Bershka'],
    ['bolso imitación piel Mango', 'clothing', 'Mango'],
    ['casaco pelo falso Zara', 'clothing', 'Zara'],
  ])('reads "%s" (%s) as %s: English "fur" and "fit", and a copy word naming a material, describe the garment', (raw, category, brand) => {
    expect(matchBrand(raw, { category })?.brand).toBe(brand);
  });

  it.each([
    ['Hülle fur iPhone 13', 'phones'],
    ['capa fit Samsung S22', 'phones'],
    ['imitation Gucci bag', 'clothing'],
  ])('still reads "%s" (%s) as what the item fits or copies', (raw, category) => {
    expect(matchBrand(raw, { category })).toBeUndefined();
  });
});

describe('matchBrand on a word-maker of several words opening a string in lower case before nouns of its goods', () => {
  it('reads that maker, a place-named maker after it being the book\'s subject', () => {
    expect(matchBrand('lonely planet santa cruz guia de viagem')?.brand).toBe('Lonely Planet');
    expect(matchBrand('lonely planet nancy guide de voyage')?.brand).toBe('Lonely Planet');
  });
});
