import { CoreSystemError, type CoreSystemErrorOptions } from './core-system-error.ts';

/** 409: an idempotency key reused with another body, or a completed submission changed. Not retried. */
export class CoreConflictError extends CoreSystemError {
  constructor(options: CoreSystemErrorOptions) {
    super(options, { title: `The request conflicts with the state of the ${options.system} system` });
  }
}
