import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import type { Problem } from '@circular/contract';
import { ServiceError } from '@circular/runtime';

/** Problem types are relative URI references under /problems/ (RFC 9457 §3.1.1). */
export const problemTypeUri = (slug: string) => `/problems/${slug}`;

/** Errors raised by the HTTP layer itself, in the same shape as the libraries' errors. */
export const httpProblems = {
  notFound: (path: string) => new ServiceError('not-found', 404, 'Not found', { detail: `No resource at ${path}.` }),
  methodNotAllowed: (method: string, allowed: string[]) =>
    new ServiceError('method-not-allowed', 405, 'Method not allowed', {
      detail: `${method} is not allowed here; use ${allowed.join(' or ')}.`,
      extensions: { allow: allowed },
    }),
  unauthorized: () =>
    new ServiceError('unauthorized', 401, 'Unauthorized', { detail: 'Send a valid API key as "Authorization: Bearer <key>".' }),
  rateLimited: (retryAfterSeconds: number) =>
    new ServiceError('rate-limited', 429, 'Too many requests', {
      detail: `This endpoint's rate limit was exceeded; retry in ${retryAfterSeconds} s.`,
      retryAfterSeconds,
    }),
  unsupportedContentEncoding: (got: string, accepted: readonly string[]) =>
    new ServiceError('unsupported-content-encoding', 415, 'Unsupported content encoding', {
      detail: `Content-Encoding "${got}" is not supported; send the body as identity, or one of ${accepted.join(', ')}.`,
      extensions: { accepted_encodings: accepted },
    }),
  authFailuresLimited: (retryAfterSeconds: number) =>
    new ServiceError('rate-limited', 429, 'Too many requests', {
      detail: `Too many requests with a wrong API key from this client; retry in ${retryAfterSeconds} s.`,
      retryAfterSeconds,
    }),
  internal: (cause: unknown) =>
    new ServiceError('internal', 500, 'Internal server error', { detail: 'An unexpected error occurred.', cause }),
};

/**
 * The one place a failure becomes an HTTP answer. Anything that is not a ServiceError is an
 * unexpected fault: logged with its stack, answered as a generic 500 without internals.
 */
export function sendProblem(error: unknown, req: Request, res: Response, log: Logger): void {
  const problem = ServiceError.isInstance(error) ? error : httpProblems.internal(error);
  if (problem.status >= 500) log.error({ err: error, problem: problem.type }, 'request failed');
  const body = problemDocument(problem, { instance: req.originalUrl.split('?')[0]!, requestId: res.locals['requestId'] as string });
  if (problem.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(problem.retryAfterSeconds));
  if (problem.status === 405) res.setHeader('Allow', (problem.extensions?.['allow'] as string[]).join(', '));
  if (problem.status === 401) res.setHeader('WWW-Authenticate', 'Bearer');
  res.status(problem.status).type('application/problem+json').send(JSON.stringify(body));
}

/**
 * The problem+json body of an error, for an HTTP answer or for an asynchronous job's outcome
 * (which has no response to write to). Anything that is not a ServiceError is `internal`.
 */
export function problemDocument(error: unknown, { instance, requestId }: { instance: string; requestId: string }): Problem {
  const problem = ServiceError.isInstance(error) ? error : httpProblems.internal(error);
  const standard: Problem = {
    type: problemTypeUri(problem.type),
    title: problem.title,
    status: problem.status,
    ...(problem.detail ? { detail: problem.detail } : {}),
    instance,
    request_id: requestId,
    ...(problem.errors ? { errors: problem.errors } : {}),
  };
  // Extension members follow the standard ones and can never overwrite them.
  return { ...standard, ...problem.extensions, ...standard };
}

/** Express error middleware wrapping sendProblem (Express 5 forwards rejected promises here). */
export function problemHandler(log: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    sendProblem(error, req, res, log);
  };
}
