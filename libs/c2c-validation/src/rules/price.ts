import type { C2cListing, C2cValidationParameters } from '@circular/contract';

/** Categories where a price under 1 is bait, not a price. */
const valuableCategories = new Set(['phones', 'tablets', 'laptops', 'consoles', 'bikes', 'large-appliances']);
/** How far outside a value estimation a price may be before it is implausible. */
const rangeFactor = 3;

/**
 * The price's plausibility: far outside a given value-estimation range (more than 3× its maximum
 * or under a third of its minimum), or absurd on its own (over a million, a placeholder such as
 * 123456 or 999999, under 1 for a phone or a bike). Returns the reason, or undefined.
 */
export function priceProblem(listing: C2cListing, category: string | undefined, estimation: C2cValidationParameters['value_estimation']): 'above-range' | 'below-range' | 'absurd' | undefined {
  const price = listing.price;
  if (price === null || price === undefined) return undefined;
  if (price >= 1_000_000 || /^(?:1234|12345|123456|1234567|9999+|8888+|7777+|1111+)(?:\.0+)?$/.test(String(price))) return 'absurd';
  if (price < 1 && category !== undefined && valuableCategories.has(category)) return 'absurd';
  if (!estimation || (estimation.currency && estimation.currency !== (listing.currency ?? 'EUR'))) return undefined;
  if (estimation.max > 0 && price > estimation.max * rangeFactor) return 'above-range';
  if (estimation.min > 0 && price < estimation.min / rangeFactor) return 'below-range';
  return undefined;
}
