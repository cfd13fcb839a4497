import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSqliteDatabase } from './open-sqlite-database.ts';
import { WalCheckpointer } from './wal-checkpointer.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fresh file with a table, and a checkpointer on its connection. */
function fresh(intervalMs: number, now?: () => number) {
  const dir = mkdtempSync(join(tmpdir(), 'wal-'));
  dirs.push(dir);
  const path = join(dir, 'store.db');
  const db = openSqliteDatabase(path);
  db.exec('CREATE TABLE t (k TEXT PRIMARY KEY, v TEXT NOT NULL)');
  const checkpointer = new WalCheckpointer({ db, path, intervalMs, ...(now ? { now } : {}) });
  const insert = db.prepare('INSERT INTO t (k, v) VALUES (?, ?)');
  const commitRows = (from: number, count: number) => {
    db.exec('BEGIN');
    for (let i = from; i < from + count; i++) insert.run(`key ${i}`, 'x'.repeat(200));
    db.exec('COMMIT');
  };
  return { db, path, checkpointer, commitRows };
}

describe('WalCheckpointer', () => {
  it("turns the connection's own automatic checkpoint off", () => {
    const { db, checkpointer } = fresh(0);
    expect(db.prepare('PRAGMA wal_autocheckpoint').get()).toEqual({ wal_autocheckpoint: 0 });
    checkpointer.close();
    db.close();
  });

  it('leaves commits in the log until asked, then copies them into the file on its own thread', async () => {
    const { db, path, checkpointer, commitRows } = fresh(0);
    // Well past SQLite's own threshold (1,000 pages): its automatic checkpoint would have run in a COMMIT.
    for (let i = 0; i < 30; i++) commitRows(i * 1000, 1000);
    const fileBefore = statSync(path).size;
    expect(statSync(`${path}-wal`).size).toBeGreaterThan(4_000_000);
    checkpointer.committed();
    await vi.waitFor(() => expect(statSync(path).size).toBeGreaterThan(fileBefore + 4_000_000), { timeout: 10_000 });
    expect(db.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 30_000 });
    checkpointer.close();
    db.close();
  });

  it('asks for no checkpoint before the interval has passed since the last one began', async () => {
    let now = 0;
    const { db, path, checkpointer, commitRows } = fresh(1000, () => now);
    commitRows(0, 1);
    checkpointer.committed();
    await vi.waitFor(() => expect(statSync(path).size).toBeGreaterThan(4096), { timeout: 10_000 });
    const fileAfterFirst = statSync(path).size;
    commitRows(1, 2000);
    now = 999;
    checkpointer.committed();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(statSync(path).size).toBe(fileAfterFirst);
    now = 1000;
    checkpointer.committed();
    await vi.waitFor(() => expect(statSync(path).size).toBeGreaterThan(fileAfterFirst), { timeout: 10_000 });
    checkpointer.close();
    db.close();
  });
});
