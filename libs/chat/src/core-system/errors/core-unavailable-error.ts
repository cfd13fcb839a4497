import { CoreSystemError, type CoreSystemErrorOptions } from './core-system-error.ts';

const marker = Symbol.for('circular.core-unavailable-error');

/**
 * 5xx, 408, 429, a refused or dropped connection, or no answer in time: transient, so idempotent
 * calls were already retried. Same problem type as `UpstreamError('core-system')`, with its
 * Retry-After hint (the system's own when it sent one).
 */
export class CoreUnavailableError extends CoreSystemError {
  readonly [marker] = true;

  constructor(options: CoreSystemErrorOptions) {
    super(
      { ...options, retryAfterSeconds: options.retryAfterSeconds ?? 30 },
      { type: 'core-system-unavailable', title: `The ${options.system} system is unavailable` },
    );
  }

  /** Works across duplicated copies of this package, unlike `instanceof`. */
  static override isInstance(error: unknown): error is CoreUnavailableError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}
