import type { Pool } from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openPostgresCheckpointer } from './postgres-checkpointer.ts';
import { PostgresKeyedLock } from './postgres-keyed-lock.ts';
import { PostgresStore } from './postgres-store.ts';
import { freshSchemaPool, testDatabaseUrl } from './test-support/test-database.ts';

const pools: Pool[] = [];
afterEach(async () => {
  for (const pool of pools.splice(0)) await pool.end();
});
const pool = async () => {
  const opened = await freshSchemaPool();
  pools.push(opened);
  return opened;
};

describe.skipIf(testDatabaseUrl === undefined)('PostgreSQL back-ends', () => {
  it('PostgresStore keeps values per namespace, batches, and forgets expired entries', async () => {
    let now = 0;
    const store = await PostgresStore.open({ pool: await pool(), now: () => now });
    await store.set('tm', 'a', { text: 'olá' });
    await store.setMany('tm', [['b', 'B'], ['c', 'C'], ['b', 'B2']], { ttlMs: 100 });
    await store.set('other', 'a', 1);
    expect(await store.get('tm', 'a')).toEqual({ text: 'olá' });
    expect(await store.getMany('tm', ['a', 'b', 'c', 'z'])).toEqual(new Map<string, unknown>([['a', { text: 'olá' }], ['b', 'B2'], ['c', 'C']]));
    now = 100;
    expect(await store.getMany('tm', ['b', 'c'])).toEqual(new Map());
    expect(await store.get('other', 'a')).toBe(1);
  });

  it('PostgresStore lists live entries by key prefix in code-point order, % and _ taken literally', async () => {
    let now = 0;
    const store = await PostgresStore.open({ pool: await pool(), now: () => now });
    await store.setMany('export', [['p_2', 2], ['p_1', 1], ['p%x', 9], ['pZ', 8], ['q_1', 3]]);
    await store.set('export', 'p_3', 4, { ttlMs: 10 });
    expect(await store.entries('export', { prefix: 'p_', limit: 10 })).toEqual([['p_1', 1], ['p_2', 2], ['p_3', 4]]);
    expect(await store.entries('export', { prefix: 'p', limit: 2 })).toEqual([['p%x', 9], ['pZ', 8]]);
    now = 20;
    expect(await store.entries('export', { prefix: 'p_', limit: 10 })).toEqual([['p_1', 1], ['p_2', 2]]);
  });

  it('sets up the schema once when several replicas open the stores at the same moment', async () => {
    const shared = await pool();
    const opened = await Promise.all([
      PostgresStore.open({ pool: shared }),
      PostgresStore.open({ pool: shared }),
      openPostgresCheckpointer({ pool: shared, schema: (await shared.query<{ s: string }>('SELECT current_schema() AS s')).rows[0]!.s }),
      openPostgresCheckpointer({ pool: shared, schema: (await shared.query<{ s: string }>('SELECT current_schema() AS s')).rows[0]!.s }),
    ]);
    expect(opened).toHaveLength(4);
  });

  it('PostgresKeyedLock runs the work of one key one at a time across pools (replicas), other keys side by side', async () => {
    const [a, b] = [new PostgresKeyedLock({ pool: await pool() }), new PostgresKeyedLock({ pool: await pool() })];
    const events: string[] = [];
    let releaseFirst!: () => void;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstStarted!: () => void;
    const started = new Promise<void>((resolve) => (firstStarted = resolve));
    const first = a.run('session-1', async () => {
      events.push('a:start');
      firstStarted();
      await firstHolds;
      events.push('a:end');
    });
    await started;
    const second = b.run('session-1', async () => void events.push('b:run'));
    const other = b.run('session-2', async () => void events.push('other'));
    await other;
    expect(events).toEqual(['a:start', 'other']);
    releaseFirst();
    await Promise.all([first, second]);
    expect(events).toEqual(['a:start', 'other', 'a:end', 'b:run']);
  });

  it('PostgresKeyedLock releases the key when the work throws', async () => {
    const lock = new PostgresKeyedLock({ pool: await pool() });
    await expect(lock.run('k', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(lock.run('k', async () => 'next')).resolves.toBe('next');
  });
});
