interface CatalogueRequest {
  target_locale?: string;
  target_locales?: string[];
  data: Record<string, string>;
}

/**
 * Whether a translator response answers exactly its own request: every requested locale with
 * exactly the request's keys, each key its own text as the model stub translates it
 * (`[locale] text`). A text from another request, a missing key or an extra one fails.
 */
export function translatedOwnKeys(request: unknown, response: string): boolean {
  const { target_locale, target_locales, data } = request as CatalogueRequest;
  let body: { translations?: { data?: Record<string, Record<string, string>> } };
  try {
    body = JSON.parse(response) as typeof body;
  } catch {
    return false;
  }
  const locales = target_locales ?? [target_locale!];
  const answered = body.translations?.data ?? {};
  if (Object.keys(answered).length !== locales.length) return false;
  return locales.every((locale) => {
    const texts = answered[locale];
    if (!texts || Object.keys(texts).length !== Object.keys(data).length) return false;
    return Object.entries(data).every(([key, text]) => typeof texts[key] === 'string' && texts[key].endsWith(text) && texts[key].startsWith('['));
  });
}
