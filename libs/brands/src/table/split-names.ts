import { splitNamesText } from './split-names.data.ts';

let phrases: ReadonlySet<string> | undefined;

/**
 * Whether a word for "of" and the word written after it are a phrase of one of our languages that joins into a brand's one-word
 * name or alias (`split-names.data.ts`, parsed on first use): "de bolsillo" (Spanish "pocket") is no Debolsillo, while "de walt",
 * whose second word is no word of a language that has "de", is DeWalt written apart. Both words as keys read them.
 */
export function isSplitNamePhrase(functionWord: string, word: string): boolean {
  phrases ??= new Set(
    splitNamesText
      .split('\n')
      .flatMap((line) => (line.split('|')[1] ?? '').trim().split(/\s+/))
      .filter((phrase) => phrase.length > 0),
  );
  return phrases.has(`${functionWord}+${word}`);
}
