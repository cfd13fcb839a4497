import { shareAnswer, UsageMeter } from '@circular/runtime';
import type { Callbacks } from '@langchain/core/callbacks/manager';
import { FakeListChatModel } from '@langchain/core/utils/testing';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { servedFunctions, type ServedFunction } from './functions.ts';

const body = { source_locale: 'en', target_locale: 'pt-PT', context: 'catalog', data: { product_1_name: 'Red bike' } };

/** A translator that records the callbacks each run is handed and answers the request's own data. */
function recordingTranslator(seen: Callbacks[]): ServedFunction {
  return {
    name: 'translator',
    operationId: 'translate',
    needs: [],
    load: async () => () => ({
      handler: async ({ body: raw, callbacks }) => {
        seen.push(callbacks as Callbacks);
        const { context, target_locale, data } = raw as typeof body;
        return { translations: { context, data: { [target_locale]: data } } };
      },
    }),
  };
}

function appWith(seen: Callbacks[], model: FakeListChatModel | undefined) {
  const others = servedFunctions.filter((fn) => fn.operationId !== 'translate');
  return createApp(loadConfig({}), { logger: pino({ level: 'silent' }), model, functions: [recordingTranslator(seen), ...others] });
}

describe('runOperation callbacks', () => {
  it('hands a function without a model no callbacks at all, so its graph runs without a callback manager', async () => {
    const seen: Callbacks[] = [];
    expect((await request(appWith(seen, undefined)).post('/service_ai_translator').send(body)).status).toBe(200);
    expect(seen).toEqual([undefined]);
  });

  it('hands a function with a model the request’s usage meter', async () => {
    const seen: Callbacks[] = [];
    expect((await request(appWith(seen, new FakeListChatModel({ responses: ['unused'] }))).post('/service_ai_translator').send(body)).status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toEqual([expect.any(UsageMeter)]);
  });
});

describe('runOperation and LangSmith’s switch, read once when the app is made', () => {
  const handlerNames = (callbacks: Callbacks | undefined) => (Array.isArray(callbacks) ? callbacks.map((handler) => (handler as { name: string }).name) : callbacks);

  it('hands every run LangSmith’s tracer when LANGSMITH_TRACING was on as the app was made, even once it is unset', async () => {
    vi.stubEnv('LANGSMITH_TRACING', 'true');
    vi.stubEnv('LANGSMITH_ENDPOINT', 'http://127.0.0.1:9');
    const seen: Callbacks[] = [];
    const app = appWith(seen, undefined);
    vi.stubEnv('LANGSMITH_TRACING', undefined);
    expect((await request(app).post('/service_ai_translator').send(body)).status).toBe(200);
    expect(handlerNames(seen[0])).toEqual(['langchain_tracer']);
  });

  it('hands none when it was off as the app was made, even once it is set', async () => {
    vi.stubEnv('LANGSMITH_TRACING', undefined);
    const seen: Callbacks[] = [];
    const app = appWith(seen, undefined);
    vi.stubEnv('LANGSMITH_TRACING', 'true');
    expect((await request(app).post('/service_ai_translator').send(body)).status).toBe(200);
    expect(seen).toEqual([undefined]);
  });
});

describe('runOperation usage in the request log', () => {
  /** The request log's lines, as JSON objects. */
  function loggedApp(model: FakeListChatModel | undefined) {
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    const others = servedFunctions.filter((fn) => fn.operationId !== 'translate');
    return { lines, app: createApp(loadConfig({}), { logger, model, functions: [recordingTranslator([]), ...others] }) };
  }
  const completed = (lines: Record<string, unknown>[]) => lines.find((line) => line['msg'] === 'request completed');

  it('logs zero model calls and tokens for a function without a model, as a meter nothing called reports them', async () => {
    const { lines, app } = loggedApp(undefined);
    expect((await request(app).post('/service_ai_translator').send(body)).status).toBe(200);
    expect(completed(lines)?.['usage']).toEqual(new UsageMeter().snapshot());
    expect(completed(lines)?.['usage']).toEqual({ modelCalls: 0, promptTokens: 0, completionTokens: 0 });
  });

  it('logs a metered function’s usage as its meter counted it: none for a run that called no model', async () => {
    const { lines, app } = loggedApp(new FakeListChatModel({ responses: ['unused'] }));
    expect((await request(app).post('/service_ai_translator').send(body)).status).toBe(200);
    expect(completed(lines)?.['usage']).toEqual({ modelCalls: 0, promptTokens: 0, completionTokens: 0 });
  });
});

describe('runOperation answers', () => {
  /** A translator answering every request with the one answer it was built with. */
  function answering(answer: unknown): ServedFunction {
    return { name: 'translator', operationId: 'translate', needs: [], load: async () => () => ({ handler: async () => answer }) };
  }
  const appAnswering = (answer: unknown) => {
    const others = servedFunctions.filter((fn) => fn.operationId !== 'translate');
    return createApp(loadConfig({}), { logger: pino({ level: 'silent' }), functions: [answering(answer), ...others] });
  };

  it.each([
    ['short', { translations: { context: 'catalog', data: { 'pt-PT': { product_1_name: 'Bicicleta à chuva' } } } }],
    ['long', { translations: { context: 'catalog', data: { 'pt-PT': Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`item_${i}`, `Peça nº ${i} — “ótima”`])) } } }],
  ])('sends a shared %s answer as JSON.stringify writes it, to every request that gets it', async (_, data) => {
    const expected = JSON.stringify(data);
    const app = appAnswering(shareAnswer(structuredClone(data)));
    for (let i = 0; i < 2; i++) {
      const response = await request(app).post('/service_ai_translator').send(body);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['content-length']).toBe(String(Buffer.byteLength(expected)));
      expect(response.text).toBe(expected);
    }
  });
});

describe('runOperation body checks', () => {
  /** A translator that records the bodies it is handed and refuses none. */
  function recordingBodies(seen: unknown[], checksRequest: boolean): ServedFunction {
    return {
      name: 'translator',
      operationId: 'translate',
      checksRequest,
      needs: [],
      load: async () => () => ({
        handler: async ({ body: raw }) => {
          seen.push(raw);
          return { translations: { context: 'catalog', data: {} } };
        },
      }),
    };
  }
  const appWithBodies = (seen: unknown[], checksRequest: boolean) => {
    const others = servedFunctions.filter((fn) => fn.operationId !== 'translate');
    return createApp(loadConfig({}), { logger: pino({ level: 'silent' }), functions: [recordingBodies(seen, checksRequest), ...others] });
  };
  const bad = { ...body, data: 'not an object' };

  it('refuses a bad body before a function that does not check its request runs', async () => {
    const seen: unknown[] = [];
    const res = await request(appWithBodies(seen, false)).post('/service_ai_translator').send(bad);
    expect(res.status).toBe(422);
    expect(seen).toEqual([]);
  });

  it('leaves the check to a function that checks its request itself, so a body is validated once', async () => {
    const seen: unknown[] = [];
    await request(appWithBodies(seen, true)).post('/service_ai_translator').send(bad);
    expect(seen).toEqual([bad]);
  });

  it('marks every served function as one that checks its request (each library entry runs the contract validator first)', () => {
    expect(servedFunctions.filter((fn) => fn.checksRequest !== true).map((fn) => fn.name)).toEqual([]);
  });
});
