import type { NextFunction, Request, Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { httpProblems } from './problem.ts';

const windowMs = 15 * 60_000;

/**
 * Counts requests answered 401 per client IP address (IPv6 grouped by /56) and answers 429 once a
 * client has sent `limit` wrong API keys in 15 minutes, so keys cannot be guessed at line rate.
 * Placed before authentication; requests that authenticate are not counted. Off with no API keys.
 */
export function authFailureLimit({ apiKeys, limit }: { apiKeys: string[]; limit: number }) {
  if (apiKeys.length === 0) return (_req: Request, _res: Response, next: NextFunction) => next();
  return rateLimit({
    windowMs,
    limit,
    identifier: 'wrong-api-keys',
    // Its own counter, and no RateLimit headers: the endpoint's limiter reports the quota a client can use.
    standardHeaders: false,
    legacyHeaders: false,
    requestWasSuccessful: (_req: Request, res: Response) => res.statusCode !== 401,
    skipSuccessfulRequests: true,
    keyGenerator: (req: Request) => ipKeyGenerator(req.ip ?? 'unknown'),
    handler: (req: Request, _res: Response, next: NextFunction) => {
      const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const seconds = resetTime ? Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000)) : windowMs / 1000;
      next(httpProblems.authFailuresLimited(seconds));
    },
  });
}
