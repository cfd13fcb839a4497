import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemo, type Demo } from './demo.ts';

describe('startDemo', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'demo-'));
  let demo: Demo;

  beforeAll(async () => {
    demo = await startDemo({ dataDir, ports: { api: 0, modelStub: 0, searchStub: 0, coreSim: 0 }, apiOutput: 'ignore' });
  }, 90_000);

  afterAll(async () => {
    await demo?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts the API with every function ready, the model and the search stub connected', async () => {
    const health = (await (await fetch(`${demo.apiUrl}/health`)).json()) as { status: string; functions: Record<string, { ready: boolean }>; dependencies: { model: { configured: boolean }; search: { configured: boolean } } };
    expect(health.status).toBe('ok');
    expect(Object.keys(health.functions).length).toBeGreaterThan(0);
    expect(Object.entries(health.functions).filter(([, fn]) => !fn.ready)).toEqual([]);
    expect(health.dependencies.model.configured && health.dependencies.search.configured).toBe(true);
  });

  it('wires the chat to core-sim: a first message finds the catalogue products', async () => {
    const res = await fetch(`${demo.apiUrl}/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'EN', messages: [{ role: 'user', text: 'iPhone 12 128GB blue' }], service_core_base_url: demo.coreUrl, service_submission_base_url: demo.submissionUrl }),
    });
    expect(res.status).toBe(200);
    expect(JSON.stringify(await res.json())).toContain('Apple iPhone 12');
  }, 60_000);

  it('stops the API process and frees every port on stop', async () => {
    await demo.stop();
    await expect(fetch(`${demo.apiUrl}/health`)).rejects.toThrow();
    await expect(fetch(`${demo.modelStubUrl}/models`)).rejects.toThrow();
    await expect(fetch(`${demo.coreUrl}/products`)).rejects.toThrow();
  });
});
