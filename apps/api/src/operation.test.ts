import { UsageMeter } from '@circular/runtime';
import type { Callbacks } from '@langchain/core/callbacks/manager';
import { FakeListChatModel } from '@langchain/core/utils/testing';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
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
