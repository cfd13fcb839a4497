import type { Headers } from 'undici';
import { createAddressPolicy } from './address-policy.ts';
import type { ResolveHost } from './guarded-agent.ts';
import type { RequestBody } from './redirect.ts';
import type { SafeFetchEngine } from './safe-fetch-engine.ts';

export const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_REDIRECTS = 3;

export interface SafeFetcherOptions {
  /** Ranges exempt from the address filter (`SSRF_ALLOW_CIDRS`); cloud metadata stays refused. */
  allowCidrs?: readonly string[];
  /** Default cap on the (decoded) response body. */
  maxBytes?: number;
  /** Default cap on the whole exchange: every hop, headers and body. */
  timeoutMs?: number;
  maxRedirects?: number;
  /** Host name resolution; replace it in tests so no real DNS is queried. */
  lookup?: ResolveHost;
}

export interface SafeFetchOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: RequestBody;
  /** The caller's cancellation; its abort reason is rethrown unchanged. */
  signal?: AbortSignal;
  /**
   * Media types a 2xx response may have (`image/*` wildcards allowed); unset means any. A missing
   * Content-Type counts as `application/octet-stream` (RFC 9110 §8.3).
   */
  accept?: readonly string[];
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  /**
   * `false` returns a redirect answer as it came, its Location never contacted: for a POST whose
   * receiver must be the URL given (a webhook), where following could turn it into a body-less GET.
   */
  followRedirects?: boolean;
}

export interface SafeResponse {
  /** The URL that answered, after redirects. */
  url: string;
  status: number;
  headers: Headers;
  /** Media type without parameters, lower-cased; undefined when the response had none. */
  contentType: string | undefined;
  body: Buffer;
}

export interface SafeFetcher {
  /**
   * Fetches a user-supplied URL under the SSRF policy. Any refusal or network failure is an
   * `UnsafeUrlError` (`UnreachableUrlError` for the transient ones); non-2xx statuses are returned.
   */
  safeFetch(url: string | URL, options?: SafeFetchOptions): Promise<SafeResponse>;
  /** Closes pooled connections (shutdown, tests). */
  close(): Promise<void>;
}

/**
 * The one way this product fetches a URL a user gave it (images, callbacks, the chat's core-system
 * base URL): http(s) only, public addresses only after DNS resolution and on every redirect hop,
 * with bounded redirects, body size and total time.
 */
export function createSafeFetcher({
  allowCidrs = [],
  maxBytes = DEFAULT_MAX_BYTES,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  maxRedirects = DEFAULT_MAX_REDIRECTS,
  lookup,
}: SafeFetcherOptions = {}): SafeFetcher {
  // Checked now: a bad SSRF_ALLOW_CIDRS fails the start, not the first fetch.
  const policy = createAddressPolicy(allowCidrs);
  // undici (~30 MB, a tenth of a second) is imported with the first fetch, not with the server.
  let engine: Promise<SafeFetchEngine> | undefined;
  const open = () => (engine ??= import('./safe-fetch-engine.ts').then(({ openSafeFetchEngine }) => openSafeFetchEngine({ policy, lookup })));
  return {
    safeFetch: async (url, options = {}) => (await open()).safeFetch(url, { maxBytes, timeoutMs, maxRedirects, ...options }),
    close: async () => {
      if (engine) await (await engine).close();
    },
  };
}
