import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createApp } from './app.ts';
import { servedFunctions, type FunctionHandlers, type ServedFunction } from './functions.ts';

const silent = pino({ level: 'silent' });
const body = { source_locale: 'en', target_locale: 'fr', context: 'catalog', data: { product_1_name: 'Red bike' } };

/** A translator whose library "import" is counted, takes a tick, and fails while `failing.times` is above zero. */
function countedTranslator(loads: { count: number }, failing = { times: 0 }): ServedFunction {
  return {
    name: 'translator',
    operationId: 'translate',
    needs: [],
    load: async () => {
      loads.count += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (failing.times > 0) {
        failing.times -= 1;
        throw new Error('Cannot find package @circular/translator');
      }
      return (): FunctionHandlers => ({
        handler: async ({ body: raw }) => ({ translations: { context: 'catalog', data: { fr: (raw as typeof body).data } } }),
        jobHooks: { precheck: () => undefined },
      });
    },
  };
}

const appWith = (translator: ServedFunction) =>
  createApp(loadConfig({}), { logger: silent, model: undefined, functions: [translator, ...servedFunctions.filter((fn) => fn.operationId !== 'translate')] });

describe('function libraries loaded on first use', () => {
  it('imports no library to answer /health, the index and the OpenAPI document, and imports one once for concurrent first requests', async () => {
    const loads = { count: 0 };
    const app = appWith(countedTranslator(loads));
    for (const path of ['/health', '/', '/openapi.json']) expect((await request(app).get(path)).status).toBe(200);
    expect(loads.count).toBe(0);

    const answers = await Promise.all(Array.from({ length: 5 }, () => request(app).post('/service_ai_translator').send(body)));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[0]!.body).toEqual({ translations: { context: 'catalog', data: { fr: body.data } } });
    expect((await request(app).post('/service_ai_translator').send(body)).status).toBe(200);
    expect(loads.count).toBe(1);
  });

  it('answers 503 function-unavailable with Retry-After while the library cannot be loaded, says so in /health, and loads it on a later request', async () => {
    const loads = { count: 0 };
    const app = appWith(countedTranslator(loads, { times: 1 }));
    const refused = await request(app).post('/service_ai_translator').send(body);
    expect(refused.status).toBe(503);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.body).toMatchObject({ type: '/problems/function-unavailable', status: 503, instance: '/service_ai_translator' });
    expect(refused.body.detail).not.toContain('Cannot find package');

    const health = await request(app).get('/health');
    expect(health.body.status).toBe('degraded');
    expect(health.body.functions.translator).toMatchObject({ ready: false });
    expect(health.body.functions.translator.reason).toContain('Cannot find package @circular/translator');

    const served = await request(app).post('/service_ai_translator').send(body);
    expect(served.status).toBe(200);
    expect(loads.count).toBe(2);
    expect((await request(app).get('/health')).body.functions.translator).toEqual({ ready: true, needs: [] });
  });

  it('still answers a bad body with its 422 once the library is loaded', async () => {
    const app = appWith(countedTranslator({ count: 0 }));
    const res = await request(app).post('/service_ai_translator').send({ ...body, data: 'Red bike' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ pointer: '/data', message: 'must be an object' }]);
  });
});
