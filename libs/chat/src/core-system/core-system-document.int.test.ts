import { readFileSync } from 'node:fs';
import { startCoreSim, type CoreSim } from '@circular/core-sim';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The simulator answers exactly what `core-system.openapi.yaml` says, checked with Ajv (JSON
 * Schema 2020-12): every operation is called, every answer's status and media type must be
 * documented and its body must match the schema, and so must every request body we send and every
 * example in the document. With the client's types written from the same document, none of the
 * three can drift unnoticed.
 */

type Json = Record<string, unknown>;
interface Operation {
  operationId: string;
  method: string;
  path: string;
  system: 'core' | 'submission';
  requestSchema: Json | undefined;
  responses: Record<string, { content?: Record<string, { schema: Json; example?: unknown }>; headers?: Json }>;
}

const doc = parse(readFileSync(new URL('../../core-system.openapi.yaml', import.meta.url), 'utf8')) as Json;
const componentsId = 'urn:circular:core-system';

const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
addFormatsModule.default(ajv);
ajv.addSchema({ $id: componentsId, $defs: rewriteRefs((doc['components'] as Json)['schemas']) as Json });
const compile = (schema: Json): ValidateFunction => ajv.compile(rewriteRefs(schema) as Json);

const operations = listOperations();
let sim: CoreSim;
const exercised = new Set<string>();

beforeAll(async () => {
  sim = await startCoreSim({ seed: 'conformance' });
});
afterAll(() => sim.close());

describe('core-system.openapi.yaml', () => {
  it('has an example matching its schema wherever it gives one', () => {
    const examples = operations.flatMap((operation) =>
      Object.entries(operation.responses).flatMap(([status, response]) =>
        Object.entries(response.content ?? {})
          .filter(([, media]) => media.example !== undefined)
          .map(([type, media]) => ({ where: `${operation.operationId} ${status} ${type}`, schema: media.schema, example: media.example })),
      ),
    );
    expect(examples.length).toBeGreaterThan(5);
    for (const { where, schema, example } of examples) expect(errorsOf(compile(schema), example), where).toEqual([]);
  });

  it('is answered by the simulator as documented, for every operation', async () => {
    const categories = (await exchange('listCategories', {})) as { categories: { id: string }[] };
    expect(categories.categories).toHaveLength(7);
    await exchange('searchProducts', { query: { q: 'Quero vender o meu iPhone 12', limit: '5' } });
    await exchange('searchProducts', { query: { q: 'zzzz' } });
    await exchange('searchProducts', { query: { q: 'ps5', category: 'toys' }, status: 422 });
    await exchange('getProduct', { params: { productId: 'apple-macbook-air-13-m2-2022' } });
    await exchange('getProduct', { params: { productId: 'sony-playstation-portal' } });
    await exchange('getProduct', { params: { productId: 'nope' }, status: 404 });

    const request = { product_id: 'trek-marlin-7-gen-2', options: { frame_size: 'm', colour: 'olive' } };
    const item = (await exchange('createItem', { body: request, headers: { 'idempotency-key': 'conf-1' }, status: 201 })) as { id: string };
    await exchange('createItem', { body: request, headers: { 'idempotency-key': 'conf-1' }, status: 200 });
    await exchange('createItem', { body: { ...request, options: { frame_size: 'l', colour: 'olive' } }, headers: { 'idempotency-key': 'conf-1' }, status: 409 });
    await exchange('createItem', { body: { product_id: 'trek-marlin-7-gen-2', options: { frame_size: 'XXXL' } }, status: 422 });
    await exchange('createItem', { rawBody: '{"product_id":', status: 400 });
    await exchange('getItem', { params: { itemId: item.id } });
    await exchange('getItem', { params: { itemId: 'itm_missing' }, status: 404 });

    const protocol = (await exchange('getProtocol', { params: { itemId: item.id } })) as { questions: { id: string; answer_type: string }[] };
    expect(new Set(protocol.questions.map((q) => q.answer_type))).toEqual(new Set(['choice', 'yes_no', 'number', 'photo', 'text']));
    await exchange('getSubmission', { params: { itemId: item.id } });
    await exchange('completeSubmission', { params: { itemId: item.id }, headers: { 'idempotency-key': 'conf-c' }, status: 422 });

    const answers: Record<string, unknown> = {
      frame_condition: 'scratches',
      brakes_work: true,
      gears_work: false,
      distance_km: 1200,
      photo_side: 'data:image/jpeg;base64,/9j/4AAQ',
      notes: 'Pneus novos em 2026.',
    };
    for (const [questionId, value] of Object.entries(answers)) {
      await exchange('recordAnswer', { params: { itemId: item.id, questionId }, body: { value } });
    }
    await exchange('recordAnswer', { params: { itemId: item.id, questionId: 'distance_km' }, body: { value: -1 }, status: 422 });
    await exchange('recordAnswer', { params: { itemId: item.id, questionId: 'battery_health' }, body: { value: 50 }, status: 404 });
    await exchange('completeSubmission', { params: { itemId: item.id }, headers: { 'idempotency-key': 'conf-c' } });
    await exchange('completeSubmission', { params: { itemId: item.id } });
    await exchange('recordAnswer', { params: { itemId: item.id, questionId: 'notes' }, body: { value: 'late' }, status: 409 });
    await exchange('getSubmission', { params: { itemId: item.id } });
    await exchange('getProtocol', { params: { itemId: 'itm_missing' }, status: 404 });

    sim.faults.inject({ route: 'getProduct', kind: '500' });
    await exchange('getProduct', { params: { productId: 'apple-iphone-12' }, status: 500 });

    expect([...new Set([...exercised].map((key) => key.split(' ')[0]))].sort()).toEqual(operations.map((o) => o.operationId).sort());
  });
});

/**
 * Calls one operation of the document on the simulator and checks the exchange against it;
 * returns the parsed body.
 */
async function exchange(
  operationId: string,
  {
    params = {},
    query = {},
    headers = {},
    body,
    rawBody,
    status = 200,
  }: { params?: Record<string, string>; query?: Record<string, string>; headers?: Record<string, string>; body?: unknown; rawBody?: string; status?: number },
): Promise<unknown> {
  const operation = operations.find((o) => o.operationId === operationId);
  if (operation === undefined) throw new Error(`${operationId} is not in the document`);
  const where = `${operationId} → ${status}`;
  if (body !== undefined) {
    expect(operation.requestSchema, `${operationId} takes no body`).toBeDefined();
    if (status < 400) expect(errorsOf(compile(operation.requestSchema!), body), `${where}: request body`).toEqual([]);
  }
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? `missing-${name}`));
  const base = operation.system === 'core' ? sim.coreUrl : sim.submissionUrl;
  const url = `${base}${path}${Object.keys(query).length > 0 ? `?${new URLSearchParams(query)}` : ''}`;
  const sent = rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
  const response = await fetch(url, {
    method: operation.method.toUpperCase(),
    headers: { ...(sent === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(sent === undefined ? {} : { body: sent }),
  });
  expect(response.status, where).toBe(status);

  const documented = operation.responses[String(response.status)];
  expect(documented, `${where}: status not documented`).toBeDefined();
  const contentType = response.headers.get('content-type')?.split(';')[0] ?? '';
  const media = documented!.content?.[contentType];
  expect(media, `${where}: ${contentType} not documented`).toBeDefined();
  const parsed = JSON.parse(await response.text()) as unknown;
  expect(errorsOf(compile(media!.schema), parsed), `${where}: response body`).toEqual([]);
  if (documented!.headers !== undefined && 'Idempotent-Replayed' in documented!.headers) {
    expect(response.headers.get('idempotent-replayed'), `${where}: Idempotent-Replayed`).toBe('true');
  }
  exercised.add(`${operationId} ${status}`);
  return parsed;
}

function listOperations(): Operation[] {
  const paths = doc['paths'] as Record<string, Json>;
  return Object.entries(paths).flatMap(([path, item]) => {
    const servers = item['servers'] as { url: string }[] | undefined;
    const system = servers?.[0]?.url === '{service_submission_base_url}' ? 'submission' : 'core';
    return ['get', 'put', 'post', 'delete', 'patch']
      .filter((method) => item[method] !== undefined)
      .map((method) => {
        const operation = item[method] as Json;
        const requestBody = operation['requestBody'] as { content: Record<string, { schema: Json }> } | undefined;
        const responses = Object.fromEntries(
          Object.entries(operation['responses'] as Record<string, Json>).map(([status, response]) => [status, resolve(response)]),
        ) as Operation['responses'];
        return {
          operationId: operation['operationId'] as string,
          method,
          path,
          system,
          requestSchema: requestBody?.content['application/json']?.schema,
          responses,
        };
      });
  });
}

/** Follows a `#/components/...` reference of the document (responses, headers). */
function resolve(node: Json): Json {
  const ref = node['$ref'];
  if (typeof ref !== 'string') return node;
  return ref
    .slice(2)
    .split('/')
    .reduce<Json>((at, key) => at[key] as Json, doc);
}

/** A copy whose `#/components/schemas/X` references point at the registered `$defs`. */
function rewriteRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) =>
      key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')
        ? [key, `${componentsId}#/$defs/${value.slice('#/components/schemas/'.length)}`]
        : [key, rewriteRefs(value)],
    ),
  );
}

function errorsOf(validate: ValidateFunction, value: unknown): string[] {
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
}
