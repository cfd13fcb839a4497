import type { ValueEstimationRequest } from '@circular/contract';
import { loadDefaultRules, responseSchema, startModelStub, type ModelStub, type Rule } from '@circular/model-stub';
import { createChatModel, createWebSearch, MemoryStore, UsageMeter } from '@circular/runtime';
import { startSearchStub, type SearchStub } from '@circular/search-stub';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { estimateValue } from './estimate-value.ts';
import { listingPricesSchemaName } from './prompts.ts';
import { fixtureFiles, fixtureResults } from './test-support/fixtures.ts';

// The real ChatOpenAI and the real @tavily/core client over HTTP against tools/model-stub and
// tools/search-stub. An OPENAI_BASE_URL leaking in from the environment would be used by a client
// built without one: point it at a closed port instead.
beforeEach(() => {
  vi.stubEnv('OPENAI_BASE_URL', 'http://127.0.0.1:9/v1');
});

let searchStub: SearchStub;
let modelStub: ModelStub;
beforeAll(async () => {
  searchStub = await startSearchStub();
});
afterAll(async () => {
  await searchStub.close();
  await modelStub?.close();
});
beforeEach(() => searchStub.reset());

async function depsWith(rules: Rule[] = []) {
  await modelStub?.close();
  modelStub = await startModelStub({ rules: [...rules, ...(await loadDefaultRules())] });
  return {
    search: createWebSearch({ apiKey: 'test', baseUrl: searchStub.url }),
    model: createChatModel({ model: 'stub', apiKey: 'test', baseUrl: modelStub.url, maxRetries: 0 }),
    cache: new MemoryStore(),
  };
}

const iphone: ValueEstimationRequest = {
  language: 'PT-PT',
  agent_specific: {
    service_item: { name: 'iPhone 12', brand: 'Apple', condition: 'B', description: 'iPhone 12 64GB preto, bateria 86%', category: 'Telemóveis' },
  },
};

const fixtureUrls = new Set(fixtureFiles().flatMap((file) => fixtureResults(file).map(({ url }) => url)));

describe('estimateValue through ChatOpenAI, Tavily and the stubs', () => {
  it('estimates with three searches of 20 results and two model calls, citing only fixture URLs', async () => {
    const deps = await depsWith();
    const meter = new UsageMeter();
    const response = await estimateValue(iphone, deps, { callbacks: [meter] });

    // The figures worked out by hand in fixtures.test.ts: the stub's demo reader finds the same prices.
    expect(response).toMatchObject({
      value_out_min: 270,
      value_out_average: 285,
      value_out_max: 295,
      recycling_value_min: 0.47,
      recycling_value_average: 0.65,
      recycling_value_max: 0.84,
      repair_cost_min: 61,
      repair_cost_average: 82,
      repair_cost_max: 105,
      currency: 'EUR',
      comparables: { value_out: 8, recycling_value: 4, repair_cost: 4 },
      description: 'Apple iPhone 12, grade B: iPhone 12 64GB preto, bateria 86%',
    });
    expect(response.references).toHaveLength(10);
    for (const reference of response.references) expect(fixtureUrls).toContain(reference);
    expect(searchStub.requests.map(({ body }) => [body.query, body.max_results])).toEqual([
      ['Apple iPhone 12 64GB usado', 20],
      ['sucata telemóveis preço kg', 20],
      ['Apple iPhone 12 bateria reparação preço', 20],
    ]);
    expect(modelStub.requests.map(({ rule }) => rule).sort()).toEqual(['value-estimation-description', 'value-estimation-prices']);
    expect(meter.modelCalls).toBe(2);
    expect(meter.promptTokens).toBeGreaterThan(0);
    expect(meter.completionTokens).toBeGreaterThan(0);
  });

  it('makes no search for the same estimate within the cache TTL', async () => {
    const deps = await depsWith();
    const first = await estimateValue(iphone, deps);
    expect(await estimateValue(iphone, deps)).toEqual(first);
    expect(searchStub.requests).toHaveLength(3);
  });

  it('rejects a scripted price that is not in the listing and a URL search never returned', async () => {
    const wrong: Rule = {
      name: 'wrong-prices',
      times: 1,
      match: (request) => responseSchema(request)?.name === listingPricesSchemaName,
      reply: {
        content: {
          listings: [
            { url: 'https://www.olx.pt/d/anuncio/iphone-12-64gb-preto-IDHqW3k.html', price: 320, currency: 'EUR' },
            { url: 'https://www.olx.pt/d/anuncio/iphone-12-64-gb-azul-IDHpZ8t.html', price: 30, currency: 'EUR' },
            { url: 'https://www.olx.pt/d/anuncio/iphone-12-que-nao-existe-IDX0000.html', price: 310, currency: 'EUR' },
          ],
        },
      },
    };
    const response = await estimateValue(iphone, await depsWith([wrong]));
    // Only the first claim stands (320 € is written there): one comparable, sale price 320 × 0.90 = 288,
    // widened ±35 % → 187.20 → 185 and 388.80 → 390.
    expect(response).toMatchObject({ value_out_min: 185, value_out_average: 290, value_out_max: 390, comparables: { value_out: 1 } });
    expect(response.references).not.toContain('https://www.olx.pt/d/anuncio/iphone-12-que-nao-existe-IDX0000.html');
    expect(response.reasoning).toContain('ligações desconhecidas: 1');
    expect(response.reasoning).toContain('preços ausentes do texto: 1');
  });

  it('falls back to the deterministic reader when the model answers malformed JSON', async () => {
    const deps = await depsWith();
    modelStub.injectFault({ kind: 'malformed-json', times: 2 });
    const response = await estimateValue(iphone, deps);
    expect(response).toMatchObject({ value_out_average: 285, comparables: { value_out: 8 } });
    expect(response.description).toBe('Apple iPhone 12, grau B (bom estado, com ligeiros sinais de uso). Notas do vendedor: iPhone 12 64GB preto, bateria 86%');
  });

  it('answers search-unavailable with a retry hint when search fails', async () => {
    const deps = await depsWith();
    searchStub.injectFault({ kind: '500', times: 20 });
    await expect(estimateValue(iphone, deps)).rejects.toMatchObject({ type: 'search-unavailable', status: 500, retryAfterSeconds: 30 });
  });

  it('cancels searches in flight when the signal aborts', async () => {
    const deps = await depsWith();
    // Every query hangs, retries included (a slow machine may reach a search's own timeout and retry it).
    searchStub.injectFault({ kind: 'hang', times: 20 });
    const controller = new AbortController();
    const pending = estimateValue(iphone, deps, { signal: controller.signal });
    await vi.waitFor(() => expect(searchStub.requests.length).toBeGreaterThanOrEqual(3));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
