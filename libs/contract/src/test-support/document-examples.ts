import {
  httpMethods,
  isReference,
  resolveReference,
  type JsonSchema,
  type MediaTypeObject,
  type OpenApiDocument,
} from '../openapi-document.ts';

/** A value the document shows for a schema: an example, or a default. */
export interface DocumentExample {
  /** Where the value is written, as a JSON pointer into the document. */
  location: string;
  schema: JsonSchema;
  value: unknown;
}

/** Keywords whose value is one subschema, or a map or list of them (JSON Schema 2020-12). */
const subschemaKeywords = ['items', 'additionalProperties', 'propertyNames', 'not', 'if', 'then', 'else', 'contains', 'unevaluatedItems', 'unevaluatedProperties'];
const subschemaMapKeywords = ['properties', 'patternProperties', 'dependentSchemas', '$defs'];
const subschemaListKeywords = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];

/**
 * Every example and default in the document with the schema it must satisfy: media types,
 * parameters and headers (in paths and components), and `examples`/`default` inside schemas.
 * References are followed where they stand in for examples; referenced components are
 * visited once, where they are declared.
 */
export function collectExamples(doc: OpenApiDocument): DocumentExample[] {
  const found: DocumentExample[] = [];

  const visitSchema = (schema: unknown, location: string): void => {
    if (typeof schema !== 'object' || schema === null) return;
    const keywords = schema as Record<string, unknown>;
    if (Array.isArray(keywords.examples)) {
      keywords.examples.forEach((value, i) => found.push({ location: `${location}/examples/${i}`, schema: keywords, value }));
    }
    if ('example' in keywords) found.push({ location: `${location}/example`, schema: keywords, value: keywords.example });
    if ('default' in keywords) found.push({ location: `${location}/default`, schema: keywords, value: keywords.default });
    for (const keyword of subschemaKeywords) visitSchema(keywords[keyword], `${location}/${keyword}`);
    for (const keyword of subschemaMapKeywords) {
      for (const [name, sub] of Object.entries((keywords[keyword] as Record<string, unknown> | undefined) ?? {})) {
        visitSchema(sub, `${location}/${keyword}/${escape(name)}`);
      }
    }
    for (const keyword of subschemaListKeywords) {
      ((keywords[keyword] as unknown[] | undefined) ?? []).forEach((sub, i) => visitSchema(sub, `${location}/${keyword}/${i}`));
    }
  };

  // Media types, parameters and headers share the shape { schema, example?, examples? }.
  const visitExampleHolder = (holder: unknown, location: string): void => {
    if (typeof holder !== 'object' || holder === null || isReference(holder)) return;
    const { schema, example, examples } = holder as MediaTypeObject;
    if (schema === undefined) return;
    if (example !== undefined) found.push({ location: `${location}/example`, schema, value: example });
    for (const [name, entry] of Object.entries(examples ?? {})) {
      found.push({ location: `${location}/examples/${escape(name)}`, schema, value: resolveReference(doc, entry).value });
    }
    if (!isReference(schema)) visitSchema(schema, `${location}/schema`);
  };

  const visitContent = (owner: unknown, location: string): void => {
    if (typeof owner !== 'object' || owner === null || isReference(owner)) return;
    const { content, headers } = owner as { content?: Record<string, unknown>; headers?: Record<string, unknown> };
    for (const [type, media] of Object.entries(content ?? {})) visitExampleHolder(media, `${location}/content/${escape(type)}`);
    for (const [name, header] of Object.entries(headers ?? {})) visitExampleHolder(header, `${location}/headers/${escape(name)}`);
  };

  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of httpMethods) {
      const operation = item[method];
      if (!operation) continue;
      const at = `#/paths/${escape(path)}/${method}`;
      ((operation.parameters as unknown[] | undefined) ?? []).forEach((parameter, i) => visitExampleHolder(parameter, `${at}/parameters/${i}`));
      visitContent(operation.requestBody, `${at}/requestBody`);
      for (const [status, response] of Object.entries(operation.responses ?? {})) visitContent(response, `${at}/responses/${status}`);
    }
  }
  const components = (doc.components ?? {}) as Record<string, Record<string, unknown> | undefined>;
  for (const [name, schema] of Object.entries(components.schemas ?? {})) visitSchema(schema, `#/components/schemas/${escape(name)}`);
  for (const [name, parameter] of Object.entries(components.parameters ?? {})) visitExampleHolder(parameter, `#/components/parameters/${escape(name)}`);
  for (const [name, header] of Object.entries(components.headers ?? {})) visitExampleHolder(header, `#/components/headers/${escape(name)}`);
  for (const [name, body] of Object.entries(components.requestBodies ?? {})) visitContent(body, `#/components/requestBodies/${escape(name)}`);
  for (const [name, response] of Object.entries(components.responses ?? {})) visitContent(response, `#/components/responses/${escape(name)}`);
  return found;
}

/** Request and response media types (in paths and components) that show no example. */
export function findMediaTypesWithoutExamples(doc: OpenApiDocument): string[] {
  const missing: string[] = [];
  const check = (owner: unknown, location: string) => {
    if (typeof owner !== 'object' || owner === null || isReference(owner)) return;
    for (const [type, media] of Object.entries((owner as { content?: Record<string, MediaTypeObject> }).content ?? {})) {
      if (media.example === undefined && Object.keys(media.examples ?? {}).length === 0) missing.push(`${location}/content/${escape(type)}`);
    }
  };
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of httpMethods) {
      const operation = item[method];
      if (!operation) continue;
      const at = `#/paths/${escape(path)}/${method}`;
      check(operation.requestBody, `${at}/requestBody`);
      for (const [status, response] of Object.entries(operation.responses ?? {})) check(response, `${at}/responses/${status}`);
    }
  }
  const components = (doc.components ?? {}) as Record<string, Record<string, unknown> | undefined>;
  for (const [name, body] of Object.entries(components.requestBodies ?? {})) check(body, `#/components/requestBodies/${escape(name)}`);
  for (const [name, response] of Object.entries(components.responses ?? {})) check(response, `#/components/responses/${escape(name)}`);
  return missing;
}

function escape(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}
