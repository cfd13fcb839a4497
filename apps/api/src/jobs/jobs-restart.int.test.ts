import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDefaultRules, startModelStub, type ModelStub } from '@circular/model-stub';
import { afterEach, describe, expect, it } from 'vitest';
import type { Job } from '@circular/contract';
import { generateWebhookSecret, parseWebhookSecret, verifyWebhook } from '@circular/server-kit';
import { startApiProcess, type ApiProcess } from './test-support/api-process.ts';
import { startReceiver, waitFor } from './test-support/receiver.ts';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setUp(): Promise<{ stub: ModelStub; hook: Awaited<ReturnType<typeof startReceiver>>; start: () => Promise<ApiProcess>; secret: string }> {
  // Slow model answers keep the job running long enough to kill its process mid-run.
  const stub = await startModelStub({ rules: await loadDefaultRules(), latencyMs: 1500 });
  const hook = await startReceiver();
  const dataDir = mkdtempSync(join(tmpdir(), 'jobs-restart-'));
  const secret = generateWebhookSecret();
  cleanups.push(() => stub.close(), () => hook.close(), () => rmSync(dataDir, { recursive: true, force: true }));
  const start = async () => {
    const api = await startApiProcess({
      OPENAI_BASE_URL: stub.url,
      OPENAI_API_KEY: 'test',
      OPENAI_MODEL: 'stub-model',
      DATA_DIR: dataDir,
      SSRF_ALLOW_CIDRS: '127.0.0.0/8',
      WEBHOOK_SECRET: secret,
      JOB_LEASE_SECONDS: '1',
      JOB_POLL_MS: '50',
      WEBHOOK_RETRY_BASE_MS: '50',
    });
    cleanups.push(() => api.stop());
    return api;
  };
  return { stub, hook, start, secret };
}

const catalogue = { source_locale: 'en', target_locale: 'fr', context: 'Second-hand bikes', data: { product_7_name: 'Red city bike' } };
const readJob = async (api: ApiProcess, id: string) => (await (await fetch(`${api.url}/jobs/${id}`)).json()) as Job;

describe('jobs survive kill -9 of the process that accepted them', () => {
  it('runs a job again in the restarted process when its process died mid-run, and delivers its callback once', async () => {
    const { stub, hook, start, secret } = await setUp();
    const first = await start();
    const accepted = await fetch(`${first.url}/service_ai_translator`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...catalogue, callback_url: hook.url }),
    });
    expect(accepted.status).toBe(202);
    const { id } = (await accepted.json()) as Job;
    await waitFor(async () => stub.requests.length, (n) => n > 0, 60_000);
    expect((await readJob(first, id)).state).toBe('running');
    await first.kill9();

    const second = await start();
    const job = await waitFor(() => readJob(second, id), (j) => j.callback.state === 'delivered', 60_000);
    expect(job).toMatchObject({ state: 'succeeded', runs: 2, result: { translations: { data: { fr: { product_7_name: '[fr] Red city bike' } } } } });
    expect(hook.deliveries).toHaveLength(1);
    expect(hook.deliveries[0]!.headers['webhook-id']).toBe(`msg_${id}`);
    expect(verifyWebhook({ key: parseWebhookSecret(secret), headers: hook.deliveries[0]!.headers as Record<string, string>, body: hook.deliveries[0]!.body })).toBe(true);
  }, 120_000);
});
