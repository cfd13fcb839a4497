import { createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { ipKeyGenerator, rateLimit, type RateLimitInfo, type Store } from 'express-rate-limit';
import { httpProblems } from './problem.ts';

const windowMs = 60_000;

/**
 * One limiter per endpoint, counting per client: the API key when authentication is on, else the
 * IP address (IPv6 grouped by /56 so one host cannot dodge the limit by rotating addresses).
 * In-memory unless `store` is given: replicas share a Redis store (REDIS_URL, docs/ARCHITECTURE.md §4).
 * Answers carry the IETF draft-8 `RateLimit` and `RateLimit-Policy` headers (`rateLimitHeaders`).
 */
export function endpointRateLimit({ operationId, perMinute, store }: { operationId: string; perMinute: number; store?: Store | undefined }) {
  const headers = rateLimitHeaders(operationId);
  const limiter = rateLimit({
    ...(store ? { store } : {}),
    windowMs,
    limit: perMinute,
    identifier: operationId,
    // Written by `headers`, the same as the library's draft-8 writer, without its hash per request.
    standardHeaders: false,
    legacyHeaders: false,
    keyGenerator: (req: Request, res: Response) => (res.locals['apiKey'] as string | undefined) ?? ipKeyGenerator(req.ip ?? 'unknown'),
    // Retry-After comes with the problem (problemHandler).
    handler: (req: Request, res: Response, next: NextFunction) => {
      const info = limitInfo(req);
      if (info) headers(res, info);
      const resetTime = info?.resetTime;
      const seconds = resetTime ? Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000)) : 60;
      next(httpProblems.rateLimited(seconds));
    },
  });
  return (req: Request, res: Response, next: NextFunction) =>
    limiter(req, res, (error?: unknown) => {
      const info = error === undefined ? limitInfo(req) : undefined;
      if (info) headers(res, info);
      next(error);
    });
}

/** What the limiter counted for this request (express-rate-limit's `req.rateLimit`); absent when it skipped it. */
function limitInfo(req: Request): RateLimitInfo | undefined {
  return (req as Request & { rateLimit?: RateLimitInfo }).rateLimit;
}

/** Policies of this many clients are kept per endpoint; past it the kept ones are dropped and built again as clients come. */
const keptPolicies = 10_000;

/**
 * Writes an endpoint's IETF draft-8 headers as express-rate-limit 8's `standardHeaders: 'draft-8'`
 * does — `RateLimit: "<endpoint>"; r=<remaining>; t=<seconds to reset>` and
 * `RateLimit-Policy: "<endpoint>"; q=<limit>; w=<window s>; pk=:<partition key>:` — with each
 * client's policy built once: its partition key is a SHA-256 of the client's key, which the
 * library computed on every request (two fifths of the limiter's CPU per request, November 2026).
 */
export function rateLimitHeaders(name: string) {
  const windowSeconds = Math.ceil(windowMs / 1000);
  const policies = new Map<string, string>();
  const policyOf = (limit: number, key: string) => {
    const id = `${limit} ${key}`;
    let policy = policies.get(id);
    if (policy === undefined) {
      if (policies.size >= keptPolicies) policies.clear();
      policies.set(id, (policy = `"${name}"; q=${limit}; w=${windowSeconds}; pk=:${partitionKey(key)}:`));
    }
    return policy;
  };
  return (res: Response, info: RateLimitInfo) => {
    if (res.headersSent) return;
    const resetSeconds = info.resetTime ? Math.max(0, Math.ceil((info.resetTime.getTime() - Date.now()) / 1000)) : windowSeconds;
    res.append('RateLimit', `"${name}"; r=${info.remaining}; t=${resetSeconds}`);
    res.append('RateLimit-Policy', policyOf(info.limit, info.key));
  };
}

/** The draft's partition key as express-rate-limit writes it: the first 12 hex digits of the key's SHA-256, in base64. */
function partitionKey(key: string): string {
  return Buffer.from(createHash('sha256').update(key).digest('hex').slice(0, 12)).toString('base64');
}
