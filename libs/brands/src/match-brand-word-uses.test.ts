import { describe, expect, it } from 'vitest';
import { matchBrand } from './index.ts';

describe('matchBrand on colour shades and brand words used as words of a sentence', () => {
  it('reads a word after a colour word as the shade of the colour, not a name beside the maker', () => {
    expect(matchBrand('iphone 11 azul marinho desbloqueado', { category: 'phones' })?.brand).toBe('Apple');
    expect(matchBrand('iphone 13 mini verde alpino 128gb')?.brand).toBe('Apple');
    // A colour right after a brand's word stays that word's phrase.
    expect(matchBrand('sage green cushion cover')).toBeUndefined();
  });

  it('reads a word-brand alias right before an English determiner as a verb of the sentence', () => {
    expect(matchBrand('kindle the barbecue charcoal chimney', { category: 'tablets' })).toBeUndefined();
    expect(matchBrand('kindle your campfire with these fire lighters', { category: 'tablets' })).toBeUndefined();
    expect(matchBrand('kindle paperwhite 11a geração', { category: 'tablets' })?.brand).toBe('Amazon');
    // A maker's own name before "The" opens its product's title.
    expect(matchBrand('Rituals The Ritual of Karma gel de banho')?.brand).toBe('Rituals');
  });

  it('reads a brand word joined by "and" to a plain noun as the noun of a phrase, two brands or a brand and its goods as named', () => {
    expect(matchBrand('Mann und Kind Holzfiguren Krippe')).toBeUndefined();
    expect(matchBrand('Fischer und Möwen, Ölgemälde')).toBeUndefined();
    expect(matchBrand('Fischer Skier und Stöcke', { category: 'sports-outdoor' })?.brand).toBe('Fischer');
    expect(matchBrand('Abercrombie and Fitch hoodie', { category: 'clothing' })?.brand).toBe('Abercrombie & Fitch');
    // A conjunction's letter inside a hyphenated word joins nothing.
    expect(matchBrand('Lego Y-wing caça estelar')?.brand).toBe('Lego');
    // A company's name joined by "&" or "and" to its legal form is the maker's.
    expect(matchBrand('Bosch & Co. KG')?.brand).toBe('Bosch');
    expect(matchBrand('Siemens und Co. Waschmaschine')?.brand).toBe('Siemens');
  });
});

describe('matchBrand with no category, on nouns of goods of more categories', () => {
  it('reads a maker that is also a word from the nouns of its goods: small appliances, hair tools, roof boxes, e-readers, publishers', () => {
    expect(matchBrand('Princess sanduicheira grill 2 em 1')?.brand).toBe('Princess');
    expect(matchBrand('Princess crêpière électrique')?.brand).toBe('Princess');
    expect(matchBrand('GHD alisador de cabelo Gold')?.brand).toBe('ghd');
    expect(matchBrand('Thule bacas para tejadilho')?.brand).toBe('Thule');
  });

  it('keeps the nouns of goods from making a maker out of a word of another category', () => {
    expect(matchBrand('prancha de surf 6 pés')).toBeUndefined();
    expect(matchBrand('editora de vídeo usada')).toBeUndefined();
  });
});

describe('matchBrand on a plural noun of goods opening the string', () => {
  it('reads the maker after it as after the singular, so a word-maker later is the word', () => {
    expect(matchBrand('colunas Teufel Boomster Giant')?.brand).toBe('Teufel');
    expect(matchBrand('coluna Bose QuietComfort Giant')?.brand).toBe('Bose');
  });
});
