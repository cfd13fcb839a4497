import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { openSqliteDatabase } from './open-sqlite-database.ts';
import type { KeyValueStore } from './key-value-store.ts';
import { WalCheckpointer } from './wal-checkpointer.ts';

/** setImmediate as the module found it: a test's fake timers must not hold a write back. */
const afterThisTurn = globalThis.setImmediate;

/** A row waiting to be committed: the last value written to its key in this turn. */
interface WaitingRow {
  namespace: string;
  key: string;
  json: string;
  expiresAt: number | null;
}

/**
 * The embedded default: one SQLite file (node:sqlite, nothing to install). WAL mode so readers
 * never wait on the single writer; expired rows are ignored on read and purged on open.
 *
 * Writes made in one turn of the event loop are committed together, at its end, in one
 * transaction: a commit costs about as much as ten small rows (measured here), and under load many
 * requests finish in the same turn. A key written more than once in the turn is written once, with
 * its last value, as the upserts in turn would leave it (a merged translator run's requests may
 * record the export entry of the same catalogue key). Each writer's promise settles once its rows
 * are committed (or not: a failed commit fails every write of the batch). A read answers a key
 * written in this turn from the write waiting (so reads see every write made before them, awaited
 * or not) without committing it early; an export or `close` commits what is waiting first. A
 * file's write-ahead log is checkpointed on a thread of its own (`WalCheckpointer`), not inside a
 * commit.
 */
export class SqliteStore implements KeyValueStore {
  readonly kind = 'sqlite';
  readonly #db: DatabaseSync;
  readonly #now: () => number;
  readonly #select: StatementSync;
  readonly #upsert: StatementSync;
  readonly #selectByCount = new Map<number, StatementSync>();
  readonly #checkpointer: WalCheckpointer | undefined;
  /** The writers waiting for the next commit: each settles with it. */
  #pending: Array<(error?: unknown) => void> = [];
  /** The last value waiting to be committed for each key (`namespace` NUL `key`): what the next commit writes. */
  #waiting = new Map<string, WaitingRow>();

  constructor({ path, now = Date.now }: { path: string; now?: () => number }) {
    this.#db = openSqliteDatabase(path);
    this.#now = now;
    // An in-memory database has no write-ahead log to checkpoint.
    this.#checkpointer = path === ':memory:' ? undefined : new WalCheckpointer({ db: this.#db, path });
    this.#db.exec(`
      CREATE TABLE IF NOT EXISTS kv (
        namespace TEXT NOT NULL,
        key TEXT NOT NULL,
        value TEXT NOT NULL,
        expires_at INTEGER,
        PRIMARY KEY (namespace, key)
      ) WITHOUT ROWID;
    `);
    this.#db.prepare('DELETE FROM kv WHERE expires_at IS NOT NULL AND expires_at <= ?').run(this.#now());
    this.#select = this.#db.prepare('SELECT value, expires_at FROM kv WHERE namespace = ? AND key = ?');
    this.#upsert = this.#db.prepare(
      'INSERT INTO kv (namespace, key, value, expires_at) VALUES (?, ?, ?, ?) ' +
        'ON CONFLICT (namespace, key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at',
    );
  }

  async get<T>(namespace: string, key: string): Promise<T | undefined> {
    return this.#read<T>(namespace, key);
  }

  async getMany<T>(namespace: string, keys: readonly string[]): Promise<Map<string, T>> {
    const found = new Map<string, T>();
    const stored: string[] = [];
    for (const key of keys) {
      const waiting = this.#waiting.get(waitingKey(namespace, key));
      if (!waiting) stored.push(key);
      else if (live(waiting.expiresAt, this.#now())) found.set(key, JSON.parse(waiting.json) as T);
    }
    // One statement per chunk of keys rather than one per key: a translator request reads two keys per text.
    for (let from = 0; from < stored.length; from += readChunk) {
      const chunk = stored.slice(from, from + readChunk);
      const rows = this.#selectMany(chunk.length).all(namespace, ...chunk) as { key: string; value: string; expires_at: number | null }[];
      const now = this.#now();
      for (const row of rows) if (live(row.expires_at, now)) found.set(row.key, JSON.parse(row.value) as T);
    }
    return found;
  }

  async set(namespace: string, key: string, value: unknown, options: { ttlMs?: number } = {}): Promise<void> {
    await this.setMany(namespace, [[key, value]], options);
  }

  async setMany(namespace: string, entries: ReadonlyArray<readonly [string, unknown]>, options: { ttlMs?: number } = {}): Promise<void> {
    const expiresAt = options.ttlMs === undefined ? null : this.#now() + options.ttlMs;
    const rows = entries.map(([key, value]) => [key, storedJson(key, value)] as const);
    for (const [key, json] of rows) this.#waiting.set(waitingKey(namespace, key), { namespace, key, json, expiresAt });
    if (this.#pending.length === 0) afterThisTurn(() => this.#commitPending());
    const { promise, resolve, reject } = Promise.withResolvers<void>();
    this.#pending.push((error) => (error === undefined ? resolve() : reject(error)));
    return promise;
  }

  async entries<T>(namespace: string, { prefix, limit }: { prefix: string; limit: number }): Promise<Array<[string, T]>> {
    this.#commitPending();
    // substr rather than LIKE: a key may hold % or _, and LIKE folds ASCII case.
    const rows = this.#db
      .prepare('SELECT key, value FROM kv WHERE namespace = ? AND substr(key, 1, length(?)) = ? AND (expires_at IS NULL OR expires_at > ?) ORDER BY key LIMIT ?')
      .all(namespace, prefix, prefix, this.#now(), limit) as { key: string; value: string }[];
    return rows.map(({ key, value }) => [key, JSON.parse(value) as T]);
  }

  close(): void {
    this.#commitPending();
    this.#checkpointer?.close();
    if (this.#db.isOpen) this.#db.close();
  }

  /** Commits the writes waiting in one transaction: each key once, with the last value written to it. */
  #commitPending(): void {
    if (this.#pending.length === 0) return;
    const batch = this.#pending;
    const rows = this.#waiting;
    this.#pending = [];
    this.#waiting = new Map();
    try {
      this.#db.exec('BEGIN');
      try {
        for (const { namespace, key, json, expiresAt } of rows.values()) this.#upsert.run(namespace, key, json, expiresAt);
        this.#db.exec('COMMIT');
      } catch (error) {
        this.#db.exec('ROLLBACK');
        throw error;
      }
    } catch (error) {
      for (const done of batch) done(error);
      return;
    }
    this.#checkpointer?.committed();
    for (const done of batch) done();
  }

  #read<T>(namespace: string, key: string): T | undefined {
    const waiting = this.#waiting.get(waitingKey(namespace, key));
    const row = waiting ? { value: waiting.json, expires_at: waiting.expiresAt } : (this.#select.get(namespace, key) as { value: string; expires_at: number | null } | undefined);
    if (!row || !live(row.expires_at, this.#now())) return undefined;
    return JSON.parse(row.value) as T;
  }

  /** The statement reading `count` keys of a namespace at once, prepared on first use (one per count up to `readChunk`). */
  #selectMany(count: number): StatementSync {
    let statement = this.#selectByCount.get(count);
    if (!statement) {
      statement = this.#db.prepare(`SELECT key, value, expires_at FROM kv WHERE namespace = ? AND key IN (${Array.from({ length: count }, () => '?').join(', ')})`);
      this.#selectByCount.set(count, statement);
    }
    return statement;
  }
}

/** Keys read by one statement at most. */
const readChunk = 32;

const live = (expiresAt: number | null, now: number) => expiresAt === null || expiresAt > now;

const waitingKey = (namespace: string, key: string) => `${namespace}\u0000${key}`;

/** A value as the store keeps it; one JSON cannot hold (undefined, a function) fails its own write only. */
function storedJson(key: string, value: unknown): string {
  const json = JSON.stringify(value) as string | undefined;
  if (json === undefined) throw new TypeError(`The value for "${key}" cannot be stored: it has no JSON form.`);
  return json;
}
