import { describe, expect, it } from 'vitest';
import { OperationTimeoutError } from '../errors/index.ts';
import { runWithDeadline } from './run-with-deadline.ts';

const never = () => new Promise<never>(() => undefined);

describe('runWithDeadline', () => {
  it('answers with the work’s result when it finishes in time', async () => {
    await expect(runWithDeadline({ timeoutMs: 1_000, run: async () => 'done' })).resolves.toBe('done');
  });

  it('rejects with the work’s own error when it fails in time', async () => {
    const failure = new Error('boom');
    await expect(runWithDeadline({ timeoutMs: 1_000, run: () => Promise.reject(failure) })).rejects.toBe(failure);
  });

  it('rejects with OperationTimeoutError at the deadline even when the work ignores its signal', async () => {
    let seen: AbortSignal | undefined;
    const outcome = runWithDeadline({
      timeoutMs: 20,
      run: (signal) => {
        seen = signal;
        return never();
      },
    });
    await expect(outcome).rejects.toBeInstanceOf(OperationTimeoutError);
    expect(seen?.aborted).toBe(true);
  });

  it('rejects with the caller’s reason when its signal fires first, and aborts the work’s signal', async () => {
    const caller = new AbortController();
    const reason = new Error('client closed');
    let seen: AbortSignal | undefined;
    const outcome = runWithDeadline({
      timeoutMs: 60_000,
      signal: caller.signal,
      run: (signal) => {
        seen = signal;
        return never();
      },
    });
    caller.abort(reason);
    await expect(outcome).rejects.toBe(reason);
    expect(seen?.reason).toBe(reason);
  });

  it('reports the abort reason, not the AbortError the work throws on seeing it', async () => {
    const caller = new AbortController();
    const reason = new Error('lease lost');
    const outcome = runWithDeadline({
      timeoutMs: 60_000,
      signal: caller.signal,
      run: (signal) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    });
    caller.abort(reason);
    await expect(outcome).rejects.toBe(reason);
  });

  it('rejects at once with the reason of a signal that fired before the call', async () => {
    const caller = new AbortController();
    caller.abort(new Error('stopped'));
    await expect(runWithDeadline({ timeoutMs: 60_000, signal: caller.signal, run: never })).rejects.toThrow('stopped');
  });
});
