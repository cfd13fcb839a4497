import { describe, expect, it } from 'vitest';
import { matchBrand } from './index.ts';

/**
 * A maker whose name is an ordinary word, written in lower case after the item's noun in a category other than vehicle parts:
 * the maker where its word is no ordinary word of the language the item's nouns are written in (the word lists behind
 * `word-languages.data.ts`), or where its own line or a model code follows it; the word where the nouns' language has it, where
 * the nouns say no language, or where an English word goes on into a phrase of its own. Strings of our own, none from a bench set.
 */
describe('a word-maker after the item’s noun, by the language of the nouns', () => {
  it('stays a word where the language of the item’s nouns has it as an ordinary word (category named or not)', () => {
    for (const [raw, category] of [
      ['carrinho de passeio duplo', 'toys-baby'],
      ['gonna motivi geometrici', 'clothing'],
      ['dvd destino final', 'books-media'],
      ['secador de cabelo calor frio', 'small-appliances'],
      ['pendentif de cristal lotus', 'watches-jewellery'],
      ['puzzle mars rover 1000', 'toys-baby'],
    ] as const) {
      expect(matchBrand(raw, { category }), `${raw} in ${category}`).toBeUndefined();
      expect(matchBrand(raw), raw).toBeUndefined();
    }
  });

  it('is the maker where its word is no word of the nouns’ language', () => {
    expect(matchBrand('relógio police preto', { category: 'watches-jewellery' })?.brand).toBe('Police');
    expect(matchBrand('serrote de poda bellota', { category: 'tools-diy' })?.brand).toBe('Bellota');
    // With no category, a noun of one category opening the string names it.
    expect(matchBrand('relógio police preto')?.brand).toBe('Police');
  });

  it('is the maker where its own line or a model code follows it, whatever the word means', () => {
    expect(matchBrand('cordas elixir optiweb 010', { category: 'musical-instruments' })?.brand).toBe('Elixir');
    expect(matchBrand('saxofone jupiter jas500', { category: 'musical-instruments' })?.brand).toBe('Jupiter');
  });

  it('stays a phrase where the word after it is no word of the item: a person named by given name and surname (category named)', () => {
    for (const [raw, category] of [
      ['vestido morgan freeman', 'clothing'],
      ['guitarra taylor swift autografada', 'musical-instruments'],
      ['boneco arnold schwarzenegger', 'toys-baby'],
    ] as const) {
      expect(matchBrand(raw, { category })?.brand, `${raw} in ${category}`).toBeUndefined();
    }
  });

  it('stays a word where an abbreviation is the only noun, so no language is known', () => {
    expect(matchBrand('bd asa de borboleta', { category: 'books-media' })).toBeUndefined();
  });

  it('stays a word where an English word goes on into a phrase of its own after Romance nouns', () => {
    expect(matchBrand('relógio police academy', { category: 'watches-jewellery' })).toBeUndefined();
  });

  it('reads a function word of another language than the nouns’ as no function word of the string', () => {
    expect(matchBrand('relógio police homem', { category: 'watches-jewellery' })?.brand).toBe('Police');
    // A function word of the nouns' own language stays the word: Portuguese "até" among car parts.
    expect(matchBrand('discos de travão até 2018', { category: 'vehicle-parts' })).toBeUndefined();
  });
});

describe('a maker glued to its product line', () => {
  it('is the maker and the line', () => {
    expect(matchBrand('nikeair force 1 brancas')?.brand).toBe('Nike');
    expect(matchBrand('lenovoideapad 3 15 polegadas')?.brand).toBe('Lenovo');
  });
});

describe('two makers of vehicle parts sharing a name', () => {
  it('answers the maker of the kind of part the string opens with: a tyre line beside a tyre noun, a helmet maker beside a helmet noun', () => {
    expect(matchBrand('pneus scorpion atr 265/70 r16', { category: 'vehicle-parts' })?.brand).toBe('Pirelli');
    expect(matchBrand('pneu diablo rosso traseiro')?.brand).toBe('Pirelli');
    expect(matchBrand('casque scorpion taille m', { category: 'vehicle-parts' })?.brand).toBe('Scorpion Exo');
  });

  it('reads no maker from a word of the string: a brand of a tyre maker’s group that makes no tyres is no tyre maker', () => {
    expect(matchBrand('pneu até 100 km/h', { category: 'vehicle-parts' })).toBeUndefined();
  });

  it('tells the makers apart where the other reading is the parts maker’s after the noun', () => {
    expect(matchBrand('casco scorpion exo-r1 talla s', { category: 'vehicle-parts' })?.brand).toBe('Scorpion Exo');
    // The exhaust maker is read after the noun (a make it fits follows); the helmet's noun says the helmet maker is meant.
    expect(matchBrand('capacete scorpion honda cbr', { category: 'vehicle-parts' })?.brand).toBe('Scorpion Exo');
    expect(matchBrand('escape scorpion honda cbr', { category: 'vehicle-parts' })?.brand).toBe('Scorpion');
  });

  it('keeps a maker read by its whole name, though a part of it is another maker’s line', () => {
    expect(matchBrand('pneus scorpion exo', { category: 'vehicle-parts' })?.brand).toBe('Scorpion Exo');
  });

  it('reads a tyre maker’s line written right after a tyre noun, before a size, a number, the tyre’s position or nothing', () => {
    expect(matchBrand('pneu power rs 180/55 zr17')?.brand).toBe('Michelin');
    expect(matchBrand('pneus power 5 190/50')?.brand).toBe('Michelin');
    expect(matchBrand('pneu power traseiro')?.brand).toBe('Michelin');
    expect(matchBrand('pneumatique power arrière', { category: 'vehicle-parts' })?.brand).toBe('Michelin');
    expect(matchBrand('tyre power rear')?.brand).toBe('Michelin');
    expect(matchBrand('pneu angel gt traseiro')?.brand).toBe('Pirelli');
    expect(matchBrand('pneu power')?.brand).toBe('Michelin');
  });

  it('reads no tyre maker from a line’s ordinary word after a tyre noun when a word of another item follows it', () => {
    expect(matchBrand('tyre power inflator 12v')).toBeUndefined();
    expect(matchBrand('tire power pump digital')).toBeUndefined();
    expect(matchBrand('tires angel wings sticker')).toBeUndefined();
    expect(matchBrand('pneu power bank solar')).toBeUndefined();
  });

  it('reads no tyre maker’s line after the noun of another kind of part: a helmet or headphones are no tyre', () => {
    expect(matchBrand('casque power bass bluetooth')).toBeUndefined();
    expect(matchBrand('helm power')).toBeUndefined();
    expect(matchBrand('capacete power 2', { category: 'vehicle-parts' })).toBeUndefined();
  });

  it('keeps the maker the runs read where it makes the part named', () => {
    expect(matchBrand('ponteira scorpion honda cb500', { category: 'vehicle-parts' })?.brand).toBe('Scorpion');
    expect(matchBrand('capacete shoei gt air', { category: 'vehicle-parts' })?.brand).toBe('Shoei');
  });
});
