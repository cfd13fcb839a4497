import { aggregatePrices, type FigureRange, type PricePoint } from '../aggregation/aggregate.ts';
import { categoryProfileOf, faultTerms, type FaultId } from '../item/category-profiles.ts';
import type { SearchResult } from '../extraction/listing.ts';
import type { MarketContext } from '../search/marketplaces.ts';
import { pricesNextTo } from '../extraction/price-segments.ts';
import type { ServiceItem } from '../item/service-item.ts';

/** One repair shop's price for one of the item's likely repairs. */
export interface RepairPoint extends PricePoint {
  fault: FaultId;
  /** The words on the page the price was listed under. */
  label: string;
}

export type RepairEstimate = FigureRange<RepairPoint> & {
  /** The repairs the range is about, from the category profile and the grade; empty for grade A. */
  likelyFaults: readonly FaultId[];
};

/** The likely repairs for the item's category and grade; none for grade A or an unprofiled category. */
export function likelyFaults(item: ServiceItem): readonly FaultId[] {
  if (item.condition === 'A') return [];
  return categoryProfileOf(item)?.faults[item.condition] ?? [];
}

/**
 * Prices the repair search found next to the name of one of the likely repairs. A price listed
 * under two of them ("ecrã e bateria: 179 €") counts for the first.
 */
export function repairPoints({
  results,
  item,
  market,
}: {
  results: readonly SearchResult[];
  item: ServiceItem;
  market: MarketContext;
}): RepairPoint[] {
  const seen = new Set<string>();
  return likelyFaults(item).flatMap((fault) =>
    results.flatMap((result) =>
      pricesNextTo({
        result,
        labels: faultTerms[fault][market.searchLanguage].match,
        currency: market.currency,
        language: market.searchLanguage,
        unit: undefined,
      }).flatMap((price) => {
        const key = `${price.url}|${price.amount}`;
        if (seen.has(key)) return [];
        seen.add(key);
        return [{ url: price.url, amount: price.amount, fault, label: price.label }];
      }),
    ),
  );
}

/**
 * The repair cost range: each point is one shop's price for one likely repair, so the range spans
 * the likely repairs (not their sum) and the average is the typical single repair. Grade A needs
 * no repair: zero, resting on the grade itself rather than on prices. Undefined when a repair is
 * likely but search found no price for it.
 */
export function estimateRepairCost(options: {
  results: readonly SearchResult[];
  item: ServiceItem;
  market: MarketContext;
}): RepairEstimate | undefined {
  const faults = likelyFaults(options.item);
  if (options.item.condition === 'A') {
    return { min: 0, average: 0, max: 0, comparables: 0, basis: [], outliers: [], thinEvidence: false, likelyFaults: [] };
  }
  const range = aggregatePrices(repairPoints(options));
  return range && { ...range, likelyFaults: faults };
}
