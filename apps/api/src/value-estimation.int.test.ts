import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadDefaultRules, startModelStub, type ModelStub } from '@circular/model-stub';
import { createChatModel, MemoryStore } from '@circular/runtime';
import { defaultFixturesDir, startSearchStub, type SearchStub } from '@circular/search-stub';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';

let searchStub: SearchStub;
let modelStub: ModelStub;
beforeAll(async () => {
  searchStub = await startSearchStub();
  modelStub = await startModelStub({ rules: await loadDefaultRules() });
});
afterAll(async () => {
  await searchStub.close();
  await modelStub.close();
});
beforeEach(() => {
  searchStub.reset();
  modelStub.reset();
});

const silent = pino({ level: 'silent' });

/** The app with search pointed at the search stub, and the model stub when asked. */
function appWith({ model = false } = {}) {
  const config = loadConfig({ TAVILY_API_KEY: 'test', TAVILY_BASE_URL: searchStub.url, ...(model ? { OPENAI_BASE_URL: modelStub.url, OPENAI_API_KEY: 'test' } : {}) });
  return createApp(config, {
    logger: silent,
    store: new MemoryStore(),
    model: model ? createChatModel({ ...config.model, model: 'stub', maxRetries: 0 }) : undefined,
  });
}

/** Every URL of the search stub's value-estimation fixtures. */
const fixtureDir = join(defaultFixturesDir, 'value-estimation');
const fixtureUrls = new Set(
  readdirSync(fixtureDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => (JSON.parse(readFileSync(join(fixtureDir, file), 'utf8')) as { results: { url: string }[] }).results.map(({ url }) => url)),
);

const macbook = {
  language: 'es-ES',
  agent_specific: { service_item: { name: 'MacBook Air M1 8GB 256GB', brand: 'Apple', condition: 'C', description: 'Marcas de uso en la tapa', category: 'Portátiles' } },
};

/**
 * The MacBook figures, worked out by hand from the fixture listings (see
 * libs/value-estimation/src/fixtures.test.ts for every step):
 * - resale: 650, 600, 575 (B) × 0.90 × 0.65 / 0.85 → 447.35, 412.94, 395.74; 520 and 480 (C) × 0.90 →
 *   468, 432; 700 (A) × 0.90 × 0.65 → 409.50; the 1.299 € offer is an outlier. Six prices, ±10 %:
 *   P25 410.36 × 0.9 → 370, median 422.47 → 420, P75 443.51 × 1.1 → 490;
 * - recycling: 1.20, 1.50, 1.00 €/kg × 1.6 kg → 1.92, 2.40, 1.60; ±25 %: 1.32, 1.92, 2.70;
 * - repair at grade C: battery 149, 159, 169 and keyboard 229, 249; ±15 %: 135, 170, 265.
 */
const macbookFigures = {
  value_out_min: 370,
  value_out_average: 420,
  value_out_max: 490,
  recycling_value_min: 1.32,
  recycling_value_average: 1.92,
  recycling_value_max: 2.7,
  repair_cost_min: 135,
  repair_cost_average: 170,
  repair_cost_max: 265,
  currency: 'EUR',
  comparables: { value_out: 6, recycling_value: 3, repair_cost: 5 },
};

describe('POST /service_ai_value_estimation through the app, Tavily and the stubs', () => {
  it('answers figures recomputable from the fixtures, citing only fixture URLs, without a model', async () => {
    const res = await request(appWith()).post('/service_ai_value_estimation').send(macbook);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(macbookFigures);
    expect(Object.keys(res.body).sort()).toEqual([
      'comparable_listings', 'comparables', 'currency', 'description', 'price_basis', 'reasoning', 'recycling_value_average', 'recycling_value_max', 'recycling_value_min',
      'references', 'repair_cost_average', 'repair_cost_max', 'repair_cost_min', 'value_out_average', 'value_out_max', 'value_out_min',
    ]);
    expect(res.body.price_basis).toBe('asking');
    expect(res.body.comparable_listings.filter((row: { status: string }) => row.status === 'kept')).toHaveLength(6);
    expect(res.body.references.length).toBeGreaterThanOrEqual(2);
    expect(res.body.references.length).toBeLessThanOrEqual(10);
    for (const reference of res.body.references) expect(fixtureUrls).toContain(reference);
    expect(res.body.reasoning).toMatch(/^Valor de reventa: de 370\s€ a 490\s€, típicamente 420\s€, a partir de 6 anuncios comparables en /);
    expect(res.body.description).toBe('Apple MacBook Air M1 8GB 256GB, grado C (desgaste visible, pero funciona). Notas del vendedor: Marcas de uso en la tapa');
    expect(searchStub.requests).toHaveLength(3);
  });

  it('gives the same figures with the model reading the prices, in two model calls, and no search the second time', async () => {
    const app = appWith({ model: true });
    const first = await request(app).post('/service_ai_value_estimation').send(macbook);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject(macbookFigures);
    expect(modelStub.requests.map(({ rule }) => rule).sort()).toEqual(['value-estimation-description', 'value-estimation-prices']);
    const again = await request(app).post('/service_ai_value_estimation').send(macbook);
    expect(again.body).toEqual(first.body);
    expect(searchStub.requests).toHaveLength(3);
  });

  it('answers a 500 search-not-configured problem naming TAVILY_API_KEY when no search is set', async () => {
    const app = createApp(loadConfig({}), { logger: silent, model: undefined });
    const res = await request(app).post('/service_ai_value_estimation').send(macbook);
    expect(res.status).toBe(500);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ type: '/problems/search-not-configured', status: 500, instance: '/service_ai_value_estimation' });
    expect(res.body.detail).toContain('TAVILY_API_KEY');
    const health = await request(app).get('/health');
    expect(health.body.functions.value_estimation).toEqual({ ready: false, needs: ['search'], reason: 'no web search configured (set TAVILY_API_KEY)' });
  });

  it('answers a 500 insufficient-evidence problem when too few references are found after widening', async () => {
    const res = await request(appWith())
      .post('/service_ai_value_estimation')
      .send({ language: 'fr-FR', agent_specific: { service_item: { name: 'Chaise Louis XV', condition: 'B' } } });
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({
      type: '/problems/insufficient-evidence',
      title: 'Not enough evidence for an estimate',
      references_found: 0,
      missing_figures: ['value_out', 'recycling_value', 'repair_cost'],
    });
    expect(res.headers['retry-after']).toBeUndefined();
    // The national step's queries, then one wider and one unrestricted query.
    expect(searchStub.requests.map(({ body }) => body.query)).toEqual(['Chaise Louis XV occasion', 'Chaise Louis XV reconditionné', 'Chaise Louis XV seconde main prix']);
  });

  it('rides out a single search 500 with one retry', async () => {
    searchStub.injectFault({ kind: '500' });
    const first = await request(appWith()).post('/service_ai_value_estimation').send(macbook);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject(macbookFigures);
    expect(searchStub.requests).toHaveLength(4);
  });

  it('answers a 500 search-unavailable problem with Retry-After when search is down', async () => {
    searchStub.injectFault({ kind: '500', times: 100 });
    const res = await request(appWith()).post('/service_ai_value_estimation').send(macbook);
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ type: '/problems/search-unavailable', status: 500 });
    expect(res.headers['retry-after']).toBe('30');
  });

  it('names each bad field in a 422', async () => {
    const app = appWith();
    const bad = await request(app)
      .post('/service_ai_value_estimation')
      .send({ agent_specific: { service_item: { name: 12, condition: 'E', description: 'x'.repeat(2001) } }, colour: 'red' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([
      { pointer: '/agent_specific/service_item/condition', message: 'must be one of: A, B, C, D' },
      { pointer: '/agent_specific/service_item/description', message: 'must be at most 2000 characters' },
      { pointer: '/agent_specific/service_item/name', message: 'must be a string' },
      { pointer: '/colour', message: 'is not a recognised field' },
    ]);
    const missing = await request(app).post('/service_ai_value_estimation').send({ language: 'pt-PT', agent_specific: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([{ pointer: '/agent_specific/service_item', message: 'is required' }]);
    expect(searchStub.requests).toHaveLength(0);
  });
});
