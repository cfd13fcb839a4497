import { describe, expect, it } from 'vitest';
import { icaoName, nameTokenVariants, normaliseName } from './person-name.ts';

describe('normaliseName', () => {
  it('uppercases, drops diacritics and apostrophes, splits hyphens', () => {
    expect(normaliseName("José  d'Ávila-Núñez")).toBe('JOSE DAVILA NUNEZ');
    expect(normaliseName('André Estêvão Caçador de Araújo')).toBe('ANDRE ESTEVAO CACADOR DE ARAUJO');
  });

  it('spells letters without a decomposition in plain Latin', () => {
    expect(normaliseName('Groß Æsa Łukasz Søren')).toBe('GROSS AESA LUKASZ SOREN');
  });
});

describe('nameTokenVariants', () => {
  it('offers the ICAO transliteration beside the plain spelling', () => {
    expect(nameTokenVariants('Jürgen Müller Smith')).toEqual([
      ['JURGEN', 'JUERGEN'],
      ['MULLER', 'MUELLER'],
      ['SMITH'],
    ]);
  });
});

describe('icaoName', () => {
  it('spells umlauts and Nordic letters the ICAO way', () => {
    expect(icaoName('Bärbel Müller-Øre')).toBe('BAERBEL MUELLER OERE');
    expect(icaoName("Seán O'Brien")).toBe('SEAN OBRIEN');
  });
});
