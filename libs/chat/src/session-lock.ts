/**
 * Runs one turn per session at a time, in arrival order: two requests of one session must not both
 * read the state before either writes it (a repeated request would then advance it twice). Other
 * sessions run side by side. In-process only, as the embedded store is.
 */
export class SessionLock {
  readonly #tails = new Map<string, Promise<unknown>>();

  async run<T>(sessionId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.#tails.get(sessionId) ?? Promise.resolve();
    const current = previous.catch(() => undefined).then(work);
    const tail = current.catch(() => undefined);
    this.#tails.set(sessionId, tail);
    try {
      return await current;
    } finally {
      if (this.#tails.get(sessionId) === tail) this.#tails.delete(sessionId);
    }
  }
}
