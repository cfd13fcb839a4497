import { describe, expect, it } from 'vitest';
import { itemLexicon } from '../policy/item-lexicon.ts';
import { slangItemLexicon } from '../policy/slang-item-lexicon.ts';
import { withGermanSpellings } from './german-spellings.ts';
import { buildTermIndex } from './term-index.ts';

const matches = (term: string, word: string) => new RegExp(`^(?:${withGermanSpellings(term)})$`, 'iu').test(word);

describe('German terms typed without umlauts or sharp s', () => {
  it('lets a class or a letter with an umlaut also take its two-letter spelling', () => {
    expect(matches('abf[uü]llung(?:en)?', 'Abfuellungen')).toBe(true);
    expect(matches('abf[uü]llung(?:en)?', 'Abfüllung')).toBe(true);
    expect(matches('abf[uü]llung(?:en)?', 'Abfullung')).toBe(true);
    expect(matches('gl[äa]ser', 'Glaeser')).toBe(true);
    expect(matches('lik[öo]re?', 'Likoer')).toBe(true);
    expect(matches('wei(?:ß|ss)weine?', 'Weissweine')).toBe(true);
    expect(matches('stra\u00dfe', 'Strasse')).toBe(true);
  });

  it('leaves a term without such a letter, a negated class and an escaped character as they are', () => {
    expect(withGermanSpellings('r[eé]plicas?')).toBe('r[eé]plicas?');
    expect(withGermanSpellings('[^ü]x')).toBe('[^ü]x');
    expect(matches('f[uü]r\\s+x', 'fuer x')).toBe(true);
    expect(matches('abf[uü]llung', 'Abfuxllung')).toBe(false);
  });
});

describe('the term index over the lexicon with German spellings', () => {
  const lexicon = [...itemLexicon, ...slangItemLexicon].map(({ terms }) => terms.map(withGermanSpellings));
  const index = buildTermIndex(lexicon.flatMap((terms, group) => terms.map((term) => ({ term, group }))));
  const patterns = lexicon.map((terms) => new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${terms.join('|')})(?![\p{L}\p{N}])`, 'iu'));

  it('finds the entries the plain patterns find, umlauts typed out or not', () => {
    for (const text of ['Parfuemproben aus dem Flakon', 'Weissweine und Likoere im Keller', 'Schildkroetenpanzer, alt', 'Gefaelschte Uhr', 'Glaeser fuer Wein', 'Abfüllung 5 ml']) {
      const plain = new Set(patterns.flatMap((pattern, group) => (pattern.test(text) ? [group] : [])));
      expect(plain.size, text).toBeGreaterThan(0);
      expect(index.groups(text), text).toEqual(plain);
    }
  });
});
