import type { Condition } from '../item/service-item.ts';
import type { Marketplace } from '../search/marketplaces.ts';
import type { CurrencyCode } from './price-extraction.ts';

/**
 * One result as web search returned it (structurally Tavily's `TavilySearchResult`, so results pass
 * straight through). `rawContent` is present only when the search asked for it.
 */
export interface SearchResult {
  title: string;
  url: string;
  content: string;
  rawContent?: string;
  score?: number;
  /** When search returned it (ISO 8601), stamped by `runSearches`; a cached result keeps its first stamp. */
  seenAt?: string;
}

/** A search result read as a second-hand offer of one item at one asking price. */
export interface Listing {
  url: string;
  title: string;
  /** Title and content: the listing's own words, where its condition is read. */
  text: string;
  price: number;
  currency: CurrencyCode;
  /** The grade the listing's own words state; undefined when they state none. */
  condition: Condition | undefined;
  /** The marketplace of the market it was found on; undefined for a site outside the table. */
  source: Marketplace | undefined;
}

export type DropReason =
  | 'no-price'
  | 'several-prices'
  | 'other-currency'
  | 'url-not-in-results'
  | 'price-not-in-text'
  | 'wanted-ad'
  | 'accessory'
  | 'bundle'
  | 'for-parts'
  | 'other-model'
  | 'duplicate';

/** A result or listing left out of the estimate, and why, so the reasoning and the logs can say. */
export interface DroppedListing {
  url: string;
  title: string;
  reason: DropReason;
  detail: string;
}

/** Title and content of a result, the text a listing's price and words are read from. */
export function listingText(result: Pick<SearchResult, 'title' | 'content'>): string {
  return `${result.title}\n${result.content}`;
}

/**
 * A URL reduced to what identifies the page: no scheme, no `www.`, no fragment, no trailing slash.
 * Two results with the same canonical URL are the same listing; a model's URL matches a result's
 * only through this, so an invented URL never passes for a real one.
 */
export function canonicalUrl(url: string): string {
  try {
    const parsed = new URL(url.trim());
    const host = parsed.hostname.toLowerCase().replace(/^www\./, '');
    const path = parsed.pathname.replace(/\/+$/, '');
    return `${host}${parsed.port ? `:${parsed.port}` : ''}${path}${parsed.search}`;
  } catch {
    return url.trim();
  }
}
