// The modules, not their named exports: tracing (OpenTelemetry's HTTP instrumentation) patches
// `request` on the module after it is loaded, and a named import would keep the unpatched function.
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

/**
 * The connections a model client's calls share (`keepAliveFetch`): kept open between calls, as
 * many as the calls in flight need.
 */
export interface ModelAgents {
  http: http.Agent;
  https: https.Agent;
}

/** Bodies written as they are; any other (a stream, a form, a blob) goes through the platform's fetch. */
type WrittenBody = string | ArrayBuffer | ArrayBufferView | URLSearchParams;

/** Answers that carry no body, whatever their headers say (the Fetch standard's null-body statuses). */
const nullBodyStatuses = new Set([101, 103, 204, 205, 304]);

/**
 * A `fetch` for model clients (the OpenAI SDK's `fetch` option) over `node:http` and `node:https`
 * with keep-alive agents. The platform's fetch (undici) waits for a turn of the event loop before it
 * writes a request — an idle kept-alive connection is reused only after one (its defence against
 * servers that close connections they said they would keep), and a new connection is opened and
 * written on later turns — and on a server taking a burst one turn lasts as long as it takes to
 * read every request that arrived together (hundreds of milliseconds for a thousand). Here a
 * request is written on an idle connection before the caller's code returns to the event loop, so
 * a burst's first model calls leave while the rest of the burst is still being read, and their
 * answers come back (and are sent on) while the last calls are under way.
 *
 * What the model clients send and read: any method, headers, a string or byte body, an
 * AbortSignal (the request is destroyed and the promise, or the body being read, fails with the
 * signal's reason), answers decoded from gzip, deflate or br. Redirects are not followed: a 3xx
 * comes back as it is (model APIs answer their calls where they are made). A body of another kind
 * (a stream, a form with files) goes through the platform's fetch. A connection that fails
 * rejects with a TypeError whose cause is the socket's error, as the platform's fetch does, so the
 * SDK counts it as a connection error and retries it.
 */
export function createKeepAliveFetch(agents: ModelAgents = defaultAgents()): typeof fetch {
  return (input, init) => {
    const body = init?.body ?? null;
    if (input instanceof Request || !isWrittenBody(body)) return fetch(input, init);
    const url = input instanceof URL ? input : new URL(input);
    const signal = init?.signal ?? undefined;
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    const bytes = body === null ? undefined : bodyBytes(body);
    const headers = requestHeaders(init?.headers, body, bytes);
    const secure = url.protocol === 'https:';
    if (!secure && url.protocol !== 'http:') return Promise.reject(new TypeError(`keepAliveFetch: ${url.protocol} is not http or https`));
    return new Promise<Response>((resolve, reject) => {
      const options = { method: (init?.method ?? 'GET').toUpperCase(), headers, agent: secure ? agents.https : agents.http };
      const req = secure ? https.request(url, options) : http.request(url, options);
      let answered: IncomingMessage | undefined;
      const onAbort = () => {
        const reason = abortReason(signal!);
        if (answered) answered.destroy(reason as Error);
        req.destroy();
        reject(reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const stopListening = () => signal?.removeEventListener('abort', onAbort);
      req.once('error', (error) => {
        stopListening();
        reject(new TypeError('fetch failed', { cause: error }));
      });
      req.once('response', (res) => {
        answered = res;
        res.once('close', stopListening);
        resolve(toResponse(res));
      });
      req.end(bytes);
    });
  };
}

/** The keep-alive fetch the chat models built from configuration share. */
export const keepAliveFetch: typeof fetch = createKeepAliveFetch();

function defaultAgents(): ModelAgents {
  return { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };
}

function isWrittenBody(body: unknown): body is WrittenBody | null {
  return body === null || typeof body === 'string' || body instanceof ArrayBuffer || ArrayBuffer.isView(body) || body instanceof URLSearchParams;
}

function bodyBytes(body: WrittenBody): Buffer {
  if (typeof body === 'string') return Buffer.from(body);
  if (body instanceof URLSearchParams) return Buffer.from(body.toString());
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
}

/** The caller's headers, with the length of the body and, as the platform's fetch sets them, its type. */
function requestHeaders(given: RequestInit['headers'], body: WrittenBody | null, bytes: Buffer | undefined): Record<string, string> {
  const headers = new Headers(given);
  if (bytes) headers.set('content-length', String(bytes.length));
  if (!headers.has('content-type')) {
    if (typeof body === 'string') headers.set('content-type', 'text/plain;charset=UTF-8');
    if (body instanceof URLSearchParams) headers.set('content-type', 'application/x-www-form-urlencoded;charset=UTF-8');
  }
  return Object.fromEntries(headers);
}

function toResponse(res: IncomingMessage): Response {
  const headers = new Headers();
  for (let i = 0; i < res.rawHeaders.length; i += 2) headers.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
  const status = res.statusCode ?? 502;
  const init = { status, statusText: res.statusMessage ?? '', headers };
  if (nullBodyStatuses.has(status)) {
    res.resume();
    return new Response(null, init);
  }
  return new Response(Readable.toWeb(decoded(res)) as ReadableStream<Uint8Array>, init);
}

/** The answer's body as sent before its content coding (the encodings the platform's fetch decodes). */
function decoded(res: IncomingMessage): Readable {
  const coding = res.headers['content-encoding']?.trim().toLowerCase();
  const decoder = coding === 'gzip' || coding === 'x-gzip' ? createGunzip() : coding === 'deflate' ? createInflate() : coding === 'br' ? createBrotliDecompress() : undefined;
  if (!decoder) return res;
  res.once('error', (error) => decoder.destroy(error));
  return res.pipe(decoder);
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}
