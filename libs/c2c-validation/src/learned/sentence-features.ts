import { foldText } from '../text/fold-text.ts';

/**
 * The pieces of a listing text the learned scorer reads, and the hashed features of each: what the
 * trainer (tools/bench/src/listing/training) and the scorer share, so a model is read as it was
 * trained.
 */

/** A sentence (or a window of a long one) with its place in the seller's text. */
export interface TextUnit {
  start: number;
  end: number;
}

/** A sentence longer than this is read in windows of this size that overlap by half. */
const maxUnitLength = 200;

/** Sentences: broken after `.`, `!`, `?`, `;` or a line break followed by white space, so dots inside addresses stay. */
export function textUnits(text: string): TextUnit[] {
  const units: TextUnit[] = [];
  const push = (start: number, end: number) => {
    while (start < end && /\s/.test(text[start]!)) start++;
    while (end > start && /\s/.test(text[end - 1]!)) end--;
    if (end - start < 3) return;
    if (end - start <= maxUnitLength) {
      units.push({ start, end });
      return;
    }
    for (let at = start; at < end; at += maxUnitLength / 2) {
      units.push({ start: at, end: Math.min(end, at + maxUnitLength) });
      if (at + maxUnitLength >= end) break;
    }
  };
  const breaks = /[.!?;]+(?=\s)|\n+/g;
  let start = 0;
  for (let m = breaks.exec(text); m; m = breaks.exec(text)) {
    push(start, m.index + m[0].length);
    start = m.index + m[0].length;
  }
  push(start, text.length);
  return units;
}

/** log2 of the hashed feature space. */
export const featureBits = 18;
const mask = (1 << featureBits) - 1;

/**
 * The text as the model reads it: folded like the rules read it (look-alikes, invisible and spelt-out
 * characters undone), lower-case, accents dropped, every digit a `0` and white space single.
 */
export function normaliseForFeatures(text: string): string {
  return normalFolded(foldText(text).folded);
}

const normalFolded = (folded: string) =>
  folded
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\p{N}/gu, '0')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A word's shape, the same in every language: each run of capitals, small letters or digits written once (`A`, `a`, `0`), or
 * twice when longer than one, other characters kept (`Whats4pp` → `Aaa0aa`, `912-345` → `00-00`).
 */
export function wordShape(word: string): string {
  let shape = '';
  let last = '';
  let run = 0;
  // An ASCII word is its own decomposition, with no mark to drop; a character repeated has the kind of the one before it.
  let previousChar = '';
  let previousKind = '';
  for (const char of isAscii(word) ? word : word.normalize('NFD').replace(/\p{M}+/gu, '')) {
    const kind = char === previousChar ? previousKind : charKind(char);
    previousChar = char;
    previousKind = kind;
    run = kind === last ? run + 1 : 1;
    last = kind;
    if (run <= 2) shape += kind;
  }
  return shape;
}

function isAscii(word: string): boolean {
  for (let i = 0; i < word.length; i++) if (word.charCodeAt(i) > 0x7f) return false;
  return true;
}

/**
 * A character's kind in a word's shape: `A` for a capital, `a` for another letter, `0` for a digit (of any script), any other
 * character itself. ASCII ones by their code (the only ASCII capitals, letters and digits are A–Z, a–z and 0–9), the rest by Unicode.
 */
export function charKind(char: string): string {
  const code = char.charCodeAt(0);
  if (char.length === 1 && code < 0x80) return code >= 0x41 && code <= 0x5a ? 'A' : code >= 0x61 && code <= 0x7a ? 'a' : code >= 0x30 && code <= 0x39 ? '0' : char;
  return /\p{Lu}/u.test(char) ? 'A' : /\p{L}/u.test(char) ? 'a' : /\p{N}/u.test(char) ? '0' : char;
}

/**
 * The digit runs of a normalised text read as one number where only short gaps part them: their lengths, joined
 * (`00 000 00 00` → `2-3-2-2`); and how many digits that number has in all.
 */
export function digitRunShapes(normal: string): string[] {
  return (normal.match(/0+(?:[^\p{L}0]{1,3}0+)*/gu) ?? []).flatMap((number) => {
    const runs = number.match(/0+/g)!.map((run) => Math.min(run.length, 12));
    return [`d:${runs.join('-')}`, `n:${Math.min(runs.reduce((a, b) => a + b, 0), 16)}`];
  });
}

/**
 * The hashed features of a unit's text (FNV-1a, 32 bits, folded into `featureBits`): character 3-, 4- and 5-grams of the
 * normalised text with a space at each end, its words and word pairs, and cues beyond words: each word's shape and pairs
 * of shapes (from the folded text, case kept), and the shapes of its digit runs. Repeated features are kept once. A caller
 * that has folded the text already (the rules fold each field once) passes its `foldText(text).folded`.
 */
export function unitFeatures(text: string, folded = foldText(text).folded): Uint32Array {
  const normal = ` ${normalFolded(folded)} `;
  // A generation stamp per feature instead of a set: no allocation per unit but the result.
  if (++generation === 0xffffffff) {
    stamps.fill(0);
    generation = 1;
  }
  let count = 0;
  const add = (f: number) => {
    if (stamps[f] === generation) return;
    stamps[f] = generation;
    if (count === buffer.length) buffer = Uint32Array.from({ length: buffer.length * 2 }, (_, i) => buffer[i] ?? 0);
    buffer[count++] = f;
  };
  for (let i = 0; i + 3 <= normal.length; i++) {
    let h = 0x811c9dc5;
    for (let k = 0; k < 5 && i + k < normal.length; k++) {
      h = Math.imul(h ^ normal.charCodeAt(i + k), 0x01000193);
      if (k >= 2) add((Math.imul(h ^ (k + 1), 0x01000193) >>> 0) & mask);
    }
  }
  // Each word and pair hashed as the string `w:word` and `b:previous word` would be, without building those strings: FNV-1a reads a
  // string's characters in turn, so the hash of a prefix is carried on through the rest.
  const words = normal.match(/[\p{L}0]+/gu) ?? [];
  let previous = '^';
  for (const word of [...words, '$']) {
    add(wordHashEnd(hashOn(wordPrefix, word)));
    add(wordHashEnd(hashOn(hashOn(hashOn(pairPrefix, previous), ' '), word)));
    previous = word;
  }
  let previousShape = '^';
  for (const word of folded.split(/\s+/).filter(Boolean)) {
    const shape = wordShape(word);
    add(wordHashEnd(hashOn(shapePrefix, shape)));
    add(wordHashEnd(hashOn(hashOn(hashOn(shapePairPrefix, previousShape), ' '), shape)));
    previousShape = shape;
  }
  for (const shape of digitRunShapes(normal)) add(wordHash(shape));
  return buffer.slice(0, count);
}

const stamps = new Uint32Array(1 << featureBits);
let generation = 0;
let buffer = new Uint32Array(2048);

function wordHash(s: string): number {
  return wordHashEnd(hashOn(0x811c9dc5, s));
}

/** FNV-1a's state carried on through the characters of `s`. */
function hashOn(h: number, s: string): number {
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h;
}

/** A hash's state as a feature. */
const wordHashEnd = (h: number) => (h >>> 0) & mask;

/** The states after each kind's prefix: a word (`w:`), a pair of words (`b:`), a shape (`s:`) and a pair of shapes (`t:`). */
const wordPrefix = hashOn(0x811c9dc5, 'w:');
const pairPrefix = hashOn(0x811c9dc5, 'b:');
const shapePrefix = hashOn(0x811c9dc5, 's:');
const shapePairPrefix = hashOn(0x811c9dc5, 't:');
