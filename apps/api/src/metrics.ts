import { createHash, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, register, type Metric } from 'prom-client';
import type { WebSearch } from '@circular/runtime/light';
import type { UsageReport } from './operation.ts';
import { httpProblems } from './problem.ts';

/**
 * A metric from prom-client's global registry, created on first use. The registry is the process's
 * (other modules add their metrics by importing prom-client), while tests build several apps in one
 * process: registering the same name twice would throw.
 */
function metric<T extends Metric>(name: string, create: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? create();
}

const requests = () =>
  metric('circular_http_requests_total', () => new Counter({ name: 'circular_http_requests_total', help: 'HTTP requests answered, by operation and status.', labelNames: ['operation', 'method', 'status'] }));
const latency = () =>
  metric(
    'circular_http_request_duration_seconds',
    () =>
      new Histogram({
        name: 'circular_http_request_duration_seconds',
        help: 'Time from request to response, by operation and status.',
        labelNames: ['operation', 'method', 'status'],
        // From a cached answer (milliseconds) to an operation's whole budget (300 s).
        buckets: [0.005, 0.025, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
      }),
  );
const modelCalls = () =>
  metric('circular_model_calls_total', () => new Counter({ name: 'circular_model_calls_total', help: 'Model calls made (failed ones included), by operation.', labelNames: ['operation'] }));
const modelTokens = () =>
  metric('circular_model_tokens_total', () => new Counter({ name: 'circular_model_tokens_total', help: 'Tokens the model reported, by operation and kind (prompt, completion).', labelNames: ['operation', 'kind'] }));
const searchCalls = () =>
  metric('circular_search_calls_total', () => new Counter({ name: 'circular_search_calls_total', help: 'Web searches made, by outcome (ok, error).', labelNames: ['outcome'] }));

/** 1 while a backing service (postgres, redis) answers, 0 during an outage. */
export const backingServiceUp = () =>
  metric('circular_backing_service_up', () => new Gauge({ name: 'circular_backing_service_up', help: 'Whether a backing service answers (1) or not (0), by service (postgres, redis).', labelNames: ['service'] }));
/** Requests counted by this process alone because the shared (Redis) rate-limit counters were unreachable. */
export const rateLimitFallbacks = () =>
  metric('circular_rate_limit_local_fallback_total', () => new Counter({ name: 'circular_rate_limit_local_fallback_total', help: 'Requests rate-limited with per-process counters because Redis was unreachable.' }));

/** Node's own figures (event-loop lag, heap, GC, handles), registered once per process. */
function collectProcessMetrics(): void {
  if (!register.getSingleMetric('nodejs_eventloop_lag_seconds')) collectDefaultMetrics();
}

/**
 * Counts every answered request by operation and status, with its latency, and the model usage the
 * request's UsageMeter gathered. A request the client abandoned counts with status 499.
 */
export function requestMetrics() {
  collectProcessMetrics();
  const [counter, histogram, calls, tokens] = [requests(), latency(), modelCalls(), modelTokens()];
  return (req: Request, res: Response, next: NextFunction) => {
    const stop = histogram.startTimer();
    let recorded = false;
    const record = () => {
      if (recorded) return;
      recorded = true;
      const operation = (res.locals['operationId'] as string | undefined) ?? 'none';
      const labels = { operation, method: req.method, status: String(res.writableFinished ? res.statusCode : 499) };
      counter.inc(labels);
      stop(labels);
      const usage = (res.locals['usage'] as UsageReport | undefined)?.snapshot();
      if (usage && usage.modelCalls > 0) {
        calls.inc({ operation }, usage.modelCalls);
        tokens.inc({ operation, kind: 'prompt' }, usage.promptTokens);
        tokens.inc({ operation, kind: 'completion' }, usage.completionTokens);
      }
    };
    res.once('finish', record);
    res.once('close', record);
    next();
  };
}

/** The web search, counting each call by outcome. */
export function countedSearch(search: WebSearch): WebSearch {
  const counter = searchCalls();
  return {
    async search(query, options) {
      try {
        const results = await search.search(query, options);
        counter.inc({ outcome: 'ok' });
        return results;
      } catch (error) {
        counter.inc({ outcome: 'error' });
        throw error;
      }
    },
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics in the Prometheus text format: a 404 unless enabled. With a token or API keys
 * configured it needs `Authorization: Bearer <token or key>` (scrapers send it as
 * `authorization.credentials`): under API_KEYS the metrics are never open to anyone.
 */
export function serveMetrics({ enabled, token, apiKeys = [] }: { enabled: boolean; token: string | undefined; apiKeys?: string[] }) {
  const accepted = [...(token === undefined ? [] : [token]), ...apiKeys].map(digest);
  return async (req: Request, res: Response) => {
    if (!enabled) throw httpProblems.notFound(req.path);
    if (accepted.length > 0) {
      const presented = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
      const given = presented === undefined ? undefined : digest(presented);
      if (!given || !accepted.some((key) => timingSafeEqual(key, given))) throw httpProblems.unauthorized();
    }
    res.setHeader('Content-Type', register.contentType);
    res.send(await register.metrics());
  };
}
