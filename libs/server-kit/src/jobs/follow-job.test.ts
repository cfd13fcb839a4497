import { describe, expect, it } from 'vitest';
import { followJob, type JobFollowItem } from './follow-job.ts';
import { SqliteJobStore } from './sqlite-job-store.ts';

const newJob = { id: 'j', operationId: 'translate', request: {}, callbackUrl: 'https://x.example/h', ownerKeyHash: null, requestId: 'r' };
const describeItem = (item: JobFollowItem) => ('entry' in item ? `${item.entry.seq}:${item.entry.type === 'state' ? item.entry.state : item.entry.node}` : `end:${item.end.state}`);

async function collect(iterable: AsyncIterable<JobFollowItem>, onItem?: (item: JobFollowItem) => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  for await (const item of iterable) {
    seen.push(describeItem(item));
    await onItem?.(item);
  }
  return seen;
}

describe('followJob', () => {
  it('yields the history as the job runs, polling for more, then the ended job', async () => {
    const store = new SqliteJobStore({ path: ':memory:' });
    await store.create(newJob);
    const steps = [
      () => store.claimRun({ worker: 'w', leaseMs: 10_000 }),
      () => store.recordProgress({ id: 'j', worker: 'w', node: 'plan' }),
      () => store.finish({ id: 'j', worker: 'w', state: 'succeeded', outcome: { status: 200, body: {}, headers: {} }, retentionMs: 1000 }),
    ];
    // Each item seen moves the job one step on, as another process would.
    const seen = await collect(followJob({ store, id: 'j', after: 0, pollMs: 5, signal: new AbortController().signal }), async () => {
      await steps.shift()?.();
    });
    expect(seen).toEqual(['1:queued', '2:running', '3:plan', '4:succeeded', 'end:succeeded']);
    await store.close();
  });

  it('resumes after an entry, and gives an ended job its end again', async () => {
    const store = new SqliteJobStore({ path: ':memory:' });
    await store.create(newJob);
    await store.cancel({ id: 'j', retentionMs: 1000 });
    const signal = new AbortController().signal;
    expect(await collect(followJob({ store, id: 'j', after: 1, pollMs: 5, signal }))).toEqual(['2:cancelled', 'end:cancelled']);
    expect(await collect(followJob({ store, id: 'j', after: 2, pollMs: 5, signal }))).toEqual(['end:cancelled']);
    await store.close();
  });

  it('stops when the reader leaves, leaving the job as it was, and yields nothing for an unknown job', async () => {
    const store = new SqliteJobStore({ path: ':memory:' });
    await store.create(newJob);
    const reader = new AbortController();
    const seen = await collect(followJob({ store, id: 'j', after: 0, pollMs: 5, signal: reader.signal }), async () => reader.abort());
    expect(seen).toEqual(['1:queued']);
    expect((await store.get('j'))?.state).toBe('queued');
    expect(await collect(followJob({ store, id: 'nope', after: 0, pollMs: 5, signal: new AbortController().signal }))).toEqual([]);
    await store.close();
  });
});
