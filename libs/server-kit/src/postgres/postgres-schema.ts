import type { Pool, PoolClient } from 'pg';

/** Any fixed number: the advisory lock every replica takes while it sets up the schema. */
const SCHEMA_LOCK = 7_411_902_318;

/**
 * Runs `setUp` while holding a session advisory lock, so replicas starting at once set up (and
 * migrate) the schema one after another instead of racing on `CREATE … IF NOT EXISTS`.
 */
export async function withSchemaLock<T>(pool: Pool, setUp: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK]);
    try {
      return await setUp(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK]);
    }
  } finally {
    client.release();
  }
}
