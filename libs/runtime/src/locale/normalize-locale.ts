import { RecentlyUsed } from '../cache/index.ts';

/**
 * Turns the spellings clients send (`PT-PT`, `pt_pt`, `en-us`, `pt`) into a canonical BCP 47 tag
 * (`pt-PT`, `en-US`, `pt`). Returns undefined for anything that is not a well-formed tag, so callers
 * decide how to report it.
 */
export function normalizeLocale(input: string): string | undefined {
  if (canonicalTags.has(input)) return canonicalTags.get(input);
  const tag = canonicalTag(input);
  if (input.length <= rememberedMaxChars) canonicalTags.set(input, tag);
  return tag;
}

/**
 * The answers for the spellings used last: ICU's canonicalisation costs microseconds, and every
 * request reads its language (and each rule or message its locale) again.
 */
const canonicalTags = new RecentlyUsed<string, string | undefined>(256);
const rememberedMaxChars = 64;

function canonicalTag(input: string): string | undefined {
  const candidate = input.trim().replaceAll('_', '-');
  if (candidate === '') return undefined;
  try {
    return Intl.getCanonicalLocales(candidate)[0];
  } catch {
    return undefined;
  }
}

/** The primary language subtag: `pt-PT` → `pt`. */
export function languageOf(locale: string): string {
  return locale.split('-')[0]!.toLowerCase();
}

/** The region subtag when present: `pt-PT` → `PT`, `pt` → undefined. */
export function regionOf(locale: string): string | undefined {
  return new Intl.Locale(locale).region;
}
