import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDefaultRules, startModelStub, type ModelStub } from '@circular/model-stub';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let dataDir: string;
let stub: ModelStub | undefined;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'translator-studio-'));
  vi.stubEnv('DATA_DIR', dataDir);
  vi.stubEnv('OPENAI_API_KEY', '');
  vi.stubEnv('OPENAI_BASE_URL', '');
  vi.stubEnv('OPENAI_MODEL', '');
  vi.resetModules();
});
afterEach(async () => {
  await stub?.close();
  stub = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

const request = { source_locale: 'en', target_locale: 'es', context: 'Shoes', data: { a: 'Red' } };

describe('the Studio entry', () => {
  it('builds the graph from the environment, with the embedded store under DATA_DIR and no model', async () => {
    const { graph } = await import('./studio.ts');
    expect(existsSync(join(dataDir, 'circular.db'))).toBe(true);
    expect(await graph.invoke({ request: { ...request, target_locale: 'en-GB' } })).toMatchObject({
      response: { translations: { context: 'Shoes', data: { 'en-GB': { a: 'Red' } } } },
    });
    // The module was loaded afresh (resetModules), so its error classes are copies: compare by type.
    await expect(graph.invoke({ request })).rejects.toMatchObject({ type: 'model-not-configured', status: 500 });
  });

  it('uses the model that OPENAI_BASE_URL, OPENAI_API_KEY and OPENAI_MODEL name', async () => {
    stub = await startModelStub({ rules: await loadDefaultRules() });
    vi.stubEnv('OPENAI_BASE_URL', stub.url);
    vi.stubEnv('OPENAI_API_KEY', 'test');
    vi.stubEnv('OPENAI_MODEL', 'stub-translator');
    const { graph } = await import('./studio.ts');
    expect(await graph.invoke({ request })).toMatchObject({ response: { translations: { data: { es: { a: '[es] Red' } } } } });
    expect(stub.requests[0]!.body.model).toBe('stub-translator');
  });

  it('takes the controls of agent_specific in its input and holds the answer to them', async () => {
    stub = await startModelStub({ rules: await loadDefaultRules() });
    vi.stubEnv('OPENAI_BASE_URL', stub.url);
    vi.stubEnv('OPENAI_API_KEY', 'test');
    const { graph } = await import('./studio.ts');
    const controls = { glossary: { es: [{ source: 'red', target: 'rojo' }] }, formality: 'formal' as const, keys: { a: { max_length: 12, note: 'Colour name' } } };
    expect(await graph.invoke({ request: { ...request, agent_specific: controls } })).toMatchObject({ response: { translations: { data: { es: { a: '[es] rojo' } } } } });
    await expect(graph.invoke({ request: { ...request, agent_specific: { ...controls, keys: { a: { max_length: 5 } } } } })).rejects.toMatchObject({
      type: 'translation-incomplete',
      extensions: { keys: [{ key: 'a', rule: 'max-length' }] },
    });
  });
});
