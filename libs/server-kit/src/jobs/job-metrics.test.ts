import { register } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { SqliteJobStore } from './sqlite-job-store.ts';
import { createJobMetrics } from './job-metrics.ts';

describe('job metrics', () => {
  it('registers once on the default registry however many apps create them, and reports every store', async () => {
    const stores = [new SqliteJobStore({ path: ':memory:' }), new SqliteJobStore({ path: ':memory:' })];
    const metrics = stores.map((store) => createJobMetrics(store));
    await stores[0]!.create({ id: 'a', operationId: 'translate', request: {}, callbackUrl: 'https://x.example/h', ownerKeyHash: null, requestId: 'r' });
    await stores[1]!.create({ id: 'b', operationId: 'translate', request: {}, callbackUrl: 'https://x.example/h', ownerKeyHash: null, requestId: 'r' });
    metrics[0]!.deliveryAttempt('retry');
    metrics[1]!.jobFinished('translate', 'succeeded');
    const text = await register.metrics();
    expect(text).toMatch(/^circular_jobs\{state="queued"\} 2$/m);
    expect(text).toMatch(/^circular_job_queue_depth 2$/m);
    expect(text).toMatch(/^circular_job_callback_attempts_total\{outcome="retry"\} [1-9]/m);
    expect(text).toMatch(/^circular_job_runs_total\{operation="translate",state="succeeded"\} [1-9]/m);
    for (const store of stores) await store.close();
  });
});
