import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The PostgreSQL of the scale-out suite: `TEST_DATABASE_URL` (CI sets it from
 * tools/services/start.sh). Absent, the suite is skipped, and says so.
 */
export const testDatabaseUrl = process.env['TEST_DATABASE_URL']?.trim() || undefined;

if (testDatabaseUrl === undefined) {
  console.warn('SKIPPED: the PostgreSQL scale-out tests need TEST_DATABASE_URL (eval "$(tools/services/start.sh)" starts one; CI always runs them).');
}

/** A pool on a fresh schema of its own, so each test starts from an empty database. */
export async function freshSchemaPool(): Promise<pg.Pool> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Pool({ connectionString: testDatabaseUrl, max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  return new pg.Pool({ connectionString: testDatabaseUrl, options: `-c search_path=${schema}`, max: 5 });
}
