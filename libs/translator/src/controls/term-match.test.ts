import { describe, expect, it } from 'vitest';
import { containsRendering, containsTerm, findTerms } from './term-match.ts';

describe('containsTerm', () => {
  it('finds a term as whole words only, across punctuation and line breaks', () => {
    expect(containsTerm('A (bike), red', 'bike', { ignoreCase: false })).toBe(true);
    expect(containsTerm('Two bikes', 'bike', { ignoreCase: false })).toBe(false);
    expect(containsTerm('an e-bike2 frame', 'bike', { ignoreCase: false })).toBe(false);
    expect(containsTerm('folding\nbike', 'folding bike', { ignoreCase: false })).toBe(true);
  });

  it('folds letter case only when asked', () => {
    expect(containsTerm('BROMPTON frame', 'Brompton', { ignoreCase: false })).toBe(false);
    expect(containsTerm('BROMPTON frame', 'Brompton', { ignoreCase: true })).toBe(true);
  });

  it('treats letters of other scripts as word characters', () => {
    expect(containsTerm('Смартфон iPhone', 'iPhone', { ignoreCase: false })).toBe(true);
    expect(containsTerm('Смартфонах', 'Смартфон', { ignoreCase: false })).toBe(false);
  });
});

describe('containsRendering', () => {
  it('accepts the target with a capital at the start and an ending of up to three letters on its last word', () => {
    expect(containsRendering('Bicicletas dobráveis', 'bicicleta')).toBe(true);
    expect(containsRendering('Des vélos pliants', 'vélo pliant')).toBe(true);
    expect(containsRendering('des Fahrrades', 'Fahrrad')).toBe(true);
  });

  it('refuses a different word, an ending longer than three letters, or the words in another order', () => {
    expect(containsRendering('une bicyclette', 'vélo')).toBe(false);
    expect(containsRendering('Fahrradständer', 'Fahrrad')).toBe(false);
    expect(containsRendering('pliant vélo', 'vélo pliant')).toBe(false);
  });
});

describe('findTerms', () => {
  it('finds the longest terms first and does not count a shorter term inside them', () => {
    expect(findTerms('Folding bike and a bike bell', ['bike', 'folding bike'], { ignoreCase: true })).toEqual(['folding bike', 'bike']);
    expect(findTerms('Folding bike', ['bike', 'folding bike'], { ignoreCase: true })).toEqual(['folding bike']);
  });
});
