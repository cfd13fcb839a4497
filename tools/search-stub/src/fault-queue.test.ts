import { describe, expect, it } from 'vitest';
import { FaultQueue, type SearchFaultKind } from './fault-queue.ts';

describe('FaultQueue', () => {
  it('serves injected faults in order, one per request, with a 1 s Retry-After by default', () => {
    const queue = new FaultQueue();
    queue.inject({ kind: '429', times: 2, retryAfterSeconds: 3 });
    queue.inject({ kind: 'malformed-json' });
    expect([queue.take(), queue.take(), queue.take(), queue.take()]).toEqual([
      { kind: '429', retryAfterSeconds: 3 },
      { kind: '429', retryAfterSeconds: 3 },
      { kind: 'malformed-json', retryAfterSeconds: 1 },
      undefined,
    ]);
  });

  it('rejects kinds the search stub does not have', () => {
    expect(() => new FaultQueue().inject({ kind: 'truncated-json' as SearchFaultKind })).toThrow('unknown fault kind "truncated-json"; one of 429, 500, hang, malformed-json');
  });
});
