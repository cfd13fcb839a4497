import type { Pool } from 'pg';
import { withSchemaLock } from '../postgres/postgres-schema.ts';
import type { DeliveryAttempt, DeliveryDecision, JobCounts, JobOutcome, JobRecord, JobStore, NewJob } from './job-store.ts';

interface Row {
  id: string;
  operation_id: string;
  state: JobRecord['state'];
  request: unknown;
  callback_url: string;
  owner_key_hash: string | null;
  request_id: string;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  runs: number;
  outcome: JobOutcome | null;
  delivery_state: JobRecord['delivery']['state'];
  delivery_attempts: DeliveryAttempt[];
  next_attempt_at: string | null;
  delivery_reason: string | null;
  expires_at: string | null;
}

/**
 * The job store for replicas: a `circular_jobs` table in PostgreSQL, claimed with
 * `FOR UPDATE SKIP LOCKED` so concurrent workers never take the same job and never wait on each
 * other. Times come from the injected clock (epoch ms), as in the embedded store.
 */
export class PostgresJobStore implements JobStore {
  readonly kind = 'postgres';
  readonly #pool: Pool;
  readonly #now: () => number;
  readonly #ownsPool: boolean;

  private constructor(pool: Pool, now: () => number, ownsPool: boolean) {
    this.#pool = pool;
    this.#now = now;
    this.#ownsPool = ownsPool;
  }

  /** Sets up (or migrates) the table, safely when several replicas start at once. */
  static async open({ pool, now = Date.now, ownsPool = false }: { pool: Pool; now?: () => number; ownsPool?: boolean }): Promise<PostgresJobStore> {
    await withSchemaLock(pool, (client) =>
      client.query(`
        CREATE TABLE IF NOT EXISTS circular_jobs (
          id text PRIMARY KEY,
          operation_id text NOT NULL,
          state text NOT NULL,
          request jsonb NOT NULL,
          callback_url text NOT NULL,
          owner_key_hash text,
          request_id text NOT NULL,
          created_at bigint NOT NULL,
          started_at bigint,
          finished_at bigint,
          runs integer NOT NULL DEFAULT 0,
          outcome jsonb,
          delivery_state text NOT NULL DEFAULT 'waiting',
          delivery_attempts jsonb NOT NULL DEFAULT '[]',
          next_attempt_at bigint,
          delivery_reason text,
          lease_owner text,
          lease_until bigint,
          expires_at bigint
        );
        CREATE INDEX IF NOT EXISTS circular_jobs_pending ON circular_jobs (created_at) WHERE state IN ('queued', 'running');
        CREATE INDEX IF NOT EXISTS circular_jobs_deliveries ON circular_jobs (next_attempt_at) WHERE delivery_state = 'pending';
      `),
    );
    return new PostgresJobStore(pool, now, ownsPool);
  }

  async create(job: NewJob): Promise<JobRecord> {
    const { rows } = await this.#pool.query<Row>(
      `INSERT INTO circular_jobs (id, operation_id, state, request, callback_url, owner_key_hash, request_id, created_at)
       VALUES ($1, $2, 'queued', $3, $4, $5, $6, $7) RETURNING *`,
      [job.id, job.operationId, JSON.stringify(job.request), job.callbackUrl, job.ownerKeyHash, job.requestId, this.#now()],
    );
    return toRecord(rows[0]!);
  }

  async get(id: string): Promise<JobRecord | undefined> {
    const { rows } = await this.#pool.query<Row>('SELECT * FROM circular_jobs WHERE id = $1', [id]);
    return rows[0] ? toRecord(rows[0]) : undefined;
  }

  async claimRun({ worker, leaseMs }: { worker: string; leaseMs: number }): Promise<JobRecord | undefined> {
    const now = this.#now();
    const { rows } = await this.#pool.query<Row>(
      `UPDATE circular_jobs SET state = 'running', started_at = $1, runs = runs + 1, lease_owner = $2, lease_until = $3
       WHERE id = (
         SELECT id FROM circular_jobs WHERE state = 'queued' OR (state = 'running' AND lease_until <= $1)
         ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED
       ) RETURNING *`,
      [now, worker, now + leaseMs],
    );
    return rows[0] ? toRecord(rows[0]) : undefined;
  }

  async renewRun({ id, worker, leaseMs }: { id: string; worker: string; leaseMs: number }): Promise<boolean> {
    const { rowCount } = await this.#pool.query(
      `UPDATE circular_jobs SET lease_until = $1 WHERE id = $2 AND state = 'running' AND lease_owner = $3`,
      [this.#now() + leaseMs, id, worker],
    );
    return rowCount === 1;
  }

  async finish({ id, worker, state, outcome, retentionMs }: { id: string; worker: string; state: 'succeeded' | 'failed'; outcome: JobOutcome; retentionMs: number }): Promise<boolean> {
    const now = this.#now();
    const { rowCount } = await this.#pool.query(
      `UPDATE circular_jobs SET state = $1, finished_at = $2, outcome = $3, lease_owner = NULL, lease_until = NULL,
         delivery_state = 'pending', next_attempt_at = $2, expires_at = $4
       WHERE id = $5 AND state = 'running' AND lease_owner = $6`,
      [state, now, JSON.stringify(outcome), now + retentionMs, id, worker],
    );
    return rowCount === 1;
  }

  async claimDelivery({ worker, leaseMs }: { worker: string; leaseMs: number }): Promise<JobRecord | undefined> {
    const now = this.#now();
    const { rows } = await this.#pool.query<Row>(
      `UPDATE circular_jobs SET lease_owner = $2, lease_until = $3
       WHERE id = (
         SELECT id FROM circular_jobs
         WHERE delivery_state = 'pending' AND next_attempt_at <= $1 AND (lease_until IS NULL OR lease_until <= $1)
         ORDER BY next_attempt_at LIMIT 1 FOR UPDATE SKIP LOCKED
       ) RETURNING *`,
      [now, worker, now + leaseMs],
    );
    return rows[0] ? toRecord(rows[0]) : undefined;
  }

  async recordDelivery({ id, worker, attempt, decision, retentionMs }: { id: string; worker: string; attempt: DeliveryAttempt; decision: DeliveryDecision; retentionMs: number }): Promise<boolean> {
    const final = decision.state !== 'pending';
    const { rowCount } = await this.#pool.query(
      `UPDATE circular_jobs SET delivery_state = $1, delivery_attempts = delivery_attempts || $2::jsonb, next_attempt_at = $3,
         delivery_reason = $4, lease_owner = NULL, lease_until = NULL, expires_at = CASE WHEN $5 THEN $6 ELSE expires_at END
       WHERE id = $7 AND delivery_state = 'pending' AND lease_owner = $8`,
      [
        decision.state,
        JSON.stringify([attempt]),
        decision.state === 'pending' ? decision.nextAttemptAt : null,
        decision.state === 'failed' ? decision.reason : null,
        final,
        this.#now() + retentionMs,
        id,
        worker,
      ],
    );
    return rowCount === 1;
  }

  async purgeExpired(): Promise<number> {
    const { rowCount } = await this.#pool.query(`DELETE FROM circular_jobs WHERE expires_at <= $1 AND delivery_state <> 'pending'`, [this.#now()]);
    return rowCount ?? 0;
  }

  async counts(): Promise<JobCounts> {
    const { rows } = await this.#pool.query<{ state: JobRecord['state']; n: string; pending: string }>(
      `SELECT state, count(*) AS n, count(*) FILTER (WHERE delivery_state = 'pending') AS pending FROM circular_jobs GROUP BY state`,
    );
    const counts: JobCounts = { queued: 0, running: 0, succeeded: 0, failed: 0, deliveriesPending: 0 };
    for (const { state, n, pending } of rows) {
      counts[state] = Number(n);
      counts.deliveriesPending += Number(pending);
    }
    return counts;
  }

  async close(): Promise<void> {
    if (this.#ownsPool) await this.#pool.end();
  }
}

const ms = (value: string | null) => (value === null ? null : Number(value));

function toRecord(row: Row): JobRecord {
  return {
    id: row.id,
    operationId: row.operation_id,
    state: row.state,
    request: row.request,
    callbackUrl: row.callback_url,
    ownerKeyHash: row.owner_key_hash,
    requestId: row.request_id,
    createdAt: Number(row.created_at),
    startedAt: ms(row.started_at),
    finishedAt: ms(row.finished_at),
    runs: row.runs,
    outcome: row.outcome,
    delivery: { state: row.delivery_state, attempts: row.delivery_attempts, nextAttemptAt: ms(row.next_attempt_at), reason: row.delivery_reason },
    expiresAt: ms(row.expires_at),
  };
}
