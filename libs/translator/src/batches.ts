import type { TranslationUnit } from './translation-unit.ts';

/** Characters each text costs beyond its own length in a request (its id and JSON framing). */
const perTextOverhead = 24;

/** Characters a text takes up in a model request, as `batchUnits` counts them against `maxChars`. */
export function requestChars(text: string): number {
  return text.length + perTextOverhead;
}

/**
 * Splits units into model requests: one target locale per request, texts in request order, each
 * request as full as `maxChars` allows, so a locale costs as few calls as the size limit permits.
 * A text longer than the limit goes alone rather than being cut.
 */
export function batchUnits(units: readonly TranslationUnit[], { maxChars }: { maxChars: number }): TranslationUnit[][] {
  const byLocale = Map.groupBy(units, (unit) => unit.targetLocale);
  const batches: TranslationUnit[][] = [];
  for (const localeUnits of byLocale.values()) {
    let batch: TranslationUnit[] = [];
    let size = 0;
    for (const unit of localeUnits) {
      const cost = requestChars(unit.text);
      if (batch.length > 0 && size + cost > maxChars) {
        batches.push(batch);
        batch = [];
        size = 0;
      }
      batch.push(unit);
      size += cost;
    }
    if (batch.length > 0) batches.push(batch);
  }
  return batches;
}
