import { loadDefaultRules, startModelStub, type ModelStub } from '@circular/model-stub';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createChatModel, MemoryStore } from '@circular/runtime';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';

let stub: ModelStub;
beforeAll(async () => {
  stub = await startModelStub({ rules: await loadDefaultRules() });
});
afterAll(() => stub.close());
beforeEach(() => stub.reset());

const appWithModel = () => {
  const config = loadConfig({ OPENAI_BASE_URL: stub.url, OPENAI_API_KEY: 'test', OPENAI_MODEL: 'stub-model' });
  return createApp(config, {
    logger: pino({ level: 'silent' }),
    store: new MemoryStore(),
    model: createChatModel({ ...config.model, maxRetries: 0 }),
  });
};

const catalogue = {
  source_locale: 'en',
  target_locales: ['pt-PT', 'fr'],
  context: 'Second-hand marketplace catalogue',
  data: {
    product_7_name: 'Red city bike',
    product_7_description: '<b>Only</b> %{count} left, see https://example.com/bikes/7 or write to shop@example.com',
    option_type_3_name: 'Frame size {size}',
    option_value_9_name: '',
  },
};

describe('POST /service_ai_translator through ChatOpenAI and the model stub', () => {
  it('returns every key in every locale with placeholders, HTML, URLs and e-mails intact', async () => {
    const res = await request(appWithModel()).post('/service_ai_translator').send(catalogue);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      translations: {
        context: 'Second-hand marketplace catalogue',
        data: {
          'pt-PT': {
            product_7_name: '[pt-PT] Red city bike',
            product_7_description: '[pt-PT] <b>Only</b> %{count} left, see https://example.com/bikes/7 or write to shop@example.com',
            option_type_3_name: '[pt-PT] Frame size {size}',
            option_value_9_name: '',
          },
          fr: {
            product_7_name: '[fr] Red city bike',
            product_7_description: '[fr] <b>Only</b> %{count} left, see https://example.com/bikes/7 or write to shop@example.com',
            option_type_3_name: '[fr] Frame size {size}',
            option_value_9_name: '',
          },
        },
      },
    });
    expect(stub.requests).toHaveLength(2);
  });

  it('answers a repeated request from the translation memory without calling the model', async () => {
    const app = appWithModel();
    await request(app).post('/service_ai_translator').send(catalogue);
    stub.reset();
    const again = await request(app).post('/service_ai_translator').send(catalogue);
    expect(again.status).toBe(200);
    expect(stub.requests).toHaveLength(0);
  });

  it('answers a 500 model-unavailable problem with Retry-After when the model keeps failing', async () => {
    stub.injectFault({ kind: '500', times: 10 });
    const res = await request(appWithModel()).post('/service_ai_translator').send(catalogue);
    expect(res.status).toBe(500);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ type: '/problems/model-unavailable', status: 500 });
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('answers a 500 translation-incomplete problem with Retry-After when the model keeps answering malformed output', async () => {
    stub.injectFault({ kind: 'malformed-json', times: 20 });
    const res = await request(appWithModel()).post('/service_ai_translator').send(catalogue);
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ type: '/problems/translation-incomplete', status: 500 });
    expect(res.headers['retry-after']).toBe('10');
  });

  it('answers a 500 model-not-configured problem naming the variables when no model is set', async () => {
    const app = createApp(loadConfig({}), { logger: pino({ level: 'silent' }), model: undefined });
    const res = await request(app).post('/service_ai_translator').send(catalogue);
    expect(res.status).toBe(500);
    expect(res.body.type).toBe('/problems/model-not-configured');
    expect(res.body.detail).toContain('OPENAI_API_KEY');
  });

  it('copies a same-language target without a model', async () => {
    const app = createApp(loadConfig({}), { logger: pino({ level: 'silent' }), model: undefined });
    const res = await request(app).post('/service_ai_translator').send({ ...catalogue, target_locales: undefined, target_locale: 'en-GB' });
    expect(res.status).toBe(200);
    expect(res.body.translations.data['en-GB']).toEqual(catalogue.data);
  });
});
