/**
 * Runs at most `limit` pieces of work at once in one process; the others wait, in arrival order,
 * for a slot. The ID validator holds one per page it reads, so concurrent requests never hold
 * more pages' decoded rasters than the limit, whatever the number of requests in flight.
 */
export class ConcurrencyLimit {
  readonly limit: number;
  #running = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`a concurrency limit must be a whole number of at least 1, not ${limit}`);
    this.limit = limit;
  }

  /** Pieces of work running now, and waiting for a slot. */
  get load(): { running: number; waiting: number } {
    return { running: this.#running, waiting: this.#waiting.length };
  }

  /**
   * Runs `work` once a slot is free and frees it when the work settles, failed or not. A `signal`
   * aborted while waiting takes the work out of the queue, never started, and rejects with the
   * signal's reason.
   */
  async run<T>(work: () => Promise<T>, { signal }: { signal?: AbortSignal | undefined } = {}): Promise<T> {
    await this.#acquire(signal);
    try {
      return await work();
    } finally {
      this.#release();
    }
  }

  #acquire(signal: AbortSignal | undefined): Promise<void> {
    signal?.throwIfAborted();
    if (this.#running < this.limit) {
      this.#running++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener('abort', abandon);
        this.#running++;
        resolve();
      };
      const abandon = () => {
        const at = this.#waiting.indexOf(start);
        if (at >= 0) this.#waiting.splice(at, 1);
        reject(signal!.reason);
      };
      this.#waiting.push(start);
      signal?.addEventListener('abort', abandon, { once: true });
    });
  }

  #release(): void {
    this.#running--;
    this.#waiting.shift()?.();
  }
}
