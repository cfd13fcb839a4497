import { OperationTimeoutError } from '@circular/runtime/light';

/**
 * Runs an operation under its deadline and a caller's signal (the client went away, the process
 * is stopping), and settles as soon as either fires even if the work does not stop in time: a
 * library that ignores its signal must not hold a request or a job slot past the limit. The work
 * gets one signal that fires on either. Rejects with `OperationTimeoutError` at the deadline, with
 * the caller's abort reason when its signal fires first, otherwise as the work settles.
 */
export async function runWithDeadline<T>({ timeoutMs, signal, run }: { timeoutMs: number; signal?: AbortSignal; run: (signal: AbortSignal) => Promise<T> }): Promise<T> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new OperationTimeoutError(timeoutMs)), timeoutMs);
  const combined = signal === undefined ? deadline.signal : AbortSignal.any([signal, deadline.signal]);
  const aborted = new Promise<never>((_resolve, reject) => {
    if (combined.aborted) reject(combined.reason);
    else combined.addEventListener('abort', () => reject(combined.reason), { once: true });
  });
  try {
    return await Promise.race([run(combined), aborted]);
  } catch (error) {
    // The work's own failure once aborted is a consequence (an AbortError); the reason is the cause.
    throw combined.aborted ? combined.reason : error;
  } finally {
    clearTimeout(timer);
  }
}
