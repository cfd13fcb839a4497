import { aggregatePrices, type FigureRange, type PricePoint } from '../aggregation/aggregate.ts';
import { conditionRatio, unstatedListingCondition } from './condition-factors.ts';
import type { Listing } from '../extraction/listing.ts';
import type { SourceKind } from '../search/marketplaces.ts';
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
  /** The asking-to-sale discount applied (`sale-discount.ts`). */
  discount: number;
}

/**
 * Each listing's asking price, moved from the listing's grade to the item's
 * (`condition-factors.ts`) and from asking to sale price (`sale-discount.ts`).
 */
export function salePoints({ listings, item }: { listings: readonly Listing[]; item: ServiceItem }): SalePoint[] {
  return listings.map((listing) => {
    const listingCondition = listing.condition ?? unstatedListingCondition;
    const sourceKind = listing.source?.kind ?? 'unknown-site';
    const discount = askingToSaleDiscount[sourceKind];
    return {
      url: listing.url,
      title: listing.title,
      askingPrice: listing.price,
      amount: listing.price * (1 - discount) * conditionRatio({ from: listingCondition, to: item.condition }),
      listingCondition,
      conditionStated: listing.condition !== undefined,
      sourceKind,
      discount,
    };
  });
}

/** The resale range (`value_out_*`) the filtered listings support; undefined without any. */
export function estimateResaleValue(options: {
  listings: readonly Listing[];
  item: ServiceItem;
}): FigureRange<SalePoint> | undefined {
  return aggregatePrices(salePoints(options));
}
