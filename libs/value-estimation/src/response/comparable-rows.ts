import type { ValueEstimationResponse } from '@circular/contract';
import { canonicalUrl, type DroppedListing, type Listing, type SearchResult } from '../extraction/listing.ts';
import { soldMark } from '../extraction/sold-mark.ts';
import type { ResaleEvidence, SalePoint } from '../figures/resale-value.ts';
import type { MarketContext } from '../search/marketplaces.ts';
import { marketplaceOfUrl } from '../search/marketplaces.ts';

export type ComparableRow = ValueEstimationResponse['comparable_listings'][number];
type ExcludedReason = NonNullable<ComparableRow['excluded_reason']>;

/** The filter's reasons, in the contract's words; drops without a price (no price, several prices) have no row. */
const filterReasons: Partial<Record<DroppedListing['reason'], ExcludedReason>> = {
  'other-model': 'other_model',
  bundle: 'bundle',
  'for-parts': 'broken',
  accessory: 'accessory',
  'wanted-ad': 'wanted_ad',
  duplicate: 'duplicate',
};

/** The contract's `maxItems`: a search returns at most 20 results a query, so this is room, not a cut. */
const maxRows = 200;

/**
 * Every priced listing the resale estimate read, as the response's `comparable_listings`: the kept
 * ones (the figures' basis) first, cheapest first, then the outliers, the asking prices a sold basis
 * set aside, and what the filter excluded. Kept rows carry exactly the amounts the range was
 * computed from.
 */
export function comparableRows({
  evidence,
  listings,
  filteredOut,
  results,
  market,
  fallbackSeenAt,
}: {
  evidence: ResaleEvidence;
  listings: readonly Listing[];
  filteredOut: readonly DroppedListing[];
  results: readonly SearchResult[];
  market: MarketContext;
  fallbackSeenAt: string;
}): ComparableRow[] {
  const byUrl = new Map(listings.map((listing) => [listing.url, listing]));
  const seenAt = new Map(results.map((result) => [canonicalUrl(result.url), result.seenAt]));
  const marketplace = (url: string) => marketplaceOfUrl(url, market)?.name ?? hostOf(url);
  const row = (listing: Listing, fields: Pick<ComparableRow, 'sold' | 'price_adjusted_to_condition' | 'status' | 'excluded_reason'>): ComparableRow => ({
    url: listing.url,
    marketplace: marketplace(listing.url),
    title: listing.title,
    price: listing.price,
    currency: listing.currency,
    stated_condition: listing.condition ?? null,
    ...fields,
    seen_at: seenAt.get(canonicalUrl(listing.url)) ?? fallbackSeenAt,
  });
  const priced = (point: SalePoint, status: ComparableRow['status'], reason: ExcludedReason | null) =>
    row(byUrl.get(point.url) ?? { url: point.url, title: point.title, text: point.title, price: point.askingPrice, currency: market.currency, condition: point.conditionStated ? point.listingCondition : undefined, source: undefined }, {
      sold: point.soldMark !== undefined,
      price_adjusted_to_condition: point.amount,
      status,
      excluded_reason: reason,
    });
  // A listing found twice is one row: the filter's duplicate of a kept listing adds nothing to check.
  const rows = [
    ...evidence.range.basis.map((point) => priced(point, 'kept', null)),
    ...evidence.range.outliers.map((point) => priced(point, 'excluded', 'outlier')),
    ...evidence.setAside.map((point) => priced(point, 'excluded', 'asking_price')),
    ...filteredOut.flatMap((dropped) => {
      const reason = filterReasons[dropped.reason];
      const listing = byUrl.get(dropped.url);
      if (reason === undefined || listing === undefined) return [];
      return [row(listing, { sold: soldMark(listing) !== undefined, price_adjusted_to_condition: null, status: 'excluded', excluded_reason: reason })];
    }),
  ];
  return rows.slice(0, maxRows);
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}
