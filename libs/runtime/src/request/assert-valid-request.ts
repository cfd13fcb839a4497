import { createRequestValidator, type RequestValidator } from '@circular/contract';
import { InvalidRequestError } from '../errors/index.ts';

let validator: RequestValidator | undefined;

/**
 * Checks a request body against its contract operation with the same Ajv validator the API uses,
 * and throws the InvalidRequestError the API turns into its 422: a library called directly refuses
 * exactly the bodies the REST route refuses, with the same pointers. Schemas compile once per process.
 */
export function assertValidRequest(operationId: string, body: unknown): void {
  validator ??= createRequestValidator();
  const errors = validator(operationId, body);
  if (errors.length > 0) throw new InvalidRequestError(errors);
}
