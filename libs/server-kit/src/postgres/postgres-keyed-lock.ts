import type { Pool } from 'pg';
import type { KeyedLock } from '@circular/runtime/light';

/**
 * A KeyedLock across processes: a PostgreSQL session advisory lock on the key's 64-bit hash,
 * held on a connection of its own for the duration of the work, so the turns of one chat session
 * run one at a time whichever replica receives them. A replica that dies releases its locks with
 * its connections. Arrival order across replicas is PostgreSQL's lock queue order.
 */
export class PostgresKeyedLock implements KeyedLock {
  readonly #pool: Pool;
  readonly #namespace: string;

  constructor({ pool, namespace = 'circular' }: { pool: Pool; namespace?: string }) {
    this.#pool = pool;
    this.#namespace = namespace;
  }

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const client = await this.#pool.connect();
    const lockKey = `${this.#namespace}:${key}`;
    let broken = false;
    try {
      await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [lockKey]);
      try {
        return await work();
      } finally {
        await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [lockKey]).catch(() => {
          broken = true;
        });
      }
    } finally {
      // A connection that failed to unlock is dropped: closing it releases the lock for sure.
      client.release(broken);
    }
  }
}
