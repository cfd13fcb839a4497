import type { SearchResult } from './listing.ts';
import { decimalSeparatorOf, extractPrices, type CurrencyCode } from './price-extraction.ts';
import type { SearchLanguage } from '../search/marketplaces.ts';
import { normaliseText, phraseFinder } from './text-match.ts';

/** A price read from a price list (repair shop, scrap dealer) next to the words it is for. */
export interface LabelledPrice {
  url: string;
  amount: number;
  /** The phrase that named what the price is for. */
  label: string;
  /** The price as written. */
  raw: string;
}

/** Lines, list bullets, table cells and sentences: the span within which a price list names what a price is for. */
const segmentBoundary = /\r?\n|[|•·;]|(?<=[.!?])\s+(?=\p{Lu})/u;

/**
 * The prices in a result that sit in the same line or sentence as one of `labels`
 * ("Substituição de bateria: 69,90 €", "Alumínio 1,10 €/kg"), in the market's currency and per
 * item or per kilogram as asked. Each amount counts once per page however often it repeats.
 */
export function pricesNextTo({
  result,
  labels,
  currency,
  language,
  unit,
}: {
  result: SearchResult;
  labels: readonly string[];
  currency: CurrencyCode;
  language: SearchLanguage;
  unit: 'kg' | undefined;
}): LabelledPrice[] {
  const find = phraseFinder(labels);
  const decimalSeparator = decimalSeparatorOf(language);
  const found = new Map<number, LabelledPrice>();
  const text = [result.title, result.content, result.rawContent ?? ''].join('\n');
  for (const segment of text.split(segmentBoundary)) {
    const label = find(normaliseText(segment));
    if (label === undefined) continue;
    for (const price of extractPrices(segment, { decimalSeparator })) {
      if (price.currency !== currency || price.unit !== unit || price.amount <= 0 || found.has(price.amount)) continue;
      found.set(price.amount, { url: result.url, amount: price.amount, label, raw: price.raw });
    }
  }
  return [...found.values()];
}
