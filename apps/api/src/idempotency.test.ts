import { setTimeout as sleep } from 'node:timers/promises';
import { MemoryStore } from '@circular/runtime';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { servedFunctions, type ServedFunction } from './functions.ts';

const body = { source_locale: 'en', target_locale: 'pt-PT', context: 'catalog', data: { product_1_name: 'Red bike' } };

/** A translator that counts its runs, takes `delayMs` and fails with a 500 when the context says so. */
function countingTranslator(runs: { count: number }, delayMs = 0): ServedFunction {
  return {
    name: 'translator',
    operationId: 'translate',
    needs: [],
    load: async () => () => ({
      handler: async ({ body: raw }) => {
        const request = raw as typeof body;
        runs.count += 1;
        await sleep(delayMs);
        if (request.context === 'fail') throw new Error('boom');
        return { translations: { context: request.context, data: { [request.target_locale]: { ...request.data, run: String(runs.count) } } } };
      },
    }),
  };
}

function appWith(runs: { count: number }, delayMs = 0) {
  const others = servedFunctions.filter((fn) => fn.operationId !== 'translate');
  return createApp(loadConfig({}), { logger: pino({ level: 'silent' }), model: undefined, store: new MemoryStore(), functions: [countingTranslator(runs, delayMs), ...others] });
}

describe('Idempotency-Key', () => {
  it('answers a retry with the same key and body with the first answer, without running again', async () => {
    const runs = { count: 0 };
    const app = appWith(runs);
    const first = await request(app).post('/service_ai_translator').set('Idempotency-Key', 'order-1').send(body);
    const retry = await request(app).post('/service_ai_translator').set('Idempotency-Key', 'order-1').send(body);
    expect(first.status).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers['content-type']).toBe(first.headers['content-type']);
    expect(retry.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(runs.count).toBe(1);
  });

  it('runs requests without a key, or with different keys, each time', async () => {
    const runs = { count: 0 };
    const app = appWith(runs);
    await request(app).post('/service_ai_translator').send(body);
    await request(app).post('/service_ai_translator').send(body);
    await request(app).post('/service_ai_translator').set('Idempotency-Key', 'a').send(body);
    await request(app).post('/service_ai_translator').set('Idempotency-Key', 'b').send(body);
    expect(runs.count).toBe(4);
  });

  it('refuses the same key with another body as idempotency-key-reused', async () => {
    const runs = { count: 0 };
    const app = appWith(runs);
    await request(app).post('/service_ai_translator').set('Idempotency-Key', 'order-2').send(body);
    const res = await request(app)
      .post('/service_ai_translator')
      .set('Idempotency-Key', 'order-2')
      .send({ ...body, data: { product_1_name: 'Blue bike' } });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ type: '/problems/idempotency-key-reused', status: 422 });
    expect(runs.count).toBe(1);
  });

  it('lets concurrent duplicates wait for the first answer', async () => {
    const runs = { count: 0 };
    const app = appWith(runs, 300);
    const answers = await Promise.all([1, 2, 3].map(() => request(app).post('/service_ai_translator').set('Idempotency-Key', 'burst').send(body)));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((res) => JSON.stringify(res.body))).size).toBe(1);
    expect(answers.filter((res) => res.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    expect(runs.count).toBe(1);
  });

  it('keeps no answer that invites a retry: after a 500 the same key runs again', async () => {
    const runs = { count: 0 };
    const app = appWith(runs);
    const failing = { ...body, context: 'fail' };
    expect((await request(app).post('/service_ai_translator').set('Idempotency-Key', 'flaky').send(failing)).status).toBe(500);
    await sleep(5);
    expect((await request(app).post('/service_ai_translator').set('Idempotency-Key', 'flaky').send(failing)).status).toBe(500);
    expect(runs.count).toBe(2);
  });

  it('replays a refusal of the body as it was (a 422 is an answer)', async () => {
    const runs = { count: 0 };
    const app = appWith(runs);
    const bad = { ...body, source_locale: 42 };
    const first = await request(app).post('/service_ai_translator').set('Idempotency-Key', 'bad-body').send(bad);
    const retry = await request(app).post('/service_ai_translator').set('Idempotency-Key', 'bad-body').send(bad);
    expect([first.status, retry.status]).toEqual([422, 422]);
    expect(retry.body.detail).toBe(first.body.detail);
  });

  it.each([
    ['longer than 255 characters', 'k'.repeat(256)],
    ['with a control character', 'order\t1'],
  ])('refuses a key %s with a 422 naming the header', async (_case, key) => {
    const res = await request(appWith({ count: 0 })).post('/service_ai_translator').set('Idempotency-Key', key).send(body);
    expect(res.status).toBe(422);
    expect(res.body.detail).toContain('Idempotency-Key');
  });

  it('scopes keys per API key: another caller\'s key is another request', async () => {
    const runs = { count: 0 };
    const others = servedFunctions.filter((fn) => fn.operationId !== 'translate');
    const app = createApp(loadConfig({ API_KEYS: 'caller-one-key-0001,caller-two-key-0002' }), {
      logger: pino({ level: 'silent' }),
      model: undefined,
      store: new MemoryStore(),
      functions: [countingTranslator(runs), ...others],
    });
    const one = await request(app).post('/service_ai_translator').set('Authorization', 'Bearer caller-one-key-0001').set('Idempotency-Key', 'k1').send(body);
    const two = await request(app).post('/service_ai_translator').set('Authorization', 'Bearer caller-two-key-0002').set('Idempotency-Key', 'k1').send(body);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(two.headers['idempotent-replayed']).toBeUndefined();
    expect(runs.count).toBe(2);
  });
});
