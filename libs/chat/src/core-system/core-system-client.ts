import { setTimeout as sleep } from 'node:timers/promises';
import { UnreachableUrlError, UnsafeUrlError, type SafeFetcher, type SafeResponse } from '@circular/runtime';
import { joinUrl, parseBaseUrl } from './base-url.ts';
import { CoreSystemError, coreSystemErrorFrom, coreSystemUnreachable, CoreUnavailableError, type CoreSystemName } from './errors/index.ts';
import { isIdempotent, parseRetryAfter, retryDelay } from './retry-policy.ts';
import { searchQueryText } from './search-query.ts';
import type {
  Category,
  Completion,
  Offer,
  Item,
  ItemCreation,
  ItemRequest,
  Problem,
  Product,
  ProductSearchQuery,
  ProductSearchResult,
  Protocol,
  RecordAnswerRequest,
  RecordedAnswer,
  Submission,
} from './types.ts';

export const DEFAULT_CORE_TIMEOUT_MS = 10_000;
export const DEFAULT_CORE_MAX_RETRIES = 2;

export interface CoreSystemClientOptions {
  /** `service_core_base_url` of the chat request. */
  serviceCoreBaseUrl: string;
  /** `service_submission_base_url` of the chat request. */
  serviceSubmissionBaseUrl: string;
  /** The SSRF-safe fetcher (`createSafeFetcher({ allowCidrs })`); every call goes through it. */
  fetcher: Pick<SafeFetcher, 'safeFetch'>;
  /** Limit of one attempt (connection, headers and body). */
  timeoutMs?: number;
  /** Retries after the first attempt, for idempotent calls only. */
  maxRetries?: number;
  initialRetryDelayMs?: number;
  maxRetryDelayMs?: number;
  /** Largest response accepted. */
  maxResponseBytes?: number;
  /** Jitter source, replaced in tests. */
  random?: () => number;
}

export interface CallOptions {
  /** The chat turn's cancellation; its reason is rethrown unchanged and nothing is retried after it. */
  signal?: AbortSignal;
  /** Overrides the client's per-attempt limit for this call. */
  timeoutMs?: number;
}

export interface IdempotentCallOptions extends CallOptions {
  /**
   * Sent as `Idempotency-Key`: the system does the work once per key, so the call is retried. Keep
   * the same key for every attempt of the same intent, across turns and restarts.
   */
  idempotencyKey?: string;
}

/** The core and submission systems as `libs/chat/core-system.openapi.yaml` describes them. */
export interface CoreSystemClient {
  listCategories(options?: CallOptions): Promise<Category[]>;
  searchProducts(query: ProductSearchQuery, options?: CallOptions): Promise<ProductSearchResult>;
  getProduct(productId: string, options?: CallOptions): Promise<Product>;
  /** Without an `idempotencyKey` a failed creation is not retried (it might have happened). */
  createItem(request: ItemRequest, options?: IdempotentCallOptions): Promise<ItemCreation>;
  getItem(itemId: string, options?: CallOptions): Promise<Item>;
  getProtocol(itemId: string, options?: CallOptions): Promise<Protocol>;
  getSubmission(itemId: string, options?: CallOptions): Promise<Submission>;
  recordAnswer(answer: RecordAnswerRequest, options?: CallOptions): Promise<RecordedAnswer>;
  /** With `offer`, the offer the seller accepted is recorded with the completion, in the same call. */
  completeSubmission(itemId: string, options?: IdempotentCallOptions & { offer?: Offer | undefined }): Promise<Completion>;
}

interface Call {
  system: CoreSystemName;
  operation: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  options: IdempotentCallOptions;
}

const basePointers: Record<CoreSystemName, string> = { core: '/service_core_base_url', submission: '/service_submission_base_url' };
const segment = encodeURIComponent;

/**
 * A client for the two systems whose base URLs the chat's caller gives per request. Every URL goes
 * through the SSRF-safe fetcher, so a base URL to a private address is refused (an `UnsafeUrlError`
 * naming the request field) unless the deployment allow-lists it. Failures are `CoreSystemError`
 * subclasses; transient ones (`CoreUnavailableError`) are retried with backoff when the call is
 * idempotent. Throws `UnsafeUrlError` at once for a base URL that is not an absolute http(s) URL.
 */
export function createCoreSystemClient({
  serviceCoreBaseUrl,
  serviceSubmissionBaseUrl,
  fetcher,
  timeoutMs = DEFAULT_CORE_TIMEOUT_MS,
  maxRetries = DEFAULT_CORE_MAX_RETRIES,
  initialRetryDelayMs = 250,
  maxRetryDelayMs = 5_000,
  maxResponseBytes = 2 * 1024 * 1024,
  random = Math.random,
}: CoreSystemClientOptions): CoreSystemClient {
  const bases: Record<CoreSystemName, URL> = {
    core: parseBaseUrl(serviceCoreBaseUrl, basePointers.core),
    submission: parseBaseUrl(serviceSubmissionBaseUrl, basePointers.submission),
  };

  async function send<T>(call: Call): Promise<{ status: number; data: T }> {
    const { system, operation, method, options } = call;
    const { signal, idempotencyKey } = options;
    const retryable = isIdempotent({ method, idempotencyKey });
    for (let attempt = 0; ; attempt += 1) {
      let failure: CoreSystemError;
      let retryAfterMs: number | undefined;
      try {
        const response = await fetchOnce(call);
        if (response.status >= 200 && response.status < 300) return { status: response.status, data: readJson<T>(response, call) };
        retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
        failure = coreSystemErrorFrom({
          system,
          operation,
          upstreamStatus: response.status,
          problem: readProblem(response),
          retryAfterSeconds: retryAfterMs === undefined ? undefined : Math.ceil(retryAfterMs / 1000),
        });
      } catch (error) {
        failure = fetchFailure(error, call);
      }
      if (!(failure instanceof CoreUnavailableError) || !retryable || attempt >= maxRetries) throw failure;
      const delay = retryDelay({ attempt, initialDelayMs: initialRetryDelayMs, maxDelayMs: maxRetryDelayMs, retryAfterMs, random });
      if (delay === undefined) throw failure;
      try {
        await sleep(delay, undefined, signal === undefined ? {} : { signal });
      } catch (error) {
        throw signal?.aborted ? signal.reason : error;
      }
    }
  }

  function fetchOnce({ system, method, path, query, body, options }: Call): Promise<SafeResponse> {
    const headers: Record<string, string> = { accept: 'application/json, application/problem+json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (options.idempotencyKey !== undefined) headers['idempotency-key'] = options.idempotencyKey;
    return fetcher.safeFetch(joinUrl(bases[system], path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
      timeoutMs: options.timeoutMs ?? timeoutMs,
      maxBytes: maxResponseBytes,
    });
  }

  /** The caller's abort and SSRF refusals pass through; a network failure is the system being unavailable. */
  function fetchFailure(error: unknown, { system, operation, options }: Call): CoreSystemError {
    if (options.signal?.aborted) throw options.signal.reason;
    if (UnreachableUrlError.isInstance(error)) return coreSystemUnreachable({ system, operation, cause: error });
    if (UnsafeUrlError.isInstance(error)) throw error.at(basePointers[system]);
    throw error;
  }

  return {
    listCategories: async (options = {}) =>
      (await send<{ categories: Category[] }>({ system: 'core', operation: 'listCategories', method: 'GET', path: '/catalog/categories', options })).data
        .categories,
    searchProducts: async ({ q, category, limit }, options = {}) =>
      (
        await send<ProductSearchResult>({
          system: 'core',
          operation: 'searchProducts',
          method: 'GET',
          path: '/catalog/products',
          query: { q: searchQueryText(q), category, limit },
          options,
        })
      ).data,
    getProduct: async (productId, options = {}) =>
      (await send<Product>({ system: 'core', operation: 'getProduct', method: 'GET', path: `/catalog/products/${segment(productId)}`, options })).data,
    createItem: async (request, options = {}) => {
      const { status, data } = await send<Item>({ system: 'core', operation: 'createItem', method: 'POST', path: '/items', body: request, options });
      return { item: data, replayed: status !== 201 };
    },
    getItem: async (itemId, options = {}) =>
      (await send<Item>({ system: 'core', operation: 'getItem', method: 'GET', path: `/items/${segment(itemId)}`, options })).data,
    getProtocol: async (itemId, options = {}) =>
      (await send<Protocol>({ system: 'core', operation: 'getProtocol', method: 'GET', path: `/items/${segment(itemId)}/protocol`, options })).data,
    getSubmission: async (itemId, options = {}) =>
      (await send<Submission>({ system: 'submission', operation: 'getSubmission', method: 'GET', path: `/submissions/${segment(itemId)}`, options }))
        .data,
    recordAnswer: async ({ itemId, questionId, value }, options = {}) =>
      (
        await send<RecordedAnswer>({
          system: 'submission',
          operation: 'recordAnswer',
          method: 'PUT',
          path: `/submissions/${segment(itemId)}/answers/${segment(questionId)}`,
          body: { value },
          options,
        })
      ).data,
    completeSubmission: async (itemId, { offer, ...options } = {}) =>
      (
        await send<Completion>({
          system: 'submission',
          operation: 'completeSubmission',
          method: 'POST',
          path: `/submissions/${segment(itemId)}/complete`,
          ...(offer === undefined ? {} : { body: { offer } }),
          options,
        })
      ).data,
  };
}

/** A 2xx body must be JSON; anything else means the base URL does not lead to such a system. */
function readJson<T>(response: SafeResponse, { system, operation }: Call): T {
  const type = response.contentType ?? '';
  if (type === 'application/json' || type.endsWith('+json')) {
    try {
      return JSON.parse(response.body.toString('utf8')) as T;
    } catch (error) {
      throw new CoreSystemError({ system, operation, upstreamStatus: response.status, cause: error, detail: `The ${system} system answered ${operation} with malformed JSON.` });
    }
  }
  throw new CoreSystemError({
    system,
    operation,
    upstreamStatus: response.status,
    detail: `The ${system} system answered ${operation} with ${type || 'no content type'} instead of JSON.`,
  });
}

function readProblem(response: SafeResponse): Problem | undefined {
  const type = response.contentType ?? '';
  if (type !== 'application/json' && !type.endsWith('+json')) return undefined;
  try {
    const body = JSON.parse(response.body.toString('utf8')) as unknown;
    return typeof body === 'object' && body !== null && typeof (body as Problem).title === 'string' ? (body as Problem) : undefined;
  } catch {
    return undefined;
  }
}
