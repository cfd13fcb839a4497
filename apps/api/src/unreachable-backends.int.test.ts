import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from './jobs/test-support/api-process.ts';

/** A loopback port nothing listens on: connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const started: ApiProcess[] = [];
const dataDirs: string[] = [];
afterEach(async () => {
  for (const api of started.splice(0)) await api.stop();
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('start-up with PostgreSQL and Redis unreachable', () => {
  it('starts, is live but not ready naming the store, serves stateless functions and answers stateful ones 503', async () => {
    const [pgPort, redisPort] = [await closedPort(), await closedPort()];
    const api = await startApiProcess({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${pgPort}/circular`,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      DATA_DIR: dataDirs[dataDirs.push(mkdtempSync(join(tmpdir(), 'unreachable-'))) - 1]!,
      SSRF_ALLOW_CIDRS: '127.0.0.0/8',
    });
    started.push(api);

    expect((await fetch(`${api.url}/health/live`)).status).toBe(200);
    const ready = await fetch(`${api.url}/health/ready`);
    expect(ready.status).toBe(503);
    const problem = (await ready.json()) as { type: string; reasons: string[] };
    expect(problem.type).toBe('/problems/not-ready');
    expect(problem.reasons.join(' ')).toMatch(/the store \(postgres\) is not ready: schemas not set up \(unreachable: .*ECONNREFUSED/);

    const health = (await (await fetch(`${api.url}/health`)).json()) as { status: string; dependencies: { rate_limits: unknown } };
    expect(health.status).toBe('degraded');
    expect(health.dependencies.rate_limits).toEqual({ kind: 'redis', shared: false });

    // A function with no state answers, rate-limited per process meanwhile.
    const brands = await fetch(`${api.url}/service_ai_brands`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ language: 'en', agent_specific: { operation: 'validate', brand: 'trek', category: 'bikes' } }),
    });
    expect(brands.status).toBe(200);
    expect(brands.headers.get('ratelimit-policy')).toBeTruthy();

    // The chat keeps its sessions in the store: refused with a problem to retry, never a 500.
    const chat = await fetch(`${api.url}/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        language: 'en',
        messages: [{ role: 'user', text: 'iPhone 12' }],
        service_core_base_url: 'http://127.0.0.1:9/core',
        service_submission_base_url: 'http://127.0.0.1:9/submission',
      }),
    });
    expect(chat.status).toBe(503);
    expect(chat.headers.get('retry-after')).toBe('5');
    expect(((await chat.json()) as { type: string }).type).toBe('/problems/store-unavailable');

    const job = await fetch(`${api.url}/jobs/job_AAAAAAAAAAAAAAAAAAAAAAAA`);
    expect(job.status).toBe(503);
    expect(api.exited()).toBe(false);
  });
});
