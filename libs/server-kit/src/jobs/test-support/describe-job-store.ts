import { afterEach, describe, expect, it } from 'vitest';
import type { JobStore, NewJob } from '../job-store.ts';

/** A clock the tests move by hand. */
export class TestClock {
  time = 1_000_000;
  readonly now = () => this.time;
  advance(ms: number) {
    this.time += ms;
  }
}

const job = (id: string, overrides: Partial<NewJob> = {}): NewJob => ({
  id,
  operationId: 'translate',
  request: { source_locale: 'en', target_locale: 'fr', data: { a: 'b' }, callback_url: 'https://hooks.example.org/x' },
  callbackUrl: 'https://hooks.example.org/x',
  ownerKeyHash: null,
  requestId: `req-${id}`,
  ...overrides,
});

const outcome = { status: 200, body: { ok: true }, headers: {} };

/**
 * The behaviour every JobStore must have, run against the embedded and the PostgreSQL stores alike.
 * `open` gives a fresh, empty store on the given clock.
 */
export function describeJobStore(name: string, open: (clock: TestClock) => Promise<JobStore>) {
  describe(`${name} (job store contract)`, () => {
    const opened: JobStore[] = [];
    const fresh = async () => {
      const clock = new TestClock();
      const store = await open(clock);
      opened.push(store);
      return { store, clock };
    };
    afterEach(async () => {
      for (const store of opened.splice(0)) await store.close();
    });

    it('keeps a created job as queued with its request and owner', async () => {
      const { store, clock } = await fresh();
      const created = await store.create(job('j1', { ownerKeyHash: 'abc' }));
      expect(created).toMatchObject({ id: 'j1', state: 'queued', ownerKeyHash: 'abc', createdAt: clock.time, runs: 0, outcome: null });
      expect((await store.get('j1'))?.request).toEqual(job('j1').request);
      expect(await store.get('nope')).toBeUndefined();
    });

    it('hands a queued job to one worker only, oldest first', async () => {
      const { store, clock } = await fresh();
      await store.create(job('old'));
      clock.advance(1);
      await store.create(job('new'));
      const first = await store.claimRun({ worker: 'w1', leaseMs: 1000 });
      const second = await store.claimRun({ worker: 'w2', leaseMs: 1000 });
      const third = await store.claimRun({ worker: 'w3', leaseMs: 1000 });
      expect([first?.id, second?.id, third]).toEqual(['old', 'new', undefined]);
      expect(first).toMatchObject({ state: 'running', runs: 1, startedAt: clock.time });
    });

    it('runs a job again when its worker stopped renewing the lease, and only the new worker may finish it', async () => {
      const { store, clock } = await fresh();
      await store.create(job('j'));
      await store.claimRun({ worker: 'dead', leaseMs: 1000 });
      clock.advance(999);
      expect(await store.claimRun({ worker: 'w2', leaseMs: 1000 })).toBeUndefined();
      clock.advance(1);
      const again = await store.claimRun({ worker: 'w2', leaseMs: 1000 });
      expect(again).toMatchObject({ id: 'j', runs: 2 });
      expect(await store.renewRun({ id: 'j', worker: 'dead', leaseMs: 1000 })).toBe(false);
      expect(await store.finish({ id: 'j', worker: 'dead', state: 'succeeded', outcome, retentionMs: 10 })).toBe(false);
      expect(await store.finish({ id: 'j', worker: 'w2', state: 'succeeded', outcome, retentionMs: 10 })).toBe(true);
    });

    it('keeps a renewed lease', async () => {
      const { store, clock } = await fresh();
      await store.create(job('j'));
      await store.claimRun({ worker: 'w', leaseMs: 1000 });
      clock.advance(900);
      expect(await store.renewRun({ id: 'j', worker: 'w', leaseMs: 1000 })).toBe(true);
      clock.advance(900);
      expect(await store.claimRun({ worker: 'other', leaseMs: 1000 })).toBeUndefined();
    });

    it('makes the callback of a finished job due at once and records each attempt', async () => {
      const { store, clock } = await fresh();
      await store.create(job('j'));
      await store.claimRun({ worker: 'w', leaseMs: 1000 });
      expect((await store.get('j'))?.delivery.state).toBe('waiting');
      expect(await store.claimDelivery({ worker: 'd', leaseMs: 1000 })).toBeUndefined();
      await store.finish({ id: 'j', worker: 'w', state: 'failed', outcome: { status: 500, body: { type: '/problems/x' }, headers: {} }, retentionMs: 10_000 });
      const due = await store.claimDelivery({ worker: 'd1', leaseMs: 1000 });
      expect(due).toMatchObject({ id: 'j', state: 'failed', finishedAt: clock.time, outcome: { status: 500 } });
      expect(await store.claimDelivery({ worker: 'd2', leaseMs: 1000 })).toBeUndefined();
      expect(
        await store.recordDelivery({ id: 'j', worker: 'd1', attempt: { at: clock.time, status: 500 }, decision: { state: 'pending', nextAttemptAt: clock.time + 5000 }, retentionMs: 10_000 }),
      ).toBe(true);
      expect(await store.claimDelivery({ worker: 'd2', leaseMs: 1000 })).toBeUndefined();
      clock.advance(5000);
      const retry = await store.claimDelivery({ worker: 'd2', leaseMs: 1000 });
      expect(retry?.delivery).toEqual({ state: 'pending', attempts: [{ at: clock.time - 5000, status: 500 }], nextAttemptAt: clock.time, reason: null });
      await store.recordDelivery({ id: 'j', worker: 'd2', attempt: { at: clock.time, error: 'connection refused' }, decision: { state: 'failed', reason: 'gave up' }, retentionMs: 10_000 });
      expect((await store.get('j'))?.delivery).toEqual({
        state: 'failed',
        attempts: [{ at: clock.time - 5000, status: 500 }, { at: clock.time, error: 'connection refused' }],
        nextAttemptAt: null,
        reason: 'gave up',
      });
    });

    it('lets another worker take over a delivery whose worker died, but not record for the dead one', async () => {
      const { store, clock } = await fresh();
      await store.create(job('j'));
      await store.claimRun({ worker: 'w', leaseMs: 1000 });
      await store.finish({ id: 'j', worker: 'w', state: 'succeeded', outcome, retentionMs: 10_000 });
      await store.claimDelivery({ worker: 'dead', leaseMs: 1000 });
      clock.advance(1000);
      expect((await store.claimDelivery({ worker: 'd2', leaseMs: 1000 }))?.id).toBe('j');
      expect(await store.recordDelivery({ id: 'j', worker: 'dead', attempt: { at: clock.time, status: 200 }, decision: { state: 'delivered' }, retentionMs: 1 })).toBe(false);
      expect(await store.recordDelivery({ id: 'j', worker: 'd2', attempt: { at: clock.time, status: 204 }, decision: { state: 'delivered' }, retentionMs: 1 })).toBe(true);
      expect((await store.get('j'))?.delivery.state).toBe('delivered');
    });

    it('forgets a finished job after its retention, never while its callback is pending', async () => {
      const { store, clock } = await fresh();
      await store.create(job('j'));
      await store.claimRun({ worker: 'w', leaseMs: 1000 });
      await store.finish({ id: 'j', worker: 'w', state: 'succeeded', outcome, retentionMs: 100 });
      clock.advance(200);
      expect(await store.purgeExpired()).toBe(0);
      await store.claimDelivery({ worker: 'd', leaseMs: 1000 });
      await store.recordDelivery({ id: 'j', worker: 'd', attempt: { at: clock.time, status: 200 }, decision: { state: 'delivered' }, retentionMs: 100 });
      expect((await store.get('j'))?.expiresAt).toBe(clock.time + 100);
      clock.advance(99);
      expect(await store.purgeExpired()).toBe(0);
      clock.advance(1);
      expect(await store.purgeExpired()).toBe(1);
      expect(await store.get('j')).toBeUndefined();
    });

    it('counts jobs by state and pending deliveries', async () => {
      const { store } = await fresh();
      await store.create(job('a'));
      await store.create(job('b'));
      await store.create(job('c'));
      await store.claimRun({ worker: 'w', leaseMs: 1000 });
      const second = await store.claimRun({ worker: 'w', leaseMs: 1000 });
      await store.finish({ id: second!.id, worker: 'w', state: 'succeeded', outcome, retentionMs: 100 });
      expect(await store.counts()).toEqual({ queued: 1, running: 1, succeeded: 1, failed: 0, deliveriesPending: 1 });
    });
  });
}
