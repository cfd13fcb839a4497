import { pino } from 'pino';
import { Registry } from 'prom-client';
import { afterEach, describe, expect, it } from 'vitest';
import type { SafeFetcher } from '@circular/runtime/light';
import { createJobMetrics } from './job-metrics.ts';
import { JobRunner, type JobOperation } from './job-runner.ts';
import type { JobSettings } from './job-settings.ts';
import { SqliteJobStore } from './sqlite-job-store.ts';

const settings: JobSettings = { webhookKey: undefined, retentionMs: 60_000, deliveryPeriodMs: 60_000, retryBaseMs: 1_000, deliveryTimeoutMs: 1_000, concurrency: 4, leaseMs: 60, pollMs: 10 };
const stores: SqliteJobStore[] = [];
const runners: JobRunner[] = [];
afterEach(async () => {
  for (const runner of runners.splice(0)) await runner.stop();
  for (const store of stores.splice(0)) await store.close();
});

/** Holds the event loop, as evaluating a large library's modules does. */
const holdEventLoop = (ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until);
};

function runnerWith(operation: JobOperation) {
  const store = new SqliteJobStore({ path: ':memory:' });
  stores.push(store);
  const runner = new JobRunner({
    store,
    operations: new Map([['translate', operation]]),
    fetcher: {} as SafeFetcher,
    settings,
    logger: pino({ level: 'silent' }),
    metrics: createJobMetrics(store, new Registry()),
    problemOf: (error) => ({ status: 500, detail: String(error) }),
  });
  runners.push(runner);
  return { store, runner };
}

async function finished(store: SqliteJobStore, id: string) {
  for (let waited = 0; waited < 5_000; waited += 10) {
    const job = await store.get(id);
    if (job?.state === 'succeeded' || job?.state === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the job did not finish');
}

describe('JobRunner preparing an operation', () => {
  it('runs a job once when preparing its operation holds the event loop past the lease', async () => {
    // Like the server's library: imported once, by whichever of prepare and the handler comes first.
    let loaded = false;
    const load = async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (loaded) return;
      holdEventLoop(4 * settings.leaseMs);
      loaded = true;
    };
    let handled = 0;
    const { store, runner } = runnerWith({
      path: '/service_ai_translator',
      timeoutMs: 5_000,
      prepare: load,
      handler: async () => {
        await load();
        handled += 1;
        await new Promise((resolve) => setTimeout(resolve, 3 * settings.leaseMs));
        return { body: { ok: true }, headers: {} };
      },
    });
    await store.create({ id: 'job-1', operationId: 'translate', request: {}, callbackUrl: 'http://127.0.0.1:9/hook', ownerKeyHash: null, requestId: 'r-1' });
    runner.start();
    const job = await finished(store, 'job-1');
    expect(job).toMatchObject({ state: 'succeeded', runs: 1 });
    expect(handled).toBe(1);
  });

  it('still runs the job when preparing fails, and lets the handler report the failure', async () => {
    const { store, runner } = runnerWith({
      path: '/service_ai_translator',
      timeoutMs: 5_000,
      prepare: () => Promise.reject(new Error('cannot load')),
      handler: () => Promise.reject(new Error('the library could not be loaded')),
    });
    await store.create({ id: 'job-2', operationId: 'translate', request: {}, callbackUrl: 'http://127.0.0.1:9/hook', ownerKeyHash: null, requestId: 'r-2' });
    runner.start();
    expect(await finished(store, 'job-2')).toMatchObject({ state: 'failed', runs: 1, outcome: { status: 500 } });
  });
});
