import type { ValidateFunction } from 'ajv';
import { createContractAjv, type ContractAjv } from './contract-ajv.ts';
import { toFieldErrors } from './field-errors.ts';
import { openapiDocument } from './generated/openapi.ts';
import { listOperations } from './list-operations.ts';
import type { JsonSchema, OpenApiDocument } from './openapi-document.ts';
import type { FieldError } from './schema-types.ts';

/** Checks a parsed request body against its operation's schema; an empty list means valid. */
export type RequestValidator = (operationId: string, body: unknown) => FieldError[];

let sharedValidator: RequestValidator | undefined;

/**
 * Compiles an operation's request body schema on its first check, once: a process that serves one
 * function compiles one schema, and starts without compiling any (all of them took ~0.5 s, a third
 * of start-up). The contract's own tests compile every schema, so a broken one fails CI rather
 * than a request. Every caller of the contract's own document shares one validator (the API and
 * the libraries it imports compile each schema once between them). Operations without a body
 * accept anything (there is nothing to check); an operation id the document does not have is a
 * programming error and throws.
 */
export function createRequestValidator(doc: OpenApiDocument = openapiDocument): RequestValidator {
  if (doc === openapiDocument) return (sharedValidator ??= compileOnFirstUse(doc));
  return compileOnFirstUse(doc);
}

function compileOnFirstUse(doc: OpenApiDocument): RequestValidator {
  let ajv: ContractAjv | undefined;
  const schemas = new Map<string, JsonSchema | undefined>(listOperations(doc).map((operation) => [operation.operationId, operation.requestSchema]));
  const validators = new Map<string, ValidateFunction>();
  return (operationId, body) => {
    if (!schemas.has(operationId)) throw new Error(`Unknown operation "${operationId}"`);
    const schema = schemas.get(operationId);
    if (schema === undefined) return [];
    // The spec's rule for every function: the body is a JSON object.
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return [{ pointer: '', message: 'must be a JSON object' }];
    }
    let validate = validators.get(operationId);
    if (!validate) {
      ajv ??= createContractAjv(doc);
      validate = ajv.compile(schema);
      validators.set(operationId, validate);
    }
    return validate(body) ? [] : toFieldErrors(validate.errors ?? []);
  };
}
