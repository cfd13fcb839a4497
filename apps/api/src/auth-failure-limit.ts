import type { NextFunction, Request, Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { httpProblems } from './problem.ts';

const windowMs = 15 * 60_000;

/**
 * Counts requests without a valid API key per client (its address as `trust proxy` resolves it,
 * IPv6 grouped by /56) and answers 429 once a client has sent `limit` of them in 15 minutes, so
 * keys cannot be guessed at line rate. Requests that authenticated are neither counted nor
 * refused: a caller presenting a valid key is never locked out by others at its address.
 */
export function authFailureLimit({ limit }: { limit: number }) {
  return rateLimit({
    windowMs,
    limit,
    identifier: 'wrong-api-keys',
    // Its own counter, and no RateLimit headers: the endpoint's limiter reports the quota a client can use.
    standardHeaders: false,
    legacyHeaders: false,
    skip: (_req: Request, res: Response) => res.locals['apiKey'] !== undefined,
    keyGenerator: (req: Request) => ipKeyGenerator(req.ip ?? 'unknown'),
    handler: (req: Request, _res: Response, next: NextFunction) => {
      const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const seconds = resetTime ? Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000)) : windowMs / 1000;
      next(httpProblems.authFailuresLimited(seconds));
    },
  });
}
