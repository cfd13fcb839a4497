import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from './jobs/test-support/api-process.ts';

const recorder = fileURLToPath(new URL('./test-support/record-imports.ts', import.meta.url));
const functionLibraries = ['brands', 'c2c-descriptor', 'c2c-validation', 'chat', 'decision', 'id-validator', 'protocol-generator', 'translator', 'value-estimation'];

let dataDir: string;
let api: ApiProcess;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'lazy-libraries-'));
  api = await startApiProcess({ DATA_DIR: dataDir, IMPORT_LOG: join(dataDir, 'imports.json') }, { nodeArgs: ['--import', recorder] });
}, 60_000);

afterAll(async () => {
  await api?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The function libraries (folder names under libs/) and packages the server process has resolved so far. */
async function imported(): Promise<{ libraries: string[]; packages: Set<string> }> {
  const log = join(dataDir, 'imports.json');
  rmSync(`${log}.done`, { force: true });
  process.kill(api.pid, 'SIGUSR2');
  for (let waited = 0; !existsSync(`${log}.done`); waited += 20) {
    if (waited > 10_000) throw new Error('the server did not write its import list');
    await sleep(20);
  }
  const urls = JSON.parse(readFileSync(log, 'utf8')) as string[];
  const libraries = functionLibraries.filter((name) => urls.some((url) => url.includes(`/libs/${name}/src/`)));
  const packages = new Set(urls.flatMap((url) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1] ?? []));
  return { libraries, packages };
}

describe('the server process imports a function library when its route is first called', () => {
  it('answers /health, the index and the OpenAPI document without importing any function library, LangGraph, the LangSmith client (tracing off), a model client, an OCR engine or the client of a store not configured', async () => {
    for (const path of ['/health', '/', '/openapi.json']) {
      const res = await fetch(`${api.url}${path}`, { signal: AbortSignal.timeout(10_000) });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const { libraries, packages } = await imported();
    expect(libraries).toEqual([]);
    const heavy = ['langsmith', '@langchain/langgraph', '@langchain/langgraph-checkpoint', '@langchain/openai', '@langchain/anthropic', '@langchain/ollama', 'openai', '@anthropic-ai/sdk', 'js-tiktoken', 'tesseract.js', 'onnxruntime-node', 'redis', '@redis/client', 'pg', 'pino-pretty'];
    expect(heavy.filter((name) => packages.has(name))).toEqual([]);
  });

  it('imports the brands library, and only it, for a brands request', async () => {
    const res = await fetch(`${api.url}/service_ai_brands`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ language: 'en', agent_specific: { operation: 'normalise', brand: 'SAMSUNG Electronics Co., Ltd.' } }),
      signal: AbortSignal.timeout(30_000),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ valid: true, brands: [{ brand: 'Samsung' }] });
    expect((await imported()).libraries).toEqual(['brands']);
  });
});
