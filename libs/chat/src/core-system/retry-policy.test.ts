import { describe, expect, it } from 'vitest';
import { isIdempotent, parseRetryAfter, retryDelay } from './retry-policy.ts';

describe('isIdempotent', () => {
  it('retries GET and PUT, and POST only with an idempotency key', () => {
    expect(isIdempotent({ method: 'GET' })).toBe(true);
    expect(isIdempotent({ method: 'PUT' })).toBe(true);
    expect(isIdempotent({ method: 'POST' })).toBe(false);
    expect(isIdempotent({ method: 'POST', idempotencyKey: 'k-1' })).toBe(true);
  });
});

describe('retryDelay', () => {
  it('doubles per attempt up to the cap, jittered within the upper half', () => {
    const delays = (random: number) => [0, 1, 2, 3, 4].map((attempt) => retryDelay({ attempt, initialDelayMs: 100, maxDelayMs: 1000, random: () => random }));
    expect(delays(0)).toEqual([50, 100, 200, 400, 500]);
    expect(delays(1)).toEqual([100, 200, 400, 800, 1000]);
  });

  it("follows the system's Retry-After, and gives up when it asks for longer than the cap", () => {
    expect(retryDelay({ attempt: 0, initialDelayMs: 100, maxDelayMs: 5000, retryAfterMs: 2000 })).toBe(2000);
    expect(retryDelay({ attempt: 0, initialDelayMs: 100, maxDelayMs: 5000, retryAfterMs: 60_000 })).toBeUndefined();
  });
});

describe('parseRetryAfter', () => {
  it('reads delta-seconds and HTTP dates', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter('Sat, 21 Nov 2026 10:00:05 GMT', Date.parse('2026-11-21T10:00:00Z'))).toBe(5000);
  });

  it('ignores an absent or unreadable value', () => {
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});
