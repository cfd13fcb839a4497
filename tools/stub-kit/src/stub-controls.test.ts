import { describe, expect, it } from 'vitest';
import { StubControls, type RecordedExchange } from './stub-controls.ts';

const faultKinds = ['429', '500', 'hang'] as const;
type Kind = (typeof faultKinds)[number];
type Recorded = RecordedExchange<{ q: string }, Kind> & { answeredBy?: string };

const received = (q: string): Recorded => ({ method: 'POST', path: '/search', headers: {}, body: { q } });

describe('StubControls', () => {
  it('accepts any bearer token without an API key, and only that key with one', () => {
    const open = new StubControls<Kind, Recorded>({ faultKinds });
    const keyed = new StubControls<Kind, Recorded>({ faultKinds, apiKey: 'secret' });
    expect([open.authorizes('Bearer anything'), open.authorizes('Basic abc'), open.authorizes(undefined)]).toEqual([true, false, false]);
    expect([keyed.authorizes('bearer secret'), keyed.authorizes('Bearer other')]).toEqual([true, false]);
  });

  it('notes a taken fault on the request it strikes', () => {
    const controls = new StubControls<Kind, Recorded>({ faultKinds });
    controls.injectFault({ kind: '500' });
    const first = controls.record(received('a'));
    const second = controls.record(received('b'));
    expect([controls.takeFault(first), controls.takeFault(second)]).toEqual([{ kind: '500', retryAfterSeconds: 1 }, undefined]);
    expect(controls.requests).toEqual([{ ...received('a'), fault: '500' }, received('b')]);
  });

  it('forgets requests, faults and the sequence on reset, restoring the starting latency and the stub state', () => {
    let resets = 0;
    const controls = new StubControls<Kind, Recorded>({ faultKinds, latencyMs: 20, onReset: () => (resets += 1) });
    const kept = controls.requests;
    controls.record(received('a'));
    controls.injectFault({ kind: 'hang' });
    controls.setLatency(5);
    expect([controls.nextSequence(), controls.nextSequence()]).toEqual([1, 2]);
    controls.reset();
    expect({ requests: controls.requests, latencyMs: controls.latencyMs, fault: controls.takeFault(received('b')), sequence: controls.nextSequence(), resets }).toEqual({
      requests: [],
      latencyMs: 20,
      fault: undefined,
      sequence: 1,
      resets: 1,
    });
    expect(kept).toEqual([received('a')]);
  });

  it('rejects a latency that is not a non-negative number', () => {
    expect(() => new StubControls<Kind, Recorded>({ faultKinds, latencyMs: -1 })).toThrow('latency must be a non-negative number of milliseconds');
    expect(() => new StubControls<Kind, Recorded>({ faultKinds }).setLatency('5')).toThrow('latency must be a non-negative number of milliseconds');
  });
});
