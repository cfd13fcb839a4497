import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDefaultRules, startModelStub, type ModelStub } from '@circular/model-stub';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translateCatalog } from './translate-catalog.ts';

let stub: ModelStub;
let dataDir: string;
beforeEach(async () => {
  vi.stubEnv('OPENAI_BASE_URL', 'http://127.0.0.1:9/v1');
  stub = await startModelStub({ rules: await loadDefaultRules() });
  dataDir = await mkdtemp(join(tmpdir(), 'translator-example-'));
});
afterEach(async () => {
  await stub.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the README example', () => {
  it('is the code of src/examples/translate-catalog.ts, word for word', async () => {
    const readme = await readFile(join(import.meta.dirname, '../../README.md'), 'utf8');
    const block = /<!-- example: src\/examples\/translate-catalog\.ts -->\n```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    const code = await readFile(join(import.meta.dirname, 'translate-catalog.ts'), 'utf8');
    expect(block).toBe(code.replace(/^\s*\/\/ eslint-disable-next-line .*\n/m, ''));
  });

  it('translates the catalogue through the model stub, then again from the translation memory on disk', async () => {
    const modelSettings = { model: 'stub', apiKey: 'test', baseUrl: stub.url, maxRetries: 0 };
    const first = await translateCatalog({ modelSettings, dataDir });
    expect(first).toEqual({
      byLocale: {
        en: {
          product_42_name: '[en] iPhone 12, 128 GB',
          product_42_description: '[en] <p>Bateria a %{battery}%, garantia de {{months}} meses.</p>',
          option_type_7_name: '[en] Cor',
        },
        es: {
          product_42_name: '[es] iPhone 12, 128 GB',
          product_42_description: '[es] <p>Bateria a %{battery}%, garantia de {{months}} meses.</p>',
          option_type_7_name: '[es] Cor',
        },
      },
      modelCalls: 2,
    });
    expect(await translateCatalog({ modelSettings, dataDir })).toEqual({ ...first, modelCalls: 0 });
    expect(stub.requests).toHaveLength(2);
  });
});
