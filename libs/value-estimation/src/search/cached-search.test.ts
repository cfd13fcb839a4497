import { MemoryStore, UpstreamError, type SearchOptions, type WebSearch } from '@circular/runtime';
import { describe, expect, it } from 'vitest';
import { runSearches } from './cached-search.ts';
import type { SearchQuery } from './query-plan.ts';

function countingSearch(): WebSearch & { calls: [string, SearchOptions][] } {
  const calls: [string, SearchOptions][] = [];
  return {
    calls,
    async search(query, options = {}) {
      calls.push([query, options]);
      return [{ title: `About ${query}`, url: `https://example.pt/${calls.length}`, content: '10 €', score: 0.9, rawContent: undefined }];
    },
  };
}

const resale: SearchQuery = { purpose: 'resale', query: 'iPhone 12 usado', includeDomains: ['olx.pt'], country: 'portugal', step: 'national' };
const recycling: SearchQuery = { purpose: 'recycling', query: 'sucata telemóveis preço kg', country: 'portugal' };

describe('runSearches', () => {
  it('runs every query with its domains, country and result count, and caches what comes back', async () => {
    const search = countingSearch();
    const cache = new MemoryStore();
    const runs = await runSearches({ queries: [resale, recycling], search, cache, ttlMs: 1000, maxResults: 20, now: () => new Date('2026-11-20T10:15:00Z') });
    expect(search.calls).toEqual([
      ['iPhone 12 usado', { maxResults: 20, includeDomains: ['olx.pt'], country: 'portugal' }],
      ['sucata telemóveis preço kg', { maxResults: 20, country: 'portugal' }],
    ]);
    expect(runs.map(({ query, results, cached }) => [query.query, results, cached])).toEqual([
      ['iPhone 12 usado', [{ title: 'About iPhone 12 usado', url: 'https://example.pt/1', content: '10 €', score: 0.9, seenAt: '2026-11-20T10:15:00.000Z' }], false],
      ['sucata telemóveis preço kg', [{ title: 'About sucata telemóveis preço kg', url: 'https://example.pt/2', content: '10 €', score: 0.9, seenAt: '2026-11-20T10:15:00.000Z' }], false],
    ]);
  });

  it('answers the same search from the cache within the TTL, and searches again once it expires', async () => {
    let now = 0;
    const cache = new MemoryStore({ now: () => now });
    const search = countingSearch();
    const run = () => runSearches({ queries: [resale], search, cache, ttlMs: 1000, maxResults: 20 });
    const first = await run();
    now = 999;
    const second = await run();
    expect([search.calls.length, second[0]!.cached, second[0]!.results]).toEqual([1, true, first[0]!.results]);
    now = 1000;
    expect((await run())[0]!.cached).toBe(false);
    expect(search.calls).toHaveLength(2);
  });

  it('treats other domains, another result count or no cache as another search', async () => {
    const cache = new MemoryStore();
    const search = countingSearch();
    await runSearches({ queries: [resale], search, cache, ttlMs: 1000, maxResults: 20 });
    await runSearches({ queries: [{ ...resale, includeDomains: ['custojusto.pt'] }], search, cache, ttlMs: 1000, maxResults: 20 });
    await runSearches({ queries: [resale], search, cache, ttlMs: 1000, maxResults: 10 });
    await runSearches({ queries: [resale], search, cache: undefined, ttlMs: 1000, maxResults: 20 });
    expect(search.calls).toHaveLength(4);
  });

  it('fails the round with the search error and caches nothing of it', async () => {
    const cache = new MemoryStore();
    const failing: WebSearch = { search: async () => Promise.reject(new UpstreamError('search')) };
    await expect(runSearches({ queries: [resale], search: failing, cache, ttlMs: 1000, maxResults: 20 })).rejects.toBeInstanceOf(UpstreamError);
    const search = countingSearch();
    await runSearches({ queries: [resale], search, cache, ttlMs: 1000, maxResults: 20 });
    expect(search.calls).toHaveLength(1);
  });
});
