import { conceptStems } from './concept-stems.data.ts';

/**
 * Cross-lingual features for the learned scorer: the concepts of `concept-stems.data.ts` a text names, so that what the
 * labelled listings of one language teach (a blade's length, a tester "not for sale") is read in another's words. Measured
 * by the trainer's cross-validation across the sets' writers (`train-listing-scorer.ts`): most of the gain is in the
 * languages with the fewest labelled listings.
 */

interface ConceptIndex {
  /** Whole words (`$` stems) to the concepts they name. */
  exact: Map<string, number[]>;
  /** Word beginnings to the concepts they name, and the lengths there are, shortest first. */
  prefix: Map<string, number[]>;
  prefixLengths: number[];
  /** Phrases by their first word: the phrase with a space before it, and its concept. */
  phrases: Map<string, { phrase: string; concept: number }[]>;
}

export const conceptNames: readonly string[] = Object.keys(conceptStems);

/** Lower-case, accents dropped, and every character that is not a letter, digit or one of `-+%:` a space (digits kept: `9mm`, `co2`). */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9%+:-]+/g, ' ');

let index: ConceptIndex | undefined;
function conceptIndex(): ConceptIndex {
  if (index) return index;
  const built: ConceptIndex = { exact: new Map(), prefix: new Map(), prefixLengths: [], phrases: new Map() };
  const add = (map: Map<string, number[]>, key: string, concept: number) => {
    const concepts = map.get(key) ?? [];
    if (!concepts.includes(concept)) concepts.push(concept);
    map.set(key, concepts);
  };
  conceptNames.forEach((name, concept) => {
    for (const stem of conceptStems[name]!) {
      const whole = stem.endsWith('$');
      const words = plain(whole ? stem.slice(0, -1) : stem).trim();
      if (!words) continue;
      if (words.includes(' ')) {
        const first = words.slice(0, words.indexOf(' '));
        built.phrases.set(first, [...(built.phrases.get(first) ?? []), { phrase: ` ${words}`, concept }]);
      } else add(whole ? built.exact : built.prefix, words, concept);
    }
  });
  built.prefixLengths = [...new Set([...built.prefix.keys()].map((stem) => stem.length))].sort((a, b) => a - b);
  return (index = built);
}

/** The concepts a text names (indexes into `conceptNames`), each once, in the order first named. */
export function conceptsOf(text: string): number[] {
  const { exact, prefix, prefixLengths, phrases } = conceptIndex();
  const padded = ` ${plain(text)} `;
  const found = new Set<number>();
  const note = (concepts: readonly number[] | undefined) => concepts?.forEach((concept) => found.add(concept));
  // Each word once, where it starts in the padded text (one space before it).
  for (let at = padded.indexOf(' ') + 1; at < padded.length; ) {
    const end = padded.indexOf(' ', at);
    if (end > at) {
      const word = padded.slice(at, end);
      note(exact.get(word));
      for (const length of prefixLengths) {
        if (length > word.length) break;
        note(prefix.get(word.slice(0, length)));
      }
      for (const { phrase, concept } of phrases.get(word) ?? []) if (padded.startsWith(phrase, at - 1)) found.add(concept);
    }
    at = end + 1;
  }
  return [...found];
}

/**
 * The concept features of a listing's texts, as keys to hash: each concept named (`c:`), each named in the title when
 * `titled` (`texts[0]` is the title: `ct:`), and each pair of concepts named (`cp:`, in the order of `conceptNames`).
 */
export function conceptKeys(texts: readonly string[], titled: boolean): string[] {
  const all = new Set<number>();
  const inTitle = titled && texts.length > 0 ? conceptsOf(texts[0]!) : [];
  for (const text of texts) for (const concept of conceptsOf(text)) all.add(concept);
  const named = [...all].sort((a, b) => a - b).map((concept) => conceptNames[concept]!);
  const keys = named.map((name) => `c:${name}`);
  for (const concept of [...inTitle].sort((a, b) => a - b)) keys.push(`ct:${conceptNames[concept]}`);
  for (let i = 0; i < named.length; i++) for (let j = i + 1; j < named.length; j++) keys.push(`cp:${named[i]}|${named[j]}`);
  return keys;
}
