import { detectListingCondition } from './listing-condition.ts';
import { canonicalUrl, listingText, type DroppedListing, type Listing, type SearchResult } from './listing.ts';
import { marketplaceOfUrl, type MarketContext } from '../search/marketplaces.ts';
import { severalOffersOnPage } from './listing-extraction.ts';
import { decimalSeparatorOf, isPriceInText } from './price-extraction.ts';

/** What a model reports for one result: which page, what asking price, in what currency. */
export interface ExtractedListing {
  url: string;
  price: number;
  currency: string;
}

/**
 * The code's check of a model's price extraction. A listing survives only if its URL is one search
 * returned, its currency is the market's and its price is written in that result's own text (raw
 * content included, since the model may have read it), and the page is not one of several offers
 * (the rules path's test, `severalOffersOnPage`). The listing then carries the result's URL
 * and title, never the model's, and its condition is read from the result's words.
 */
export function checkExtractedListings({
  extracted,
  results,
  market,
}: {
  extracted: readonly ExtractedListing[];
  results: readonly SearchResult[];
  market: MarketContext;
}): { listings: Listing[]; dropped: DroppedListing[] } {
  const byUrl = new Map(results.map((result) => [canonicalUrl(result.url), result]));
  const decimalSeparator = decimalSeparatorOf(market.searchLanguage);
  const listings: Listing[] = [];
  const dropped: DroppedListing[] = [];
  for (const claim of extracted) {
    const result = byUrl.get(canonicalUrl(claim.url));
    const drop = (reason: DroppedListing['reason'], detail: string) =>
      dropped.push({ url: claim.url, title: result?.title ?? '', reason, detail });
    if (result === undefined) {
      drop('url-not-in-results', 'the model named a URL that search did not return');
      continue;
    }
    const currency = claim.currency.trim().toUpperCase();
    if (currency !== market.currency) {
      drop('other-currency', `priced in ${currency}, not ${market.currency}, and no citable rate converts it`);
      continue;
    }
    if (!Number.isFinite(claim.price) || claim.price <= 0) {
      drop('no-price', `${claim.price} is not a sale price`);
      continue;
    }
    const several = severalOffersOnPage({ result, market });
    if (several !== undefined) {
      drop('several-prices', `${several} different prices in the text; not a single listing`);
      continue;
    }
    const ownText = [result.title, result.content, result.rawContent ?? ''].join('\n');
    if (!isPriceInText(claim.price, ownText, { currency: market.currency, decimalSeparator })) {
      drop('price-not-in-text', `${claim.price} ${currency} is not written in the result`);
      continue;
    }
    const text = listingText(result);
    listings.push({
      url: result.url,
      title: result.title,
      text,
      price: claim.price,
      currency: market.currency,
      condition: detectListingCondition(text),
      source: marketplaceOfUrl(result.url, market),
    });
  }
  return { listings, dropped };
}
