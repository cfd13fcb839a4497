import { matchesOf } from './matches.ts';

/**
 * The part of a sentence (or a line) on one side of a position, read within `reach` characters: rules judge a name by the words
 * around it, and a long text with no full stop or line break must not make each name read all of it.
 */
const sentenceEnd = /[.!?\n]/u;
const sentenceEnds = new RegExp(sentenceEnd.source, 'gu');

/** Whether a UTF-16 unit ends a sentence (`sentenceEnd`: a full stop, a mark or a line break). */
const endsSentence = (unit: number) => unit === 0x2e || unit === 0x21 || unit === 0x3f || unit === 0x0a;

/**
 * The sentence before `start`, back to a full stop, a mark or a line break, at most `reach` characters of it. Read back from `start`
 * unit by unit: the window is not split whole (rules ask it at every name they find, and a wall of names asks it thousands of times).
 */
export function sentenceBefore(text: string, start: number, reach: number): string {
  const from = Math.max(0, start - reach);
  let k = start;
  while (k > from && !endsSentence(text.charCodeAt(k - 1))) k -= 1;
  return text.slice(k, start);
}

/** The sentence after `end`, up to a full stop, a mark or a line break, at most `reach` characters of it. */
export function sentenceAfter(text: string, end: number, reach: number): string {
  const to = Math.min(text.length, end + reach);
  let k = end;
  while (k < to && !endsSentence(text.charCodeAt(k))) k += 1;
  return text.slice(end, k);
}

/** The sentence holding `start`…`end`: back and on to a full stop, a mark or a line break, `reach` characters each side at most; `start` is where it begins. */
export function sentenceAround(text: string, start: number, end: number, reach: number): { start: number; text: string } {
  const before = sentenceBefore(text, start, reach);
  const from = start - before.length;
  return { start: from, text: `${before}${text.slice(start, end)}${sentenceAfter(text, end, reach)}` };
}

/** The line before `start`, at most `reach` characters of it. */
export function lineBefore(text: string, start: number, reach: number): string {
  return text.slice(Math.max(0, start - reach), start).split('\n').at(-1)!;
}

/** The line after `end`, at most `reach` characters of it. */
export function lineAfter(text: string, end: number, reach: number): string {
  return text.slice(end, end + reach).split('\n')[0]!;
}

/** Where a text's first sentence ends: at its first full stop, mark or line break, or at the text's end. */
export function firstSentenceEnd(text: string): number {
  const stop = text.search(sentenceEnd);
  return stop < 0 ? text.length : stop;
}

/** A text's sentences, split at each full stop, mark or line break, as spans (the stop in none of them; empty ones left out). */
export function sentenceSpans(text: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  let start = 0;
  for (const stop of [...matchesOf(text, sentenceEnds), { index: text.length }]) {
    if (stop.index > start) spans.push({ start, end: stop.index });
    start = stop.index + 1;
  }
  return spans;
}
