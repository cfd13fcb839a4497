import type { DeliveryDecision } from './job-store.ts';

/** The longest wait between two attempts, however many failed before. */
export const MAX_RETRY_INTERVAL_MS = 3_600_000;

/**
 * What follows a failed delivery attempt: exponential backoff (`retryBaseMs`, doubling per
 * attempt, capped at an hour) with "equal jitter" — half the wait fixed, half random — so
 * receivers recovering from an outage are not hit by every sender at once. Gives up once the next
 * attempt would fall after `deliveryPeriodMs` from the job's end.
 */
export function afterFailedAttempt({
  attempts,
  finishedAt,
  now,
  retryBaseMs,
  deliveryPeriodMs,
  lastError,
  random = Math.random,
}: {
  /** Attempts made so far, this one included. */
  attempts: number;
  finishedAt: number;
  now: number;
  retryBaseMs: number;
  deliveryPeriodMs: number;
  lastError: string;
  random?: () => number;
}): DeliveryDecision {
  const wait = Math.min(MAX_RETRY_INTERVAL_MS, retryBaseMs * 2 ** Math.min(attempts - 1, 30));
  const nextAttemptAt = now + Math.round(wait / 2 + random() * (wait / 2));
  if (nextAttemptAt > finishedAt + deliveryPeriodMs) {
    return { state: 'failed', reason: `gave up after ${attempts} attempt${attempts === 1 ? '' : 's'}; the last one: ${lastError}` };
  }
  return { state: 'pending', nextAttemptAt };
}
