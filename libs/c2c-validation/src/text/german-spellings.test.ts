import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { itemLexicon } from '../policy/item-lexicon.ts';
import { slangItemLexicon } from '../policy/slang-item-lexicon.ts';
import { germanSpelled, withGermanSpellings } from './german-spellings.ts';
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

describe('every lexicon entry\'s innocent, context and requires pattern with German spellings', () => {
  /** The strings this library's tests are written in (six languages, written for them): a word list no listing set holds. */
  const written = (() => {
    const texts = new Set<string>();
    const walk = (dir: URL) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(new URL(`${entry.name}/`, dir));
        else if (entry.name.endsWith('.test.ts')) for (const [, text] of readFileSync(new URL(entry.name, dir), 'utf8').matchAll(/'((?:[^'\\\n]|\\.)+)'/g)) texts.add(text!);
      }
    };
    walk(new URL('../', import.meta.url));
    return [...texts];
  })();
  const digraphs: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss' };
  const typedWithout = (text: string) => text.replace(/[äöüÄÖÜß]/g, (c) => digraphs[c]!);

  it('matches what the pattern matched, the same where no two-letter spelling is written, and a German text typed without its umlauts', async () => {
    const dir = new URL('../policy/', import.meta.url);
    const patterns: RegExp[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith('-lexicon.ts'))) {
      for (const value of Object.values(await import(new URL(file, dir).href))) {
        if (!Array.isArray(value)) continue;
        for (const entry of value as { innocent?: unknown; context?: unknown; requires?: unknown }[]) {
          for (const pattern of [entry.innocent, entry.context, entry.requires]) if (pattern instanceof RegExp && germanSpelled(pattern) !== pattern) patterns.push(pattern);
        }
      }
    }
    expect(patterns.length).toBeGreaterThan(100);
    expect(written.length).toBeGreaterThan(5_000);
    // A sample of the plain texts (every pattern reads each): the property is one of the rewriting, not of a text.
    const plain = written.filter((text) => !/[äöüß]|ae|oe|ue|ss/iu.test(text)).slice(0, 800);
    const german = written.filter((text) => /[äöüß]/iu.test(text));
    const wrong: string[] = [];
    for (const pattern of new Set(patterns)) {
      const spelled = germanSpelled(pattern);
      const test = (re: RegExp, text: string) => ((re.lastIndex = 0), re.test(text));
      for (const text of plain) if (test(pattern, text) !== test(spelled, text)) wrong.push(`${pattern.source.slice(0, 60)} differs on ${text}`);
      for (const text of german) {
        if (test(pattern, text) && !test(spelled, text)) wrong.push(`${pattern.source.slice(0, 60)} lost ${text}`);
        if (test(pattern, text) && !test(spelled, typedWithout(text))) wrong.push(`${pattern.source.slice(0, 60)} misses ${typedWithout(text)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('a class with a range or an umlaut, in a lookbehind or under a quantifier, stays one alternative of the same place', () => {
    expect(germanSpelled(/(?<!f[uü]r\s)x/iu).test('fuer x')).toBe(false);
    expect(germanSpelled(/(?<!f[uü]r\s)x/iu).test('vor x')).toBe(true);
    // "zaeh" is "zäh" typed out: three letters as the class counts them; four other letters are not.
    expect(germanSpelled(/^[a-zä]{3}$/iu).test('zaeh')).toBe(true);
    expect(germanSpelled(/^[a-zä]{3}$/iu).test('zach')).toBe(false);
    expect(germanSpelled(/^gr[oö]ße$/iu).test('groesse')).toBe(true);
    expect(germanSpelled(/^gr[oö]ße$/iu).test('grosze')).toBe(false);
  });
});
