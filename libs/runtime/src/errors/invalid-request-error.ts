import { ServiceError, type FieldError } from './service-error.ts';

const marker = Symbol.for('circular.invalid-request-error');

/** 422: the request is well-formed HTTP but its content breaks the contract. */
export class InvalidRequestError extends ServiceError {
  readonly [marker] = true;

  constructor(errors: FieldError[], detail?: string) {
    super('validation-error', 422, 'Invalid request', {
      detail: detail ?? errors.map((e) => `${e.pointer || '/'}: ${e.message}`).join('; '),
      errors,
    });
  }

  /** Works across duplicated copies of this package, unlike `instanceof`. */
  static override isInstance(error: unknown): error is InvalidRequestError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}
