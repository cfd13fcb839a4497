import { mayMatch } from './term-index.ts';

/**
 * `text.matchAll(pattern)` without its copy of the pattern: `String.prototype.matchAll` builds a new RegExp from the pattern on
 * every call (some hundreds of nanoseconds, most of a rule's time on a short listing, where each rule tries a dozen patterns);
 * this reads the same matches with the pattern itself. Identical results: it starts where the pattern's `lastIndex` says (as the
 * copy would), steps past an empty match by one code point under the `u` or `v` flag (by one unit otherwise), and leaves the
 * pattern's `lastIndex` as it found it between matches, so the loop's body may use the same pattern. Lazy, as `matchAll` is: a loop
 * that stops early reads no further. Throws, as `matchAll` does, for a pattern without the `g` flag.
 */
export function matchesOf(text: string, pattern: RegExp): IterableIterator<RegExpExecArray> {
  if (!pattern.global) throw new TypeError(`matchesOf needs a global pattern: /${pattern.source}/${pattern.flags}`);
  // A pattern none of whose required literals the text holds has no match in it (`mayMatch` in `term-index.ts`): it is not run.
  if (!mayMatch(pattern, text)) return noMatches();
  return new Matches(pattern, text);
}

class Matches implements IterableIterator<RegExpExecArray> {
  readonly #pattern: RegExp;
  readonly #text: string;
  readonly #lastIndex: number;
  #at: number;
  #done = false;

  constructor(pattern: RegExp, text: string) {
    this.#pattern = pattern;
    this.#text = text;
    this.#lastIndex = pattern.lastIndex;
    this.#at = pattern.lastIndex;
  }

  [Symbol.iterator](): IterableIterator<RegExpExecArray> {
    return this;
  }

  next(): IteratorResult<RegExpExecArray, undefined> {
    if (this.#done) return { done: true, value: undefined };
    const pattern = this.#pattern;
    pattern.lastIndex = this.#at;
    const match = pattern.exec(this.#text);
    const next = pattern.lastIndex;
    pattern.lastIndex = this.#lastIndex;
    if (match === null) {
      this.#done = true;
      return { done: true, value: undefined };
    }
    this.#at = match[0] === '' ? advance(this.#text, next, pattern.unicode || pattern.unicodeSets) : next;
    return { done: false, value: match };
  }
}

/** ECMAScript's AdvanceStringIndex: one code point on from `index` (a surrogate pair is one), or one unit where the pattern reads units. */
function advance(text: string, index: number, unicode: boolean): number {
  if (!unicode || index + 1 >= text.length) return index + 1;
  const first = text.charCodeAt(index);
  if (first < 0xd800 || first > 0xdbff) return index + 1;
  const second = text.charCodeAt(index + 1);
  return second >= 0xdc00 && second <= 0xdfff ? index + 2 : index + 1;
}

function* noMatches(): IterableIterator<RegExpExecArray> {}
