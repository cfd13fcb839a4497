import { startCoreSim, type CoreSim } from '@circular/core-sim';
import { createSafeFetcher, type SafeFetcher } from '@circular/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from './brands.ts';

let sim: CoreSim;
let fetcher: SafeFetcher;
beforeAll(async () => {
  sim = await startCoreSim({ seed: 'brands-test' });
  fetcher = createSafeFetcher({ allowCidrs: ['127.0.0.0/8'] });
});
afterAll(async () => {
  await fetcher.close();
  await sim.close();
});

describe('brands with the core system’s catalogue', () => {
  it('reads the catalogue of the category through the SSRF-safe fetcher and keeps table brands as they are', async () => {
    sim.clearRequests();
    const response = await brands({ agent_specific: { operation: 'discover', category: 'bikes', limit: 100 }, service_core_base_url: sim.coreUrl }, { fetcher });
    expect(sim.requests().map((r) => r.path)).toEqual([expect.stringMatching(/^\/core\/catalog\/products\?q=bikes&category=bikes/)]);
    const names = response.brands.map((b) => b.brand);
    expect(names).toEqual(expect.arrayContaining(['Trek', 'Brompton', 'VanMoof']));
    expect(new Set(names).size).toBe(names.length);
  });

  it('refuses a private base URL that the deployment has not allowed, naming the field', async () => {
    const strict = createSafeFetcher();
    await expect(brands({ agent_specific: { operation: 'discover', category: 'bikes' }, service_core_base_url: sim.coreUrl }, { fetcher: strict })).rejects.toMatchObject({
      status: 422,
      errors: [{ pointer: '/service_core_base_url' }],
    });
    await strict.close();
  });
});
