import type { NextFunction, Request, Response } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import { httpProblems } from './problem.ts';

/**
 * One limiter per endpoint, counting per client: the API key when authentication is on, else the
 * IP address (IPv6 grouped by /56 so one host cannot dodge the limit by rotating addresses).
 * In-memory unless `store` is given: replicas share a Redis store (REDIS_URL, docs/ARCHITECTURE.md §4).
 */
export function endpointRateLimit({ operationId, perMinute, store }: { operationId: string; perMinute: number; store?: Store | undefined }) {
  return rateLimit({
    ...(store ? { store } : {}),
    windowMs: 60_000,
    limit: perMinute,
    identifier: operationId,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req: Request, res: Response) => (res.locals['apiKey'] as string | undefined) ?? ipKeyGenerator(req.ip ?? 'unknown'),
    handler: (req: Request, _res: Response, next: NextFunction) => {
      const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const seconds = resetTime ? Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000)) : 60;
      next(httpProblems.rateLimited(seconds));
    },
  });
}
