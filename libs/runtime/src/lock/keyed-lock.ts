/**
 * Runs one piece of work per key at a time, in arrival order; other keys run side by side. The
 * chat holds one per session so two turns of a conversation never both read its state before either
 * writes it. Implementations: in-process (embedded default) and PostgreSQL advisory locks (replicas).
 */
export interface KeyedLock {
  run<T>(key: string, work: () => Promise<T>): Promise<T>;
}

/** A KeyedLock for one process: enough while one process serves every turn of a session. */
export class InProcessKeyedLock implements KeyedLock {
  readonly #tails = new Map<string, Promise<unknown>>();

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.#tails.get(key) ?? Promise.resolve();
    const current = previous.catch(() => undefined).then(work);
    const tail = current.catch(() => undefined);
    this.#tails.set(key, tail);
    try {
      return await current;
    } finally {
      if (this.#tails.get(key) === tail) this.#tails.delete(key);
    }
  }
}
