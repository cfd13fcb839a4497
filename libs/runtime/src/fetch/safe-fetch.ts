import { fetch, Headers, type Agent, type Response } from 'undici';
import { UnsafeUrlError } from '../errors/index.ts';
import { createAddressPolicy } from './address-policy.ts';
import { parseFetchableUrl } from './fetchable-url.ts';
import { createGuardedAgent, resolveWithDns, type ResolveHost } from './guarded-agent.ts';
import { nextHop, type Hop, type RequestBody } from './redirect.ts';
import { UnreachableUrlError } from './unreachable-url-error.ts';

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
  lookup = resolveWithDns,
}: SafeFetcherOptions = {}): SafeFetcher {
  const agent = createGuardedAgent({ policy: createAddressPolicy(allowCidrs), resolveHost: lookup });
  return {
    safeFetch: (url, options = {}) => safeFetch(agent, url, { maxBytes, timeoutMs, maxRedirects, ...options }),
    close: () => agent.close(),
  };
}

type ResolvedOptions = SafeFetchOptions & Required<Pick<SafeFetchOptions, 'maxBytes' | 'timeoutMs' | 'maxRedirects'>>;

async function safeFetch(agent: Agent, input: string | URL, options: ResolvedOptions): Promise<SafeResponse> {
  const { signal: callerSignal, timeoutMs } = options;
  callerSignal?.throwIfAborted();
  const first: Hop = {
    url: parseFetchableUrl(input),
    method: (options.method ?? 'GET').toUpperCase(),
    headers: new Headers(options.headers),
    body: options.body,
  };
  if (options.accept !== undefined && !first.headers.has('accept')) first.headers.set('accept', options.accept.join(', '));

  const timeout = AbortSignal.timeout(timeoutMs);
  // Aborted by us once a body grows past the cap, so the socket is dropped instead of drained.
  const cutoff = new AbortController();
  const signal = AbortSignal.any([timeout, cutoff.signal, ...(callerSignal ? [callerSignal] : [])]);
  try {
    return await follow(agent, first, options, signal, cutoff);
  } catch (error) {
    if (callerSignal?.aborted) throw callerSignal.reason;
    const refusal = findUnsafeUrlError(error);
    if (refusal !== undefined) throw refusal;
    if (timeout.aborted) throw new UnreachableUrlError(`no complete answer within ${timeoutMs} ms`, { cause: error });
    throw new UnreachableUrlError(`could not be fetched: ${errorCode(error)}`, { cause: error });
  } finally {
    cutoff.abort();
  }
}

async function follow(
  agent: Agent,
  first: Hop,
  options: ResolvedOptions,
  signal: AbortSignal,
  cutoff: AbortController,
): Promise<SafeResponse> {
  let hop = first;
  for (let redirects = 0; ; redirects += 1) {
    const response = await fetch(hop.url, {
      method: hop.method,
      headers: hop.headers,
      body: hop.body ?? null,
      redirect: 'manual',
      signal,
      dispatcher: agent,
    });
    if (options.followRedirects === false) return readResponse(response, options, cutoff);
    const next = nextHop(hop, { status: response.status, location: response.headers.get('location') });
    if (next === undefined) return readResponse(response, options, cutoff);
    await response.body?.cancel();
    if (redirects >= options.maxRedirects) throw new UnsafeUrlError(`more than ${options.maxRedirects} redirects`);
    hop = next;
  }
}

async function readResponse(response: Response, options: ResolvedOptions, cutoff: AbortController): Promise<SafeResponse> {
  const { maxBytes, accept } = options;
  const contentType = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() || undefined;
  if (accept !== undefined && response.ok && !accepts(accept, contentType ?? 'application/octet-stream')) {
    throw new UnsafeUrlError(`content type ${contentType ?? '(none)'} is not accepted`);
  }
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) throw new UnsafeUrlError(`larger than ${maxBytes} bytes`);

  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body !== null) {
    for await (const chunk of response.body) {
      size += chunk.byteLength;
      if (size > maxBytes) {
        cutoff.abort();
        throw new UnsafeUrlError(`larger than ${maxBytes} bytes`);
      }
      chunks.push(chunk);
    }
  }
  return { url: response.url, status: response.status, headers: response.headers, contentType, body: Buffer.concat(chunks, size) };
}

function accepts(accept: readonly string[], contentType: string): boolean {
  return accept.some((pattern) => {
    const wanted = pattern.trim().toLowerCase();
    return wanted === '*/*' || wanted === contentType || (wanted.endsWith('/*') && contentType.startsWith(wanted.slice(0, -1)));
  });
}

/** undici wraps connector failures in `TypeError('fetch failed', { cause })`; a refusal may sit in the chain. */
function findUnsafeUrlError(error: unknown): UnsafeUrlError | undefined {
  for (let current = error, depth = 0; current !== undefined && current !== null && depth < 5; depth += 1) {
    if (current instanceof UnsafeUrlError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A system error code (ECONNREFUSED, ENOTFOUND) is user-safe; messages may not be. */
function errorCode(error: unknown): string {
  for (let current = error, depth = 0; current !== undefined && current !== null && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z][A-Z0-9_]*$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return 'network error';
}
