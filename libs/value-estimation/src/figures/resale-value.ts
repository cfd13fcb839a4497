import { aggregatePrices, type FigureRange, type PricePoint } from '../aggregation/aggregate.ts';
import { conditionRatio, unstatedListingCondition } from './condition-factors.ts';
import type { Listing } from '../extraction/listing.ts';
import type { SourceKind } from '../search/marketplaces.ts';
import { soldMark } from '../extraction/sold-mark.ts';
import { askingToSaleDiscount } from './sale-discount.ts';
import type { Condition, ServiceItem } from '../item/service-item.ts';

/** A comparable listing turned into an estimated sale price of the item in its own grade. */
export interface SalePoint extends PricePoint {
  title: string;
  askingPrice: number;
  /** The grade the price was moved from: the listing's stated one, or the assumed one. */
  listingCondition: Condition;
  conditionStated: boolean;
  sourceKind: SourceKind | 'unknown-site';
  /** The asking-to-sale discount applied (`sale-discount.ts`); 0 for a sold listing. */
  discount: number;
  /** What marks the listing sold (its price is then a sale price); undefined for an asking price. */
  soldMark: string | undefined;
}

/** What the resale range rests on. */
export type PriceBasis = 'asking' | 'sold';

/**
 * Sold prices are what buyers paid, so they are preferred, but a range needs a few: with at least
 * `minimum` sold comparables the range rests on them alone, else on asking prices (sold ones among
 * them, at their price). Three is the fewest from which the quartiles differ from the extremes.
 */
export const soldBasisRule = { minimum: 3 } as const;

export interface ResaleEvidence {
  range: FigureRange<SalePoint>;
  basis: PriceBasis;
  /** Asking prices left out because enough sold prices set the basis. */
  setAside: SalePoint[];
}

/**
 * Each listing's asking price, moved from the listing's grade to the item's
 * (`condition-factors.ts`) and from asking to sale price (`sale-discount.ts`).
 */
export function salePoints({ listings, item }: { listings: readonly Listing[]; item: ServiceItem }): SalePoint[] {
  return listings.map((listing) => {
    const listingCondition = listing.condition ?? unstatedListingCondition;
    const sourceKind = listing.source?.kind ?? 'unknown-site';
    const sold = soldMark(listing);
    const discount = sold ? 0 : askingToSaleDiscount[sourceKind];
    return {
      url: listing.url,
      title: listing.title,
      askingPrice: listing.price,
      // In cents, so the figures rest on exactly the amounts the comparables rows show.
      amount: Math.round(listing.price * (1 - discount) * conditionRatio({ from: listingCondition, to: item.condition }) * 100) / 100,
      listingCondition,
      conditionStated: listing.condition !== undefined,
      sourceKind,
      discount,
      soldMark: sold,
    };
  });
}

/** The resale range on the best basis the comparables offer (see {@link soldBasisRule}); undefined without any. */
export function resaleEvidence(options: { listings: readonly Listing[]; item: ServiceItem }): ResaleEvidence | undefined {
  const points = salePoints(options);
  const sold = points.filter((point) => point.soldMark !== undefined);
  const onSold = sold.length >= soldBasisRule.minimum;
  const range = aggregatePrices(onSold ? sold : points);
  if (range === undefined) return undefined;
  return { range, basis: onSold ? 'sold' : 'asking', setAside: onSold ? points.filter((point) => point.soldMark === undefined) : [] };
}

/** The resale range (`value_out_*`) the filtered listings support; undefined without any. */
export function estimateResaleValue(options: {
  listings: readonly Listing[];
  item: ServiceItem;
}): FigureRange<SalePoint> | undefined {
  return aggregatePrices(salePoints(options));
}
