import { describe, expect, it } from 'vitest';
import { linkedAbort } from './linked-abort.ts';

describe('linkedAbort', () => {
  it('aborts with the reason of whichever followed signal aborts first', () => {
    const first = new AbortController();
    const second = new AbortController();
    const linked = linkedAbort(first.signal, undefined, second.signal);
    const reason = new Error('deadline');
    second.abort(reason);
    first.abort(new Error('later'));
    expect(linked.signal.aborted).toBe(true);
    expect(linked.signal.reason).toBe(reason);
  });

  it('is aborted at once when a followed signal already was', () => {
    const reason = new Error('gone');
    const linked = linkedAbort(new AbortController().signal, AbortSignal.abort(reason));
    expect(linked.signal.reason).toBe(reason);
  });

  it('aborts itself with the reason given, leaving the followed signals as they are', () => {
    const caller = new AbortController();
    const linked = linkedAbort(caller.signal);
    linked.abort('failed');
    expect(linked.signal.reason).toBe('failed');
    expect(caller.signal.aborted).toBe(false);
  });

  it('no longer follows the signals once released', () => {
    const caller = new AbortController();
    const linked = linkedAbort(caller.signal);
    linked.release();
    caller.abort(new Error('after the work ended'));
    expect(linked.signal.aborted).toBe(false);
  });

  it('leaves no listener on a followed signal once released or aborted', () => {
    const caller = new AbortController();
    let listening = 0;
    const add = caller.signal.addEventListener.bind(caller.signal);
    const remove = caller.signal.removeEventListener.bind(caller.signal);
    caller.signal.addEventListener = (...args: Parameters<typeof add>) => { listening++; add(...args); };
    caller.signal.removeEventListener = (...args: Parameters<typeof remove>) => { listening--; remove(...args); };
    linkedAbort(caller.signal).release();
    linkedAbort(caller.signal).abort('own');
    expect(listening).toBe(0);
  });

  it('rejects its aborted promise with the reason, to race work with, and only once', async () => {
    const caller = new AbortController();
    const linked = linkedAbort(caller.signal);
    const reason = new Error('client closed');
    caller.abort(reason);
    linked.abort(new Error('too late'));
    await expect(linked.aborted).rejects.toBe(reason);
    expect(linked.signal.reason).toBe(reason);
  });

  it('follows nothing when given no signal, and still aborts on its own', () => {
    const linked = linkedAbort();
    expect(linked.signal.aborted).toBe(false);
    linked.abort('stop');
    expect(linked.signal.reason).toBe('stop');
  });
});
