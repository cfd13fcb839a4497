import { finding, type Finding } from './finding.ts';
import { matchesOf } from '../text/matches.ts';

const repeated = /([^\s\d])\1{4,}|([!?.*$€])\2{3,}/gu;
const hashtags = /#[\p{L}\p{N}_]+/gu;

/**
 * Spam: shouting (most letters in capitals over a long stretch), a character repeated five times or
 * more ("!!!!!", "baratooooo"), and keyword stuffing (a word repeated again and again, hashtag walls).
 */
export function findSpam(text: string): Finding[] {
  const found: Finding[] = [];
  const letters = text.match(/\p{L}/gu) ?? [];
  const upper = text.match(/\p{Lu}/gu) ?? [];
  const longWordsUpper = (text.match(/\b\p{Lu}{4,}\b/gu) ?? []).length;
  if (letters.length >= 20 && upper.length / letters.length > 0.7 && longWordsUpper >= 3) found.push(finding('spam', 'spam', text, 0, text.length));
  for (const match of matchesOf(text, repeated)) {
    // "S/N 7QK4xxxxx", "IMEI 86xxxxxxxx", "****5521": a mask glued to a code's digits hides part of it, no shouting.
    if (/^[xX*•#]+$/u.test(match[0]) && (/\d[\p{L}\d-]*$/u.test(text.slice(Math.max(0, match.index - 12), match.index)) || /^\d/u.test(text.slice(match.index + match[0].length)))) continue;
    found.push(finding('spam', 'spam', text, match.index, match.index + match[0].length));
  }
  const tags = [...matchesOf(text, hashtags)];
  if (tags.length >= 6) found.push(finding('spam', 'spam', text, tags[0]!.index, tags.at(-1)!.index + tags.at(-1)![0].length));
  const counts = new Map<string, { count: number; first: number; last: number }>();
  for (const match of matchesOf(text, /\p{L}{4,}/gu)) {
    const word = match[0].toLowerCase();
    const seen = counts.get(word) ?? { count: 0, first: match.index, last: match.index + word.length };
    counts.set(word, { count: seen.count + 1, first: seen.first, last: match.index + word.length });
  }
  const words = (text.match(/\p{L}+/gu) ?? []).length;
  for (const [, { count, first, last }] of counts) {
    if (count >= 5 && count / words > 0.15) found.push(finding('spam', 'spam', text, first, last));
  }
  return dropContained(found);
}

function dropContained(found: Finding[]): Finding[] {
  return found.filter((f, i) => !found.some((other, j) => j !== i && other.start <= f.start && f.end <= other.end && (other.end - other.start > f.end - f.start || j < i)));
}
