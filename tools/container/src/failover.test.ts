import { describe, expect, it } from 'vitest';
import { judgeFailover, type RequestRecord } from './failover.ts';

const request = (startedAt: number, endedAt: number, status = 200): RequestRecord => ({ startedAt, endedAt, status });
const steady = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => request(from + i, from + i + 0.5));

describe('judgeFailover', () => {
  it('passes when every request succeeds and enough were sent after the kill', () => {
    const verdict = judgeFailover({ records: [...steady(0, 10), ...steady(10, 20)], killedAt: 10, concurrency: 2, minAfterKill: 10 });
    expect(verdict).toEqual({ total: 20, succeeded: 20, failedInFlight: 0, failedAfterKill: 0, succeededAfterKill: 10, passed: true, reasons: [] });
  });

  it('tolerates the requests the killed replica was serving, up to the concurrency', () => {
    const records = [...steady(0, 9), request(9.8, 10.2, 502), request(9.9, 10.1, 0), ...steady(11, 21)];
    const verdict = judgeFailover({ records, killedAt: 10, concurrency: 2, minAfterKill: 10 });
    expect(verdict.failedInFlight).toBe(2);
    expect(verdict.passed).toBe(true);
  });

  it('fails when a request sent after the kill fails', () => {
    const records = [...steady(0, 10), request(10.5, 11, 503), ...steady(11, 21)];
    const verdict = judgeFailover({ records, killedAt: 10, concurrency: 2, minAfterKill: 10 });
    expect(verdict.passed).toBe(false);
    expect(verdict.reasons).toEqual(['1 requests sent after the kill failed']);
  });

  it('fails when more in-flight requests fail than the replica can have held', () => {
    const records = [request(9.7, 10.1, 502), request(9.8, 10.2, 502), request(9.9, 10.3, 502), ...steady(11, 21)];
    expect(judgeFailover({ records, killedAt: 10, concurrency: 2, minAfterKill: 10 }).reasons).toEqual([
      '3 in-flight requests failed, more than the 2 that can have been on the killed replica',
    ]);
  });

  it('fails when requests failed before the kill or too few were sent after it', () => {
    const records = [request(1, 2, 500), ...steady(2, 10), ...steady(10, 13)];
    expect(judgeFailover({ records, killedAt: 10, concurrency: 2, minAfterKill: 10 }).reasons).toEqual([
      '1 requests failed before the kill',
      'only 3 requests succeeded after the kill (at least 10 expected)',
    ]);
  });
});
