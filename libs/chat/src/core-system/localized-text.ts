import { languageOf, normalizeLocale } from '@circular/runtime';
import type { LocalizedText } from './types.ts';

/**
 * The text in the reply's language: the exact tag (`pt-PT`), else one of the same language (`pt`,
 * `pt-BR` → `pt-PT`), else English, which the systems always send.
 */
export function localize(text: LocalizedText, language: string): string {
  const wanted = normalizeLocale(language) ?? 'en';
  const exact = text[wanted];
  if (exact !== undefined) return exact;
  const sameLanguage = Object.keys(text).find((tag) => languageOf(tag) === languageOf(wanted));
  return sameLanguage === undefined ? text.en : text[sameLanguage]!;
}
