import { CoreSystemError, type CoreSystemErrorOptions } from './core-system-error.ts';

const marker = Symbol.for('circular.core-not-found-error');

/** 404: no such product, item or question (or the base URL points somewhere else). Not retried. */
export class CoreNotFoundError extends CoreSystemError {
  readonly [marker] = true;

  constructor(options: CoreSystemErrorOptions) {
    super(options, { title: `The ${options.system} system has no such resource` });
  }

  /** Works across duplicated copies of this package, unlike `instanceof`. */
  static override isInstance(error: unknown): error is CoreNotFoundError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}
