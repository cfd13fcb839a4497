import { ServiceError } from '../errors/service-error.ts';

/**
 * LangGraph reports nodes that failed side by side as one AggregateError. Callers map typed errors
 * (ServiceError subclasses) to problems, so hand them the first typed one inside, or the first
 * error when none is typed; anything that is not an AggregateError passes through unchanged.
 */
export function firstTypedError(error: unknown): unknown {
  if (!(error instanceof AggregateError) || error.errors.length === 0) return error;
  return error.errors.find((inner) => ServiceError.isInstance(inner)) ?? error.errors[0];
}
