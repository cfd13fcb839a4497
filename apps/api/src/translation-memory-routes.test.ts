import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { InvalidRequestError, MemoryStore } from '@circular/runtime';
import { putReviewedTranslations, type ReviewedTranslations } from '@circular/translator';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';

const key = 'memory-key-0123456789abcdef';
const auth = { Authorization: `Bearer ${key}` };
const pair = { key: 'product_1_name', source_locale: 'pt-PT', target_locale: 'en', context: 'Bicicletas', source: 'Bicicleta dobrável', target: 'Folding bike', reviewer: 'rui' };

function appWithStore() {
  const store = new MemoryStore();
  const app = createApp(loadConfig({ API_KEYS: key }), { logger: pino({ level: 'silent' }), store, model: undefined, search: undefined });
  return { app, store };
}

describe('the translation memory routes', () => {
  it('need the API key, like every function', async () => {
    const { app } = appWithStore();
    expect((await request(app).put('/service_ai_translator/memory').send({ entries: [pair] })).status).toBe(401);
    expect((await request(app).get('/service_ai_translator/memory')).status).toBe(401);
  });

  it('store a reviewed pair and export it as JSON with its origin', async () => {
    const { app } = appWithStore();
    const put = await request(app).put('/service_ai_translator/memory').set(auth).send({ entries: [pair] });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ stored: 1 });
    const exported = await request(app).get('/service_ai_translator/memory').query({ key_prefix: 'product_1' }).set(auth);
    expect(exported.body).toEqual({ entries: [{ ...pair, origin: 'reviewed', updated_at: expect.any(String) }] });
    expect((await request(app).get('/service_ai_translator/memory').query({ key_prefix: 'product_2' }).set(auth)).body).toEqual({ entries: [] });
  });

  it('refuse a bad query with a 422 naming the parameter', async () => {
    const { app } = appWithStore();
    const res = await request(app).get('/service_ai_translator/memory').query({ format: 'csv' }).set(auth);
    expect(res.status).toBe(422);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body.errors).toEqual([{ pointer: '/format', message: 'must be one of: json, tmx' }]);
  });

  it.each([
    ['a pair whose placeholders differ from its source', { entries: [{ ...pair, source: 'Só %{count}', target: 'Only %{n}' }] }],
    ['a pair without reviewer', { entries: [{ ...pair, reviewer: undefined }] }],
    ['an unknown field', { entries: [pair], overwrite: true }],
    ['a locale that does not exist', { entries: [{ ...pair, target_locale: 'xx' }] }],
  ])('refuse %s as the imported function does, with the same pointers', async (_case, body) => {
    const { app } = appWithStore();
    const res = await request(app).put('/service_ai_translator/memory').set(auth).send(body);
    expect(res.status).toBe(422);
    const imported = await putReviewedTranslations(body as ReviewedTranslations, { memory: new MemoryStore() }).then(
      () => [],
      (error: unknown) => {
        expect(error).toBeInstanceOf(InvalidRequestError);
        return ((error as InvalidRequestError).errors ?? []).map(({ pointer }) => pointer);
      },
    );
    expect(imported.length).toBeGreaterThan(0);
    expect((res.body.errors as { pointer: string }[]).map(({ pointer }) => pointer)).toEqual(imported);
  });
});
