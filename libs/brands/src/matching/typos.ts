import { editDistance, substitutionDistance } from './edit-distance.ts';

// How far a written key may be from a brand's and still be read as it: the bound by length, the slips sellers make
// (a neighbouring key, another vowel, two letters swapped, a letter doubled) and the look-alike spellings that are never slips.

/** Edits a key of this length may be away from a brand and still be read as it: none for short names. */
export function fuzzyBound(length: number): number {
  if (length < 5) return 0;
  if (length < 8) return 1;
  return 2;
}

/**
 * A one-letter addition at the end that does not double the last letter makes another word, not a
 * typo: "Nokian" (tyres) is not Nokia, "Sonys" may be Sony.
 */
export function isOtherWord(key: string, brand: string): boolean {
  // From eight letters a letter more at the end is a slip ("Playmobile"), not another name.
  if (key.length === brand.length + 1 && key.startsWith(brand) && brand.length < 8) return key.at(-1) !== brand.at(-1) && key.at(-1) !== 's';
  return false;
}

/** Whether one word is a typo of another within the bounds the fuzzy match gives a one-word name. */
export function isTypoOf(token: string, word: string): boolean {
  // A letter dropped from a word of five letters or more ("Raph" for Ralph) is the one slip a name of that length allows, though
  // what is left is under five letters (the other words of the name, written right, say which name it is).
  const dropped = token.length === word.length - 1 && fuzzyBound(word.length) > 0;
  const bound = dropped ? 1 : fuzzyBound(Math.min(token.length, word.length));
  if (bound === 0 || typoDistance(token, word, bound) === Infinity) return false;
  return token.length !== word.length || token.length >= 7 || plausibleSubstitutions(token, word);
}

/** The edits from a written key to a brand's that are a seller's slips (no look-alike substitution), or `Infinity` past `bound`. */
export function typoDistance(written: string, brand: string, bound: number): number {
  return written.length === brand.length ? substitutionDistance(written, brand, bound, lookalikeSubstitution) : editDistance(written, brand, bound, lookalikeSubstitution);
}

/** Whether a key is the name's key with letters changed in place, one of them a look-alike's change ("panasonec", "s3nnheiser"). */
export function isLookalikeOf(key: string, name: string): boolean {
  return substitutionDistance(key, name, 2) !== Infinity && substitutionDistance(key, name, 2, lookalikeSubstitution) === Infinity;
}

/**
 * A counterfeit-style look-alike, not a seller's slip (the policy in the README): a letter written as a digit ("R0lex",
 * "Gucc1", written to pass a filter), or a vowel standing alone between consonants changed for another vowel that is no
 * neighbouring key ("Nintando", "Versaci", "Adidos": the name sounds different, as a knock-off's label does). A vowel inside a
 * pair of vowels may change ("Calvin Klain", "Sennhaiser": a diphthong spelt as heard), and the slips of typing stay
 * typos (a transposition, a doubled or dropped letter, a neighbouring key: "Smasung", "Nintedo", "Samsing").
 */
function lookalikeSubstitution(written: string, i: number, brand: string, j: number): number {
  const x = written[i]!;
  const y = brand[j]!;
  if ((/\d/.test(x) && !/\d/.test(y)) || glyphLookalikes.has(x + y)) return Infinity;
  const lone = (word: string, k: number) => !pureVowels.includes(word[k - 1] ?? '-') && !pureVowels.includes(word[k + 1] ?? '-');
  if (pureVowels.includes(x) && pureVowels.includes(y) && lone(written, i) && lone(brand, j) && !neighbours[x]!.includes(y) && !neighbours[y]!.includes(x)) return Infinity;
  return 1;
}

/** Letters drawn alike, no neighbouring keys: a "b" for a "d" ("Abidas"), a "q" for a "g" ("Samsunq") is a knock-off's spelling. */
const glyphLookalikes = new Set(['bd', 'db', 'pq', 'qp', 'gq', 'qg']);

/** Vowels that are never consonants ("y" is both, and a "y" for an "i" is a spelling, "Givenchi"). */
const pureVowels = 'aeiou';

/** Letters next to each other on QWERTY and AZERTY keyboards, and letters that sound alike in our languages. */
const neighbours: Record<string, string> = {
  q: 'wasz', w: 'qeasdzx', e: 'wrsdf', r: 'etdfg', t: 'ryfgh', y: 'tughi', u: 'yihjk', i: 'uojkly', o: 'iplk', p: 'olm',
  a: 'qwszx', s: 'awedxzcq', d: 'serfcx', f: 'drtgvc', g: 'ftyhbv', h: 'gyujnb', j: 'huikmn', k: 'jiolmcq', l: 'kopmi', m: 'njklp',
  z: 'asxe', x: 'zsdc', c: 'xdfvksq', v: 'cfgbw', b: 'vghn', n: 'bhjm',
};

const vowels = 'aeiouy';

/** Whether each letter where two keys of one length differ (transposed pairs aside) is a neighbouring key, another vowel or a like-sounding letter. */
export function plausibleSubstitutions(a: string, b: string): boolean {
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    // A transposition ("smasung") swaps two letters, each still in the word.
    if (a[i] === b[i + 1] && a[i + 1] === b[i]) {
      i += 1;
      continue;
    }
    const x = a[i]!;
    const y = b[i]!;
    if (!(neighbours[x]?.includes(y) || neighbours[y]?.includes(x) || (vowels.includes(x) && vowels.includes(y)) || /\d/.test(x + y))) return false;
  }
  return true;
}

/** The letters a key uses, one bit each (digits and other letters share bits: a collision only weakens the bound). */
export function letterMask(key: string): number {
  let mask = 0;
  for (let i = 0; i < key.length; i++) mask |= 1 << (key.charCodeAt(i) % 31);
  return mask;
}

export function bitCount(n: number): number {
  let count = 0;
  for (let v = n >>> 0; v !== 0; v &= v - 1) count += 1;
  return count;
}

export function collapseDoubles(key: string): string {
  return key.replace(/(.)\1+/g, '$1');
}

/** One letter more or less that only doubles or undoubles its neighbour: "chico"/"chicco", "cannon"/"canon". */
export function isDoubling(a: string, b: string): boolean {
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (long.length !== short.length + 1) return false;
  for (let i = 0; i < long.length; i++) {
    if (long.slice(0, i) + long.slice(i + 1) === short) return (i > 0 && long[i - 1] === long[i]) || long[i + 1] === long[i];
  }
  return false;
}
