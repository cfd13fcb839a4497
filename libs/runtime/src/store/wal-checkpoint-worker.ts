import { parentPort, workerData } from 'node:worker_threads';
import { openSqliteDatabase } from './open-sqlite-database.ts';

/**
 * The thread `WalCheckpointer` starts: its own connection to the store's file, a passive
 * checkpoint of the write-ahead log each time it is asked (never waiting on the writer), and its
 * outcome posted back (`null`, or the error's message). `close` closes the connection and ends.
 */
const db = openSqliteDatabase((workerData as { path: string }).path);
parentPort!.on('message', (message: 'checkpoint' | 'close') => {
  if (message === 'close') {
    db.close();
    parentPort!.close();
    return;
  }
  try {
    db.exec('PRAGMA wal_checkpoint(PASSIVE)');
    parentPort!.postMessage(null);
  } catch (error) {
    parentPort!.postMessage(error instanceof Error ? error.message : String(error));
  }
});
