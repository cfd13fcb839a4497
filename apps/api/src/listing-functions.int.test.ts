import { startModelStub, type ModelStub } from '@circular/model-stub';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatModel, MemoryStore } from '@circular/runtime';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';

let stub: ModelStub;
beforeAll(async () => {
  stub = await startModelStub({
    rules: [
      {
        name: 'listing review',
        match: (req) => JSON.stringify(req.response_format ?? req.tools ?? '').includes('listing_review'),
        reply: { content: { problems: [{ code: 'off_platform_payment', field: 'description', quote: 'resolvemos o pagamento de outra forma', reason: 'asks to settle the payment some other way' }] } },
      },
      { name: 'brand proposal', match: (req) => JSON.stringify(req.response_format ?? req.tools ?? '').includes('brand_proposal'), reply: { content: { brand: 'Zwift' } } },
    ],
  });
});
afterAll(() => stub.close());

const appWithoutModel = () => createApp(loadConfig({}), { logger: pino({ level: 'silent' }), store: new MemoryStore(), model: undefined });
const appWithModel = () => {
  const config = loadConfig({ OPENAI_BASE_URL: stub.url, OPENAI_API_KEY: 'test', OPENAI_MODEL: 'stub-model' });
  return createApp(config, { logger: pino({ level: 'silent' }), store: new MemoryStore(), model: createChatModel({ ...config.model, maxRetries: 0 }) });
};

const listing = (description: string) => ({
  language: 'pt-PT',
  agent_specific: { profile: 'olx-pt', listing: { title: 'iPhone 12 128GB', description, price: 420, currency: 'EUR', category: 'phones' } },
});

describe('POST /service_ai_c2c_validation', () => {
  it('answers with the rules alone when no model is configured', async () => {
    const res = await request(appWithoutModel()).post('/service_ai_c2c_validation').send(listing('Ligue 912 345 678.'));
    expect(res.status).toBe(200);
    expect(res.body.verdict).toBe('fix_required');
    expect(res.body.violations).toMatchObject([{ code: 'contact_phone', field: 'description', span: { start: 6, end: 17 }, source: 'rule' }]);
    expect(res.body.redacted_listing.description).toBe('Ligue ███████████.');
  });

  it('adds the model stub’s quoted flag through ChatOpenAI, with its span', async () => {
    const res = await request(appWithModel()).post('/service_ai_c2c_validation').send(listing('Como novo, resolvemos o pagamento de outra forma por favor.'));
    expect(res.status).toBe(200);
    expect(res.body.violations).toMatchObject([{ code: 'off_platform_payment', source: 'model', span: { start: 11, end: 48 }, evidence: 'resolvemos o pagamento de outra forma' }]);
    expect(res.body.verdict).toBe('fix_required');
  });

  it('names the field of a bad request in a 422', async () => {
    const app = appWithoutModel();
    const unknownProfile = await request(app).post('/service_ai_c2c_validation').send({ agent_specific: { profile: 'craigslist', listing: { title: 'x' } } });
    expect(unknownProfile.status).toBe(422);
    expect(unknownProfile.body.errors.map((e: { pointer: string }) => e.pointer)).toContain('/agent_specific/profile');
    const missingTitle = await request(app).post('/service_ai_c2c_validation').send({ agent_specific: { profile: 'vinted', listing: {} } });
    expect(missingTitle.status).toBe(422);
    expect(JSON.stringify(missingTitle.body.errors)).toContain('/agent_specific/listing');
    const oversized = await request(app).post('/service_ai_c2c_validation').send(listing('x'.repeat(10_001)));
    expect(oversized.status).toBe(422);
    expect(oversized.body.errors.map((e: { pointer: string }) => e.pointer)).toContain('/agent_specific/listing/description');
    const notAnImage = await request(app)
      .post('/service_ai_c2c_validation')
      .send({ agent_specific: { profile: 'vinted', listing: { title: 'x', images: [`data:image/jpeg;base64,${Buffer.from('not an image').toString('base64')}`] } } });
    expect(notAnImage.status).toBe(422);
    expect(notAnImage.body.errors).toEqual([{ pointer: '/agent_specific/listing/images/0', message: expect.stringContaining('not an image') }]);
  });
});

describe('POST /service_ai_brands', () => {
  it('normalises from the table without a model', async () => {
    const res = await request(appWithoutModel()).post('/service_ai_brands').send({ language: 'en', agent_specific: { operation: 'normalise', brand: 'SAMSUNG Electronics Co., Ltd.' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ operation: 'normalise', valid: true, brands: [{ brand: 'Samsung', method: 'exact', needs_review: false }], message: 'Recognised brand: Samsung.' });
  });

  it('asks the model stub about an unknown string and marks the proposal for review', async () => {
    const res = await request(appWithModel()).post('/service_ai_brands').send({ agent_specific: { operation: 'normalise', brand: 'indoor trainer hub' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ valid: false, brands: [{ brand: 'Zwift', source: 'model', needs_review: true }] });
  });

  it('names an unknown operation, a missing brand and an unknown category in 422s', async () => {
    const app = appWithoutModel();
    const operation = await request(app).post('/service_ai_brands').send({ agent_specific: { operation: 'merge' } });
    expect(operation.status).toBe(422);
    expect(operation.body.errors.map((e: { pointer: string }) => e.pointer)).toContain('/agent_specific/operation');
    const brand = await request(app).post('/service_ai_brands').send({ agent_specific: { operation: 'validate', category: 'bikes' } });
    expect(brand.status).toBe(422);
    expect(brand.body.errors).toEqual([{ pointer: '/agent_specific/brand', message: 'is required by the validate operation' }]);
    const category = await request(app).post('/service_ai_brands').send({ agent_specific: { operation: 'discover', category: 'cars' } });
    expect(category.status).toBe(422);
    expect(category.body.errors.map((e: { pointer: string }) => e.pointer)).toContain('/agent_specific/category');
  });
});

describe('GET /health', () => {
  it('lists both functions as ready without a model', async () => {
    const res = await request(appWithoutModel()).get('/health');
    expect(res.body.functions).toMatchObject({ brands: { ready: true }, c2c_validation: { ready: true } });
  });
});
