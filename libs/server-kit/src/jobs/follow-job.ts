import { setTimeout as sleep } from 'node:timers/promises';
import { isFinished } from './job-resource.ts';
import type { JobHistoryEntry, JobRecord, JobStore } from './job-store.ts';

/** What following a job yields: each history entry in order, then the job once it has ended. */
export type JobFollowItem = { entry: JobHistoryEntry } | { end: JobRecord };

/**
 * Follows a job's history from the store, so any replica can serve it: yields the entries after
 * `after`, polling every `pollMs` for more, and once the job has ended, the entries up to its end
 * and then the ended job; returns early when the job is gone (purged) or `signal` fires. Reading
 * never changes the job.
 */
export async function* followJob({ store, id, after, pollMs, signal }: { store: JobStore; id: string; after: number; pollMs: number; signal: AbortSignal }): AsyncGenerator<JobFollowItem> {
  let last = after;
  const drain = async function* () {
    for (;;) {
      const entries = await store.history({ id, after: last });
      for (const entry of entries) {
        last = entry.seq;
        yield { entry };
      }
      if (entries.length === 0 || signal.aborted) return;
    }
  };
  while (!signal.aborted) {
    yield* drain();
    const job = await store.get(id);
    if (job === undefined) return;
    if (isFinished(job.state)) {
      // The final state's entry commits with the state itself: read once more so it comes before the end.
      yield* drain();
      yield { end: job };
      return;
    }
    try {
      await sleep(pollMs, undefined, { signal });
    } catch {
      return;
    }
  }
}
