import { createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { ipKeyGenerator, rateLimit, type RateLimitInfo, type Store } from 'express-rate-limit';
import { RecentlyUsed } from '@circular/runtime/light';
import { httpProblems } from './problem.ts';

/** The window every endpoint's limit counts over. */
const windowMs = 60_000;

/**
 * One limiter per endpoint, counting per client: the API key when authentication is on, else the
 * IP address (IPv6 grouped by /56 so one host cannot dodge the limit by rotating addresses).
 * In-memory unless `store` is given: replicas share a Redis store (REDIS_URL, docs/ARCHITECTURE.md §4).
 * Answers carry the IETF draft-8 `RateLimit` and `RateLimit-Policy` headers, and a limited one
 * `Retry-After`, as express-rate-limit writes them (`standardHeaders: 'draft-8'`); they are written
 * here (`setDraft8Headers`) so that a client's partition key, a hash of its key, is computed once per
 * client rather than on every request (a sha256 per request: 2 % of a no-model route's CPU, November 2026).
 */
export function endpointRateLimit({ operationId, perMinute, store }: { operationId: string; perMinute: number; store?: Store | undefined }) {
  const limiter = rateLimit({
    ...(store ? { store } : {}),
    windowMs,
    limit: perMinute,
    identifier: operationId,
    standardHeaders: false,
    legacyHeaders: false,
    keyGenerator: (req: Request, res: Response) => (res.locals['apiKey'] as string | undefined) ?? ipKeyGenerator(req.ip ?? 'unknown'),
    handler: (req: Request, res: Response, next: NextFunction) => {
      const info = limitInfo(req);
      setDraft8Headers(res, info, operationId);
      const seconds = resetSeconds(info?.resetTime);
      if (info && !res.headersSent) res.setHeader('Retry-After', seconds.toString());
      next(httpProblems.rateLimited(Math.max(1, seconds)));
    },
  });
  return (req: Request, res: Response, next: NextFunction) =>
    limiter(req, res, (error?: unknown) => {
      // A request the limiter let through; one it failed (the store down) gets no headers, as before.
      if (error === undefined) setDraft8Headers(res, limitInfo(req), operationId);
      next(error);
    });
}

function limitInfo(req: Request): RateLimitInfo | undefined {
  return (req as Request & { rateLimit?: RateLimitInfo }).rateLimit;
}

/** Seconds until the client's window resets (the window's length when the store gives no time), as express-rate-limit counts them. */
function resetSeconds(resetTime: Date | undefined): number {
  return resetTime ? Math.max(0, Math.ceil((resetTime.getTime() - Date.now()) / 1000)) : Math.ceil(windowMs / 1000);
}

/** express-rate-limit's draft-8 headers, byte for byte (its `setDraft8Headers`), the partition key from `partitionKeyOf`. */
export function setDraft8Headers(res: Response, info: RateLimitInfo | undefined, name: string): void {
  if (info === undefined || res.headersSent) return;
  res.append('RateLimit', `"${name}"; r=${info.remaining}; t=${resetSeconds(info.resetTime)}`);
  res.append('RateLimit-Policy', `"${name}"; q=${info.limit}; w=${Math.ceil(windowMs / 1000)}; pk=:${partitionKeyOf(info.key)}:`);
}

/** Partition keys of the clients seen last (a key is an API key or an address: a few hundred bytes each at most). */
const partitionKeys = new RecentlyUsed<string, string>(4096);

/** A client's partition key as express-rate-limit derives it: the base64 of the first 12 hex digits of the key's sha256. */
export function partitionKeyOf(key: string): string {
  let partitionKey = partitionKeys.get(key);
  if (partitionKey === undefined) {
    partitionKey = Buffer.from(createHash('sha256').update(key).digest('hex').slice(0, 12)).toString('base64');
    partitionKeys.set(key, partitionKey);
  }
  return partitionKey;
}
