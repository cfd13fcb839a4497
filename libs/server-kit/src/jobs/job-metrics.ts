import { Counter, Gauge, register, type Registry } from 'prom-client';
import type { JobStore } from './job-store.ts';

/** What the job runner reports: attempts and outcomes of callbacks, and job runs by outcome. */
export interface JobMetrics {
  jobFinished(operationId: string, state: 'succeeded' | 'failed'): void;
  deliveryAttempt(outcome: 'delivered' | 'retry' | 'failed'): void;
}

/** Returns the registry's metric of that name, creating it once: several apps in one process share them. */
function getOrCreate<T>(registry: Registry, name: string, create: () => T): T {
  return (registry.getSingleMetric(name) as T | undefined) ?? create();
}

let currentStores: Set<JobStore> | undefined;

/**
 * Job metrics on prom-client's default registry (served by `GET /metrics`): jobs by state and
 * callbacks awaiting delivery (read from the store at scrape time, so every replica reports the
 * shared queue), job runs and callback attempts by outcome (counted by this process).
 */
export function createJobMetrics(store: JobStore, registry: Registry = register): JobMetrics {
  // The gauges collect from every store of this process's apps (tests create many apps).
  currentStores ??= new Set();
  currentStores.add(store);
  const stores = currentStores;
  const collectCounts = async () => {
    const live = [...stores];
    const results = await Promise.allSettled(live.map((s) => s.counts()));
    return results.flatMap((result, index) => {
      if (result.status === 'fulfilled') return [result.value];
      stores.delete(live[index]!);
      return [];
    });
  };
  getOrCreate(registry, 'circular_jobs', () =>
    new Gauge({
      name: 'circular_jobs',
      help: 'Asynchronous jobs in the store, by state',
      labelNames: ['state'] as const,
      registers: [registry],
      async collect() {
        const totals = { queued: 0, running: 0, succeeded: 0, failed: 0 };
        for (const counts of await collectCounts()) for (const state of Object.keys(totals) as Array<keyof typeof totals>) totals[state] += counts[state];
        for (const [state, value] of Object.entries(totals)) this.set({ state }, value);
      },
    }),
  );
  getOrCreate(registry, 'circular_job_queue_depth', () =>
    new Gauge({
      name: 'circular_job_queue_depth',
      help: 'Jobs waiting for a worker (queued)',
      registers: [registry],
      async collect() {
        this.set((await collectCounts()).reduce((sum, counts) => sum + counts.queued, 0));
      },
    }),
  );
  getOrCreate(registry, 'circular_job_callbacks_pending', () =>
    new Gauge({
      name: 'circular_job_callbacks_pending',
      help: 'Finished jobs whose callback is not yet delivered or given up',
      registers: [registry],
      async collect() {
        this.set((await collectCounts()).reduce((sum, counts) => sum + counts.deliveriesPending, 0));
      },
    }),
  );
  const runs = getOrCreate(
    registry,
    'circular_job_runs_total',
    () => new Counter({ name: 'circular_job_runs_total', help: 'Job runs that ended, by operation and outcome', labelNames: ['operation', 'state'] as const, registers: [registry] }),
  ) as Counter<'operation' | 'state'>;
  const attempts = getOrCreate(
    registry,
    'circular_job_callback_attempts_total',
    () =>
      new Counter({
        name: 'circular_job_callback_attempts_total',
        help: 'Callback delivery attempts, by outcome (delivered, retry, failed = given up)',
        labelNames: ['outcome'] as const,
        registers: [registry],
      }),
  ) as Counter<'outcome'>;
  return {
    jobFinished: (operation, state) => runs.inc({ operation, state }),
    deliveryAttempt: (outcome) => attempts.inc({ outcome }),
  };
}
