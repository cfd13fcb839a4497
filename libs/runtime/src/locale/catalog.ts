import { fillSlots } from '../prompt/fill-slots.ts';
import { languageOf } from './normalize-locale.ts';

/** Languages every human-readable text of the service is written in (docs/ARCHITECTURE.md §2). */
export const supportedLanguages = ['pt-PT', 'en', 'es', 'fr'] as const;
export type SupportedLanguage = (typeof supportedLanguages)[number];

export type Messages<Key extends string> = Record<Key, string>;

/**
 * A message catalogue: each library declares its texts once per supported language and gets a
 * `t(locale, key, params)` that picks the closest language (`pt-BR` → `pt-PT`, `de` → `en`).
 * `{name}` placeholders are filled from `params`.
 */
export function createCatalog<Key extends string>(messages: Record<SupportedLanguage, Messages<Key>>) {
  return function t(locale: string, key: Key, params: Record<string, string | number> = {}): string {
    return fillSlots(messages[closestLanguage(locale)][key], params);
  };
}

/** The supported language to answer in for a normalised locale; English when none is close. */
export function closestLanguage(locale: string): SupportedLanguage {
  const exact = supportedLanguages.find((language) => language.toLowerCase() === locale.toLowerCase());
  if (exact) return exact;
  const language = languageOf(locale);
  return supportedLanguages.find((candidate) => languageOf(candidate) === language) ?? 'en';
}
