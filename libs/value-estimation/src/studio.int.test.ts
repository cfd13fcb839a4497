import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDefaultRules, startModelStub, type ModelStub } from '@circular/model-stub';
import { startSearchStub, type SearchStub } from '@circular/search-stub';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let dataDir: string;
let searchStub: SearchStub | undefined;
let modelStub: ModelStub | undefined;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'value-estimation-studio-'));
  vi.stubEnv('DATA_DIR', dataDir);
  for (const name of ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MODEL', 'TAVILY_API_KEY', 'TAVILY_BASE_URL']) vi.stubEnv(name, '');
  vi.resetModules();
});
afterEach(async () => {
  await searchStub?.close();
  await modelStub?.close();
  searchStub = modelStub = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

const request = {
  language: 'pt-PT',
  agent_specific: { service_item: { name: 'iPhone 12', brand: 'Apple', condition: 'B' as const, description: 'iPhone 12 64GB preto', category: 'Telemóveis' } },
};

describe('the Studio entry', () => {
  it('builds the graph from the environment, with the embedded store under DATA_DIR, and needs search', async () => {
    const { graph } = await import('./studio.ts');
    expect(existsSync(join(dataDir, 'circular.db'))).toBe(true);
    // The module was loaded afresh (resetModules), so its error classes are copies: compare by type.
    await expect(graph.invoke({ request })).rejects.toMatchObject({ type: 'search-not-configured', status: 500 });
  });

  it('searches where TAVILY_BASE_URL points and reads prices with the model OPENAI_* names', async () => {
    searchStub = await startSearchStub();
    modelStub = await startModelStub({ rules: await loadDefaultRules() });
    vi.stubEnv('TAVILY_API_KEY', 'test');
    vi.stubEnv('TAVILY_BASE_URL', searchStub.url);
    vi.stubEnv('OPENAI_BASE_URL', modelStub.url);
    vi.stubEnv('OPENAI_API_KEY', 'test');
    vi.stubEnv('OPENAI_MODEL', 'stub-appraiser');
    const { graph } = await import('./studio.ts');
    expect(await graph.invoke({ request })).toMatchObject({ response: { value_out_average: 285, currency: 'EUR' } });
    expect(searchStub.requests).toHaveLength(3);
    expect(modelStub.requests.map(({ body }) => body.model)).toEqual(['stub-appraiser', 'stub-appraiser']);
  });
});
