import { setTimeout } from 'node:timers/promises';
import type { TavilyClient } from '@tavily/core';
import { SearchNotConfiguredError, UpstreamError } from '../errors/index.ts';

export interface SearchSettings {
  apiKey?: string | undefined;
  /** Tavily-compatible base URL; tests point it at tools/search-stub. */
  baseUrl?: string | undefined;
  timeoutMs?: number | undefined;
}

export interface SearchResult {
  title: string;
  url: string;
  content: string;
  rawContent?: string | undefined;
  score: number;
}

export interface SearchOptions {
  maxResults?: number;
  includeDomains?: string[];
  /** Tavily's country boost, a lowercase English country name (`portugal`). */
  country?: string;
  includeRawContent?: boolean;
  signal?: AbortSignal;
}

/** What functions need from web search; Tavily is one implementation. */
export interface WebSearch {
  search(query: string, options?: SearchOptions): Promise<SearchResult[]>;
}

export function isSearchConfigured(settings: SearchSettings | undefined): settings is SearchSettings {
  // @tavily/core does not refuse a missing key (it goes "keyless"), so the check is ours.
  return Boolean(settings?.apiKey);
}

/** The web search when `settings` configure one (an API key), else undefined. */
export function configuredWebSearch(settings: SearchSettings | undefined): WebSearch | undefined {
  return isSearchConfigured(settings) ? createWebSearch(settings) : undefined;
}

/**
 * Tavily via @tavily/core. A transient failure (5xx, 429, timeout, broken answer, network) is
 * retried once after a short jittered pause; a second failure, or one that retrying cannot fix
 * (a refused key, a bad request), becomes `UpstreamError('search')`.
 */
export function createWebSearch(settings: SearchSettings | undefined): WebSearch {
  if (!isSearchConfigured(settings)) throw new SearchNotConfiguredError();
  // Loaded at the first search, not at start-up: @tavily/core (and its HTTP stack) is about 15 MB
  // and a second of start-up on a busy machine, for a client most requests never use.
  let client: Promise<TavilyClient> | undefined;
  const connect = () =>
    (client ??= import('@tavily/core').then(({ tavily }) => tavily({ apiKey: settings.apiKey, ...(settings.baseUrl ? { apiBaseURL: settings.baseUrl } : {}) })));
  const timeoutSeconds = Math.max(1, Math.round((settings.timeoutMs ?? 30_000) / 1000));
  return {
    async search(query, options = {}) {
      options.signal?.throwIfAborted();
      const attempt = async () =>
        abortable(
          (await connect()).search(query, {
            timeout: timeoutSeconds,
            ...(options.maxResults ? { maxResults: options.maxResults } : {}),
            ...(options.includeDomains?.length ? { includeDomains: options.includeDomains } : {}),
            ...(options.country ? { country: options.country } : {}),
            ...(options.includeRawContent ? { includeRawContent: 'text' as const } : {}),
          }),
          options.signal,
        );
      try {
        let response;
        try {
          response = await attempt();
        } catch (error) {
          if (options.signal?.aborted || !isTransientSearchFailure(error)) throw error;
          await setTimeout(retryPauseMs * (0.5 + Math.random()), undefined, { signal: options.signal });
          response = await attempt();
        }
        return response.results.map((r) => ({ title: r.title, url: r.url, content: r.content, rawContent: r.rawContent, score: r.score }));
      } catch (error) {
        if (options.signal?.aborted) throw options.signal.reason;
        throw new UpstreamError('search', { cause: error });
      }
    },
  };
}

/** Base pause before the one retry; jittered ±50 % so replicas hit by the same outage do not retry in step. */
const retryPauseMs = 500;

/**
 * @tavily/core throws plain Errors whose message is the API's `detail.error` or `"<status> Error: …"`,
 * so the status survives only in words. Client errors (a refused key, a bad request, a plan limit)
 * will fail again; everything else — 5xx, 429, timeouts, network errors, unreadable answers — may not.
 */
export function isTransientSearchFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  if (/^429\b|too many requests|excessive requests|rate limit/i.test(message)) return true;
  return !/^4\d\d\b|unauthori[sz]ed|forbidden|invalid api key|bad request|not found|plan limit|usage limit|exceeds your/i.test(message);
}

/** @tavily/core takes no AbortSignal; stop waiting for it when the request is cancelled. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
