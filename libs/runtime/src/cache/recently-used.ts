/**
 * A map that keeps the `capacity` entries used last: reading or writing an entry makes it the
 * newest, and a write past the capacity drops the oldest. For values that cost something to
 * compute and are asked for again in one process (a spelling's canonical locale, a text's kept
 * terms, a checked protocol), with the memory they may hold bounded.
 */
export class RecentlyUsed<K, V> {
  readonly capacity: number;
  readonly #entries = new Map<K, V>();

  constructor(capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`A capacity must be a whole number of at least 1, not ${capacity}`);
    this.capacity = capacity;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Whether `key` is kept (an entry may hold `undefined`); does not make it newer. */
  has(key: K): boolean {
    return this.#entries.has(key);
  }

  /** The value kept for `key`, made the newest entry; undefined when none is kept. */
  get(key: K): V | undefined {
    if (!this.#entries.has(key)) return undefined;
    const value = this.#entries.get(key) as V;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  /** Keeps `value` for `key` as the newest entry, dropping the oldest when past the capacity. */
  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.capacity) this.#entries.delete(this.#entries.keys().next().value as K);
  }
}
