import type { Express } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { brands } from '@circular/brands';
import { describeListing } from '@circular/c2c-descriptor';
import { validateListing } from '@circular/c2c-validation';
import { createRequestValidator, openapiDocument } from '@circular/contract';
import { decide } from '@circular/decision';
import { generateProtocol } from '@circular/protocol-generator';
import { createChatModel, InvalidRequestError } from '@circular/runtime';
import { translate } from '@circular/translator';
import { generateWebhookSecret } from '@circular/server-kit';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { JobService } from './job-service.ts';
import { startReceiver } from './test-support/receiver.ts';

const opened: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const item of opened.splice(0)) await item.close();
});

/** An app that accepts jobs; `withModel` gives it a model (on a closed loopback port: jobs that reach it fail). */
function appWith({ withModel = false } = {}): Express {
  const config = loadConfig({
    OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
    OPENAI_API_KEY: 'test',
    OPENAI_MODEL: 'stub-model',
    SSRF_ALLOW_CIDRS: '127.0.0.0/8',
    WEBHOOK_SECRET: generateWebhookSecret(),
    WEBHOOK_RETRY_BASE_MS: '20',
    WEBHOOK_TIMEOUT_MS: '500',
    JOB_POLL_MS: '20',
  });
  const model = withModel ? createChatModel({ ...config.model, maxRetries: 0 }) : undefined;
  const app = createApp(config, { logger: pino({ level: 'silent' }), model });
  opened.push({ close: () => (app.locals['jobs'] as JobService).runner.stop() });
  return app;
}

async function callbackUrl(): Promise<string> {
  const receiver = await startReceiver();
  opened.push(receiver);
  return receiver.url;
}

const jobCount = async (app: Express) => {
  const counts = await (app.locals['jobs'] as JobService).store.counts();
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
};

/** Bodies the contract's schema accepts and each library's own checks refuse, with the field they name. */
const refusedByTheLibrary = [
  {
    name: 'protocol generator: a category without a template and no model',
    path: '/service_ai_protocol_generator',
    body: { language: 'en', agent_specific: { category: 'hovercraft', target_scale: 'internal', purpose: 'buy_back' } },
    pointer: '/agent_specific/category',
  },
  {
    name: 'decision: a grade that is not on the scale',
    path: '/service_ai_decision',
    body: { language: 'en', agent_specific: { item: { category: 'phones' }, condition: { scale: 'internal', grade: 'Z' } } },
    pointer: '/agent_specific/condition/grade',
  },
  {
    name: 'brands: normalise without a brand',
    path: '/service_ai_brands',
    body: { language: 'en', agent_specific: { operation: 'normalise', category: 'phones' } },
    pointer: '/agent_specific/brand',
  },
  {
    name: 'c2c validation: an image data URL that holds no image',
    path: '/service_ai_c2c_validation',
    body: {
      language: 'en',
      agent_specific: { profile: 'olx-pt', listing: { title: 'iPhone 12 128GB', description: 'Works well.', price: 420, currency: 'EUR', category: 'phones', images: ['data:image/png;base64,aGVsbG8gd29ybGQ='] } },
    },
    pointer: '/agent_specific/listing/images/0',
  },
  {
    name: 'c2c descriptor: a condition the marketplace does not know',
    path: '/service_ai_c2c_descriptor',
    body: { language: 'en', agent_specific: { marketplace: 'olx-pt', item: { name: 'iPhone 12', category: 'phones', condition: 'mint-ish' } } },
    pointer: '/agent_specific/item/condition',
  },
];

describe("the newer functions' own request checks before a job is accepted", () => {
  it.each(refusedByTheLibrary)('$name: the same 422 with callback_url as without, and no job', async ({ path, body, pointer }) => {
    const app = appWith();
    const synchronous = await request(app).post(path).send(body);
    expect(synchronous.status).toBe(422);
    expect(synchronous.body.errors).toEqual([expect.objectContaining({ pointer })]);

    const asynchronous = await request(app)
      .post(path)
      .send({ ...body, callback_url: await callbackUrl() });
    expect(asynchronous.status).toBe(422);
    expect(asynchronous.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(asynchronous.body.errors).toEqual(synchronous.body.errors);
    expect(await jobCount(app)).toBe(0);
  });

  it('accepts the protocol generator\'s category without a template as a job when a model is configured, as the synchronous call would try it', async () => {
    const app = appWith({ withModel: true });
    const accepted = await request(app)
      .post('/service_ai_protocol_generator')
      .send({ ...refusedByTheLibrary[0]!.body, callback_url: await callbackUrl() });
    expect(accepted.status).toBe(202);
    expect(accepted.body).toMatchObject({ operation: 'generateProtocol', state: 'queued' });
  });
});

/** Each function as a library caller imports it, with no model or search: a body it refuses is refused before either is needed. */
const imported: Record<string, (body: never) => Promise<unknown>> = {
  '/service_ai_translator': (body) => translate(body, {}),
  '/service_ai_brands': (body) => brands(body, {}),
  '/service_ai_decision': (body) => decide(body, {}),
  '/service_ai_c2c_validation': (body) => validateListing(body, {}),
  '/service_ai_c2c_descriptor': (body) => describeListing(body, {}),
  '/service_ai_protocol_generator': (body) => generateProtocol(body, {}),
};

/** Bodies the contract's schema refuses, several fields at once. */
const refusedBySchema = [
  { name: 'translator: a key that breaks the key pattern, a text that is no string, no context', path: '/service_ai_translator', body: { source_locale: 'en', target_locale: 'pt-PT', data: { 'two words': 'Red bike', ok: 7 } } },
  { name: 'brands: no agent_specific, a language that is no tag', path: '/service_ai_brands', body: { language: 'english please' } },
  { name: 'decision: an item that is no object', path: '/service_ai_decision', body: { language: 'en', agent_specific: { item: 'phone', condition: { scale: 'internal', grade: 'A' } } } },
  { name: 'c2c validation: a title that is no string and no profile', path: '/service_ai_c2c_validation', body: { language: 'en', agent_specific: { listing: { title: 12, description: 'Works.', price: 'cheap' } } } },
];

const operationOf: Record<string, string> = {
  '/service_ai_translator': 'translate',
  '/service_ai_brands': 'brands',
  '/service_ai_decision': 'decide',
  '/service_ai_c2c_validation': 'validateListing',
};

async function refusal(call: () => Promise<unknown>): Promise<InvalidRequestError> {
  const thrown = await call().then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!InvalidRequestError.isInstance(thrown)) throw new Error(`expected an InvalidRequestError, got ${String(thrown)}`);
  return thrown;
}

describe('a job submission and the imported function refuse the same bodies the same way', () => {
  it.each([...refusedBySchema, ...refusedByTheLibrary])('$name', async ({ path, body }) => {
    const thrown = await refusal(() => imported[path]!(body as never));
    const app = appWith();
    const job = await request(app)
      .post(path)
      .send({ ...body, callback_url: await callbackUrl() });
    expect(job.status).toBe(422);
    expect(job.body.errors).toEqual(thrown.errors);
    expect(await jobCount(app)).toBe(0);
  });

  it.each(refusedBySchema)('$name, with a callback_url that is no http(s) URL: every field named, in the contract validator\'s order', async ({ path, body }) => {
    const sent = { ...body, callback_url: 'ftp://files.example.org/drop' };
    const expected = createRequestValidator()(operationOf[path]!, sent);
    expect(expected).toContainEqual(expect.objectContaining({ pointer: '/callback_url' }));
    expect(expected.length).toBeGreaterThan(1);
    const app = appWith();
    const job = await request(app).post(path).send(sent);
    expect(job.status).toBe(422);
    expect(job.body.errors).toEqual(expected);
    expect(await jobCount(app)).toBe(0);
  });

  it('refuses a callback_url one code point over the contract\'s length, and takes one at it', async () => {
    const app = appWith();
    const base = await callbackUrl();
    // Letters outside the BMP: two UTF-16 units each, one code point as the contract's validator counts.
    const at = `${base}?q=${'𝐚'.repeat(2000 - base.length - 3)}`;
    const body = { language: 'en', agent_specific: { operation: 'normalise', brand: 'Samsung', category: 'phones' } };
    const over = await request(app).post('/service_ai_brands').send({ ...body, callback_url: `${at}𝐚` });
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual([expect.objectContaining({ pointer: '/callback_url' })]);
    const accepted = await request(app).post('/service_ai_brands').send({ ...body, callback_url: at });
    expect(accepted.status).toBe(202);
  });

  it("states CallbackUrl with no keyword the job route's own check leaves out (type, http-url format, maxLength): a new one must be checked there too", () => {
    const schema = openapiDocument.components?.schemas?.['CallbackUrl'] as Record<string, unknown>;
    const enforced = new Set(['type', 'format', 'maxLength']);
    const annotations = new Set(['description', 'default', 'examples', 'x-error-message']);
    expect(Object.keys(schema).filter((k) => !enforced.has(k) && !annotations.has(k))).toEqual([]);
    expect(schema['format']).toBe('http-url');
  });
});
