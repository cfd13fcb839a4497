import { ServiceError } from './service-error.ts';

const marker = Symbol.for('circular.operation-timeout-error');

/** 500: the operation ran past its time budget and was cancelled. */
export class OperationTimeoutError extends ServiceError {
  readonly [marker] = true;

  constructor(timeoutMs: number) {
    super('timeout', 500, 'The operation timed out', {
      detail: `The operation did not finish within ${Math.round(timeoutMs / 1000)} s and was cancelled.`,
      retryAfterSeconds: 5,
    });
  }

  /** Works across duplicated copies of this package, unlike `instanceof`. */
  static override isInstance(error: unknown): error is OperationTimeoutError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}
