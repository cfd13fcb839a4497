import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.stubEnv('OPENAI_API_KEY', '');
  vi.stubEnv('TAVILY_API_KEY', '');
  vi.resetModules();
});

describe('the Studio entry', () => {
  it('builds the graph from the environment and answers from the table without a model', async () => {
    const { graph } = await import('./studio.ts');
    const { response } = await graph.invoke({ request: { language: 'en', agent_specific: { operation: 'normalise', brand: 'Apple Inc.' } } });
    expect(response).toMatchObject({ valid: true, brands: [{ brand: 'Apple', method: 'exact' }], message: 'Recognised brand: Apple.' });
  });
});
