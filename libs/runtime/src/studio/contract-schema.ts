import { createResponseValidator, operationSchemas, type FieldError, type ResponseValidator } from '@circular/contract';
import type { StandardJSONSchemaV1, StandardSchemaV1 } from '@standard-schema/spec';
import { assertValidRequest } from '../request/assert-valid-request.ts';

/** A schema LangGraph's `StateSchema` takes as a field: it validates, and it describes itself as JSON Schema. */
export type ContractSchema<T> = StandardSchemaV1<T> & StandardJSONSchemaV1<T>;

let responseValidator: ResponseValidator | undefined;

/**
 * One operation's request or response schema from the contract as a graph state field, so
 * LangGraph Studio (which reads a graph's input and output JSON Schemas) shows the very schema
 * the REST route takes and returns. The contract stays the one source: nothing is restated in zod.
 * A graph input the contract refuses fails before any node with `assertValidRequest`'s
 * InvalidRequestError — thrown, not returned as issues, which LangGraph would wrap in a plain
 * Error and the API would answer with a 500 instead of the 422. Throws at once for an operation
 * without that schema.
 */
export function contractSchema<T>(operationId: string, part: 'request' | 'response'): ContractSchema<T> {
  const schema = operationSchemas(operationId)[part];
  if (schema === undefined || typeof schema === 'boolean') throw new Error(`Operation "${operationId}" has no JSON ${part} schema`);
  const check = (value: unknown): FieldError[] => {
    if (part === 'response') return (responseValidator ??= createResponseValidator())(operationId, value);
    assertValidRequest(operationId, value);
    return [];
  };
  const describe = (): Record<string, unknown> => structuredClone(schema as Record<string, unknown>);
  return {
    '~standard': {
      version: 1,
      vendor: 'circular-contract',
      validate: (value) => {
        const errors = value === undefined ? [{ pointer: '', message: 'is required' }] : check(value);
        return errors.length === 0 ? { value: value as T } : { issues: errors.map(toIssue) };
      },
      jsonSchema: { input: describe, output: describe },
    },
  };
}

/** The issue names the field the way a 422 does (`/agent_specific/brand: is required`). */
function toIssue({ pointer, message }: FieldError): StandardSchemaV1.Issue {
  const path = pointer === '' ? [] : pointer.slice(1).split('/').map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
  return { message: `${pointer || '(body)'}: ${message}`, path };
}
