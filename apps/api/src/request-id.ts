import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

const validRequestId = /^[A-Za-z0-9._:-]{1,128}$/;

/** Echoes a well-formed client X-Request-Id (so traces join up), otherwise mints one. */
export function requestId(req: Request, res: Response, next: NextFunction): void {
  const sent = req.headers['x-request-id'];
  const id = typeof sent === 'string' && validRequestId.test(sent) ? sent : randomUUID();
  res.locals['requestId'] = id;
  res.setHeader('X-Request-Id', id);
  next();
}
