import { pino } from 'pino';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createRequestValidator, listOperations, openapiDocument } from '@circular/contract';
import { brands, type BrandsRequest } from '@circular/brands';
import { describeListing, type C2cDescriptorRequest } from '@circular/c2c-descriptor';
import { validateListing, type C2cValidationRequest } from '@circular/c2c-validation';
import { decide, type DecisionRequest } from '@circular/decision';
import { generateProtocol, type ProtocolGeneratorRequest } from '@circular/protocol-generator';
import { chat, type ChatRequest } from '@circular/chat';
import { createDocumentOcr, validateId, type IdValidatorRequest } from '@circular/id-validator';
import { createSafeFetcher, InvalidRequestError, MemoryStore } from '@circular/runtime';
import { translate, type TranslatorRequest } from '@circular/translator';
import { estimateValue, type ValueEstimationRequest } from '@circular/value-estimation';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';

/*
 * One source of truth for a request: a library function imported by a Node service refuses the
 * same bodies as its REST route, with the same JSON pointers. Each table holds bad bodies of the
 * kinds clients send (an unknown field, wrong types, a missing required field). `callback_url` is
 * the one difference: the REST API serves callbacks while a library call always answers in the
 * call, so a library refuses it (the four first functions in their own tests, the rest below).
 */
const fetcher = createSafeFetcher();
const ocr = createDocumentOcr();
afterAll(async () => {
  await fetcher.close();
  await ocr.terminate();
});
const app = createApp(loadConfig({}), { logger: pino({ level: 'silent' }), store: new MemoryStore(), model: undefined, search: undefined, fetcher, ocr });

const validateAtTheEdge = createRequestValidator();

type Call = (body: unknown) => Promise<unknown>;

async function pointersOfImportedCall(call: Call, body: unknown): Promise<string[]> {
  const error = await call(body).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(InvalidRequestError);
  return ((error as InvalidRequestError).errors ?? []).map(({ pointer }) => pointer);
}

async function pointersOfRestCall(path: string, body: unknown): Promise<string[]> {
  const res = await request(app).post(path).send(body as object);
  expect(res.status).toBe(422);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  return (res.body as { errors: { pointer: string }[] }).errors.map(({ pointer }) => pointer);
}

function parity(operationId: string, path: string, call: Call, valid: Record<string, unknown>, bad: [string, unknown][]) {
  describe(`${operationId}: the imported function and ${path} refuse the same bodies`, () => {
    it.each(bad)('%s', async (_case, body) => {
      const imported = await pointersOfImportedCall(call, body);
      expect(imported.length).toBeGreaterThan(0);
      expect(await pointersOfRestCall(path, body)).toEqual(imported);
    });

    it('builds the table from a body the contract accepts, so each refusal is for its one change', () => {
      expect(validateAtTheEdge(operationId, valid)).toEqual([]);
    });
  });
}

const translation = { source_locale: 'pt-PT', target_locales: ['en', 'es'], context: 'Catálogo de bicicletas', data: { product_1_name: 'Bicicleta de cidade' } };
parity('translate', '/service_ai_translator', (body) => translate(body as TranslatorRequest, { model: undefined, memory: new MemoryStore() }), translation, [
  ['an unknown field', { ...translation, colour: 'red' }],
  ['a context that is a number', { ...translation, context: 42 }],
  ['a data value that is not a string', { ...translation, data: { product_1_name: ['Bicicleta'] } }],
  ['target locales that are not a list', { ...translation, target_locales: 'en' }],
  ['no data', { ...translation, data: undefined }],
  ['both target fields', { ...translation, target_locale: 'fr' }],
  ['an ill-formed locale', { ...translation, source_locale: 'português' }],
  ['a body that is a list', [translation]],
  ['an empty do-not-translate term', { ...translation, agent_specific: { do_not_translate: [''] } }],
  ['a glossary term of 201 characters', { ...translation, agent_specific: { glossary: { en: [{ source: 'x'.repeat(201), target: 'y' }] } } }],
  ['1,000 glossary entries', { ...translation, agent_specific: { glossary: { en: Array.from({ length: 1000 }, (_, i) => ({ source: `t${i}`, target: 'y' })) } } }],
  ['the same glossary source term twice', { ...translation, agent_specific: { glossary: { en: [{ source: 'bike', target: 'a' }, { source: 'Bike', target: 'b' }] } } }],
  ['a glossary for a locale not translated into', { ...translation, agent_specific: { glossary: { fr: [{ source: 'bike', target: 'vélo' }] } } }],
  ['a max_length below the placeholders', { ...translation, data: { product_1_name: 'Só %{count} bicicletas' }, agent_specific: { keys: { product_1_name: { max_length: 5 } } } }],
  ['controls for a key not in data', { ...translation, agent_specific: { keys: { product_2_name: { note: 'Título' } } } }],
  ['a formality that does not exist', { ...translation, agent_specific: { formality: 'polite' } }],
]);

const turn = {
  messages: [{ role: 'user', text: 'Quero vender uma bicicleta' }],
  service_core_base_url: 'https://core.example.com/api',
  service_submission_base_url: 'https://submissions.example.com/api',
  conversation: false,
};
parity('chat', '/chat', (body) => chat(body as ChatRequest, { fetcher, coreSystem: { maxRetries: 0 } }), turn, [
  ['an unknown field', { ...turn, mood: 'happy' }],
  ['an unknown field inside a message', { ...turn, messages: [{ role: 'user', text: 'Olá', sender: 'me' }] }],
  ['a message role that does not exist', { ...turn, messages: [{ role: 'system', text: 'Olá' }] }],
  ['conversation as a string', { ...turn, conversation: 'no' }],
  ['no messages', { ...turn, messages: undefined }],
  ['no core base URL', { ...turn, service_core_base_url: undefined }],
  ['a base URL that is not http(s)', { ...turn, service_core_base_url: 'ftp://core.example.com' }],
  ['a last message from the assistant', { ...turn, messages: [{ role: 'assistant', text: 'Olá' }] }],
]);

const estimate = { language: 'pt-PT', agent_specific: { service_item: { name: 'iPhone 12', brand: 'Apple', condition: 'B' } } };
parity('estimateValue', '/service_ai_value_estimation', (body) => estimateValue(body as ValueEstimationRequest, { search: undefined }), estimate, [
  ['an unknown field', { ...estimate, budget: 100 }],
  ['an unknown field in the item', { ...estimate, agent_specific: { service_item: { ...estimate.agent_specific.service_item, colour: 'blue' } } }],
  ['a condition that does not exist', { ...estimate, agent_specific: { service_item: { ...estimate.agent_specific.service_item, condition: 'E' } } }],
  ['a name that is a number', { ...estimate, agent_specific: { service_item: { ...estimate.agent_specific.service_item, name: 12 } } }],
  ['no item', { ...estimate, agent_specific: {} }],
  ['an ill-formed language', { ...estimate, language: 'portuguese!' }],
]);

const document = { language: 'en', images: ['https://images.example.com/id-front.jpg'], agent_specific: { doc_type: 'id-PT' } };
parity('validateId', '/service_ai_id_validator', (body) => validateId(body as IdValidatorRequest, { fetcher, ocr }), document, [
  ['an unknown field', { ...document, priority: 'high' }],
  ['images that are not a list', { ...document, images: 'https://images.example.com/id-front.jpg' }],
  ['no images', { ...document, images: undefined }],
  ['no agent_specific', { ...document, agent_specific: undefined }],
  ['an expected number that is not a string', { ...document, agent_specific: { ...document.agent_specific, number: 12345678 } }],
]);

/** The first request example the contract gives for an operation: a body it accepts, written by its authors. */
function contractExample(operationId: string): Record<string, unknown> {
  const operation = listOperations().find((op) => op.operationId === operationId)!;
  const pathItem = (openapiDocument.paths as Record<string, Record<string, { requestBody?: { content?: Record<string, { examples?: Record<string, { value: unknown }> }> } }>>)[operation.path]!;
  const examples = pathItem[operation.method.toLowerCase()]!.requestBody!.content!['application/json']!.examples!;
  return structuredClone(Object.values(examples)[0]!.value) as Record<string, unknown>;
}

/** The bad bodies every function refuses the same way: the contract's example with one change. */
function commonBadBodies(example: Record<string, unknown>): [string, unknown][] {
  return [
    ['an unknown field', { ...example, priority: 'high' }],
    ['no agent_specific', { ...example, agent_specific: undefined }],
    ['agent_specific that is a list', { ...example, agent_specific: [example['agent_specific']] }],
    ['an ill-formed language', { ...example, language: 'portuguese!' }],
    ['a body that is a list', [example]],
  ];
}

const newerFunctions: [string, string, Call][] = [
  ['brands', '/service_ai_brands', (body) => brands(body as BrandsRequest, {})],
  ['validateListing', '/service_ai_c2c_validation', (body) => validateListing(body as C2cValidationRequest, {})],
  ['describeListing', '/service_ai_c2c_descriptor', (body) => describeListing(body as C2cDescriptorRequest, { fetcher })],
  ['generateProtocol', '/service_ai_protocol_generator', (body) => generateProtocol(body as ProtocolGeneratorRequest, {})],
  ['decide', '/service_ai_decision', (body) => decide(body as DecisionRequest, {})],
];
for (const [operationId, path, call] of newerFunctions) {
  const example = contractExample(operationId);
  parity(operationId, path, call, example, commonBadBodies(example));
}

describe('a library call refuses a callback_url, naming it: the imported function answers in the call', () => {
  it.each(newerFunctions)('%s', async (operationId, _path, call) => {
    const example = contractExample(operationId);
    expect(await pointersOfImportedCall(call, { ...example, callback_url: 'https://client.example/hooks/done' })).toEqual(['/callback_url']);
    // null is the contract's default, and means "answer in the call".
    expect(validateAtTheEdge(operationId, { ...example, callback_url: null })).toEqual([]);
  });
});
