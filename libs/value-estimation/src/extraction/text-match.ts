import { foldForMatching } from '@circular/runtime';

/**
 * Keyword matching over listing text in any of the supported languages: lower case, accents
 * removed (sellers write "pecas" as often as "peças"), a `+` glued to a word spelt "plus" (so
 * "S21+" reads as a variant) while a free-standing `+` stays a word of its own ("iPhone 12 + capa"
 * is an inclusion), and every run of other characters a single space. The result is padded with
 * spaces so a phrase matches only on word boundaries ("compro" must not match "comprovativo").
 */
export function normaliseText(text: string): string {
  const folded = foldForMatching(text, { plus: 'word' });
  return folded === '' ? ' ' : ` ${folded} `;
}

/** The words of a text after {@link normaliseText}. */
export function words(text: string): string[] {
  const normalised = normaliseText(text).trim();
  return normalised === '' ? [] : normalised.split(' ');
}

export interface PhraseFinderOptions {
  /** Words that cancel a phrase right after them ("sem riscos" is not a scratch). */
  negators?: readonly string[];
}

/**
 * A finder for the first of `phrases` (written naturally, in any case and with accents) that occurs
 * in a text already passed through {@link normaliseText}. Phrases are normalised once, here.
 */
export function phraseFinder(
  phrases: readonly string[],
  { negators = [] }: PhraseFinderOptions = {},
): (normalisedText: string) => string | undefined {
  const needles = phrases.map((phrase) => ({ phrase, needle: normaliseText(phrase) })).filter((p) => p.needle !== ' ');
  const negatorEndings = negators.map((negator) => normaliseText(negator));
  const occursUnnegated = (text: string, needle: string) => {
    for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
      const before = text.slice(0, at + 1);
      if (!negatorEndings.some((ending) => before.endsWith(ending))) return true;
    }
    return false;
  };
  return (normalisedText) => needles.find(({ needle }) => occursUnnegated(normalisedText, needle))?.phrase;
}
