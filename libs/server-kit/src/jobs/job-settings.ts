/** How the job runner claims, runs and delivers (the server reads them from JOB_* and WEBHOOK_* variables). */
export interface JobSettings {
  /** The key bytes of WEBHOOK_SECRET (`whsec_…`); callbacks are refused while it is unset. */
  webhookKey: Buffer | undefined;
  /** How long a finished job (and its result) stays readable. */
  retentionMs: number;
  /** How long a callback is retried after the job ends before it is `failed`. */
  deliveryPeriodMs: number;
  /** The wait before the first retry of a callback; it doubles on each retry (with jitter), up to an hour. */
  retryBaseMs: number;
  /** How long one callback attempt may take (connect, answer and body). */
  deliveryTimeoutMs: number;
  /** Jobs one process runs at once. */
  concurrency: number;
  /** A running job whose process stops renewing its lease this long is run again elsewhere. */
  leaseMs: number;
  /** How often a process looks for due jobs and callbacks besides the ones it accepts. */
  pollMs: number;
}
