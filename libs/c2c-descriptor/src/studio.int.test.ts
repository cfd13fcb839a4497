import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'c2c-descriptor-studio-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

beforeEach(() => {
  vi.stubEnv('OPENAI_API_KEY', '');
  vi.stubEnv('OPENAI_BASE_URL', '');
  vi.stubEnv('TAVILY_API_KEY', '');
  vi.stubEnv('DATA_DIR', dataDir);
  vi.resetModules();
});

const request = {
  language: 'pt-PT',
  agent_specific: { marketplace: 'olx-pt' as const, item: { name: 'Bicicleta BTT Scott Aspect 950', condition: 'B', defects: ['travão de trás a precisar de afinação'], description: 'Quadro M, rodas 29"' } },
};

describe('the Studio entry', () => {
  it('builds the graph from the environment and writes the listing from templates without a model', async () => {
    const { graph } = await import('./studio.ts');
    const { response } = await graph.invoke({ request });
    expect(response).toMatchObject({
      title: 'Bicicleta BTT Scott Aspect 950 M 29"',
      category: { id: 'bikes' },
      suggested_price: null,
    });
    expect(response?.description).toContain('- travão de trás a precisar de afinação');
  });

  it('answers the same 422 as the function, naming the field', async () => {
    const { graph } = await import('./studio.ts');
    await expect(graph.invoke({ request: { agent_specific: { marketplace: 'olx-pt', item: { name: 'x', condition: 'usado?' } } } as never })).rejects.toMatchObject({
      status: 422,
      errors: [{ pointer: '/agent_specific/item/condition' }],
    });
  });
});
