/**
 * Turns the spellings clients send (`PT-PT`, `pt_pt`, `en-us`, `pt`) into a canonical BCP 47 tag
 * (`pt-PT`, `en-US`, `pt`). Returns undefined for anything that is not a well-formed tag, so callers
 * decide how to report it.
 */
export function normalizeLocale(input: string): string | undefined {
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
