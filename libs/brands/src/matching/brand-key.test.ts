import { describe, expect, it } from 'vitest';
import { brandKey, brandTokens, otherConjunctionKeys } from './brand-key.ts';

describe('brandTokens', () => {
  it('reads a plain word as its lower-case self', () => {
    expect(brandTokens('Renault')).toEqual(['renault']);
    expect(brandTokens('RTX3080')).toEqual(['rtx3080']);
  });

  it('folds accents, reads & as "and" and splits at every other separator', () => {
    expect(brandTokens('Citroën')).toEqual(['citroen']);
    expect(brandTokens('Pull&Bear')).toEqual(['pull', 'and', 'bear']);
    expect(brandTokens('Hi-Fi Lab™')).toEqual(['hi', 'fi', 'lab']);
  });

  it('gives nothing for a string without letters or digits', () => {
    expect(brandTokens('')).toEqual([]);
    expect(brandTokens(' - ')).toEqual([]);
  });
});

describe('brandKey', () => {
  it('drops legal forms from the end, dotted ones included', () => {
    expect(brandKey('Acme S.p.A.')).toBe('acme');
    expect(brandKey('ACME Electronics Co., Ltd.')).toBe('acme');
  });
});

describe('otherConjunctionKeys', () => {
  it('spells a name joined by "and" with the word of each other language', () => {
    expect(otherConjunctionKeys(brandTokens('Tom y Jerry'))).toEqual(['tomandjerry', 'tomejerry', 'tometjerry', 'tomundjerry']);
    expect(otherConjunctionKeys(brandTokens('Salt & Pepper Ltd'))).toEqual(['saltypepper', 'saltepepper', 'saltetpepper', 'saltundpepper']);
  });

  it('gives none where "and" does not stand between two words', () => {
    expect(otherConjunctionKeys(brandTokens('Y-3'))).toEqual([]);
    expect(otherConjunctionKeys(brandTokens('Marc O Polo'))).toEqual([]);
    expect(otherConjunctionKeys(brandTokens('D&G'))).toEqual([]);
  });
});
