import { CoreSystemError, type CoreSystemErrorOptions } from './core-system-error.ts';

const marker = Symbol.for('circular.core-validation-error');

/** 400 or 422: the system found the request invalid; `problem.errors` names the fields. Not retried. */
export class CoreValidationError extends CoreSystemError {
  readonly [marker] = true;

  constructor(options: CoreSystemErrorOptions) {
    super(options, { title: `The ${options.system} system rejected the request as invalid` });
  }

  /** Works across duplicated copies of this package, unlike `instanceof`. */
  static override isInstance(error: unknown): error is CoreValidationError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}
