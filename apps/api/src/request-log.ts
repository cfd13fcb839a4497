import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import type { UsageReport } from './operation.ts';
import { traceFields } from './tracing/trace-fields.ts';

/**
 * One log line per request, written when the response is done: request id, operation, method and
 * path, status, latency and model usage. Only these — bodies, query strings and headers may hold
 * secrets or documents. Cheaper than a child logger per request (measured: pino-http's per-request
 * child was a tenth of the route's CPU).
 */
export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = performance.now();
    // The request's span is active now; when the response is done it may have ended.
    const trace = traceFields();
    const write = (completed: boolean) => {
      const usage = res.locals['usage'] as UsageReport | undefined;
      const status = completed ? res.statusCode : 499;
      const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
      logger[level](
        {
          ...trace,
          request_id: res.locals['requestId'],
          operation: res.locals['operationId'],
          req: { method: req.method, path: req.path },
          res: { status },
          responseTime: Math.round(performance.now() - started),
          ...(usage ? { usage: usage.snapshot() } : {}),
        },
        completed ? 'request completed' : 'request aborted',
      );
    };
    res.once('finish', () => write(true));
    res.once('close', () => {
      if (!res.writableFinished) write(false);
    });
    next();
  };
}
