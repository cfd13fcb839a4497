import { describe, expect, it } from 'vitest';
import { findItems } from '../rules/items.ts';
import { itemRole, looksEnglish } from './item-role.ts';

/** The item findings of a title read with its description (the description decides the language). */
const items = (title: string, description = '') => findItems(title, { profile: 'vinted', field: 'title', otherField: description }).map((f) => f.evidence);

/** A stand-in lexicon for the structural tests: three words are terms. */
const isTerm = (word: string) => /^(?:rum|pistola|lote)$/iu.test(word);
const role = (text: string, word: string, english = false) => {
  const start = text.indexOf(word);
  return itemRole(text, start, start + word.length, { english, isTerm });
};

describe('itemRole', () => {
  it('reads a noun after a word of purpose, fit or subject as what the item serves, in every language', () => {
    expect(role('Expositor em acrílico para rum', 'rum')).toBe('purpose');
    expect(role('Soporte de pared compatible con rum', 'rum')).toBe('purpose');
    expect(role('Étagère murale pour le rum', 'rum')).toBe('purpose');
    expect(role('Guidebook about rum distilleries', 'rum', true)).toBe('purpose');
    expect(role('Mensola per rum in noce', 'rum')).toBe('purpose');
    expect(role('Halterung für den rum', 'rum')).toBe('purpose');
  });

  it('reads a complement of another noun as the complement, unless that noun is an amount, a container, a form or a term', () => {
    expect(role('Prateleira de rum em pinho', 'rum')).toBe('complement');
    expect(role('Caixa de rum envelhecido', 'rum')).toBe('item');
    expect(role('Duas garrafas de rum', 'rum')).toBe('item');
    expect(role('Lote de 6 rum', 'rum')).toBe('item');
    expect(role('Pistola de rum', 'rum')).toBe('item');
    expect(role('Rum de 1990', 'Rum')).toBe('item');
  });

  it('keeps the noun as the item when a joining word comes first: what goes with the item is sold too', () => {
    expect(role('Mesa de jardim com rum', 'rum')).toBe('item');
    expect(role('Sofa and rum', 'rum', true)).toBe('item');
  });

  it('reads an English noun before its phrase head as a modifier, but not before a number, a name, a participle or a form', () => {
    expect(role('Oak rum shelf', 'rum', true)).toBe('modifier');
    expect(role('Oak rum shelf', 'rum', false)).toBe('item');
    expect(role('Aged rum 70cl', 'rum', true)).toBe('item');
    expect(role('Dark rum Havana', 'rum', true)).toBe('item');
    expect(role('Rum sealed in box', 'Rum', true)).toBe('item');
    expect(role('Spiced rum bottles', 'rum', true)).toBe('item');
    expect(role('Rum pistola', 'Rum', true)).toBe('item');
  });

  it('stops at a phrase break: a word across a comma or a bracket is no marker', () => {
    expect(role('Cadeira para jardim, rum de oferta', 'rum')).toBe('item');
  });
});

describe('looksEnglish', () => {
  it('tells an English listing from one in our other languages by their function words', () => {
    expect(looksEnglish('Solid oak, with the fixings, in good condition')).toBe(true);
    expect(looksEnglish('Em madeira de pinho, com as ferragens')).toBe(false);
    expect(looksEnglish('Oak shelf')).toBe(false);
  });
});

describe('findItems through itemRole', () => {
  it('does not flag a drink, a smoke or an animal that a piece of furniture or a cover is made for, in six languages', () => {
    expect(items('Prateleira de vinhos em pinho')).toEqual([]);
    expect(items('Expositor em acrílico para charutos')).toEqual([]);
    expect(items('Estantería de vinos de pino')).toEqual([]);
    expect(items('Funda de tela para cachimba')).toEqual([]);
    expect(items('Présentoir pour cigares')).toEqual([]);
    expect(items('Scaffale da vino in legno')).toEqual([]);
    expect(items('Regal für Wein aus Eiche')).toEqual([]);
    expect(items('Oak wine shelf', 'Solid oak, holds twelve bottles, with the fixings.')).toEqual([]);
  });

  it('still flags the thing sold by the box, the bottle, the carton or with its form', () => {
    expect(items('Caixa de charutos cubanos')).toEqual(['charutos']);
    expect(items('Pack de 6 cervezas artesanas')).toEqual(['cervezas']);
    expect(items('Cartouche de cigarettes blondes')).toEqual(['cigarettes']);
    expect(items('Two bottles of aged rum')).toEqual(['rum']);
    expect(items('Kiste mit Bier und Wein')).toEqual(['Bier', 'Wein']);
    expect(items('Labrador puppies ready to leave', 'Wormed, with the first jabs.')).toEqual(['puppies']);
  });

  it('keeps reading a qualifier (a counterfeit claim) wherever it stands in the phrase', () => {
    expect(items('Mala de marca, réplica')).toEqual(['réplica']);
  });
});
