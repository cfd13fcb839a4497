import { fetch, Headers, type Agent, type Response } from 'undici';
import { UnsafeUrlError } from '../errors/index.ts';
import type { AddressPolicy } from './address-policy.ts';
import { parseFetchableUrl } from './fetchable-url.ts';
import { createGuardedAgent, resolveWithDns, type ResolveHost } from './guarded-agent.ts';
import { nextHop, type Hop } from './redirect.ts';
import type { SafeFetchOptions, SafeResponse } from './safe-fetch.ts';
import { UnreachableUrlError } from './unreachable-url-error.ts';

/** The fetching half of a `SafeFetcher` (undici and its guarded agent), opened on its first fetch. */
export interface SafeFetchEngine {
  safeFetch(url: string | URL, options: ResolvedOptions): Promise<SafeResponse>;
  close(): Promise<void>;
}

export function openSafeFetchEngine({ policy, lookup = resolveWithDns }: { policy: AddressPolicy; lookup?: ResolveHost | undefined }): SafeFetchEngine {
  const agent = createGuardedAgent({ policy, resolveHost: lookup });
  return {
    safeFetch: (url, options) => safeFetch(agent, url, options),
    close: () => agent.close(),
  };
}

export type ResolvedOptions = SafeFetchOptions & Required<Pick<SafeFetchOptions, 'maxBytes' | 'timeoutMs' | 'maxRedirects'>>;

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
