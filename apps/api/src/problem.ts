import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import type { Problem } from '@circular/contract';
import { ServiceError } from '@circular/runtime/light';
import { isStoreOutage, StoreUnavailableError } from '@circular/server-kit';

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
  notReady: (reasons: string[], retryAfterSeconds: number) =>
    new ServiceError('not-ready', 503, 'Not ready', {
      detail: `This replica should not receive traffic now: ${reasons.join('; ')}.`,
      retryAfterSeconds,
      extensions: { reasons },
    }),
  functionUnavailable: (name: string, retryAfterSeconds: number, cause: unknown) =>
    new ServiceError('function-unavailable', 503, 'Function unavailable', {
      detail: `The code of ${name} could not be loaded in this process; nothing ran. Retry in ${retryAfterSeconds} s.`,
      retryAfterSeconds,
      cause,
    }),
  internal: (cause: unknown) =>
    new ServiceError('internal', 500, 'Internal server error', { detail: 'An unexpected error occurred.', cause }),
};

/**
 * The one place a failure becomes an HTTP answer. Anything that is not a ServiceError is an
 * unexpected fault: logged with its stack, answered as a generic 500 without internals.
 */
export function sendProblem(error: unknown, req: Request, res: Response, log: Logger, { storeOutages = false } = {}): void {
  const problem = asServiceError(error, storeOutages);
  // A 503 is an outage being waited out (logged where it is noticed), not a fault of this request.
  if (problem.status >= 500 && problem.status !== 503) log.error({ err: error, problem: problem.type }, 'request failed');
  else if (problem.status === 503) log.warn({ problem: problem.type }, 'request refused: not available');
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

/**
 * Express error middleware wrapping sendProblem (Express 5 forwards rejected promises here). With
 * `storeOutages` (a PostgreSQL store), an unexpected error caused by the store being unreachable
 * is a 503 `store-unavailable` with Retry-After rather than a 500: the request may be retried.
 */
export function problemHandler(log: Logger, options: { storeOutages?: boolean } = {}) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    sendProblem(error, req, res, log, options);
  };
}

function asServiceError(error: unknown, storeOutages: boolean): ServiceError {
  const unexpected = !ServiceError.isInstance(error) || error.type === 'internal';
  if (unexpected && storeOutages && isStoreOutage(error)) return new StoreUnavailableError(error);
  return ServiceError.isInstance(error) ? error : httpProblems.internal(error);
}
