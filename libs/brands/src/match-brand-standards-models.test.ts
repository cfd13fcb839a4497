import { describe, expect, it } from 'vitest';
import { matchBrand } from './index.ts';

const found = (raw: string, category?: string) => matchBrand(raw, category ? { category } : {});
const brand = (raw: string, category?: string) => found(raw, category)?.brand;

describe('matchBrand on trade standards named after a maker', () => {
  it('reads a screw drive, lock or cable standard beside its own goods as the standard, not a maker one letter off', () => {
    expect(brand('ponteira phillips ph1 magnética')).toBeUndefined();
    expect(brand('caixa de parafusos phillips 3,5x25')).toBeUndefined();
    expect(brand('tournevis phillips et plat')).toBeUndefined();
    expect(brand('juego puntas phillips torx allen')).toBeUndefined();
  });

  it('keeps the maker where nothing in the string is the standard\'s goods', () => {
    expect(brand('lâmpada phillips h7 55w')).toBe('Philips');
    expect(brand('máquina de barbear phillips')).toBe('Philips');
  });
});

describe('matchBrand on a maker whose name is a measure', () => {
  it('reads it as the length after the noun of goods sold by length', () => {
    expect(brand('cabo usb 3m preto')).toBeUndefined();
    expect(brand('Cabo Ethernet 3M cat6')).toBeUndefined();
    expect(brand('mangueira de jardim 3m')).toBeUndefined();
  });

  it('keeps the maker opening the string or beside other goods', () => {
    expect(brand('3M fita dupla face')).toBe('3M');
    expect(brand('polish jantes 3M')).toBe('3M');
  });
});

describe('matchBrand on a car make written only by its model', () => {
  it('answers the one make whose model is written with its generation, among vehicle parts', () => {
    expect(brand('jantes golf 6 15 polegadas', 'vehicle-parts')).toBe('Volkswagen');
    expect(brand('farol traseiro clio 3 esquerdo')).toBe('Renault');
    expect(brand('pára-choques traseiro corsa c')).toBe('Opel');
  });

  it("answers a sub-brand's model with the sub-brand and its owner, not the owner alone", () => {
    expect(found('retrovisor ibiza 6l', 'vehicle-parts')).toMatchObject({ brand: 'Seat', parent: 'Volkswagen' });
  });

  it('reads the make a part fits from its model, after the parts maker', () => {
    expect(brand('discos de travão brembo megane 3', 'vehicle-parts')).toBe('Brembo');
  });

  it('reads no make from a model that is a word, away from vehicle parts or with no generation', () => {
    expect(brand('camisola polo 2 cores', 'clothing')).toBeUndefined();
    expect(brand('tacos de golf 7 ferro')).toBeUndefined();
    expect(brand('jantes golf', 'vehicle-parts')).toBeUndefined();
  });
});

describe('matchBrand on words of ours near a maker', () => {
  it('reads a word of our languages one sound off a maker as the word', () => {
    expect(brand('corda de escalada 60m', 'sports-outdoor')).toBeUndefined();
    expect(brand('makkita berbequim', 'tools-diy')).toBe('Makita');
  });

  it('reads a maker named by a describing word, before a word not the item\'s own, as the describing word', () => {
    expect(brand('guitarra rico som', 'musical-instruments')).toBeUndefined();
    expect(brand('saxofone rico timbre', 'musical-instruments')).toBeUndefined();
    expect(brand('palhetas rico 3 clarinete', 'musical-instruments')).toBe('Rico');
    expect(brand('palhetas rico', 'musical-instruments')).toBe('Rico');
  });
});
