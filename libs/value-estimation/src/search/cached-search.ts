import { createHash } from 'node:crypto';
import type { KeyValueStore, WebSearch } from '@circular/runtime';
import type { SearchResult } from '../extraction/listing.ts';
import type { SearchQuery } from './query-plan.ts';

/** One planned query and what it returned; `cached` when the store answered instead of search. */
export interface SearchRun {
  query: SearchQuery;
  results: SearchResult[];
  cached: boolean;
}

/** Versioned so a change to what is stored never serves an old shape. */
const cacheNamespace = 'value-estimation/search/v2';

/** Everything that changes what search returns, hashed: queries may be long and hold any character. */
function cacheKey(query: SearchQuery, maxResults: number): string {
  const { query: text, includeDomains = [], country } = query;
  return createHash('sha256').update(JSON.stringify([text, includeDomains, country, maxResults])).digest('base64url');
}

/**
 * Runs the queries side by side, each answered from the cache when it holds the same search made
 * within the TTL, and caches what search returns. A failing search fails the whole round (the
 * error is the search client's UpstreamError): an estimate never quietly rests on part of its
 * evidence.
 */
export async function runSearches({
  queries,
  search,
  cache,
  ttlMs,
  maxResults,
  now = () => new Date(),
  signal,
}: {
  queries: readonly SearchQuery[];
  search: WebSearch;
  cache: KeyValueStore | undefined;
  ttlMs: number;
  maxResults: number;
  /** The clock that stamps each result's `seenAt` (a cached result keeps its first stamp). */
  now?: (() => Date) | undefined;
  signal?: AbortSignal | undefined;
}): Promise<SearchRun[]> {
  return Promise.all(
    queries.map(async (query): Promise<SearchRun> => {
      const key = cacheKey(query, maxResults);
      const hit = await cache?.get<SearchResult[]>(cacheNamespace, key);
      if (hit) return { query, results: hit, cached: true };
      const found = await search.search(query.query, {
        maxResults,
        ...(query.includeDomains ? { includeDomains: query.includeDomains } : {}),
        country: query.country,
        ...(signal ? { signal } : {}),
      });
      const seenAt = now().toISOString();
      const results = found.map(({ title, url, content, rawContent, score }) => ({
        title,
        url,
        content,
        score,
        seenAt,
        ...(rawContent ? { rawContent } : {}),
      }));
      await cache?.set(cacheNamespace, key, results, { ttlMs });
      return { query, results, cached: false };
    }),
  );
}
