import { OperationTimeoutError } from '../errors/index.ts';
import { linkedAbort } from './linked-abort.ts';

/**
 * Runs an operation under its deadline and a caller's signal (the client went away, the process
 * is stopping), and settles as soon as either fires even if the work does not stop in time: a
 * library or client that ignores its signal must not hold a request, a job slot or a model call
 * past the limit. The work gets one signal that fires on either. Rejects with
 * `OperationTimeoutError` at the deadline, with the caller's abort reason when its signal fires
 * first, otherwise as the work settles.
 */
export async function runWithDeadline<T>({ timeoutMs, signal, run }: { timeoutMs: number; signal?: AbortSignal | undefined; run: (signal: AbortSignal) => Promise<T> }): Promise<T> {
  const work = linkedAbort(signal);
  const timer = setTimeout(() => work.abort(new OperationTimeoutError(timeoutMs)), timeoutMs);
  try {
    return await Promise.race([run(work.signal), work.aborted]);
  } catch (error) {
    // The work's own failure once aborted is a consequence (an AbortError); the reason is the cause.
    throw work.signal.aborted ? work.signal.reason : error;
  } finally {
    clearTimeout(timer);
    work.release();
  }
}
