import { loadFixtures, startSearchStub, type SearchStub } from '@circular/search-stub';
import { pino } from 'pino';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryStore } from '@circular/runtime';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';

/*
 * Recycling evidence in the form much of the web publishes it: offers per item ("pagamos até
 * 45 € por telemóvel para reciclagem", "entre 2 € e 12 € por unidade"). The search stub serves
 * its own fixtures, except the per-kilogram scrap price list for phones, so the only recycling
 * evidence an iPhone estimate finds is per-unit offers.
 */
let stub: SearchStub | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

const iphone = {
  language: 'pt-PT',
  agent_specific: { service_item: { name: 'iPhone 12', brand: 'Apple', condition: 'B', description: 'iPhone 12 64GB preto, bateria 86%', category: 'Telemóveis' } },
};

describe('POST /service_ai_value_estimation with per-unit recycling offers only', () => {
  it('answers 200 with a recycling range grounded in the per-unit offers, and says so', async () => {
    const fixtures = (await loadFixtures()).filter((fixture) => !fixture.results.some(({ content }) => /€\/kg|€ por kg|por quilo/.test(content) && /telem[oó]ve/i.test(content)));
    const perUnit = fixtures.find(({ results }) => results.some(({ url }) => url === 'https://www.reciclamais.pt/retoma-telemoveis'));
    expect(perUnit).toBeDefined();
    stub = await startSearchStub({ fixtures });
    const app = createApp(loadConfig({ TAVILY_API_KEY: 'test', TAVILY_BASE_URL: stub.url }), { logger: pino({ level: 'silent' }), store: new MemoryStore(), model: undefined });

    const res = await request(app).post('/service_ai_value_estimation').send(iphone);

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const offers = new Set([45, 2, 12]);
    expect(res.body.recycling_value_min).toBeGreaterThan(0);
    expect(res.body.recycling_value_min).toBeLessThanOrEqual(res.body.recycling_value_average);
    expect(res.body.recycling_value_average).toBeLessThanOrEqual(res.body.recycling_value_max);
    // The typical figure is one of the offers read, or between them: it rests on nothing else.
    expect(res.body.recycling_value_average).toBeGreaterThanOrEqual(Math.min(...offers));
    expect(res.body.recycling_value_average).toBeLessThanOrEqual(Math.max(...offers));
    const perUnitUrls = perUnit!.results.map(({ url }) => url);
    expect(res.body.references.some((url: string) => perUnitUrls.includes(url))).toBe(true);
    expect(res.body.reasoning).toMatch(/por unidade de recicladores e retomas para reciclagem/);
    expect(res.body.reasoning).not.toMatch(/por kg/);
  });
});
