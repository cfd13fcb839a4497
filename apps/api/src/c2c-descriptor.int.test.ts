import { loadDefaultRules, startModelStub, type ModelStub } from '@circular/model-stub';
import { createChatModel, MemoryStore } from '@circular/runtime';
import { startSearchStub } from '@circular/search-stub';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';

const silent = pino({ level: 'silent' });
let stub: ModelStub;
beforeAll(async () => {
  stub = await startModelStub({ rules: await loadDefaultRules() });
});
afterAll(() => stub.close());
beforeEach(() => stub.reset());

const appWithoutModel = () => createApp(loadConfig({}), { logger: silent, model: undefined, search: undefined });
const appWithModel = () => {
  const config = loadConfig({ OPENAI_BASE_URL: stub.url, OPENAI_API_KEY: 'test', OPENAI_MODEL: 'stub-model' });
  return createApp(config, { logger: silent, store: new MemoryStore(), search: undefined, model: createChatModel({ ...config.model, maxRetries: 0 }) });
};

const bike = {
  language: 'es-ES',
  agent_specific: {
    marketplace: 'wallapop',
    item: {
      name: 'Bicicleta de montaña Orbea Alma H30',
      brand: 'orbea',
      category: 'Bicicletas',
      condition: 'En buen estado',
      size: 'L',
      defects: ['arañazo en la vaina trasera'],
      description: 'Ruedas de 29", frenos hidráulicos revisados.',
    },
    wish_price: 650,
  },
};

describe('POST /service_ai_c2c_descriptor', () => {
  it('writes a listing from templates when no model is configured', async () => {
    const res = await request(appWithoutModel()).post('/service_ai_c2c_descriptor').send(bike);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      marketplace: 'wallapop',
      language: 'es',
      title: 'Bicicleta de montaña Orbea Alma H30 L 29"',
      category: { id: 'bikes', path: ['Bicicletas', 'Bicicletas'] },
      condition: { grade: 'B', label: 'En buen estado', schema_org: 'https://schema.org/UsedCondition' },
      suggested_price: { amount: 650, currency: 'EUR', basis: 'wish_price' },
      missing_attributes: [],
    });
    expect(res.body.description).toContain('arañazo en la vaina trasera');
    expect(res.body.attributes).toContainEqual({ name: 'frame_size', value: 'L', source: 'user', confidence: 1 });
    expect(res.body.attributes).toContainEqual({ name: 'wheel_size', value: '29"', source: 'inferred', confidence: 0.8 });
  });

  it('writes the copy with one call through ChatOpenAI and the model stub, checked before it is returned', async () => {
    const res = await request(appWithModel()).post('/service_ai_c2c_descriptor').send(bike);
    expect(res.status).toBe(200);
    expect(res.body.title.length).toBeLessThanOrEqual(50);
    expect(res.body.description).toContain('arañazo en la vaina trasera');
    expect(res.body.warnings.map((warning: { code: string }) => warning.code)).not.toContain('model_claim_rejected');
    expect(stub.requests.map((exchange) => exchange.rule)).toEqual(['c2c-descriptor-copy']);
  });

  it('reads the photos with one vision call and writes the copy with one more', async () => {
    const pixel = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const res = await request(appWithModel()).post('/service_ai_c2c_descriptor').send({ ...bike, images: [pixel, pixel] });
    expect(res.status).toBe(200);
    expect(stub.requests.map((exchange) => exchange.rule)).toEqual(['c2c-descriptor-labels', 'c2c-descriptor-copy']);
    expect(res.body.json_ld).not.toHaveProperty('image');
  });

  it('keeps a capacity the model invents out of the listing', async () => {
    const inventing = await startModelStub({ rules: [{ name: 'inventing', match: () => true, reply: { content: { title: 'iPhone 13 512GB como novo', description: 'iPhone 13 com 512GB e bateria a 100%.' } } }] });
    try {
      const config = loadConfig({ OPENAI_BASE_URL: inventing.url, OPENAI_API_KEY: 'test', OPENAI_MODEL: 'stub-model' });
      const app = createApp(config, { logger: silent, search: undefined, model: createChatModel({ ...config.model, maxRetries: 0 }) });
      const res = await request(app)
        .post('/service_ai_c2c_descriptor')
        .send({ agent_specific: { marketplace: 'olx-pt', item: { name: 'iPhone 13', condition: 'A', description: '128GB' }, estimate_price: false } });
      expect(res.status).toBe(200);
      // The brand comes from the brand table (iPhone is Apple's), the capacity from the seller.
      expect(res.body.title).toBe('Apple iPhone 13 128 GB');
      expect(JSON.stringify([res.body.description, res.body.attributes, res.body.json_ld])).not.toMatch(/512/);
      expect(res.body.warnings).toContainEqual(expect.objectContaining({ code: 'model_claim_rejected', field: 'title' }));
    } finally {
      await inventing.close();
    }
  });

  it('answers 422 naming each bad field', async () => {
    const app = appWithoutModel();
    const unknownProfile = await request(app).post('/service_ai_c2c_descriptor').send({ agent_specific: { ...bike.agent_specific, marketplace: 'craigslist' } });
    expect(unknownProfile.status).toBe(422);
    expect(unknownProfile.body.errors).toEqual([{ pointer: '/agent_specific/marketplace', message: 'must be one of: olx-pt, vinted, wallapop, ebay, generic' }]);

    const badCondition = await request(app).post('/service_ai_c2c_descriptor').send({ agent_specific: { ...bike.agent_specific, item: { ...bike.agent_specific.item, condition: 'Very good' } } });
    expect(badCondition.status).toBe(422);
    expect(badCondition.body.errors.map((error: { pointer: string }) => error.pointer)).toEqual(['/agent_specific/item/condition']);

    const notImage = await request(app)
      .post('/service_ai_c2c_descriptor')
      .send({ ...bike, images: [`data:image/jpeg;base64,${Buffer.from('hello, not a photo').toString('base64')}`] });
    expect(notImage.status).toBe(422);
    expect(notImage.body.errors.map((error: { pointer: string }) => error.pointer)).toEqual(['/images/0']);

    const oversized = await request(app).post('/service_ai_c2c_descriptor').send({ agent_specific: { ...bike.agent_specific, item: { ...bike.agent_specific.item, name: 'x'.repeat(201) } } });
    expect(oversized.status).toBe(422);
    expect(oversized.body.errors.map((error: { pointer: string }) => error.pointer)).toEqual(['/agent_specific/item/name']);
  });

  it('prices a listing sent without figures with the value estimation function when search is configured', async () => {
    const search = await startSearchStub();
    try {
      const app = createApp(loadConfig({ TAVILY_API_KEY: 'test', TAVILY_BASE_URL: search.url }), { logger: silent, store: new MemoryStore(), model: undefined });
      const res = await request(app)
        .post('/service_ai_c2c_descriptor')
        .send({
          language: 'es-ES',
          agent_specific: {
            marketplace: 'wallapop',
            item: { name: 'MacBook Air M1 8GB 256GB', brand: 'Apple', condition: 'C', description: 'Marcas de uso en la tapa', category: 'Portátiles' },
          },
        });
      expect(res.status).toBe(200);
      // The value estimation's own figures for this item on the search stub's fixtures (see value-estimation.int.test.ts).
      expect(res.body.suggested_price).toEqual({ amount: 420, min: 370, max: 490, currency: 'EUR', basis: 'estimated', comparables: 6 });
      expect(res.body.json_ld.offers).toMatchObject({ price: 420, priceCurrency: 'EUR', itemCondition: 'https://schema.org/UsedCondition' });
    } finally {
      await search.close();
    }
  });
});
