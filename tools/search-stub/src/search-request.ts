/** The body of `POST /search` as `@tavily/core` 0.7 sends it (the fields the stub reads; the rest are recorded). */
export interface SearchRequest {
  query: string;
  max_results?: number;
  include_domains?: string[];
  exclude_domains?: string[];
  include_raw_content?: boolean | 'markdown' | 'text';
  include_answer?: boolean | 'basic' | 'advanced';
  search_depth?: 'basic' | 'advanced' | 'fast' | 'ultra-fast';
  country?: string;
  time_range?: string;
  [key: string]: unknown;
}

/** Tavily's own limits, so a client that breaks them fails here as it would in production. */
export const maxQueryLength = 400;
export const maxResultsLimit = 20;
export const defaultMaxResults = 5;

/** Why a request would be refused by Tavily, or undefined when it is acceptable. */
export function searchRequestProblem(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return 'Request body must be a JSON object.';
  const { query, max_results, include_domains, exclude_domains } = body as Record<string, unknown>;
  if (typeof query !== 'string' || query.trim() === '') return 'Query is missing.';
  if (query.length > maxQueryLength) return `Query is too long. Max query length is ${maxQueryLength} characters.`;
  if (max_results !== undefined && (!Number.isInteger(max_results) || (max_results as number) < 0 || (max_results as number) > maxResultsLimit)) {
    return `max_results must be an integer between 0 and ${maxResultsLimit}.`;
  }
  for (const [name, list] of [['include_domains', include_domains], ['exclude_domains', exclude_domains]] as const) {
    if (list !== undefined && !(Array.isArray(list) && list.every((domain) => typeof domain === 'string'))) return `${name} must be a list of domains.`;
  }
  return undefined;
}
