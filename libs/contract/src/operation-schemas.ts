import type { ValidateFunction } from 'ajv';
import { createContractAjv } from './contract-ajv.ts';
import { toFieldErrors } from './field-errors.ts';
import { openapiDocument } from './generated/openapi.ts';
import { listOperations } from './list-operations.ts';
import { resolveReference, type JsonSchema, type OpenApiDocument, type ResponseObject } from './openapi-document.ts';
import type { FieldError } from './schema-types.ts';

/** An operation's JSON request body and success response, each a schema that stands on its own. */
export interface OperationSchemas {
  request: JsonSchema | undefined;
  response: JsonSchema | undefined;
}

const componentRefPrefix = '#/components/schemas/';

/**
 * The request and success-response schemas of one operation, with every component they use
 * copied under `$defs` (references rewritten to `#/$defs/Name`), so a tool that knows nothing of
 * OpenAPI — LangGraph Studio's forms, a JSON Schema validator — can use them as they are. The
 * top-level `$ref` is replaced by the component it names, so `properties` sit at the top.
 */
export function operationSchemas(operationId: string, doc: OpenApiDocument = openapiDocument): OperationSchemas {
  const operation = listOperations(doc).find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`Unknown operation "${operationId}"`);
  const pathItem = doc.paths?.[operation.path];
  const responses = pathItem?.[operation.method]?.responses ?? {};
  const success = Object.entries(responses)
    .filter(([status]) => /^2\d\d$/.test(status))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, response]) => resolveReference<ResponseObject>(doc, response).content?.['application/json']?.schema)
    .find((schema) => schema !== undefined);
  return {
    request: operation.requestSchema === undefined ? undefined : standalone(doc, operation.requestSchema),
    response: success === undefined ? undefined : standalone(doc, success),
  };
}

/** Checks a parsed success response against its operation's schema; an empty list means valid. */
export type ResponseValidator = (operationId: string, body: unknown) => FieldError[];

/**
 * Compiles every JSON success response schema once, with the same Ajv as requests, so tools and
 * tests check what a function returns against the contract (LangGraph Studio runs, examples).
 */
export function createResponseValidator(doc: OpenApiDocument = openapiDocument): ResponseValidator {
  const ajv = createContractAjv(doc);
  const validators = new Map<string, ValidateFunction | undefined>(
    listOperations(doc).map((operation) => {
      const { response } = operation.responseContentType === 'application/json' ? operationSchemas(operation.operationId, doc) : { response: undefined };
      return [operation.operationId, response === undefined ? undefined : ajv.compile(response)];
    }),
  );
  return (operationId, body) => {
    if (!validators.has(operationId)) throw new Error(`Unknown operation "${operationId}"`);
    const validate = validators.get(operationId);
    if (!validate) return [];
    return validate(body) ? [] : toFieldErrors(validate.errors ?? []);
  };
}

function standalone(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  const defs = new Map<string, unknown>();
  const pending: string[] = [];
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (typeof node !== 'object' || node === null) return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => {
        if (key !== '$ref' || typeof value !== 'string' || !value.startsWith(componentRefPrefix)) return [key, rewrite(value)];
        const name = value.slice(componentRefPrefix.length);
        if (!defs.has(name) && !pending.includes(name)) pending.push(name);
        return [key, `#/$defs/${name}`];
      }),
    );
  };
  const top = rewrite(resolveReference<JsonSchema>(doc, schema)) as Record<string, unknown>;
  for (let name = pending.shift(); name !== undefined; name = pending.shift()) {
    defs.set(name, null);
    defs.set(name, rewrite(resolveReference<JsonSchema>(doc, { $ref: `${componentRefPrefix}${name}` })));
  }
  return defs.size === 0 ? top : { ...top, $defs: Object.fromEntries([...defs].sort(([a], [b]) => a.localeCompare(b))) };
}
