import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { openSqliteDatabase } from './open-sqlite-database.ts';
import type { KeyValueStore } from './key-value-store.ts';

/**
 * The embedded default: one SQLite file (node:sqlite, nothing to install). WAL mode so readers
 * never wait on the single writer; expired rows are ignored on read and purged on open.
 */
export class SqliteStore implements KeyValueStore {
  readonly kind = 'sqlite';
  readonly #db: DatabaseSync;
  readonly #now: () => number;
  readonly #select: StatementSync;
  readonly #upsert: StatementSync;

  constructor({ path, now = Date.now }: { path: string; now?: () => number }) {
    this.#db = openSqliteDatabase(path);
    this.#now = now;
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
    for (const key of keys) {
      const value = this.#read<T>(namespace, key);
      if (value !== undefined) found.set(key, value);
    }
    return found;
  }

  async set(namespace: string, key: string, value: unknown, options: { ttlMs?: number } = {}): Promise<void> {
    await this.setMany(namespace, [[key, value]], options);
  }

  async setMany(namespace: string, entries: ReadonlyArray<readonly [string, unknown]>, options: { ttlMs?: number } = {}): Promise<void> {
    const expiresAt = options.ttlMs === undefined ? null : this.#now() + options.ttlMs;
    this.#db.exec('BEGIN');
    try {
      for (const [key, value] of entries) this.#upsert.run(namespace, key, JSON.stringify(value), expiresAt);
      this.#db.exec('COMMIT');
    } catch (error) {
      this.#db.exec('ROLLBACK');
      throw error;
    }
  }

  async entries<T>(namespace: string, { prefix, limit }: { prefix: string; limit: number }): Promise<Array<[string, T]>> {
    // substr rather than LIKE: a key may hold % or _, and LIKE folds ASCII case.
    const rows = this.#db
      .prepare('SELECT key, value FROM kv WHERE namespace = ? AND substr(key, 1, length(?)) = ? AND (expires_at IS NULL OR expires_at > ?) ORDER BY key LIMIT ?')
      .all(namespace, prefix, prefix, this.#now(), limit) as { key: string; value: string }[];
    return rows.map(({ key, value }) => [key, JSON.parse(value) as T]);
  }

  close(): void {
    if (this.#db.isOpen) this.#db.close();
  }

  #read<T>(namespace: string, key: string): T | undefined {
    const row = this.#select.get(namespace, key) as { value: string; expires_at: number | null } | undefined;
    if (!row || (row.expires_at !== null && row.expires_at <= this.#now())) return undefined;
    return JSON.parse(row.value) as T;
  }
}
