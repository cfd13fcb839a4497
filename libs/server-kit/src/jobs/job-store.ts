/** Where a job is in its life. `queued` and `running` are pending; `succeeded` and `failed` are final. */
export type JobState = 'queued' | 'running' | 'succeeded' | 'failed';

/** Where the callback of a finished job is: `waiting` for the job, `pending` (retries left), or final. */
export type DeliveryState = 'waiting' | 'pending' | 'delivered' | 'failed';

/** One POST to the callback URL: the HTTP status it got, or why it got none. */
export interface DeliveryAttempt {
  /** Epoch ms when the attempt started. */
  at: number;
  status?: number;
  error?: string;
}

/** What the synchronous call would have answered: the result (2xx) or the problem document. */
export interface JobOutcome {
  status: number;
  body: unknown;
  /** Response headers the synchronous answer carries (the chat's `X-Session-Id`). */
  headers: Record<string, string>;
}

/** A job as the store keeps it. Times are epoch ms. */
export interface JobRecord {
  id: string;
  operationId: string;
  state: JobState;
  /** The validated request body, run again as it is if a worker dies. */
  request: unknown;
  callbackUrl: string;
  /** SHA-256 (hex) of the API key that created the job; null when authentication is off. */
  ownerKeyHash: string | null;
  /** The `X-Request-Id` of the request that created the job. */
  requestId: string;
  createdAt: number;
  startedAt: number | null;
  finishedAt: number | null;
  /** How many times a worker started the job (more than one after a worker died). */
  runs: number;
  outcome: JobOutcome | null;
  delivery: {
    state: DeliveryState;
    attempts: DeliveryAttempt[];
    nextAttemptAt: number | null;
    /** Why delivery failed for good. */
    reason: string | null;
  };
  /** When the finished job is forgotten; null while it is pending or its callback is. */
  expiresAt: number | null;
}

export interface NewJob {
  id: string;
  operationId: string;
  request: unknown;
  callbackUrl: string;
  ownerKeyHash: string | null;
  requestId: string;
}

/** The outcome of a delivery attempt: try again at a time, or stop. */
export type DeliveryDecision = { state: 'pending'; nextAttemptAt: number } | { state: 'delivered' } | { state: 'failed'; reason: string };

export interface JobCounts {
  queued: number;
  running: number;
  succeeded: number;
  failed: number;
  /** Finished jobs whose callback still has to be delivered. */
  deliveriesPending: number;
}

/**
 * Durable job queue with leases. A worker claims a job for a lease it keeps renewing; a job whose
 * lease ran out (its worker died) is claimed again. Deliveries are claimed the same way, so a
 * callback is POSTed by one worker at a time across processes. Implementations: `SqliteJobStore`
 * (embedded default) and the PostgreSQL store (replicas). Both pass `describeJobStore`'s suite.
 */
export interface JobStore {
  readonly kind: 'sqlite' | 'postgres';
  /** Stores the job as `queued`; durable when the promise resolves. */
  create(job: NewJob): Promise<JobRecord>;
  get(id: string): Promise<JobRecord | undefined>;
  /** The oldest job that is queued, or running with an expired lease, now running under `worker`. */
  claimRun(options: { worker: string; leaseMs: number }): Promise<JobRecord | undefined>;
  /** Extends the lease; false when the worker no longer holds it. */
  renewRun(options: { id: string; worker: string; leaseMs: number }): Promise<boolean>;
  /** Ends a running job held by `worker`; its callback becomes due at once. False when the lease was lost. */
  finish(options: { id: string; worker: string; state: 'succeeded' | 'failed'; outcome: JobOutcome; retentionMs: number }): Promise<boolean>;
  /** A finished job whose callback is due and not held by another worker, now held by `worker`. */
  claimDelivery(options: { worker: string; leaseMs: number }): Promise<JobRecord | undefined>;
  /** Records one attempt and what comes next, when `worker` still holds the delivery. */
  recordDelivery(options: { id: string; worker: string; attempt: DeliveryAttempt; decision: DeliveryDecision; retentionMs: number }): Promise<boolean>;
  /** Forgets jobs whose retention ended; returns how many. */
  purgeExpired(): Promise<number>;
  counts(): Promise<JobCounts>;
  close(): Promise<void>;
}
