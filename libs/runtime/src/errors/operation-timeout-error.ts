import { ServiceError } from './service-error.ts';

/** 500: the operation ran past its time budget and was cancelled. */
export class OperationTimeoutError extends ServiceError {
  constructor(timeoutMs: number) {
    super('timeout', 500, 'The operation timed out', {
      detail: `The operation did not finish within ${Math.round(timeoutMs / 1000)} s and was cancelled.`,
      retryAfterSeconds: 5,
    });
  }
}
