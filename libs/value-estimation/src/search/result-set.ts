import { canonicalUrl, type SearchResult } from '../extraction/listing.ts';

/**
 * Adds search results to those already held, each page once (by canonical URL, the first copy
 * kept): several queries and widening rounds often return the same listing. `added` is what was
 * new, so later rounds extract only their own results.
 */
export function addResults({
  existing,
  incoming,
}: {
  existing: readonly SearchResult[];
  incoming: readonly SearchResult[];
}): { all: SearchResult[]; added: SearchResult[] } {
  const seen = new Set(existing.map(({ url }) => canonicalUrl(url)));
  const added: SearchResult[] = [];
  for (const result of incoming) {
    const key = canonicalUrl(result.url);
    if (seen.has(key)) continue;
    seen.add(key);
    added.push(result);
  }
  return { all: [...existing, ...added], added };
}
