/**
 * The JSON Schema keywords the stub understands: what zod 4's `toJSONSchema` and hand-written
 * OpenAI tool schemas use (draft 2020-12 and draft-07 spellings).
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  additionalProperties?: JsonSchemaNode;
  items?: JsonSchemaNode | JsonSchemaNode[];
  prefixItems?: JsonSchemaNode[];
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
  allOf?: JsonSchemaNode[];
  $ref?: string;
  $defs?: Record<string, JsonSchemaNode>;
  definitions?: Record<string, JsonSchemaNode>;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  /** OpenAPI 3.0 spelling of "or null". */
  nullable?: boolean;
  [keyword: string]: unknown;
}

/** A schema or a boolean schema (`true` accepts anything, `false` nothing). */
export type JsonSchemaNode = JsonSchema | boolean;

/** Resolves a local `$ref` (`#`, `#/$defs/Name`, any JSON pointer into the root schema). */
export function resolveRef(root: JsonSchemaNode, ref: string): JsonSchemaNode | undefined {
  if (!ref.startsWith('#')) return undefined;
  const pointer = decodeURIComponent(ref.slice(1));
  if (pointer === '') return root;
  let node: unknown = root;
  for (const token of pointer.split('/').slice(1)) {
    const key = token.replaceAll('~1', '/').replaceAll('~0', '~');
    if (typeof node !== 'object' || node === null || !(key in node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === 'object' || typeof node === 'boolean' ? (node as JsonSchemaNode) : undefined;
}
