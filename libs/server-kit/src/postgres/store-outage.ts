import { ServiceError } from '@circular/runtime/light';

/** How long a client is told to wait after a store outage: about two readiness probes. */
export const storeRetryAfterSeconds = 5;

const marker = Symbol.for('circular.store-unavailable-error');

/** A request that needs the store while it is unreachable (PostgreSQL restarting or failing over). */
export class StoreUnavailableError extends ServiceError {
  readonly [marker] = true;

  constructor(cause?: unknown) {
    super('store-unavailable', 503, 'Store unavailable', {
      detail: `The store that keeps sessions and jobs is unreachable; retry in ${storeRetryAfterSeconds} s.`,
      retryAfterSeconds: storeRetryAfterSeconds,
      cause,
    });
  }

  /** Works across duplicated copies of this package, unlike `instanceof`. */
  static override isInstance(error: unknown): error is StoreUnavailableError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}

/** Socket-level failures: the server is down, restarting or unreachable. */
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
/**
 * PostgreSQL SQLSTATEs of a server going away: class 08 (connection exception) and 57P01–57P03
 * (admin shutdown, crash shutdown, cannot connect now: a restart in progress).
 */
const outageStates = /^(08\d{3}|57P0[123])$/;
/** node-postgres reports a dropped connection with a message only. */
const outageMessages = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Connection terminated unexpectedly)/;

/**
 * Whether an error (or an error it wraps, through `cause` or an AggregateError) says the store is
 * unreachable, as opposed to a fault of the request or of the code: only the former becomes a 503.
 */
export function isStoreOutage(error: unknown, depth = 0): boolean {
  if (depth > 8 || typeof error !== 'object' || error === null) return false;
  if (StoreUnavailableError.isInstance(error)) return true;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (networkCodes.has(code) || outageStates.test(code))) return true;
  if (typeof message === 'string' && outageMessages.test(message)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isStoreOutage(inner, depth + 1))) return true;
  return isStoreOutage(cause, depth + 1);
}
