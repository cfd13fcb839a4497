import type { UnreachableUrlError } from '@circular/runtime';
import { CoreConflictError } from './core-conflict-error.ts';
import { CoreNotFoundError } from './core-not-found-error.ts';
import { CoreSystemError, type CoreSystemErrorOptions } from './core-system-error.ts';
import { CoreUnavailableError } from './core-unavailable-error.ts';
import { CoreValidationError } from './core-validation-error.ts';

/** The one place an answered status becomes an error class. */
export function coreSystemErrorFrom(options: CoreSystemErrorOptions & { upstreamStatus: number }): CoreSystemError {
  const status = options.upstreamStatus;
  if (status === 404) return new CoreNotFoundError(options);
  if (status === 409) return new CoreConflictError(options);
  if (status === 400 || status === 422) return new CoreValidationError(options);
  if (status === 408 || status === 429 || status >= 500) return new CoreUnavailableError(options);
  return new CoreSystemError(options);
}

/** No answer at all: connection refused or dropped, DNS failure, time limit. */
export function coreSystemUnreachable({ system, operation, cause }: { system: CoreSystemErrorOptions['system']; operation: string; cause: UnreachableUrlError }): CoreUnavailableError {
  return new CoreUnavailableError({ system, operation, cause, detail: `The ${system} system could not be reached for ${operation}: ${cause.reason}.` });
}
