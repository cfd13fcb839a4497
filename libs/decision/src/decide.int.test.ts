import type { DecisionRequest } from '@circular/contract';
import { createWebSearch, MemoryStore } from '@circular/runtime';
import { startSearchStub, type SearchStub } from '@circular/search-stub';
import { estimateValue } from '@circular/value-estimation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decide } from './decide.ts';

// The real @tavily/core client over HTTP against tools/search-stub, through value estimation's
// exported function; no model.
let searchStub: SearchStub;
beforeAll(async () => {
  searchStub = await startSearchStub();
});
afterAll(() => searchStub.close());

const macbook: DecisionRequest = {
  language: 'es-ES',
  agent_specific: {
    item: { category: 'Portátiles', brand: 'Apple', model: 'MacBook Air M1 8GB 256GB', price_new: 1199 },
    condition: { grade: 'C' },
    context: { partners: { recycling: ['laptops'] } },
  },
};

describe('decide with search and no economics', () => {
  it("takes value estimation's figures, marked as such, and decides on them", async () => {
    const search = createWebSearch({ apiKey: 'test', baseUrl: searchStub.url });
    const response = await decide(macbook, { search, cache: new MemoryStore(), today: () => new Date('2026-09-01T10:00:00Z') });
    const estimate = await estimateValue(
      { language: 'es-ES', agent_specific: { service_item: { name: 'Apple MacBook Air M1 8GB 256GB', brand: 'Apple', condition: 'C', category: 'Portátiles' } } },
      { search, cache: new MemoryStore() },
    );
    expect(response.figures).toEqual(
      expect.arrayContaining([
        { name: 'price_new', value: 1199, source: 'caller' },
        { name: 'resale_as_is', value: estimate.value_out_average, source: 'value_estimation' },
        { name: 'repair_cost', value: estimate.repair_cost_average, source: 'value_estimation' },
        { name: 'recycling_value', value: estimate.recycling_value_average, source: 'value_estimation' },
      ]),
    );
    expect(response.currency).toBe('EUR');
    expect(response.missing_figures).toContain('logistics_cost');
    expect(response.reasoning).toContain(`Reventa tal cual: ${estimate.value_out_average}\u00a0€ (estimación de valor).`);
    expect(['resell_c2c', 'repair_then_resell']).toContain(response.decision);
  });
});
