import { describe, expect, it } from 'vitest';
import { afterFailedAttempt, MAX_RETRY_INTERVAL_MS } from './delivery-schedule.ts';

const base = { finishedAt: 0, now: 0, retryBaseMs: 1000, deliveryPeriodMs: 86_400_000, lastError: 'the receiver answered 500' };

describe('afterFailedAttempt', () => {
  it('doubles the wait per attempt, between half and all of it', () => {
    const low = (attempts: number) => afterFailedAttempt({ ...base, attempts, random: () => 0 });
    const high = (attempts: number) => afterFailedAttempt({ ...base, attempts, random: () => 1 });
    expect([1, 2, 3, 4].map((n) => low(n))).toEqual([500, 1000, 2000, 4000].map((nextAttemptAt) => ({ state: 'pending', nextAttemptAt })));
    expect([1, 2, 3, 4].map((n) => high(n))).toEqual([1000, 2000, 4000, 8000].map((nextAttemptAt) => ({ state: 'pending', nextAttemptAt })));
  });

  it('never waits more than an hour, however many attempts failed', () => {
    expect(afterFailedAttempt({ ...base, attempts: 60, random: () => 1 })).toEqual({ state: 'pending', nextAttemptAt: MAX_RETRY_INTERVAL_MS });
  });

  it('gives up with the last error once the next attempt would fall after the delivery period', () => {
    expect(afterFailedAttempt({ ...base, attempts: 3, now: 9000, deliveryPeriodMs: 10_000, random: () => 0.5 })).toEqual({
      state: 'failed',
      reason: 'gave up after 3 attempts; the last one: the receiver answered 500',
    });
  });
});
