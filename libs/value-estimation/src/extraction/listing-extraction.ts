import { detectListingCondition } from './listing-condition.ts';
import { listingText, type DroppedListing, type Listing, type SearchResult } from './listing.ts';
import { marketplaceOfUrl, type MarketContext } from '../search/marketplaces.ts';
import { decimalSeparatorOf, extractPrices, type PriceMatch } from './price-extraction.ts';

/**
 * Content with this many different prices is a page of several offers (a search page, a shop
 * category), not one listing.
 */
const severalPrices = 3;

/**
 * How many different prices in the market's currency a result's content shows when its title
 * shows none, if that makes it a page of several offers; undefined for a single listing. Such a
 * page is left out on both paths: the rules cannot tell which offer is the item, and a model that
 * picks one (as its prompt tells it not to) would rest a figure on a guess.
 */
export function severalOffersOnPage({ result, market }: { result: SearchResult; market: MarketContext }): number | undefined {
  const decimalSeparator = decimalSeparatorOf(market.searchLanguage);
  const pricesIn = (text: string) => extractPrices(text, { decimalSeparator }).filter((p) => p.unit === undefined && p.currency === market.currency);
  if (pricesIn(result.title).length > 0) return undefined;
  const distinct = new Set(pricesIn(result.content).map((p) => p.amount)).size;
  return distinct >= severalPrices ? distinct : undefined;
}

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
  const several = severalOffersOnPage({ result, market });
  if (several !== undefined) return drop('several-prices', `${several} different prices in the text; not a single listing`);
  const chosen = inCurrency(titlePrices)[0] ?? inCurrency(contentPrices)[0];
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
