import { documentImages } from '@circular/id-corpus';
import { createDocumentOcr } from '@circular/id-validator';
import { loadDefaultRules, startModelStub, type ModelStub } from '@circular/model-stub';
import { MemoryStore } from '@circular/runtime';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';

// The server builds each vendor's real client from MODEL_PROVIDER and `<FUNCTION>_MODEL`, against
// the stub speaking that vendor's protocol.
let stub: ModelStub;
const ocr = createDocumentOcr();
beforeAll(async () => {
  stub = await startModelStub({ rules: await loadDefaultRules(), apiKey: 'test-key' });
});
afterAll(async () => {
  await stub.close();
  await ocr.terminate();
});
beforeEach(() => stub.reset());

const appWith = (env: Record<string, string>) => createApp(loadConfig({ ...env, SSRF_ALLOW_CIDRS: '127.0.0.0/8' }), { logger: pino({ level: 'silent' }), store: new MemoryStore(), ocr });
const catalogue = { source_locale: 'en', target_locale: 'pt-PT', context: 'Second-hand catalogue', data: { product_7_name: 'Red city bike' } };

describe('the chat-model provider, chosen by configuration', () => {
  it('translates through Anthropic\'s Messages API when MODEL_PROVIDER is anthropic', async () => {
    const app = appWith({ MODEL_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: stub.origin, ANTHROPIC_MODEL: 'claude-haiku-4-5' });
    const res = await request(app).post('/service_ai_translator').send(catalogue);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.translations.data['pt-PT']).toEqual({ product_7_name: '[pt-PT] Red city bike' });
    expect(stub.requests.map((exchange) => [exchange.path, exchange.body.model])).toEqual([['/v1/messages', 'claude-haiku-4-5']]);
  });

  it('gives one function its own provider and model (TRANSLATOR_MODEL) while the others keep the default', async () => {
    const app = appWith({
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: stub.url,
      OPENAI_MODEL: 'big-model',
      OLLAMA_BASE_URL: stub.origin,
      TRANSLATOR_MODEL: 'ollama:small-model:3b',
    });
    const res = await request(app).post('/service_ai_translator').send(catalogue);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(stub.requests.map((exchange) => [exchange.path, exchange.body.model])).toEqual([['/api/chat', 'small-model:3b']]);
    const health = await request(app).get('/health');
    expect(health.body.dependencies.model).toEqual({ configured: true, model: 'openai:big-model' });
    expect(health.body.functions.translator.ready).toBe(true);
  });

  it('reaches Azure OpenAI\'s deployment route with its api-version', async () => {
    const app = appWith({ MODEL_PROVIDER: 'azure-openai', AZURE_OPENAI_API_KEY: 'test-key', AZURE_OPENAI_ENDPOINT: stub.origin, AZURE_OPENAI_DEPLOYMENT: 'catalogue' });
    const res = await request(app).post('/service_ai_translator').send(catalogue);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(stub.requests.map((exchange) => exchange.path)).toEqual(['/openai/deployments/catalogue/chat/completions']);
  });
});

describe('identity documents and the model', () => {
  const today = new Date();
  const validate = async (env: Record<string, string>) => {
    const { images } = await documentImages({ template: 'pt-id', seed: 109, today, sides: ['front'] });
    const app = appWith({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: stub.url, OPENAI_MODEL: 'vision-model', ...env });
    return request(app).post('/service_ai_id_validator').send({ language: 'en', images, agent_specific: { doc_type: 'id-PT' } });
  };

  it('never sends a document image to the model by default (ID_DOCUMENTS_LOCAL_ONLY)', async () => {
    const res = await validate({});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(stub.requests).toEqual([]);
  });

  it('lets the operator turn the model reader on with ID_DOCUMENTS_LOCAL_ONLY=false', async () => {
    const res = await validate({ ID_DOCUMENTS_LOCAL_ONLY: 'false' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(stub.requests.length).toBeGreaterThan(0);
  });
});
