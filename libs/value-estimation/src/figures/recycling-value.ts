import { aggregatePrices, type FigureRange, type PricePoint } from '../aggregation/aggregate.ts';
import { categoryProfileOf } from '../item/category-profiles.ts';
import type { SearchResult } from '../extraction/listing.ts';
import type { MarketContext } from '../search/marketplaces.ts';
import { pricesNextTo } from '../extraction/price-segments.ts';
import type { ServiceItem } from '../item/service-item.ts';

/** One recycler's per-kilogram price for the item's material, scaled to one item. */
export interface RecyclingPoint extends PricePoint {
  pricePerKg: number;
  weightKg: number;
  /** The words on the page the price was listed under. */
  material: string;
}

/**
 * The per-kilogram prices the recycling search found for the material of the item's category,
 * each times the category's typical weight. Prices per item or for other materials are ignored;
 * an item with no category profile has no recycling evidence.
 */
export function recyclingPoints({
  results,
  item,
  market,
}: {
  results: readonly SearchResult[];
  item: ServiceItem;
  market: MarketContext;
}): RecyclingPoint[] {
  const profile = categoryProfileOf(item);
  if (profile === undefined) return [];
  const labels = profile.material[market.searchLanguage].match;
  return results.flatMap((result) =>
    pricesNextTo({ result, labels, currency: market.currency, language: market.searchLanguage, unit: 'kg' }).map(
      (price) => ({
        url: price.url,
        amount: price.amount * profile.weightKg,
        pricePerKg: price.amount,
        weightKg: profile.weightKg,
        material: price.label,
      }),
    ),
  );
}

/** The recycling revenue range, aggregated like resale prices; undefined without evidence. */
export function estimateRecyclingValue(options: {
  results: readonly SearchResult[];
  item: ServiceItem;
  market: MarketContext;
}): FigureRange<RecyclingPoint> | undefined {
  return aggregatePrices(recyclingPoints(options));
}
