import type { KeyValueStore, WebSearch } from '@circular/runtime';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';

/** What value estimation is built from; nothing is read from the environment. */
export interface ValueEstimationDeps {
  /** Web search. Required: without it every estimate fails with SearchNotConfiguredError. */
  search?: WebSearch | undefined;
  /**
   * The chat model. Optional: with one, it reads the listings' asking prices (each checked against
   * the listing's own text) and words the description; without one, rules do both.
   */
  model?: BaseChatModel | undefined;
  /** Where search results are cached, so a repeated estimate within the TTL makes no search. */
  cache?: KeyValueStore | undefined;
  /** How long a search result stays cached. Default 6 hours. */
  searchCacheTtlMs?: number | undefined;
  /**
   * Whether to search wider marketplaces while comparables are too few. Default true; false keeps
   * an estimate to its first round (at most three searches), for a caller with a search budget
   * (the chat's offer), which then gets insufficient-evidence where a wider search might have priced it.
   */
  widen?: boolean | undefined;
  /** The clock that stamps when search returned each comparable (`seen_at`). Default: the system clock. */
  now?: (() => Date) | undefined;
}

/**
 * - `searchCacheTtlMs` 6 h: classifieds come and go within days, so a morning's searches still
 *   describe the afternoon's market, while a day-old cache could cite listings already sold.
 * - `maxResultsPerSearch` 20: Tavily's maximum (its default is 5). A search costs the same whatever
 *   it returns, and more comparables make the quartiles steadier.
 * - `queriesPerWidening` 1: widening is the uncommon path; one query per step keeps its cost low.
 */
export const valueEstimationDefaults = {
  searchCacheTtlMs: 6 * 60 * 60 * 1000,
  maxResultsPerSearch: 20,
  queriesPerWidening: 1,
} as const;
