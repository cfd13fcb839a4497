import express, { type NextFunction, type Request, type Response } from 'express';
import { InvalidRequestError, PayloadTooLargeError } from '@circular/runtime';

interface BodyParserError {
  type?: string;
  status?: number;
}

/**
 * Parses a JSON body under the operation's size limit. The limit is enforced while reading
 * (Content-Length is checked first, then bytes are counted as they stream), so an oversize body is
 * never buffered whole. Every way a body can be unusable becomes a 413 or a 422 naming the problem.
 */
export function jsonBody(limitBytes: number) {
  const parse = express.json({ limit: limitBytes, strict: false, type: () => true });
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.is(['application/json', 'application/*+json'])) {
      const got = req.headers['content-type'] ?? 'none';
      next(new InvalidRequestError([{ pointer: '', message: `Content-Type must be application/json (got ${got})` }]));
      return;
    }
    parse(req, res, (error?: unknown) => {
      if (!error) return next();
      const failure = error as BodyParserError;
      if (failure.type === 'entity.too.large') return next(new PayloadTooLargeError(limitBytes));
      if (failure.type === 'entity.parse.failed') {
        return next(new InvalidRequestError([{ pointer: '', message: 'body is not valid JSON' }]));
      }
      if (failure.type === 'encoding.unsupported' || failure.type === 'charset.unsupported') {
        return next(new InvalidRequestError([{ pointer: '', message: 'body must be UTF-8 encoded JSON' }]));
      }
      next(error);
    });
  };
}
