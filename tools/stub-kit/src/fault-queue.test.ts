import { describe, expect, it } from 'vitest';
import { FaultQueue } from './fault-queue.ts';

const kinds = ['429', '500', 'hang'] as const;
type Kind = (typeof kinds)[number];

describe('FaultQueue', () => {
  it('serves injected faults in order, one per request, with a 1 s Retry-After by default', () => {
    const queue = new FaultQueue(kinds);
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
    const queue = new FaultQueue(kinds);
    expect(() => queue.inject({ kind: '503' as Kind })).toThrow('unknown fault kind "503"');
    expect(() => queue.inject({ kind: '500', times: 0 })).toThrow('times must be a positive integer');
    expect(queue.pending).toEqual([]);
  });
});
