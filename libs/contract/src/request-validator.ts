import type { ValidateFunction } from 'ajv';
import { createContractAjv } from './contract-ajv.ts';
import { toFieldErrors } from './field-errors.ts';
import { openapiDocument } from './generated/openapi.ts';
import { listOperations } from './list-operations.ts';
import type { OpenApiDocument } from './openapi-document.ts';
import type { FieldError } from './schema-types.ts';

/** Checks a parsed request body against its operation's schema; an empty list means valid. */
export type RequestValidator = (operationId: string, body: unknown) => FieldError[];

/**
 * Compiles every operation's request body schema once, up front, so a broken schema stops
 * start-up instead of a request. Operations without a body accept anything (there is nothing
 * to check); an operation id the document does not have is a programming error and throws.
 */
export function createRequestValidator(doc: OpenApiDocument = openapiDocument): RequestValidator {
  const ajv = createContractAjv(doc);
  const validators = new Map<string, ValidateFunction | undefined>(
    listOperations(doc).map((operation) => [
      operation.operationId,
      operation.requestSchema === undefined ? undefined : ajv.compile(operation.requestSchema),
    ]),
  );
  return (operationId, body) => {
    if (!validators.has(operationId)) throw new Error(`Unknown operation "${operationId}"`);
    const validate = validators.get(operationId);
    if (!validate) return [];
    // The spec's rule for every function: the body is a JSON object.
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return [{ pointer: '', message: 'must be a JSON object' }];
    }
    return validate(body) ? [] : toFieldErrors(validate.errors ?? []);
  };
}
