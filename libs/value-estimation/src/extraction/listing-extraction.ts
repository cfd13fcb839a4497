import { detectListingCondition } from './listing-condition.ts';
import { listingText, type DroppedListing, type Listing, type SearchResult } from './listing.ts';
import { marketplaceOfUrl, type MarketContext } from '../search/marketplaces.ts';
import { decimalSeparatorOf, extractPrices, type PriceMatch } from './price-extraction.ts';

/**
 * Content with this many different prices is a page of several offers (a search page, a shop
 * category), not one listing; without a model to say which offer is the item, it is skipped.
 */
const severalPrices = 3;

/**
 * The deterministic reading of a search result as a listing, used when no model is configured:
 * the first item price in the market's currency in the title, else in the content. Raw page
 * content is not read here because full pages carry other listings' prices.
 */
export function listingFromResult({
  result,
  market,
}: {
  result: SearchResult;
  market: MarketContext;
}): { listing: Listing } | { dropped: DroppedListing } {
  const decimalSeparator = decimalSeparatorOf(market.searchLanguage);
  const drop = (reason: DroppedListing['reason'], detail: string) => ({
    dropped: { url: result.url, title: result.title, reason, detail },
  });
  const itemPrices = (text: string) => extractPrices(text, { decimalSeparator }).filter((p) => p.unit === undefined);
  const inCurrency = (prices: PriceMatch[]) => prices.filter((p) => p.currency === market.currency);

  const titlePrices = itemPrices(result.title);
  const contentPrices = itemPrices(result.content);
  let chosen = inCurrency(titlePrices)[0];
  if (chosen === undefined) {
    const candidates = inCurrency(contentPrices);
    const distinct = new Set(candidates.map((p) => p.amount));
    if (distinct.size >= severalPrices) {
      return drop('several-prices', `${distinct.size} different prices in the text; not a single listing`);
    }
    chosen = candidates[0];
  }
  if (chosen === undefined) {
    const foreign = [...titlePrices, ...contentPrices][0];
    return foreign
      ? drop('other-currency', `priced in ${foreign.currency}, not ${market.currency}, and no citable rate converts it`)
      : drop('no-price', 'no price with a currency in the title or content');
  }
  if (chosen.amount <= 0) return drop('no-price', `price "${chosen.raw}" is not a sale price`);
  const text = listingText(result);
  return {
    listing: {
      url: result.url,
      title: result.title,
      text,
      price: chosen.amount,
      currency: chosen.currency,
      condition: detectListingCondition(text),
      source: marketplaceOfUrl(result.url, market),
    },
  };
}

/** {@link listingFromResult} over a result set, keeping the order. */
export function listingsFromResults({
  results,
  market,
}: {
  results: readonly SearchResult[];
  market: MarketContext;
}): { listings: Listing[]; dropped: DroppedListing[] } {
  const listings: Listing[] = [];
  const dropped: DroppedListing[] = [];
  for (const result of results) {
    const read = listingFromResult({ result, market });
    if ('listing' in read) listings.push(read.listing);
    else dropped.push(read.dropped);
  }
  return { listings, dropped };
}
