/**
 * Whole-word term matching shared by the glossary and do-not-translate checks. A "word boundary"
 * is any character that is not a letter or digit in any script, so `bike` is found in `bike,` and
 * `(bike)` but not in `bikes` or `e-bike2`.
 */
const edgeBefore = '(?<![\\p{L}\\p{N}])';
const edgeAfter = '(?![\\p{L}\\p{N}])';

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Inner whitespace of a term matches any run of whitespace: a line may break inside it. */
function termPattern(term: string): string {
  return term.trim().split(/\s+/u).map(escape).join('\\s+');
}

/** Whether `term` occurs in `text` as whole words; `ignoreCase` folds letter case only. */
export function containsTerm(text: string, term: string, { ignoreCase }: { ignoreCase: boolean }): boolean {
  return new RegExp(`${edgeBefore}${termPattern(term)}${edgeAfter}`, ignoreCase ? 'iu' : 'u').test(text);
}

/**
 * Whether `text` renders a glossary target: its words in order, ignoring case (a capital at the
 * start of a sentence, German nouns), each word allowed an inflectional ending of up to three
 * letters, as agreement needs (`vélo pliant` → `vélos pliants`, `Fahrrad` → `Fahrrades`).
 */
export function containsRendering(text: string, target: string): boolean {
  const words = target.trim().split(/\s+/u).map((word) => `${escape(word)}\\p{L}{0,3}`);
  return new RegExp(`${edgeBefore}${words.join('\\s+')}${edgeAfter}`, 'iu').test(text);
}

/**
 * The terms of `terms` found in `text` as whole words, longest first, each found occurrence masked
 * so a shorter term inside a longer one (`bike` in `folding bike`) is not counted again.
 */
export function findTerms(text: string, terms: readonly string[], { ignoreCase }: { ignoreCase: boolean }): string[] {
  const found: string[] = [];
  let rest = text;
  for (const term of [...terms].sort((a, b) => b.length - a.length)) {
    const pattern = new RegExp(`${edgeBefore}${termPattern(term)}${edgeAfter}`, ignoreCase ? 'giu' : 'gu');
    if (!pattern.test(rest)) continue;
    found.push(term);
    rest = rest.replace(pattern, (match) => ' '.repeat(match.length));
  }
  return found;
}
