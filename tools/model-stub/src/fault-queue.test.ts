import { describe, expect, it } from 'vitest';
import { FaultQueue, type ModelFaultKind } from './fault-queue.ts';

describe('FaultQueue', () => {
  it('serves injected faults in order, one per request, with a 1 s Retry-After by default', () => {
    const queue = new FaultQueue();
    queue.inject({ kind: '429', times: 2, retryAfterSeconds: 3 });
    queue.inject({ kind: 'hang' });
    expect([queue.take(), queue.take(), queue.take(), queue.take()]).toEqual([
      { kind: '429', retryAfterSeconds: 3 },
      { kind: '429', retryAfterSeconds: 3 },
      { kind: 'hang', retryAfterSeconds: 1 },
      undefined,
    ]);
  });

  it('rejects unknown kinds and counts that are not positive integers', () => {
    const queue = new FaultQueue();
    expect(() => queue.inject({ kind: '503' as ModelFaultKind })).toThrow('unknown fault kind "503"');
    expect(() => queue.inject({ kind: '500', times: 0 })).toThrow('times must be a positive integer');
    expect(queue.pending).toEqual([]);
  });
});
