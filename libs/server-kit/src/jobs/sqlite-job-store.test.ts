import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteJobStore } from './sqlite-job-store.ts';
import { describeJobStore } from './test-support/describe-job-store.ts';

const dir = mkdtempSync(join(tmpdir(), 'jobs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;

describeJobStore('SqliteJobStore', async (clock) => new SqliteJobStore({ path: join(dir, `jobs-${n++}.db`), now: clock.now }));

describe('SqliteJobStore on one file', () => {
  it('sees a job another connection to the same file created (a restarted process)', async () => {
    const path = join(dir, 'shared.db');
    const before = new SqliteJobStore({ path });
    await before.create({ id: 'j', operationId: 'translate', request: {}, callbackUrl: 'https://x.example/h', ownerKeyHash: null, requestId: 'r' });
    await before.close();
    const after = new SqliteJobStore({ path });
    expect((await after.claimRun({ worker: 'w', leaseMs: 1000 }))?.id).toBe('j');
    await after.close();
  });
});
