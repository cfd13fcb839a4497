import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * Opens the embedded SQLite file the way every embedded store shares it: its folder created, WAL so
 * readers never wait on the writer, synchronous=NORMAL (durable across a crashed process, not a
 * power cut, without an fsync per write), and a busy timeout for the other connections to the file.
 */
export function openSqliteDatabase(path: string): DatabaseSync {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000;');
  return db;
}
