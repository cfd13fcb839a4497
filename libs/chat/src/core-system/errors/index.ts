export { CoreSystemError, type CoreSystemErrorOptions, type CoreSystemName } from './core-system-error.ts';
export { CoreValidationError } from './core-validation-error.ts';
export { CoreNotFoundError } from './core-not-found-error.ts';
export { CoreConflictError } from './core-conflict-error.ts';
export { CoreUnavailableError } from './core-unavailable-error.ts';
export { coreSystemErrorFrom, coreSystemUnreachable } from './error-from-response.ts';
