import type { Logger } from 'pino';
import { httpProblems } from './problem.ts';

/** What a client is told to wait after a failed import; the next request tries again regardless. */
const retryAfterSeconds = 5;

export interface ImportedOnFirstUse<T> {
  /** The value, loading it on the first call; concurrent callers share one load. */
  get(): Promise<T>;
  /** The value once loaded, else undefined. */
  readonly value: T | undefined;
  /** Why the last load failed, until one succeeds (for `/health`); undefined otherwise. */
  readonly failure: string | undefined;
}

/**
 * A library (and what is built from it) loaded when a request first needs it rather than at
 * start-up, so the process listens, answers `/health` and stays small until a function is asked
 * for. A failed load is answered as a 503 `function-unavailable` (logged here with its cause, once
 * per failure) and forgotten, so the next request tries again.
 */
export function importOnFirstUse<T>({ name, load, logger }: { name: string; load: () => Promise<T>; logger?: Logger | undefined }): ImportedOnFirstUse<T> {
  let value: T | undefined;
  let failure: string | undefined;
  let pending: Promise<T> | undefined;
  const attempt = async () => {
    try {
      value = await load();
      failure = undefined;
      return value;
    } catch (error) {
      pending = undefined;
      failure = error instanceof Error ? error.message : String(error);
      logger?.error({ err: error, function: name }, 'could not load a function library');
      throw httpProblems.functionUnavailable(name, retryAfterSeconds, error);
    }
  };
  return {
    get: () => (value !== undefined ? Promise.resolve(value) : (pending ??= attempt())),
    get value() {
      return value;
    },
    get failure() {
      return failure;
    },
  };
}
