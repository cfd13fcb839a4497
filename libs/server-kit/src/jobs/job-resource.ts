import type { Job, JobEvent } from '@circular/contract';
import type { JobRecord } from './job-store.ts';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The webhook-id of a job's callback: one per job, so every attempt and every replica send the same. */
export const webhookIdOf = (jobId: string) => `msg_${jobId}`;

/** The job as `GET /jobs/{id}` and the `202` show it (the contract's `Job`). */
export function jobResource(job: JobRecord): Job {
  const { outcome, delivery } = job;
  const succeeded = job.state === 'succeeded' && outcome !== null;
  return {
    id: job.id,
    operation: job.operationId,
    state: job.state,
    request_id: job.requestId,
    created_at: iso(job.createdAt)!,
    started_at: iso(job.startedAt),
    finished_at: iso(job.finishedAt),
    expires_at: iso(job.expiresAt),
    runs: job.runs,
    ...(succeeded ? { result: outcome.body } : {}),
    ...(succeeded && Object.keys(outcome.headers).length > 0 ? { headers: outcome.headers } : {}),
    ...(job.state === 'failed' && outcome !== null ? { problem: outcome.body as Job['problem'] } : {}),
    callback: {
      url: job.callbackUrl,
      webhook_id: webhookIdOf(job.id),
      state: delivery.state,
      ...(delivery.state === 'pending' && delivery.nextAttemptAt !== null ? { next_attempt_at: iso(delivery.nextAttemptAt)! } : {}),
      ...(delivery.reason !== null ? { reason: delivery.reason } : {}),
      attempts: delivery.attempts.map((attempt) => ({
        at: iso(attempt.at)!,
        ...(attempt.status !== undefined ? { status: attempt.status } : {}),
        ...(attempt.error !== undefined ? { error: attempt.error } : {}),
      })),
    },
  };
}

/** The body POSTed to the callback URL: the same bytes on every attempt, since the job no longer changes. */
export function jobEvent(job: JobRecord): JobEvent {
  const { callback: _callback, ...data } = jobResource(job);
  return { type: job.state === 'succeeded' ? 'job.succeeded' : 'job.failed', timestamp: iso(job.finishedAt)!, data };
}
