import { startCoreSim, type CoreSim } from '@circular/core-sim';
import { documentImages } from '@circular/id-corpus';
import { createDocumentOcr } from '@circular/id-validator';
import { loadDefaultRules, startModelStub, type ModelStub } from '@circular/model-stub';
import { createSafeFetcher, MemoryStore } from '@circular/runtime';
import { startSearchStub, type SearchStub } from '@circular/search-stub';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';

/**
 * A model that never answers, through the real ChatOpenAI built from configuration (MODEL_TIMEOUT_MS
 * small): the functions whose model is optional answer from their rules once the model's own
 * deadline passes, long before the operation's. No timing is asserted: that the answers arrive at
 * all, within the test's timeout, with the operations' 120–300 s budgets untouched, is the proof.
 */
let modelStub: ModelStub;
let searchStub: SearchStub;
let sim: CoreSim;
const fetcher = createSafeFetcher({ allowCidrs: ['127.0.0.0/8'] });
const ocr = createDocumentOcr({ mrzWorkers: 1, textWorkers: 1 });
beforeAll(async () => {
  modelStub = await startModelStub({ rules: await loadDefaultRules() });
  searchStub = await startSearchStub();
  sim = await startCoreSim({ seed: 'api-model-hang' });
});
afterAll(async () => {
  await Promise.all([modelStub.close(), searchStub.close(), sim.close(), fetcher.close(), ocr.terminate()]);
});
beforeEach(() => {
  // An OPENAI_BASE_URL leaking in from the environment must not be what the client reaches.
  vi.stubEnv('OPENAI_BASE_URL', 'http://127.0.0.1:9/v1');
  modelStub.reset();
  searchStub.reset();
  modelStub.injectFault({ kind: 'hang', times: 1000 });
});

const today = new Date('2026-11-21T12:00:00Z');
const app = () =>
  createApp(
    loadConfig({
      OPENAI_BASE_URL: modelStub.url,
      OPENAI_API_KEY: 'test',
      OPENAI_MODEL: 'stub',
      MODEL_TIMEOUT_MS: '500',
      // The ID validator's second reader is the model only when documents may leave the process.
      ID_DOCUMENTS_LOCAL_ONLY: 'false',
      TAVILY_API_KEY: 'test',
      TAVILY_BASE_URL: searchStub.url,
      SSRF_ALLOW_CIDRS: '127.0.0.0/8',
    }),
    { logger: pino({ level: 'silent' }), store: new MemoryStore(), fetcher, ocr, now: () => today.getTime() },
  );
const hungCalls = () => modelStub.requests.filter((exchange) => exchange.fault === 'hang').length;

describe('with the model hanging', { timeout: 60_000 }, () => {
  it('a value estimate answers from the rules', async () => {
    const res = await request(app())
      .post('/service_ai_value_estimation')
      .send({ language: 'es-ES', agent_specific: { service_item: { name: 'MacBook Air M1 8GB 256GB', brand: 'Apple', condition: 'C', category: 'Portátiles' } } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The figures the rules derive from the search stub's fixtures (value-estimation.int.test.ts works them out).
    expect(res.body).toMatchObject({ value_out_min: 370, value_out_average: 420, value_out_max: 490, currency: 'EUR' });
    expect(res.body.description).toMatch(/^Apple MacBook Air M1 8GB 256GB, grado C/);
    expect(hungCalls()).toBeGreaterThan(0);
  });

  it('a chat turn answers from the rules', async () => {
    const served = app();
    const history: Array<{ role: string; text: string }> = [];
    let sessionId: string | undefined;
    const say = async (text: string) => {
      history.push({ role: 'user', text });
      const res = await request(served)
        .post('/chat')
        .send({
          language: 'en',
          messages: history,
          ...(sessionId ? { session_id: sessionId } : {}),
          service_core_base_url: sim.coreUrl,
          service_submission_base_url: sim.submissionUrl,
        });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      sessionId = res.headers['x-session-id'] as string;
      const reply = (res.body as Array<{ role: string; text: string }>).map(({ text }) => text).join('\n');
      history.push({ role: 'assistant', text: reply });
      return reply;
    };
    await say('MacBook Air M1');
    expect(await say('Apple MacBook Air 13" (M1, 2020)')).toContain('Which RAM does your product have?');
    // Free text the rules cannot place: the model would be asked; hung, the rules ask again.
    expect(await say('the one with more memory')).toContain('Which RAM does your product have?');
    expect(hungCalls()).toBeGreaterThan(0);
  });

  it('the ID validator answers without its second reader', async () => {
    const { images } = await documentImages({ template: 'pt-id', seed: 109, today, sides: ['front'] });
    const res = await request(app()).post('/service_ai_id_validator').send({ language: 'en', images, agent_specific: { doc_type: 'id-PT' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe('ERROR_IMAGE_QUALITY');
    expect(hungCalls()).toBeGreaterThan(0);
  });
});
