import { describe } from 'vitest';
import { freshSchemaPool, testDatabaseUrl } from '../postgres/test-support/test-database.ts';
import { PostgresJobStore } from './postgres-job-store.ts';
import { describeJobStore } from './test-support/describe-job-store.ts';

describe.skipIf(testDatabaseUrl === undefined)('PostgreSQL', () => {
  describeJobStore('PostgresJobStore', async (clock) => PostgresJobStore.open({ pool: await freshSchemaPool(), now: clock.now, ownsPool: true }));
});
