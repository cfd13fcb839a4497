/** Lower case without accents, the form words are compared in (`Telemóveis` → `telemoveis`). */
export function normaliseText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Letters and digits only, lower case, no accents: `WH-1000XM4` and `wh1000xm4` compare equal. */
export function compactText(text: string): string {
  return normaliseText(text).replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Whether a text already states a value: as a whole word for short values (`L` is not in
 * `Alma`), by compact form for longer ones (`128GB` states `128 GB`).
 */
export function statesValue(text: string, value: string): boolean {
  const compactValue = compactText(value);
  if (compactValue.length === 0) return true;
  if (compactValue.length > 3) return compactText(text).includes(compactValue);
  const words = normaliseText(text).split(/[^\p{L}\p{N}]+/u);
  const valueWords = normaliseText(value).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return words.some((_, index) => valueWords.every((word, offset) => words[index + offset] === word));
}
