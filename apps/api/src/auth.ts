import { createHash, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { httpProblems } from './problem.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Optional Bearer authentication: on exactly when API keys are configured. Keys are compared as
 * fixed-length digests in constant time; the accepted key becomes the rate-limit identity.
 */
export function bearerAuth(apiKeys: string[]) {
  const known = apiKeys.map(digest);
  return (req: Request, res: Response, next: NextFunction) => {
    if (known.length === 0) return next();
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const presented = match ? digest(match[1]!) : undefined;
    if (!presented || !known.some((key) => timingSafeEqual(key, presented))) return next(httpProblems.unauthorized());
    res.locals['apiKey'] = `key:${presented.toString('hex').slice(0, 16)}`;
    // The full digest identifies the owner of the asynchronous jobs this key creates.
    res.locals['apiKeyHash'] = presented.toString('hex');
    next();
  };
}
