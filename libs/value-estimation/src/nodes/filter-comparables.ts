import { filterListings } from '../extraction/listing-filter.ts';
import type { ValueEstimationStateUpdate, ValueEstimationStateValue } from '../state.ts';

/**
 * Keeps the listings that are offers of the item itself. It runs over every listing read so far,
 * so a listing found again by a wider round is still a duplicate.
 */
export function filterComparables({ job, listings }: ValueEstimationStateValue): ValueEstimationStateUpdate {
  const { kept, dropped } = filterListings({ listings, item: job!.item });
  return { comparables: kept, filteredOut: dropped };
}
