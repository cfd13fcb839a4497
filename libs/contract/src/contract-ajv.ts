import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { isHttpUrl } from './http-url-format.ts';
import type { JsonSchema, OpenApiDocument } from './openapi-document.ts';

/** Schema keywords OpenAPI 3.1 adds to JSON Schema; annotations only, nothing to validate. */
const openApiKeywords = ['example', 'discriminator', 'xml', 'externalDocs'];

/** The component schemas are registered under this id, as `$defs`. */
const componentsId = 'urn:circular:contract';
const componentRefPrefix = '#/components/schemas/';

export interface ContractAjv {
  /** Compiles a schema of the document; its `#/components/schemas/...` references resolve. */
  compile(schema: JsonSchema): ValidateFunction;
}

/**
 * An Ajv (JSON Schema 2020-12) that understands the document's schemas: OpenAPI keywords and
 * our `x-*` extensions are known annotations (so strict mode still catches typos in real
 * keywords), standard formats plus `http-url` are checked, and errors carry their schema
 * (`verbose`) so messages can use `x-error-message`.
 */
export function createContractAjv(doc: OpenApiDocument): ContractAjv {
  const ajv = new Ajv2020({
    allErrors: true,
    verbose: true,
    strictSchema: true,
    strictNumbers: true,
    strictTypes: true,
    strictTuples: true,
    // `oneOf: [{ required: [a] }, { required: [b] }]` names properties declared beside it.
    strictRequired: false,
    allowUnionTypes: true,
  });
  addFormatsModule.default(ajv);
  ajv.addFormat('http-url', { type: 'string', validate: isHttpUrl });
  ajv.addVocabulary([...openApiKeywords, ...collectExtensionKeywords(doc)]);
  ajv.addSchema({ $id: componentsId, $defs: rewriteComponentRefs(doc.components?.schemas ?? {}) });
  return { compile: (schema) => ajv.compile(rewriteComponentRefs(schema) as JsonSchema) };
}

/** Every `x-*` key in the document; extensions may appear in any schema. */
function collectExtensionKeywords(doc: OpenApiDocument): string[] {
  const keywords = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (typeof node === 'object' && node !== null) {
      for (const [key, value] of Object.entries(node)) {
        if (key.startsWith('x-')) keywords.add(key);
        visit(value);
      }
    }
  };
  visit(doc);
  return [...keywords].sort();
}

/** A deep copy whose component references point into the registered `$defs`. */
function rewriteComponentRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewriteComponentRefs);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) =>
      key === '$ref' && typeof value === 'string' && value.startsWith(componentRefPrefix)
        ? [key, `${componentsId}#/$defs/${value.slice(componentRefPrefix.length)}`]
        : [key, rewriteComponentRefs(value)],
    ),
  );
}
