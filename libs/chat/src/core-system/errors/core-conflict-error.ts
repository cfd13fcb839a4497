import { CoreSystemError, type CoreSystemErrorOptions } from './core-system-error.ts';

const marker = Symbol.for('circular.core-conflict-error');

/** 409: an idempotency key reused with another body, or a completed submission changed. Not retried. */
export class CoreConflictError extends CoreSystemError {
  readonly [marker] = true;

  constructor(options: CoreSystemErrorOptions) {
    super(options, { title: `The request conflicts with the state of the ${options.system} system` });
  }

  /** Works across duplicated copies of this package, unlike `instanceof`. */
  static override isInstance(error: unknown): error is CoreConflictError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}
