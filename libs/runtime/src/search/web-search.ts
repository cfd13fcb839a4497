import { tavily } from '@tavily/core';
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

/** Tavily via @tavily/core, with failures turned into `UpstreamError('search')`. */
export function createWebSearch(settings: SearchSettings | undefined): WebSearch {
  if (!isSearchConfigured(settings)) throw new SearchNotConfiguredError();
  const client = tavily({ apiKey: settings.apiKey, ...(settings.baseUrl ? { apiBaseURL: settings.baseUrl } : {}) });
  const timeoutSeconds = Math.max(1, Math.round((settings.timeoutMs ?? 30_000) / 1000));
  return {
    async search(query, options = {}) {
      options.signal?.throwIfAborted();
      const request = client.search(query, {
        timeout: timeoutSeconds,
        ...(options.maxResults ? { maxResults: options.maxResults } : {}),
        ...(options.includeDomains?.length ? { includeDomains: options.includeDomains } : {}),
        ...(options.country ? { country: options.country } : {}),
        ...(options.includeRawContent ? { includeRawContent: 'text' as const } : {}),
      });
      try {
        const response = await abortable(request, options.signal);
        return response.results.map((r) => ({ title: r.title, url: r.url, content: r.content, rawContent: r.rawContent, score: r.score }));
      } catch (error) {
        if (options.signal?.aborted) throw options.signal.reason;
        throw new UpstreamError('search', { cause: error });
      }
    },
  };
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
