import type { DatabaseSync } from 'node:sqlite';
import { openSqliteDatabase } from '@circular/runtime/light';
import type { DeliveryAttempt, DeliveryDecision, JobCounts, JobHistoryEntry, JobOutcome, JobRecord, JobState, JobStore, NewJob } from './job-store.ts';

interface Row {
  id: string;
  operation_id: string;
  state: JobRecord['state'];
  request: string;
  callback_url: string;
  owner_key_hash: string | null;
  request_id: string;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
  runs: number;
  outcome: string | null;
  delivery_state: JobRecord['delivery']['state'];
  delivery_attempts: string;
  next_attempt_at: number | null;
  delivery_reason: string | null;
  expires_at: number | null;
}

/**
 * The embedded job store: a `jobs` table in the SQLite file under DATA_DIR. Claims run inside
 * `BEGIN IMMEDIATE` transactions, so two processes on one file never claim the same job. WAL with
 * `synchronous = NORMAL`: a committed job survives the process dying (kill -9, a crash), not the
 * machine losing power in the instant after, and no fsync is paid per accepted job (with FULL the
 * 202s were slower than the synchronous answers). Deployments that need more use PostgreSQL.
 */
export class SqliteJobStore implements JobStore {
  readonly kind = 'sqlite';
  readonly #db: DatabaseSync;
  readonly #now: () => number;

  constructor({ path, now = Date.now }: { path: string; now?: () => number }) {
    this.#db = openSqliteDatabase(path);
    this.#now = now;
    this.#db.exec(`
      CREATE TABLE IF NOT EXISTS jobs (
        id TEXT PRIMARY KEY,
        operation_id TEXT NOT NULL,
        state TEXT NOT NULL,
        request TEXT NOT NULL,
        callback_url TEXT NOT NULL,
        owner_key_hash TEXT,
        request_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        started_at INTEGER,
        finished_at INTEGER,
        runs INTEGER NOT NULL DEFAULT 0,
        outcome TEXT,
        delivery_state TEXT NOT NULL DEFAULT 'waiting',
        delivery_attempts TEXT NOT NULL DEFAULT '[]',
        next_attempt_at INTEGER,
        delivery_reason TEXT,
        lease_owner TEXT,
        lease_until INTEGER,
        expires_at INTEGER
      ) WITHOUT ROWID;
      CREATE INDEX IF NOT EXISTS jobs_pending ON jobs (state, created_at);
      CREATE INDEX IF NOT EXISTS jobs_deliveries ON jobs (delivery_state, next_attempt_at);
      CREATE TABLE IF NOT EXISTS job_history (
        job_id TEXT NOT NULL,
        seq INTEGER NOT NULL,
        type TEXT NOT NULL,
        state TEXT,
        node TEXT,
        at INTEGER NOT NULL,
        PRIMARY KEY (job_id, seq)
      ) WITHOUT ROWID;
    `);
  }

  async create(job: NewJob): Promise<JobRecord> {
    return this.#transaction(() => {
      const now = this.#now();
      this.#db
        .prepare(
          `INSERT INTO jobs (id, operation_id, state, request, callback_url, owner_key_hash, request_id, created_at)
           VALUES (?, ?, 'queued', ?, ?, ?, ?, ?)`,
        )
        .run(job.id, job.operationId, JSON.stringify(job.request), job.callbackUrl, job.ownerKeyHash, job.requestId, now);
      this.#appendState(job.id, 'queued', now);
      return this.#getSync(job.id);
    });
  }

  async get(id: string): Promise<JobRecord | undefined> {
    const row = this.#db.prepare('SELECT * FROM jobs WHERE id = ?').get(id) as Row | undefined;
    return row ? toRecord(row) : undefined;
  }

  async claimRun({ worker, leaseMs }: { worker: string; leaseMs: number }): Promise<JobRecord | undefined> {
    return this.#transaction(() => {
      const now = this.#now();
      const row = this.#db
        .prepare(
          `SELECT id FROM jobs WHERE state = 'queued' OR (state = 'running' AND lease_until <= ?)
           ORDER BY created_at LIMIT 1`,
        )
        .get(now) as { id: string } | undefined;
      if (!row) return undefined;
      this.#db
        .prepare(
          `UPDATE jobs SET state = 'running', started_at = ?, runs = runs + 1, lease_owner = ?, lease_until = ? WHERE id = ?`,
        )
        .run(now, worker, now + leaseMs, row.id);
      this.#appendState(row.id, 'running', now);
      return this.#getSync(row.id);
    });
  }

  async renewRun({ id, worker, leaseMs }: { id: string; worker: string; leaseMs: number }): Promise<boolean> {
    const result = this.#db
      .prepare(`UPDATE jobs SET lease_until = ? WHERE id = ? AND state = 'running' AND lease_owner = ?`)
      .run(this.#now() + leaseMs, id, worker);
    return Number(result.changes) === 1;
  }

  async finish({ id, worker, state, outcome, retentionMs }: { id: string; worker: string; state: 'succeeded' | 'failed'; outcome: JobOutcome; retentionMs: number }): Promise<boolean> {
    return this.#transaction(() => {
      const now = this.#now();
      const result = this.#db
        .prepare(
          `UPDATE jobs SET state = ?, finished_at = ?, outcome = ?, lease_owner = NULL, lease_until = NULL,
             delivery_state = 'pending', next_attempt_at = ?, expires_at = ?
           WHERE id = ? AND state = 'running' AND lease_owner = ?`,
        )
        .run(state, now, JSON.stringify(outcome), now, now + retentionMs, id, worker);
      if (Number(result.changes) !== 1) return false;
      this.#appendState(id, state, now);
      return true;
    });
  }

  async cancel({ id, retentionMs }: { id: string; retentionMs: number }): Promise<JobRecord | undefined> {
    return this.#transaction(() => {
      const now = this.#now();
      const result = this.#db
        .prepare(
          `UPDATE jobs SET state = 'cancelled', finished_at = ?, outcome = NULL, lease_owner = NULL, lease_until = NULL,
             delivery_state = 'pending', next_attempt_at = ?, expires_at = ?
           WHERE id = ? AND state IN ('queued', 'running')`,
        )
        .run(now, now, now + retentionMs, id);
      if (Number(result.changes) !== 1) return undefined;
      this.#appendState(id, 'cancelled', now);
      return this.#getSync(id);
    });
  }

  async recordProgress({ id, worker, node }: { id: string; worker: string; node: string }): Promise<boolean> {
    return this.#transaction(() => {
      const held = this.#db.prepare(`SELECT 1 FROM jobs WHERE id = ? AND state = 'running' AND lease_owner = ?`).get(id, worker);
      if (!held) return false;
      this.#append(id, { type: 'progress', node }, this.#now());
      return true;
    });
  }

  async history({ id, after, limit = 1000 }: { id: string; after: number; limit?: number }): Promise<JobHistoryEntry[]> {
    const rows = this.#db
      .prepare('SELECT seq, type, state, node, at FROM job_history WHERE job_id = ? AND seq > ? ORDER BY seq LIMIT ?')
      .all(id, after, limit) as unknown as HistoryRow[];
    return rows.map(toHistoryEntry);
  }

  async claimDelivery({ worker, leaseMs }: { worker: string; leaseMs: number }): Promise<JobRecord | undefined> {
    return this.#transaction(() => {
      const now = this.#now();
      const row = this.#db
        .prepare(
          `SELECT id FROM jobs WHERE delivery_state = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)
           ORDER BY next_attempt_at LIMIT 1`,
        )
        .get(now, now) as { id: string } | undefined;
      if (!row) return undefined;
      this.#db.prepare('UPDATE jobs SET lease_owner = ?, lease_until = ? WHERE id = ?').run(worker, now + leaseMs, row.id);
      return this.#getSync(row.id);
    });
  }

  async recordDelivery({ id, worker, attempt, decision, retentionMs }: { id: string; worker: string; attempt: DeliveryAttempt; decision: DeliveryDecision; retentionMs: number }): Promise<boolean> {
    return this.#transaction(() => {
      const row = this.#db
        .prepare(`SELECT delivery_attempts FROM jobs WHERE id = ? AND delivery_state = 'pending' AND lease_owner = ?`)
        .get(id, worker) as { delivery_attempts: string } | undefined;
      if (!row) return false;
      const attempts = [...(JSON.parse(row.delivery_attempts) as DeliveryAttempt[]), attempt];
      const final = decision.state !== 'pending';
      this.#db
        .prepare(
          `UPDATE jobs SET delivery_state = ?, delivery_attempts = ?, next_attempt_at = ?, delivery_reason = ?,
             lease_owner = NULL, lease_until = NULL, expires_at = CASE WHEN ? THEN ? ELSE expires_at END
           WHERE id = ?`,
        )
        .run(
          decision.state,
          JSON.stringify(attempts),
          decision.state === 'pending' ? decision.nextAttemptAt : null,
          decision.state === 'failed' ? decision.reason : null,
          final ? 1 : 0,
          this.#now() + retentionMs,
          id,
        );
      return true;
    });
  }

  async purgeExpired(): Promise<number> {
    return this.#transaction(() => {
      const now = this.#now();
      this.#db.prepare(`DELETE FROM job_history WHERE job_id IN (SELECT id FROM jobs WHERE expires_at <= ? AND delivery_state <> 'pending')`).run(now);
      const result = this.#db.prepare(`DELETE FROM jobs WHERE expires_at <= ? AND delivery_state <> 'pending'`).run(now);
      return Number(result.changes);
    });
  }

  async counts(): Promise<JobCounts> {
    const rows = this.#db.prepare('SELECT state, count(*) AS n FROM jobs GROUP BY state').all() as Array<{ state: JobRecord['state']; n: number }>;
    const pending = this.#db.prepare(`SELECT count(*) AS n FROM jobs WHERE delivery_state = 'pending'`).get() as { n: number };
    const counts: JobCounts = { queued: 0, running: 0, succeeded: 0, failed: 0, cancelled: 0, deliveriesPending: Number(pending.n) };
    for (const { state, n } of rows) counts[state] = Number(n);
    return counts;
  }

  async close(): Promise<void> {
    if (this.#db.isOpen) this.#db.close();
  }

  #getSync(id: string): JobRecord {
    return toRecord(this.#db.prepare('SELECT * FROM jobs WHERE id = ?').get(id) as unknown as Row);
  }

  /** Appends to the job's history; inside a transaction, so the seq is the next one (writers are serialised). */
  #append(id: string, entry: { type: 'state'; state: JobState } | { type: 'progress'; node: string }, at: number): void {
    this.#db
      .prepare(
        `INSERT INTO job_history (job_id, seq, type, state, node, at)
         VALUES (?, (SELECT coalesce(max(seq), 0) + 1 FROM job_history WHERE job_id = ?), ?, ?, ?, ?)`,
      )
      .run(id, id, entry.type, entry.type === 'state' ? entry.state : null, entry.type === 'progress' ? entry.node : null, at);
  }

  #appendState(id: string, state: JobState, at: number): void {
    this.#append(id, { type: 'state', state }, at);
  }

  #transaction<T>(work: () => T): T {
    this.#db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      this.#db.exec('COMMIT');
      return result;
    } catch (error) {
      this.#db.exec('ROLLBACK');
      throw error;
    }
  }
}

interface HistoryRow {
  seq: number;
  type: 'state' | 'progress';
  state: JobState | null;
  node: string | null;
  at: number;
}

function toHistoryEntry(row: HistoryRow): JobHistoryEntry {
  const base = { seq: Number(row.seq), at: Number(row.at) };
  return row.type === 'state' ? { ...base, type: 'state', state: row.state! } : { ...base, type: 'progress', node: row.node! };
}

function toRecord(row: Row): JobRecord {
  return {
    id: row.id,
    operationId: row.operation_id,
    state: row.state,
    request: JSON.parse(row.request) as unknown,
    callbackUrl: row.callback_url,
    ownerKeyHash: row.owner_key_hash,
    requestId: row.request_id,
    createdAt: Number(row.created_at),
    startedAt: row.started_at === null ? null : Number(row.started_at),
    finishedAt: row.finished_at === null ? null : Number(row.finished_at),
    runs: Number(row.runs),
    outcome: row.outcome === null ? null : (JSON.parse(row.outcome) as JobOutcome),
    delivery: {
      state: row.delivery_state,
      attempts: JSON.parse(row.delivery_attempts) as DeliveryAttempt[],
      nextAttemptAt: row.next_attempt_at === null ? null : Number(row.next_attempt_at),
      reason: row.delivery_reason,
    },
    expiresAt: row.expires_at === null ? null : Number(row.expires_at),
  };
}
