import { describe, expect, it } from 'vitest';
import { matchesOf } from './matches.ts';

/** Each match as matchAll gives it: the text, where, and the groups. */
const read = (matches: Iterable<RegExpExecArray>) => [...matches].map((m) => ({ text: m[0], index: m.index, groups: [...m].slice(1), named: m.groups }));

describe('matchesOf, the matches of a global pattern', () => {
  const cases: [string, RegExp][] = [
    ['Ligue 912 345 678 ou 913 000 111', /\d{3}/g],
    ['ana@mail.pt, rui@mail.pt', /(?<user>\w+)@(\w+)\.pt/gu],
    ['abc', /x*/g],
    // Empty matches between the halves of a surrogate pair: one code point on under `u`, one unit without it.
    ['a😀b😀', /(?:)/gu],
    ['a😀b😀', /(?:)/g],
    ['a😀b😀', /(?:)/gv],
    ['ÉCRIS-MOI sur Insta', /(?<![\p{L}])insta(?![\p{L}])/giu],
    ['aaa', /a/gy],
    ['', /a*/g],
  ];

  it.each(cases)('reads in %j what matchAll reads with %s', (text, pattern) => {
    expect(read(matchesOf(text, pattern))).toEqual(read(text.matchAll(pattern)));
  });

  it('starts at the pattern’s lastIndex, as matchAll’s copy does, and leaves it as it was', () => {
    const pattern = /\d/g;
    pattern.lastIndex = 3;
    const expected = read('1 2 3 4'.matchAll(pattern));
    expect(read(matchesOf('1 2 3 4', pattern))).toEqual(expected);
    expect(expected.map((m) => m.text)).toEqual(['3', '4']);
    expect(pattern.lastIndex).toBe(3);
  });

  it('lets the loop use the same pattern between matches', () => {
    const pattern = /\w+/g;
    const seen: string[] = [];
    for (const match of matchesOf('um dois três', pattern)) {
      seen.push(match[0]);
      // The body matching with the pattern itself moves its lastIndex; the next match is still the next word.
      pattern.exec('xxxxxxxxxxxxxxxxx');
    }
    expect(seen).toEqual([...'um dois três'.matchAll(/\w+/g)].map((m) => m[0]));
    expect(seen).toHaveLength(4);
  });

  it('reads no further than the loop asks', () => {
    let reads = 0;
    const pattern = /a/g;
    const exec = pattern.exec.bind(pattern);
    pattern.exec = (text: string) => ((reads += 1), exec(text));
    for (const match of matchesOf('aaaaaaaa', pattern)) if (match.index === 1) break;
    expect(reads).toBe(2);
  });

  it('refuses a pattern without the g flag, as matchAll does', () => {
    expect(() => 'a'.matchAll(/a/)).toThrow(TypeError);
    expect(() => matchesOf('a', /a/)).toThrow(TypeError);
  });
});
