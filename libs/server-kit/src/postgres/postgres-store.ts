import type { Pool } from 'pg';
import { withSchemaLock } from './postgres-schema.ts';
import type { KeyValueStore } from '@circular/runtime/light';

/**
 * Caches and translation memory shared by every replica: a `circular_kv` table in PostgreSQL.
 * Expired rows are ignored on read and purged at start-up, as in the embedded store.
 */
export class PostgresStore implements KeyValueStore {
  readonly kind = 'postgres';
  readonly #pool: Pool;
  readonly #now: () => number;
  readonly #ownsPool: boolean;

  private constructor(pool: Pool, now: () => number, ownsPool: boolean) {
    this.#pool = pool;
    this.#now = now;
    this.#ownsPool = ownsPool;
  }

  /** Sets up the table (safe when replicas start at once) and purges expired entries. */
  static async open({ pool, now = Date.now, ownsPool = false }: { pool: Pool; now?: () => number; ownsPool?: boolean }): Promise<PostgresStore> {
    await withSchemaLock(pool, (client) =>
      client.query(`
        CREATE TABLE IF NOT EXISTS circular_kv (
          namespace text NOT NULL,
          key text NOT NULL,
          value jsonb NOT NULL,
          expires_at bigint,
          PRIMARY KEY (namespace, key)
        )`),
    );
    await pool.query('DELETE FROM circular_kv WHERE expires_at IS NOT NULL AND expires_at <= $1', [now()]);
    return new PostgresStore(pool, now, ownsPool);
  }

  async get<T>(namespace: string, key: string): Promise<T | undefined> {
    return (await this.getMany<T>(namespace, [key])).get(key);
  }

  async getMany<T>(namespace: string, keys: readonly string[]): Promise<Map<string, T>> {
    const found = new Map<string, T>();
    if (keys.length === 0) return found;
    const { rows } = await this.#pool.query<{ key: string; value: T }>(
      'SELECT key, value FROM circular_kv WHERE namespace = $1 AND key = ANY($2) AND (expires_at IS NULL OR expires_at > $3)',
      [namespace, keys, this.#now()],
    );
    for (const { key, value } of rows) found.set(key, value);
    return found;
  }

  async set(namespace: string, key: string, value: unknown, options: { ttlMs?: number } = {}): Promise<void> {
    await this.setMany(namespace, [[key, value]], options);
  }

  async setMany(namespace: string, entries: ReadonlyArray<readonly [string, unknown]>, options: { ttlMs?: number } = {}): Promise<void> {
    if (entries.length === 0) return;
    const expiresAt = options.ttlMs === undefined ? null : this.#now() + options.ttlMs;
    // One statement for the batch; the last value of a key repeated in `entries` wins, as in SQLite.
    const latest = new Map(entries.map(([key, value]) => [key, JSON.stringify(value)]));
    await this.#pool.query(
      `INSERT INTO circular_kv (namespace, key, value, expires_at)
       SELECT $1, key, value::jsonb, $4 FROM unnest($2::text[], $3::text[]) AS entry(key, value)
       ON CONFLICT (namespace, key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at`,
      [namespace, [...latest.keys()], [...latest.values()], expiresAt],
    );
  }

  async entries<T>(namespace: string, { prefix, limit }: { prefix: string; limit: number }): Promise<Array<[string, T]>> {
    // left() rather than LIKE: a key may hold % or _. COLLATE "C" orders by code point, as the other stores do.
    const { rows } = await this.#pool.query<{ key: string; value: T }>(
      `SELECT key, value FROM circular_kv WHERE namespace = $1 AND left(key, length($2)) = $2 AND (expires_at IS NULL OR expires_at > $3)
       ORDER BY key COLLATE "C" LIMIT $4`,
      [namespace, prefix, this.#now(), limit],
    );
    return rows.map(({ key, value }) => [key, value]);
  }

  close(): void {
    if (this.#ownsPool) void this.#pool.end();
  }
}
