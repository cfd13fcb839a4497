import { createHash, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { authFailureLimit } from './auth-failure-limit.ts';
import { httpProblems } from './problem.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Optional Bearer authentication: on exactly when API keys are configured. Keys are compared as
 * fixed-length digests in constant time; the accepted key becomes the rate-limit identity.
 *
 * Three steps: the key is checked first, so a request with a valid key is never throttled however
 * many wrong keys its address (a shared NAT, a proxy) sent; requests without a valid key are
 * counted per client and get 429 past `failureLimit`; the rest get 401.
 */
export function bearerAuth({ apiKeys, failureLimit }: { apiKeys: string[]; failureLimit: number }): RequestHandler[] {
  const known = apiKeys.map(digest);
  // Off: no step at all, rather than one that only calls the next (each step costs every request).
  if (known.length === 0) return [];
  const identify = (req: Request, res: Response, next: NextFunction) => {
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const presented = match ? digest(match[1]!) : undefined;
    if (presented && known.some((key) => timingSafeEqual(key, presented))) {
      res.locals['apiKey'] = `key:${presented.toString('hex').slice(0, 16)}`;
      // The full digest identifies the owner of the asynchronous jobs this key creates.
      res.locals['apiKeyHash'] = presented.toString('hex');
    }
    next();
  };
  const require = (_req: Request, res: Response, next: NextFunction) => next(res.locals['apiKey'] === undefined ? httpProblems.unauthorized() : undefined);
  return [identify, authFailureLimit({ limit: failureLimit }), require];
}
