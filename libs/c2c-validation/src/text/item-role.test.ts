import { describe, expect, it } from 'vitest';
import { findItems } from '../rules/items.ts';
import { itemRole, looksEnglish } from './item-role.ts';

/** The item findings of a title read with its description (the description decides the language). */
const items = (title: string, description = '') => findItems(title, { profile: 'vinted', field: 'title', otherField: description }).map((f) => f.evidence);

/** A stand-in lexicon for the structural tests: three words are terms. */
const isTerm = (word: string) => /^(?:rum|pistola|lote)$/iu.test(word);
const role = (text: string, word: string, english = false, likeness = false) => {
  const start = text.indexOf(word);
  return itemRole(text, start, start + word.length, { english, isTerm, likeness });
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

  it('reads a noun after a selling verb and a word of purpose as the thing sold, after a noun and that word as what the noun serves', () => {
    expect(role('Vendo para despachar pistola antiga', 'pistola')).toBe('item');
    expect(role('Selling for collectors pistola', 'pistola', true)).toBe('item');
    expect(role('Suporte para pistola antiga', 'pistola')).toBe('purpose');
    expect(role('Coldre de couro para guardar pistola', 'pistola')).toBe('purpose');
  });

  it('reads a noun after a price and a word of purpose as what the price buys, the thing sold', () => {
    expect(role('Tudo junto, 35 € para o rum', 'rum')).toBe('item');
    expect(role('Two of them, £18 for the rum', 'rum', true)).toBe('item');
    expect(role('Ensemble 12 euros pour le rum', 'rum')).toBe('item');
    expect(role('Expositor de 35 cm para rum', 'rum')).toBe('purpose');
  });

  it('reads a complement of another noun as the complement, unless that noun is an amount, a container, a form or a term', () => {
    expect(role('Prateleira de rum em pinho', 'rum')).toBe('complement');
    expect(role('Caixa de rum envelhecido', 'rum')).toBe('item');
    expect(role('Duas garrafas de rum', 'rum')).toBe('item');
    expect(role('Lote de 6 rum', 'rum')).toBe('item');
    expect(role('Pistola de rum', 'rum')).toBe('item');
    expect(role('Rum de 1990', 'Rum')).toBe('item');
  });

  it('gives a noun after an amount or a form the role the amount or the form has in its own phrase', () => {
    expect(role('Estojo para garrafas de rum', 'rum')).toBe('purpose');
    expect(role('Prateleira de caixas de rum', 'rum')).toBe('complement');
    expect(role('Caixa de garrafas de rum', 'rum')).toBe('item');
    // A chain of them is followed a few steps back only: a wall of "caixas de" costs a few looks, not one per link.
    const wall = `${'caixas de '.repeat(20_000)}rum`;
    expect(role(wall, 'rum', false)).toBe('item');
    expect(role(`Estojo para ${'caixas de '.repeat(2)}rum`, 'rum')).toBe('purpose');
    expect(items('Bolsa térmica para canetas de Ozempic, nova')).toEqual([]);
    expect(items('Caixa de canetas de Ozempic, sobrou')).toEqual(['Ozempic']);
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
    expect(role('Rum Barrel Planter With Liner', 'Rum', true)).toBe('modifier');
    expect(role('Rum Barrel planter', 'Rum', true)).toBe('item');
    expect(role('Rum sealed in box', 'Rum', true)).toBe('item');
    expect(role('Spiced rum bottles', 'rum', true)).toBe('item');
    expect(role('Rum pistola', 'Rum', true)).toBe('item');
  });

  it('gives a noun joined by "and" the role of the noun before it', () => {
    expect(role('Suporte para pistola e rum', 'rum')).toBe('purpose');
    expect(role('Prateleira de pistola y rum', 'rum')).toBe('complement');
    expect(role('Caixa de pistola e rum', 'rum')).toBe('item');
  });

  it('reads a thing pictured on the item (a print, a pattern, a poster, a shape) as a depiction', () => {
    expect(role('Camisola com estampado de caveira e rum', 'rum')).toBe('depiction');
    expect(role('Coussin en forme de rum', 'rum')).toBe('depiction');
    expect(role('Hoodie with a rum print', 'rum', true)).toBe('depiction');
    expect(role('Vendo de forma urgente o rum', 'rum')).toBe('item');
    expect(role('Prateleira de rum', 'rum')).toBe('complement');
    expect(itemRole('Prateleira de rum', 13, 16, { english: false, isTerm, complements: false })).toBe('item');
  });

  it('reads a made thing of plastic, foam or plush, or a toy one, as a likeness where the topic names made things', () => {
    expect(role('Pistola de plástico', 'Pistola', false, true)).toBe('likeness');
    expect(role('Pistola giocattolo', 'Pistola', false, true)).toBe('likeness');
    expect(role('Pistola com sons de brincar', 'Pistola', false, true)).toBe('likeness');
    expect(role('Plastic pistola', 'pistola', true, true)).toBe('likeness');
    expect(role('Pistola de madeira', 'Pistola', false, true)).toBe('item');
    expect(role('Pistola de plástico', 'Pistola', false, false)).toBe('item');
    expect(role('Pistola de aço com punho de osso', 'Pistola', false, true)).toBe('item');
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
    expect(items('Oak wine shelf', 'Pine and oak, fits twelve bottles, with the screws.')).toEqual([]);
  });

  it('still flags the thing sold by the box, the bottle, the carton or with its form', () => {
    expect(items('Caixa de charutos cubanos')).toEqual(['charutos']);
    expect(items('Pack de 6 cervezas artesanas')).toEqual(['cervezas']);
    expect(items('Cartouche de cigarettes blondes')).toEqual(['cigarettes']);
    expect(items('Two bottles of aged rum')).toEqual(['rum']);
    expect(items('Kiste mit Bier und Wein')).toEqual(['Bier', 'Wein']);
    expect(items('Labrador puppies ready to leave', 'Wormed, with the first jabs.')).toEqual(['puppies']);
  });

  it('does not flag a weapon printed on clothing, shaped into a cushion or made as a toy', () => {
    expect(items('Camiseta con estampado de calavera y pistolas')).toEqual([]);
    expect(items('T-shirt with a rifle print', 'Kids age 8, in cotton, with the tags.')).toEqual([]);
    expect(items('Coussin en forme d\'épée')).toEqual([]);
    expect(items('Ritterschwert aus weichem Schaumstoff')).toEqual([]);
    expect(items('Gattini di peluche')).toEqual([]);
  });

  it('reads a blade length as a knife\'s only where a knife is the item, not what a sheath is for', () => {
    expect(findItems('Feita à mão, serve lâminas até 22 cm.', { profile: 'vinted', field: 'description', otherField: 'Bainha de couro para faca' })).toEqual([]);
    expect(findItems('Lâmina com 21 cm e punho de osso.', { profile: 'vinted', field: 'description', otherField: 'Faca artesanal' }).map((f) => f.evidence)).toEqual(['Lâmina com 21 cm']);
  });

  it('keeps reading a qualifier (a counterfeit claim) wherever it stands in the phrase', () => {
    expect(items('Mala de marca, réplica')).toEqual(['réplica']);
  });
});
