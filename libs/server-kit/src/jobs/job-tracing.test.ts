import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { SafeFetcher } from '@circular/runtime';
import { JobRunner, type JobTracing } from './job-runner.ts';
import type { JobSettings } from './job-settings.ts';
import type { JobRecord } from './job-store.ts';
import { SqliteJobStore } from './sqlite-job-store.ts';

const settings: JobSettings = {
  webhookKey: Buffer.alloc(32, 7),
  retentionMs: 60_000,
  deliveryPeriodMs: 60_000,
  retryBaseMs: 10,
  deliveryTimeoutMs: 1_000,
  concurrency: 2,
  leaseMs: 5_000,
  pollMs: 10,
};

const runners: JobRunner[] = [];
afterEach(async () => {
  for (const runner of runners.splice(0)) await runner.stop();
});

async function until(done: () => boolean) {
  for (let waited = 0; !done(); waited += 10) {
    if (waited > 5_000) throw new Error('not done within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('JobRunner tracing seam', () => {
  it('wraps each run and each callback attempt as a whole: the handler and the callback POST happen inside', async () => {
    const store = new SqliteJobStore({ path: ':memory:' });
    const events: string[] = [];
    let inside: 'run' | 'delivery' | undefined;
    const tracing: JobTracing = {
      run: async (job: JobRecord, work) => {
        events.push(`run ${job.id} begins`);
        inside = 'run';
        try {
          return await work();
        } finally {
          inside = undefined;
          events.push(`run ${job.id} ends`);
        }
      },
      delivery: async (job: JobRecord, work) => {
        events.push(`delivery ${job.id} begins`);
        inside = 'delivery';
        try {
          return await work();
        } finally {
          inside = undefined;
          events.push(`delivery ${job.id} ends`);
        }
      },
    };
    const fetcher: SafeFetcher = {
      safeFetch: async () => {
        events.push(`POST inside ${inside}`);
        return { status: 204 } as Awaited<ReturnType<SafeFetcher['safeFetch']>>;
      },
    } as unknown as SafeFetcher;
    const operations = new Map([
      [
        'decide',
        {
          path: '/service_ai_decision',
          timeoutMs: 5_000,
          handler: async () => {
            events.push(`handler inside ${inside}`);
            return { body: { ok: true }, headers: {} };
          },
        },
      ],
    ]);
    const metrics = { jobFinished: () => undefined, deliveryAttempt: () => undefined };
    const runner = new JobRunner({ store, operations, fetcher, settings, logger: pino({ level: 'silent' }), metrics, problemOf: () => ({ status: 500 }), tracing });
    runners.push(runner);
    await store.create({ id: 'job_one', operationId: 'decide', request: {}, callbackUrl: 'https://hooks.example.org/ai', ownerKeyHash: null, requestId: 'req-1' });
    runner.start();
    await until(() => events.includes('delivery job_one ends'));
    expect(events).toEqual(['run job_one begins', 'handler inside run', 'run job_one ends', 'delivery job_one begins', 'POST inside delivery', 'delivery job_one ends']);
  });
});
