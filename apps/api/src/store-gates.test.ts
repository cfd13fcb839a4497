import { MemoryStore } from '@circular/runtime';
import { describe, expect, it } from 'vitest';
import { durableStore, outageTolerantCache } from './store-gates.ts';
import { StoreUnavailableError } from '@circular/server-kit';

describe('store gates while PostgreSQL is down', () => {
  it('lets a cache miss and drop writes, but never lists entries it cannot see', async () => {
    const cache = outageTolerantCache({ kind: 'postgres', current: () => undefined });
    await expect(cache.set('ns', 'k', 1)).resolves.toBeUndefined();
    await expect(cache.get('ns', 'k')).resolves.toBeUndefined();
    await expect(cache.entries('ns', { prefix: '', limit: 10 })).rejects.toBeInstanceOf(StoreUnavailableError);
  });

  it('refuses every call to the durable store, so no write is dropped behind a success', async () => {
    const store = durableStore({ kind: 'postgres', current: () => undefined });
    await expect(store.set('memory', 'k', 'reviewed')).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(store.setMany('memory', [['k', 'v']])).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(store.get('memory', 'k')).rejects.toBeInstanceOf(StoreUnavailableError);
  });

  it('reaches the real store once it is back', async () => {
    const real = new MemoryStore();
    let up = false;
    const store = durableStore({ kind: 'postgres', current: () => (up ? real : undefined) });
    await expect(store.set('memory', 'k', 'v')).rejects.toBeInstanceOf(StoreUnavailableError);
    up = true;
    await store.set('memory', 'k', 'v');
    expect(await real.get('memory', 'k')).toBe('v');
  });
});
