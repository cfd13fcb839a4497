import type { DatabaseSync } from 'node:sqlite';
import { extname } from 'node:path';
import { Worker } from 'node:worker_threads';

/** The worker's module beside this one: `.ts` from source, `.js` once built. */
const workerUrl = new URL(`./wal-checkpoint-worker${extname(new URL(import.meta.url).pathname)}`, import.meta.url);

/** SQLite's own automatic checkpoint threshold, in pages, restored when the thread cannot run. */
const sqliteDefaultAutoCheckpoint = 1000;

/**
 * Checkpoints a SQLite file's write-ahead log on a thread of its own, so the event loop never
 * waits for one. SQLite's automatic checkpoint runs inside the COMMIT that crosses its threshold
 * and fsyncs the log and the file there: under load that was two thirds of a commit's time
 * (measured here), all of it with the event loop stopped. Here the connection's automatic
 * checkpoint is off; after a commit, once `intervalMs` have passed since the last checkpoint began
 * and none is running, the thread runs a passive one (it copies what no reader still needs, and
 * never blocks the writer). The thread starts with the first commit, so a store never written
 * costs none, and does not keep the process alive. Should it fail, the connection checkpoints as
 * SQLite does by default again.
 */
export class WalCheckpointer {
  readonly #db: DatabaseSync;
  readonly #path: string;
  readonly #intervalMs: number;
  readonly #now: () => number;
  #worker: Worker | undefined;
  #running = false;
  #lastStartedAt = Number.NEGATIVE_INFINITY;
  #failed = false;

  constructor({ db, path, intervalMs = 1000, now = performance.now.bind(performance) }: { db: DatabaseSync; path: string; intervalMs?: number; now?: () => number }) {
    this.#db = db;
    this.#path = path;
    this.#intervalMs = intervalMs;
    this.#now = now;
    db.exec('PRAGMA wal_autocheckpoint = 0');
  }

  /** Called after each commit: asks the thread for a checkpoint when one is due. */
  committed(): void {
    if (this.#failed || this.#running || this.#now() - this.#lastStartedAt < this.#intervalMs) return;
    this.#running = true;
    this.#lastStartedAt = this.#now();
    this.#thread().postMessage('checkpoint');
  }

  /** Ends the thread (its connection closed first); the store's own connection stays the caller's. */
  close(): void {
    this.#worker?.postMessage('close');
    this.#worker = undefined;
  }

  #thread(): Worker {
    if (this.#worker) return this.#worker;
    // execArgv empty: the parent's flags (a preload reading its own arguments, say) are not the thread's.
    const worker = new Worker(workerUrl, { workerData: { path: this.#path }, execArgv: [] });
    worker.unref();
    worker.on('message', (error: string | null) => {
      this.#running = false;
      if (error !== null) this.#fallBack();
    });
    worker.on('error', () => this.#fallBack());
    worker.on('exit', () => {
      if (this.#worker === worker) this.#fallBack();
    });
    this.#worker = worker;
    return worker;
  }

  #fallBack(): void {
    if (this.#failed) return;
    this.#failed = true;
    this.#running = false;
    this.#worker = undefined;
    if (this.#db.isOpen) this.#db.exec(`PRAGMA wal_autocheckpoint = ${sqliteDefaultAutoCheckpoint}`);
  }
}
