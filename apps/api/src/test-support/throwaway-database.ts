import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A database of its own on the scale-out suite's PostgreSQL (`TEST_DATABASE_URL`), so replicas
 * started on it share state with each other and with no other test. Returns its URL and the
 * cleanup that drops it (forcing out connections a killed replica left behind).
 */
export async function throwawayDatabase(databaseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const database = `circular_t_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    },
  };
}
