/**
 * The shape of the OpenAPI 3.1 document, only as far as this package reads it. Everything
 * else is carried through untouched (the index signatures), so the served document is the
 * YAML file, whole.
 */

/** The methods an OpenAPI path item can hold, in the order the specification lists them. */
export const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** A JSON Schema (2020-12 dialect, as OpenAPI 3.1 uses it). */
export type JsonSchema = { [keyword: string]: unknown } | boolean;

export interface Reference {
  $ref: string;
}

export interface ExampleObject {
  summary?: string;
  value?: unknown;
  [key: string]: unknown;
}

export interface MediaTypeObject {
  schema?: JsonSchema;
  example?: unknown;
  examples?: Record<string, ExampleObject | Reference>;
  [key: string]: unknown;
}

export interface RequestBodyObject {
  required?: boolean;
  content: Record<string, MediaTypeObject>;
  [key: string]: unknown;
}

export interface ResponseObject {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, MediaTypeObject>;
  [key: string]: unknown;
}

/** `{}` (anonymous allowed) or `{ scheme: scopes }`. */
export type SecurityRequirement = Record<string, string[]>;

export interface OperationObject {
  operationId?: string;
  requestBody?: RequestBodyObject | Reference;
  responses?: Record<string, ResponseObject | Reference>;
  security?: SecurityRequirement[];
  [key: string]: unknown;
}

export type PathItemObject = { [method in HttpMethod]?: OperationObject } & { [key: string]: unknown };

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; [key: string]: unknown };
  paths?: Record<string, PathItemObject>;
  components?: { schemas?: Record<string, JsonSchema>; [key: string]: unknown };
  security?: SecurityRequirement[];
  [key: string]: unknown;
}

export function isReference(value: unknown): value is Reference {
  return typeof value === 'object' && value !== null && typeof (value as Reference).$ref === 'string';
}

/**
 * Follows local references (`#/components/...`) until it reaches the object itself. Only
 * local references exist in this contract; anything else is a defect worth failing on.
 */
export function resolveReference<T>(doc: OpenApiDocument, value: T | Reference): T {
  let current: unknown = value;
  const seen = new Set<string>();
  while (isReference(current)) {
    const ref = current.$ref;
    if (!ref.startsWith('#/')) throw new Error(`Only local references are supported, found "${ref}"`);
    if (seen.has(ref)) throw new Error(`Circular reference "${ref}"`);
    seen.add(ref);
    current = ref
      .slice(2)
      .split('/')
      .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((node, segment) => {
        if (typeof node !== 'object' || node === null || !(segment in node)) {
          throw new Error(`Reference "${ref}" does not resolve`);
        }
        return (node as Record<string, unknown>)[segment];
      }, doc);
  }
  return current as T;
}
