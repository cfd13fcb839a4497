import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { parse } from 'yaml';
import { fieldAlternatives } from '../src/field-alternatives.ts';

/** A generated file: its path inside the package and its full text. */
export interface Artefact {
  path: string;
  contents: string;
}

export const defaultPackageDir = fileURLToPath(new URL('..', import.meta.url));

const header = '// generated from openapi.yaml by scripts/generate.ts — do not edit\n';

/**
 * Everything generated from `openapi.yaml`, rendered in memory. Output depends only on the
 * YAML, so the committed files can be compared with a fresh rendering.
 */
export async function renderArtefacts({ packageDir = defaultPackageDir }: { packageDir?: string } = {}): Promise<Artefact[]> {
  const doc: unknown = parse(await readFile(join(packageDir, 'openapi.yaml'), 'utf8'));
  return [
    { path: 'src/generated/openapi.ts', contents: renderDocumentModule(doc) },
    { path: 'src/generated/types.ts', contents: await renderTypesModule(doc) },
  ];
}

/** The generated files whose committed text differs from a fresh rendering (or is missing). */
export async function findStaleArtefacts({ packageDir = defaultPackageDir }: { packageDir?: string } = {}): Promise<string[]> {
  const stale: string[] = [];
  for (const artefact of await renderArtefacts({ packageDir })) {
    const committed = await readFile(join(packageDir, artefact.path), 'utf8').catch(() => undefined);
    if (committed !== artefact.contents) stale.push(artefact.path);
  }
  return stale;
}

/** The document as plain data, served at GET /openapi.json and read by the validators. */
function renderDocumentModule(doc: unknown): string {
  return [
    header,
    "import type { OpenApiDocument } from '../openapi-document.ts';",
    '',
    `export const openapiDocument: OpenApiDocument = ${JSON.stringify(doc, null, 2)};`,
    '',
  ].join('\n');
}

async function renderTypesModule(doc: unknown): Promise<string> {
  const ast = await openapiTS(typesView(doc) as OpenAPI3, {
    // `default` describes what the server assumes, not a field the client must send.
    defaultNonNullable: false,
    // A bare `type: object` accepts any members, as in JSON Schema.
    emptyObjectsUnknown: true,
    silent: true,
  });
  return `${header}\n${astToString(ast)}`;
}

/**
 * The document as the type generator should see it. Branches of "exactly one of these
 * fields" (`fieldAlternatives`) only name a required field, which openapi-typescript renders as
 * `unknown`; copying the field's declaration into each branch yields the union
 * `{ a: A } | { b: B }` instead. Validation keeps the plain branches.
 */
function typesView(doc: unknown): unknown {
  const copy = structuredClone(doc);
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (typeof node === 'object' && node !== null) {
      Object.values(node).forEach(visit);
      const names = fieldAlternatives(node);
      const properties = (node as { properties?: Record<string, unknown> }).properties;
      if (names && properties) {
        (node as { oneOf: unknown[] }).oneOf = names.map((name) => ({ required: [name], properties: { [name]: properties[name] } }));
      }
    }
  };
  visit(copy);
  return copy;
}
