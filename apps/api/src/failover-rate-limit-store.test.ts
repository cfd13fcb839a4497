import { MemoryStore, type Options, type Store } from 'express-rate-limit';
import { describe, expect, it } from 'vitest';
import { FailoverRateLimitStore, type SharedCounters } from './failover-rate-limit-store.ts';

/** Shared counters whose server can be taken down and brought back; each (re)connection gets a fresh store. */
function fakeShared() {
  let available = true;
  let failing = false;
  const listeners: Array<(available: boolean) => void> = [];
  const stores: MemoryStore[] = [];
  let fallbacks = 0;
  const counters: SharedCounters = {
    available: () => available,
    createStore: () => {
      const store = new MemoryStore();
      const wrapped: Store = {
        init: (options) => store.init(options),
        increment: (key) => (failing ? Promise.reject(new Error('connection lost')) : store.increment(key)),
        decrement: (key) => store.decrement(key),
        resetKey: (key) => store.resetKey(key),
        get: (key) => store.get(key),
      };
      stores.push(store);
      return wrapped;
    },
    onChange: (listener) => void listeners.push(listener),
    countFallback: () => void (fallbacks += 1),
  };
  const set = (now: boolean) => {
    available = now;
    for (const listener of listeners) listener(now);
  };
  return { counters, stores, fallbacks: () => fallbacks, down: () => set(false), up: () => set(true), failCalls: (now: boolean) => void (failing = now) };
}

const options = { windowMs: 60_000 } as Options;

describe('FailoverRateLimitStore', () => {
  it('counts in the shared store while it is up', async () => {
    const shared = fakeShared();
    const store = new FailoverRateLimitStore({ prefix: 'rl:x:', shared: shared.counters });
    await store.init(options);
    expect((await store.increment('client')).totalHits).toBe(1);
    expect((await store.increment('client')).totalHits).toBe(2);
    expect(shared.fallbacks()).toBe(0);
    expect((await shared.stores[0]!.get('client'))?.totalHits).toBe(2);
  });

  it('counts in the process while the shared store is down, and counts each such request', async () => {
    const shared = fakeShared();
    const store = new FailoverRateLimitStore({ prefix: 'rl:x:', shared: shared.counters });
    await store.init(options);
    shared.down();
    expect((await store.increment('client')).totalHits).toBe(1);
    expect((await store.increment('client')).totalHits).toBe(2);
    expect(shared.fallbacks()).toBe(2);
  });

  it('falls back for a call that fails on a connection lost between the check and the call', async () => {
    const shared = fakeShared();
    const store = new FailoverRateLimitStore({ prefix: 'rl:x:', shared: shared.counters });
    await store.init(options);
    shared.failCalls(true);
    expect((await store.increment('client')).totalHits).toBe(1);
    expect(shared.fallbacks()).toBe(1);
  });

  it('returns to a fresh shared store when the server is back', async () => {
    const shared = fakeShared();
    const store = new FailoverRateLimitStore({ prefix: 'rl:x:', shared: shared.counters });
    await store.init(options);
    shared.down();
    await store.increment('client');
    shared.up();
    await new Promise((resolve) => setImmediate(resolve));
    expect((await store.increment('client')).totalHits).toBe(1);
    expect(shared.stores).toHaveLength(2);
    expect((await shared.stores[1]!.get('client'))?.totalHits).toBe(1);
    expect(shared.fallbacks()).toBe(1);
  });
});
