import { Agent, Pool, request } from 'undici';
import { percentile } from '../report.ts';

export interface LoadResult {
  /** Requests sent. */
  requests: number;
  /** Requests answered 200 whose body passed `check`. */
  ok: number;
  /** Requests that failed: a status other than 200, a body `check` refused, a connection error or a timeout. */
  errors: number;
  elapsedMs: number;
  /** Good answers per second of the run. */
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Every good answer's latency, sorted. */
  latenciesMs: number[];
}

export interface LoadOptions {
  url: string;
  /** The JSON body of request `i` (0-based); make texts unique with `i` to keep caches out. */
  body: (i: number) => unknown;
  /** Whether a 200 body is right for the request that got it (exactly its keys, say); any body is by default. */
  check?: (request: unknown, response: string) => boolean;
  /** Longest wait for one answer: a hung server costs the run this much, never more. */
  timeoutMs?: number;
}

/**
 * Closed-loop load on loopback: `connections` clients each send a request, wait for its answer and
 * send the next, until `maxRequests` have been sent or `durationMs` has passed, whichever is first.
 */
export async function closedLoop({ url, body, check, connections, durationMs, maxRequests = Number.POSITIVE_INFINITY, timeoutMs = 30_000 }: LoadOptions & { connections: number; durationMs: number; maxRequests?: number }): Promise<LoadResult> {
  const { origin, pathname } = new URL(url);
  const pool = new Pool(origin, { connections, pipelining: 1, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
  const post: Post = (json) => pool.request({ path: pathname, method: 'POST', headers, body: json });
  const latencies: number[] = [];
  let sent = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  const client = async () => {
    while (sent < maxRequests && performance.now() < deadline) {
      const i = sent++;
      const t0 = performance.now();
      if (await send(post, i, body, check)) latencies.push(performance.now() - t0);
      else errors += 1;
    }
  };
  try {
    await Promise.all(Array.from({ length: connections }, client));
  } finally {
    await pool.close();
  }
  return summarise({ sent, errors, latencies, elapsedMs: performance.now() - started });
}

/** `count` requests sent at once, each on its own connection: a burst, bounded by `timeoutMs` per request. */
export async function burst({ url, body, check, count, timeoutMs = 30_000 }: LoadOptions & { count: number }): Promise<LoadResult> {
  const dispatcher = new Agent({ connections: count, pipelining: 1, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
  const post: Post = (json) => request(url, { method: 'POST', headers, body: json, dispatcher });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  try {
    await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const t0 = performance.now();
        if (await send(post, i, body, check)) latencies.push(performance.now() - t0);
        else errors += 1;
      }),
    );
  } finally {
    await dispatcher.close();
  }
  return summarise({ sent: count, errors, latencies, elapsedMs: performance.now() - started });
}

const headers = { 'content-type': 'application/json' };

type Post = (json: string) => Promise<{ statusCode: number; body: { text(): Promise<string> } }>;

async function send(post: Post, i: number, body: LoadOptions['body'], check: LoadOptions['check']): Promise<boolean> {
  try {
    const sent = body(i);
    const res = await post(JSON.stringify(sent));
    const text = await res.body.text();
    return res.statusCode === 200 && (check?.(sent, text) ?? true);
  } catch {
    return false;
  }
}

/** Several runs against one target as one: their requests, errors, time and latencies together. */
export function combine(parts: readonly LoadResult[]): LoadResult {
  const sum = (pick: (part: LoadResult) => number) => parts.reduce((total, part) => total + pick(part), 0);
  return summarise({ sent: sum((part) => part.requests), errors: sum((part) => part.errors), latencies: parts.flatMap((part) => part.latenciesMs), elapsedMs: sum((part) => part.elapsedMs) });
}

function summarise({ sent, errors, latencies, elapsedMs }: { sent: number; errors: number; latencies: number[]; elapsedMs: number }): LoadResult {
  latencies.sort((a, b) => a - b);
  return { requests: sent, ok: latencies.length, errors, elapsedMs, reqPerSec: latencies.length / (elapsedMs / 1000), p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99), latenciesMs: latencies };
}
