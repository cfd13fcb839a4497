import { aggregatePrices, type FigureRange, type PricePoint } from '../aggregation/aggregate.ts';
import { categoryProfileOf } from '../item/category-profiles.ts';
import type { SearchResult } from '../extraction/listing.ts';
import { recyclingTerms, unitOfferTerms } from '../extraction/listing-vocabulary.ts';
import type { MarketContext } from '../search/marketplaces.ts';
import { pricesNextTo } from '../extraction/price-segments.ts';
import { decimalSeparatorOf, extractPrices } from '../extraction/price-extraction.ts';
import { normaliseText, phraseFinder } from '../extraction/text-match.ts';
import type { ServiceItem } from '../item/service-item.ts';

/**
 * The two routes to a recycling figure: what recyclers and trade-in-for-recycling schemes offer
 * per item ("pagamos até 45 € para reciclagem"), or a scrap price per kilogram of the item's
 * material times the category's typical weight.
 */
export type RecyclingRoute = 'per-unit' | 'per-kg';

/** One recycler's price, scaled to one item when it was per kilogram. */
export interface RecyclingPoint extends PricePoint {
  route: RecyclingRoute;
  /** For `per-kg`: the price per kilogram and the weight it was multiplied by. */
  pricePerKg?: number;
  weightKg?: number;
  /** The words on the page the price was listed under. */
  material: string;
}

interface RecyclingOptions {
  results: readonly SearchResult[];
  item: ServiceItem;
  market: MarketContext;
}

/** Lines, list bullets, table cells and sentences, as price lists separate their entries. */
const segmentBoundary = /\r?\n|[|•·;]|(?<=[.!?])\s+(?=\p{Lu})/u;

/**
 * Per-item offers on recycling pages: a price per item in the market's currency, in a line or
 * sentence that states an offer or names recycling, on a page that is about recycling and names
 * the item or its material (in that line or the title). Prices per kilogram are the other route.
 * Each amount counts once per page; "entre 2 € e 12 €" gives both ends.
 */
export function unitRecyclingPoints({ results, item, market }: RecyclingOptions): RecyclingPoint[] {
  const profile = categoryProfileOf(item);
  if (profile === undefined) return [];
  const language = market.searchLanguage;
  const findSubject = phraseFinder([...profile.material[language].match, item.name]);
  const findRecycling = phraseFinder(recyclingTerms[language]);
  const findOffer = phraseFinder([...unitOfferTerms[language], ...recyclingTerms[language]]);
  const decimalSeparator = decimalSeparatorOf(language);
  return results.flatMap((result) => {
    const title = normaliseText(result.title);
    const found = new Map<number, RecyclingPoint>();
    for (const segment of [result.content, result.rawContent ?? ''].join('\n').split(segmentBoundary)) {
      const words = normaliseText(segment);
      if (findOffer(words) === undefined) continue;
      if (findRecycling(words) === undefined && findRecycling(title) === undefined) continue;
      const subject = findSubject(words) ?? findSubject(title);
      if (subject === undefined) continue;
      for (const price of extractPrices(segment, { decimalSeparator })) {
        if (price.currency !== market.currency || price.unit !== undefined || price.amount <= 0 || found.has(price.amount)) continue;
        found.set(price.amount, { url: result.url, amount: price.amount, route: 'per-unit', material: subject });
      }
    }
    return [...found.values()];
  });
}

/**
 * The per-kilogram prices the recycling search found for the material of the item's category,
 * each times the category's typical weight. An item with no category profile has no recycling
 * evidence.
 */
export function perKgRecyclingPoints({ results, item, market }: RecyclingOptions): RecyclingPoint[] {
  const profile = categoryProfileOf(item);
  if (profile === undefined) return [];
  const labels = profile.material[market.searchLanguage].match;
  return results.flatMap((result) =>
    pricesNextTo({ result, labels, currency: market.currency, language: market.searchLanguage, unit: 'kg' }).map((price) => ({
      url: price.url,
      amount: price.amount * profile.weightKg,
      route: 'per-kg' as const,
      pricePerKg: price.amount,
      weightKg: profile.weightKg,
      material: price.label,
    })),
  );
}

/**
 * The points of the better-grounded route: the one resting on more pages, per-unit offers on a
 * tie since they price the item itself rather than its weight in scrap. The routes are not mixed:
 * a figure rests on one, and the reasoning says which.
 */
export function recyclingPoints(options: RecyclingOptions): RecyclingPoint[] {
  const perUnit = unitRecyclingPoints(options);
  const perKg = perKgRecyclingPoints(options);
  const pages = (points: RecyclingPoint[]) => new Set(points.map(({ url }) => url)).size;
  return pages(perUnit) >= pages(perKg) && perUnit.length > 0 ? perUnit : perKg;
}

/** The recycling revenue range, aggregated like resale prices; undefined without evidence. */
export function estimateRecyclingValue(options: RecyclingOptions): FigureRange<RecyclingPoint> | undefined {
  return aggregatePrices(recyclingPoints(options));
}
