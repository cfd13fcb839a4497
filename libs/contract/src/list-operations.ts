import { openapiDocument } from './generated/openapi.ts';
import {
  httpMethods,
  resolveReference,
  type HttpMethod,
  type JsonSchema,
  type OpenApiDocument,
  type OperationObject,
  type RequestBodyObject,
  type ResponseObject,
} from './openapi-document.ts';

/** One operation of the contract, with the limits the server enforces for it. */
export interface ContractOperation {
  operationId: string;
  /** Lower case, as OpenAPI and Express spell it. */
  method: HttpMethod;
  /** The OpenAPI path template, e.g. `/service_ai_translator`. */
  path: string;
  /** The operation's one-line summary (falls back to its operationId). */
  summary: string;
  /** `x-body-limit-bytes`: larger bodies are answered with 413. */
  bodyLimitBytes: number;
  /** `x-rate-limit-per-minute`: per client (API key when auth is on, else IP). */
  rateLimitPerMinute: number;
  /** `x-timeout-seconds`, in milliseconds. */
  timeoutMs: number;
  /** The `application/json` request body schema, as written in the document (it may be a `$ref`). */
  requestSchema?: JsonSchema;
  /** The content type of the success response (`application/json`, `text/html`). */
  responseContentType: string;
  /** Whether the operation takes the Bearer API key, i.e. needs one once `API_KEYS` is set. */
  apiKeyAuth: boolean;
}

const limitExtensions = {
  bodyLimitBytes: 'x-body-limit-bytes',
  rateLimitPerMinute: 'x-rate-limit-per-minute',
  timeoutSeconds: 'x-timeout-seconds',
} as const;

/**
 * The operations of the document in document order, read from the document and its vendor
 * extensions so the server's limits live in the contract. An operation without one of the
 * limit extensions gets the document's `x-operation-defaults`.
 */
export function listOperations(doc: OpenApiDocument = openapiDocument): ContractOperation[] {
  const defaults = asRecord(doc['x-operation-defaults']);
  const operations: ContractOperation[] = [];
  for (const [path, pathItem] of Object.entries(doc.paths ?? {})) {
    for (const method of httpMethods) {
      const operation = pathItem[method];
      if (!operation) continue;
      const operationId = operation.operationId;
      if (!operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      const limit = (extension: string) => readLimit({ operation, operationId, extension, defaults });
      const requestSchema = readRequestSchema(doc, operation);
      operations.push({
        operationId,
        method,
        path,
        summary: typeof operation['summary'] === 'string' ? operation['summary'] : operationId,
        bodyLimitBytes: limit(limitExtensions.bodyLimitBytes),
        rateLimitPerMinute: limit(limitExtensions.rateLimitPerMinute),
        timeoutMs: limit(limitExtensions.timeoutSeconds) * 1000,
        ...(requestSchema === undefined ? {} : { requestSchema }),
        responseContentType: readResponseContentType(doc, operation, operationId),
        apiKeyAuth: (operation.security ?? doc.security ?? []).some((requirement) => Object.keys(requirement).length > 0),
      });
    }
  }
  return operations;
}

function readLimit({
  operation,
  operationId,
  extension,
  defaults,
}: {
  operation: OperationObject;
  operationId: string;
  extension: string;
  defaults: Record<string, unknown>;
}): number {
  const value = operation[extension] ?? defaults[extension];
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) {
    throw new Error(
      `Operation ${operationId}: ${extension} must be a positive integer on the operation or in x-operation-defaults, found ${JSON.stringify(value)}`,
    );
  }
  return value;
}

function readRequestSchema(doc: OpenApiDocument, operation: OperationObject): JsonSchema | undefined {
  if (!operation.requestBody) return undefined;
  return resolveReference<RequestBodyObject>(doc, operation.requestBody).content['application/json']?.schema;
}

function readResponseContentType(doc: OpenApiDocument, operation: OperationObject, operationId: string): string {
  const success = Object.entries(operation.responses ?? {})
    .filter(([status]) => /^2\d\d$/.test(status))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, response]) => resolveReference<ResponseObject>(doc, response))
    .find((response) => Object.keys(response.content ?? {}).length > 0);
  const contentType = Object.keys(success?.content ?? {})[0];
  if (!contentType) throw new Error(`Operation ${operationId} has no 2xx response with content`);
  return contentType;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}
