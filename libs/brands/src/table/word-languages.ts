import { productWords } from '../matching/reading-words.ts';
import { productNouns } from './product-nouns.ts';
import { wordLanguagesText } from './word-languages.data.ts';

/** Our languages, as the dictionaries behind `word-languages.data.ts` name them. */
export type WordLanguage = 'pt' | 'es' | 'fr' | 'en' | 'it' | 'de';

let languagesByWord: ReadonlyMap<string, readonly WordLanguage[]> | undefined;

/**
 * The languages of ours whose dictionary has the word (a key: lower case, no accents) as an ordinary word, from
 * `word-languages.data.ts` (parsed on first use); empty for a word of none of them, or one the data does not list.
 */
export function languagesOfWord(word: string): readonly WordLanguage[] {
  if (!languagesByWord) {
    const parsed = new Map<string, WordLanguage[]>();
    for (const line of wordLanguagesText.split('\n')) {
      if (line.trim() === '') continue;
      const [languages = '', words = ''] = line.split('|').map((part) => part.trim());
      const list = languages === '-' ? [] : (languages.split(/\s+/) as WordLanguage[]);
      for (const written of words.split(/\s+/)) parsed.set(written, list);
    }
    languagesByWord = parsed;
  }
  return languagesByWord.get(word) ?? [];
}

/** Whether `word-languages.data.ts` was written for the word (listed with its languages, or under `-` as in none). */
export function hasLanguagesData(word: string): boolean {
  languagesOfWord(word);
  return languagesByWord!.has(word);
}

/** The words of goods the data lists the languages of: every product noun and product word (the generator's input). */
export function goodsWordsForLanguages(): string[] {
  return [...new Set([...productNouns().keys(), ...productWords])];
}
