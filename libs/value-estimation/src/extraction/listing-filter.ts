import { canonicalUrl, type DroppedListing, type Listing } from './listing.ts';
import {
  accessoryTerms,
  bundleTerms,
  forPartsTerms,
  inclusionTerms,
  negators,
  wantedTerms,
} from './listing-vocabulary.ts';
import { modelMismatch } from './model-match.ts';
import type { ServiceItem } from '../item/service-item.ts';
import { normaliseText, phraseFinder } from './text-match.ts';

const needles = (phrases: readonly string[]) =>
  phrases.map((phrase) => ({ phrase, needle: normaliseText(phrase) })).filter(({ needle }) => needle !== ' ');
const accessoryNeedles = needles(accessoryTerms);
const inclusionNeedles = needles(inclusionTerms);
const findWanted = phraseFinder(wantedTerms);
const findBundle = phraseFinder(bundleTerms);
const findForParts = phraseFinder(forPartsTerms, { negators });

/**
 * The accessory word a title sells, if any: the earliest accessory word with no inclusion word
 * before it ("Capa iPhone 12" sells a case; "iPhone 12 com capa" sells a phone with one). Words the
 * item's own name or category use are not accessories for it.
 */
function accessorySold(title: string, itemWords: string): string | undefined {
  let first: { phrase: string; index: number } | undefined;
  for (const { phrase, needle } of accessoryNeedles) {
    if (itemWords.includes(needle)) continue;
    const index = title.indexOf(needle);
    if (index !== -1 && (first === undefined || index < first.index)) first = { phrase, index };
  }
  if (first === undefined) return undefined;
  const cutoff = first.index;
  const included = inclusionNeedles.some(({ needle }) => {
    const at = title.indexOf(needle);
    return at !== -1 && at < cutoff;
  });
  return included ? undefined : first.phrase;
}

/**
 * Keeps the listings that are genuine offers of the item itself, and says why each other one went:
 * wanted-ads, accessories, bundles, parts-only or broken offers (kept when the item is itself
 * grade D, since they are then its comparables), other models or storage sizes, and duplicates
 * (same page, or same title at the same price: one offer cross-posted or found by two queries).
 */
export function filterListings({ listings, item }: { listings: readonly Listing[]; item: ServiceItem }): {
  kept: Listing[];
  dropped: DroppedListing[];
} {
  const itemWords = normaliseText(`${item.name} ${item.category ?? ''}`);
  const kept: Listing[] = [];
  const dropped: DroppedListing[] = [];
  const seenUrls = new Set<string>();
  const seenOffers = new Set<string>();
  for (const listing of listings) {
    const title = normaliseText(listing.title);
    const drop = (reason: DroppedListing['reason'], detail: string) =>
      dropped.push({ url: listing.url, title: listing.title, reason, detail });

    const wanted = findWanted(title);
    if (wanted) {
      drop('wanted-ad', `"${wanted}": someone wants to buy`);
      continue;
    }
    const accessory = accessorySold(title, itemWords);
    if (accessory) {
      drop('accessory', `"${accessory}": an accessory, not the item`);
      continue;
    }
    const bundle = findBundle(title);
    if (bundle && !itemWords.includes(normaliseText(bundle))) {
      drop('bundle', `"${bundle}": several items at one price`);
      continue;
    }
    const forParts = item.condition === 'D' ? undefined : findForParts(normaliseText(listing.text));
    if (forParts) {
      drop('for-parts', `"${forParts}": for parts or not working, and the item is grade ${item.condition}`);
      continue;
    }
    const mismatch = modelMismatch({
      itemName: item.name,
      itemBrand: item.brand,
      itemDescription: item.description,
      title: listing.title,
    });
    if (mismatch) {
      drop('other-model', mismatch);
      continue;
    }
    const url = canonicalUrl(listing.url);
    const offer = `${title.trim()}|${listing.price}`;
    if (seenUrls.has(url) || seenOffers.has(offer)) {
      drop('duplicate', seenUrls.has(url) ? 'the same page again' : 'the same title at the same price');
      continue;
    }
    seenUrls.add(url);
    seenOffers.add(offer);
    kept.push(listing);
  }
  return { kept, dropped };
}
