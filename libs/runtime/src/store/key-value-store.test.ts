import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { KeyValueStore } from './key-value-store.ts';
import { MemoryStore } from './memory-store.ts';
import { SqliteStore } from './sqlite-store.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function sqliteAt(now: () => number): SqliteStore {
  const dir = mkdtempSync(join(tmpdir(), 'kv-'));
  dirs.push(dir);
  return new SqliteStore({ path: join(dir, 'nested', 'store.db'), now });
}

describe.each([
  ['SqliteStore', (now: () => number): KeyValueStore => sqliteAt(now)],
  ['MemoryStore', (now: () => number): KeyValueStore => new MemoryStore({ now })],
])('%s', (_name, open) => {
  it('returns what was stored, per namespace', async () => {
    const store = open(() => 0);
    await store.set('a', 'k', { text: 'olá' });
    await store.set('b', 'k', 2);
    expect(await store.get('a', 'k')).toEqual({ text: 'olá' });
    expect(await store.get('b', 'k')).toBe(2);
    expect(await store.get('a', 'missing')).toBeUndefined();
    store.close();
  });

  it('reads and writes many keys at once, returning only the present ones', async () => {
    const store = open(() => 0);
    await store.setMany('tm', [['x', 'X'], ['y', 'Y']]);
    expect(await store.getMany('tm', ['x', 'y', 'z'])).toEqual(new Map([['x', 'X'], ['y', 'Y']]));
    store.close();
  });

  it('lists the live entries of a namespace whose key starts with a prefix, in key order, up to a limit', async () => {
    let now = 0;
    const store = open(() => now);
    await store.setMany('tm', [['p_2', 2], ['p_1', 1], ['p%x', 9], ['q_1', 3]]);
    await store.set('tm', 'p_3', 4, { ttlMs: 10 });
    await store.set('other', 'p_0', 0);
    expect(await store.entries('tm', { prefix: 'p_', limit: 10 })).toEqual([['p_1', 1], ['p_2', 2], ['p_3', 4]]);
    expect(await store.entries('tm', { prefix: 'p', limit: 2 })).toEqual([['p%x', 9], ['p_1', 1]]);
    now = 20;
    expect(await store.entries('tm', { prefix: 'p_', limit: 10 })).toEqual([['p_1', 1], ['p_2', 2]]);
    expect(await store.entries('tm', { prefix: 'P', limit: 10 })).toEqual([]);
    store.close();
  });

  it('forgets an entry once its time to live has passed', async () => {
    let now = 1_000;
    const store = open(() => now);
    await store.set('cache', 'q', 'hit', { ttlMs: 500 });
    now = 1_499;
    expect(await store.get('cache', 'q')).toBe('hit');
    now = 1_500;
    expect(await store.get('cache', 'q')).toBeUndefined();
    store.close();
  });
});

describe('SqliteStore', () => {
  it('keeps entries across a reopen of the same file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kv-'));
    dirs.push(dir);
    const path = join(dir, 'store.db');
    const first = new SqliteStore({ path });
    await first.set('tm', 'hello', 'olá');
    first.close();
    const second = new SqliteStore({ path });
    expect(await second.get('tm', 'hello')).toBe('olá');
    second.close();
  });
});
