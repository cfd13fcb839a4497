import { CoreSystemError, type CoreSystemErrorOptions } from './core-system-error.ts';

/** 400 or 422: the system found the request invalid; `problem.errors` names the fields. Not retried. */
export class CoreValidationError extends CoreSystemError {
  constructor(options: CoreSystemErrorOptions) {
    super(options, { title: `The ${options.system} system rejected the request as invalid` });
  }
}
