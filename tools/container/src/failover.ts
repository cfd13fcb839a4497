/** One request sent through the balancer while a replica was killed. */
export interface RequestRecord {
  startedAt: number;
  endedAt: number;
  /** HTTP status, or 0 when no response came (connection refused or reset). */
  status: number;
}

export interface FailoverVerdict {
  total: number;
  succeeded: number;
  /** Failed requests that were already in flight when the replica died: lost with it. */
  failedInFlight: number;
  /** Failed requests sent after the kill: the balancer should have sent them elsewhere. */
  failedAfterKill: number;
  succeededAfterKill: number;
  passed: boolean;
  reasons: string[];
}

/**
 * Whether the topology survived a replica being killed at `killedAt`. A request that replica was
 * serving at that instant dies with it (the balancer retries only connection failures, since a
 * POST may have had effects), so at most `concurrency` such failures are tolerated; every request
 * sent afterwards must succeed, and enough must have been sent to show it.
 */
export function judgeFailover({
  records,
  killedAt,
  concurrency,
  minAfterKill,
}: {
  records: RequestRecord[];
  killedAt: number;
  concurrency: number;
  minAfterKill: number;
}): FailoverVerdict {
  const ok = (r: RequestRecord) => r.status === 200;
  const inFlight = records.filter((r) => r.startedAt < killedAt && r.endedAt >= killedAt);
  const after = records.filter((r) => r.startedAt >= killedAt);
  const failedBefore = records.filter((r) => r.endedAt < killedAt && !ok(r)).length;
  const verdict = {
    total: records.length,
    succeeded: records.filter(ok).length,
    failedInFlight: inFlight.filter((r) => !ok(r)).length,
    failedAfterKill: after.filter((r) => !ok(r)).length,
    succeededAfterKill: after.filter(ok).length,
  };
  const reasons = [
    ...(failedBefore > 0 ? [`${failedBefore} requests failed before the kill`] : []),
    ...(verdict.failedInFlight > concurrency ? [`${verdict.failedInFlight} in-flight requests failed, more than the ${concurrency} that can have been on the killed replica`] : []),
    ...(verdict.failedAfterKill > 0 ? [`${verdict.failedAfterKill} requests sent after the kill failed`] : []),
    ...(verdict.succeededAfterKill < minAfterKill ? [`only ${verdict.succeededAfterKill} requests succeeded after the kill (at least ${minAfterKill} expected)`] : []),
  ];
  return { ...verdict, passed: reasons.length === 0, reasons };
}
