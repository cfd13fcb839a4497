import { ServiceError } from '@circular/runtime';
import type { Problem } from '../types.ts';

/** Which of the two systems the chat's caller names answered. */
export type CoreSystemName = 'core' | 'submission';

export interface CoreSystemErrorOptions {
  system: CoreSystemName;
  /** The document's operation id, e.g. `createItem`. */
  operation: string;
  /** The status the system answered; undefined when no answer came. */
  upstreamStatus?: number;
  /** The system's problem body, when it sent one. */
  problem?: Problem;
  detail?: string;
  cause?: unknown;
  retryAfterSeconds?: number;
}

const marker = Symbol.for('circular.core-system-error');

/**
 * A call to the core or submission system failed. To the API's own caller any of these is a 500
 * (the chat handles the ones it can: a vanished product, a conflicting key); `upstreamStatus` and
 * `problem` keep what the system said. Subclasses name the meaning; `coreSystemErrorFrom` picks one
 * from the status, in one place.
 */
export class CoreSystemError extends ServiceError {
  readonly [marker] = true;
  readonly system: CoreSystemName;
  readonly operation: string;
  readonly upstreamStatus: number | undefined;
  readonly problem: Problem | undefined;

  constructor(options: CoreSystemErrorOptions, { type = 'core-system-error', title = `The ${options.system} system refused the request` } = {}) {
    super(type, 500, title, {
      detail: options.detail ?? describe(options),
      cause: options.cause,
      ...(options.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: options.retryAfterSeconds }),
    });
    this.system = options.system;
    this.operation = options.operation;
    this.upstreamStatus = options.upstreamStatus;
    this.problem = options.problem;
  }

  /** Works across duplicated copies of this package, unlike `instanceof`. */
  static override isInstance(error: unknown): error is CoreSystemError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}

/** "The core system answered 404 to getProduct: No product with id x." — the system's own words, bounded. */
function describe({ system, operation, upstreamStatus, problem }: CoreSystemErrorOptions): string {
  const said = problem?.detail ?? problem?.title;
  const what = upstreamStatus === undefined ? `did not answer ${operation}` : `answered ${upstreamStatus} to ${operation}`;
  return `The ${system} system ${what}${said === undefined ? '.' : `: ${said.slice(0, 300)}`}`;
}
