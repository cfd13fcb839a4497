/**
 * A queue that runs the tasks given to it one at a time, in the order given: each starts when the
 * one before has settled, whether it succeeded or failed. For work whose memory grows with the
 * number of runs in flight (a page-sized model's buffers) and whose throughput does not (each run
 * already keeps a core busy).
 */
export function oneAtATime(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const result = tail.then(task);
    tail = result.catch(() => undefined);
    return result;
  };
}
