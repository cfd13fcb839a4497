import { ServiceError, type FieldError } from './service-error.ts';

/** 422: the request is well-formed HTTP but its content breaks the contract. */
export class InvalidRequestError extends ServiceError {
  constructor(errors: FieldError[], detail?: string) {
    super('validation-error', 422, 'Invalid request', {
      detail: detail ?? errors.map((e) => `${e.pointer || '/'}: ${e.message}`).join('; '),
      errors,
    });
  }
}
