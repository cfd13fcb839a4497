import { CoreSystemError, type CoreSystemErrorOptions } from './core-system-error.ts';

/** 404: no such product, item or question (or the base URL points somewhere else). Not retried. */
export class CoreNotFoundError extends CoreSystemError {
  constructor(options: CoreSystemErrorOptions) {
    super(options, { title: `The ${options.system} system has no such resource` });
  }
}
