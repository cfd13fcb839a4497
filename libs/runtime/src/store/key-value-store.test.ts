import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import type { KeyValueStore } from './key-value-store.ts';
import { MemoryStore } from './memory-store.ts';
import { SqliteStore } from './sqlite-store.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fresh SQLite file's path in a folder removed after the test. */
function freshStorePath(file = 'store.db'): string {
  const dir = mkdtempSync(join(tmpdir(), 'kv-'));
  dirs.push(dir);
  return join(dir, file);
}

function sqliteAt(now: () => number): SqliteStore {
  return new SqliteStore({ path: freshStorePath(join('nested', 'store.db')), now });
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

  it('reads a hundred keys at once: the live ones of the namespace, committed or still waiting, and none expired', async () => {
    let now = 0;
    const store = open(() => now);
    const keys = Array.from({ length: 100 }, (_, i) => `k${i}`);
    await store.setMany('tm', keys.filter((_, i) => i % 3 === 0).map((key) => [key, key.toUpperCase()]));
    await store.setMany('tm', [['k1', 'short-lived']], { ttlMs: 5 });
    await store.setMany('other', keys.map((key) => [key, 'elsewhere']));
    const waiting = store.set('tm', 'k2', 'waiting');
    now = 10;
    const expected = new Map([...keys.filter((_, i) => i % 3 === 0).map((key) => [key, key.toUpperCase()] as const), ['k2', 'waiting'] as const]);
    expect(await store.getMany('tm', keys)).toEqual(expected);
    await waiting;
    expect(await store.getMany('tm', keys)).toEqual(expected);
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
    const path = freshStorePath();
    const first = new SqliteStore({ path });
    await first.set('tm', 'hello', 'olá');
    first.close();
    const second = new SqliteStore({ path });
    expect(await second.get('tm', 'hello')).toBe('olá');
    second.close();
  });

  it('commits the writes of one turn together, each settling once committed', async () => {
    const store = sqliteAt(Date.now);
    const writes = [store.set('tm', 'a', 1), store.setMany('tm', [['b', 2], ['c', 3]]), store.set('tm', 'a', 4)];
    await Promise.all(writes);
    expect(await store.getMany('tm', ['a', 'b', 'c'])).toEqual(new Map([['a', 4], ['b', 2], ['c', 3]]));
    store.close();
  });

  it('writes a key written several times in one turn once, with its last value and time to live', async () => {
    const path = freshStorePath();
    let now = 0;
    const store = new SqliteStore({ path, now: () => now });
    // Another connection counts the row writes each commit makes, through triggers on the store's table.
    const counter = new DatabaseSync(path);
    counter.exec(`
      CREATE TABLE row_writes (key TEXT);
      CREATE TRIGGER count_inserts AFTER INSERT ON kv BEGIN INSERT INTO row_writes VALUES (new.key); END;
      CREATE TRIGGER count_updates AFTER UPDATE ON kv BEGIN INSERT INTO row_writes VALUES (new.key); END;
    `);
    const writes = [store.set('tm', 'a', 'first', { ttlMs: 1_000 }), store.setMany('tm', [['b', 'only'], ['a', 'second']]), store.set('tm', 'a', 'last', { ttlMs: 10 })];
    await Promise.all(writes);
    const written = (counter.prepare('SELECT key FROM row_writes ORDER BY key').all() as { key: string }[]).map(({ key }) => key);
    expect(written).toEqual(['a', 'b']);
    const reader = new SqliteStore({ path, now: () => now });
    expect(await reader.getMany('tm', ['a', 'b'])).toEqual(new Map([['a', 'last'], ['b', 'only']]));
    // The time to live is the last write's too.
    now = 11;
    expect(await reader.get('tm', 'a')).toBeUndefined();
    expect(await reader.get('tm', 'b')).toBe('only');
    for (const each of [store, reader]) each.close();
    counter.close();
  });

  it('lets a read see every write made before it, awaited or not', async () => {
    const store = sqliteAt(Date.now);
    const write = store.set('tm', 'hello', 'olá');
    expect(await store.get('tm', 'hello')).toBe('olá');
    expect(await store.entries('tm', { prefix: '', limit: 5 })).toEqual([['hello', 'olá']]);
    await write;
    store.close();
  });

  it('answers a read from a write still waiting, without committing it before the turn ends', async () => {
    const path = freshStorePath();
    const writer = new SqliteStore({ path });
    const other = new SqliteStore({ path });
    const write = writer.set('tm', 'hello', 'olá');
    expect(await writer.getMany('tm', ['hello'])).toEqual(new Map([['hello', 'olá']]));
    // Another connection to the file sees it only once the turn's batch is committed.
    expect(await other.get('tm', 'hello')).toBeUndefined();
    await write;
    expect(await other.get('tm', 'hello')).toBe('olá');
    writer.close();
    other.close();
  });

  it('fails only the write whose value has no JSON form', async () => {
    const store = sqliteAt(Date.now);
    const bad = store.set('tm', 'nothing', undefined);
    const good = store.set('tm', 'something', 'x');
    await expect(bad).rejects.toThrow(/"nothing" cannot be stored/);
    await good;
    expect(await store.get('tm', 'something')).toBe('x');
    store.close();
  });

  it('commits what is waiting when closed, and fails writes made after', async () => {
    const path = freshStorePath();
    const first = new SqliteStore({ path });
    const waiting = first.set('tm', 'hello', 'olá');
    first.close();
    await waiting;
    await expect(first.set('tm', 'late', 'x')).rejects.toThrow();
    const second = new SqliteStore({ path });
    expect(await second.get('tm', 'hello')).toBe('olá');
    expect(await second.get('tm', 'late')).toBeUndefined();
    second.close();
  });
});
