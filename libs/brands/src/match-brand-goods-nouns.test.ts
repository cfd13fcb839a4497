import { describe, expect, it } from 'vitest';
import { matchBrand } from './index.ts';

describe('matchBrand on a maker that is also a word, after a noun of goods sellers write', () => {
  it('reads the maker after a German coffee machine\'s, dishwasher\'s or chest of drawers\' noun', () => {
    expect(matchBrand('kaffeevollautomat jura z10 gebraucht')?.brand).toBe('Jura');
    expect(matchBrand('espressomaschine jura ena 8')?.brand).toBe('Jura');
    expect(matchBrand('spülmaschine miele g 5000', { category: 'large-appliances' })?.brand).toBe('Miele');
  });

  it('still reads no maker from a word after nouns of goods the maker does not sell', () => {
    expect(matchBrand('kommode mango holz')).toBeUndefined();
  });
});

describe('matchBrand on a word-maker named after the noun of a power generator', () => {
  it('reads the fuel word, not the fashion maker, where the nouns name a generator', () => {
    expect(matchBrand('Notstromaggregat Diesel leise')).toBeUndefined();
    expect(matchBrand('gerador diesel 5kw')).toBeUndefined();
  });

  it('keeps the maker before a noun of its own goods', () => {
    expect(matchBrand('Diesel Jeans Herren')?.brand).toBe('Diesel');
  });
});

describe('matchBrand on a toy maker beside the noun of a marble run', () => {
  it('reads the maker before or after a marble run\'s noun', () => {
    expect(matchBrand('haba murmelbahn aus holz')?.brand).toBe('Haba');
    expect(matchBrand('kugelbahn haba holz')?.brand).toBe('Haba');
  });
});

describe('matchBrand on a word-maker after the noun of chinos', () => {
  it('reads the maker after a chino\'s noun and a colour', () => {
    expect(matchBrand('calças chino azuis dockers')?.brand).toBe('Dockers');
    expect(matchBrand('pantalon chino gris dockers', { category: 'clothing' })?.brand).toBe('Dockers');
  });
});
