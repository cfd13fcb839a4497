export interface FoldOptions {
  /**
   * What a `+` is. `'separator'` (the default): punctuation like any other. `'word'`: a `+` glued
   * to a word is spelt "plus" ("S21+" is a variant) and a free-standing `+` stays a word of its
   * own ("iPhone 12 + capa" is an inclusion).
   */
  plus?: 'separator' | 'word';
}

/**
 * Text folded for keyword matching in any supported language: compatibility-decomposed (NFKD, so
 * "ﬁ" and full-width digits read as plain letters), accents removed (sellers write "pecas" as
 * often as "peças"), lower case, every run of other characters one space, trimmed. The chat and
 * value estimation build their matching on it.
 */
export function foldForMatching(text: string, { plus = 'separator' }: FoldOptions = {}): string {
  const folded = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  if (plus === 'separator') return folded.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  return folded
    .replace(/(?<=[\p{L}\p{N}])\+/gu, ' plus ')
    .replace(/[^\p{L}\p{N}+]+/gu, ' ')
    .trim();
}
