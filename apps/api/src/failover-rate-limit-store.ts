import { MemoryStore, type IncrementResponse, type Options, type Store } from 'express-rate-limit';

/** Whether the shared counters can be used right now, and a way to hear when that changes. */
export interface SharedCounters {
  /** True while the shared store's server is connected. */
  available(): boolean;
  /** A fresh store over the shared server for one limiter (its prefix), built again after each reconnection. */
  createStore(prefix: string): Store;
  /** Called with each change of availability. */
  onChange(listener: (available: boolean) => void): void;
  /** Counts one request counted locally because the shared store failed or was down. */
  countFallback(): void;
}

/**
 * A rate-limit store that counts in Redis while it is reachable and in this process while it is
 * not (fail-open to per-process counters, never to no limit at all), and goes back to Redis when
 * it returns. During an outage each replica enforces the limit on its own, so a client may get up
 * to one quota per replica: better than refusing every request, or accepting any number.
 */
export class FailoverRateLimitStore implements Store {
  readonly prefix: string;
  readonly localKeys = false;
  readonly #shared: SharedCounters;
  readonly #local = new MemoryStore();
  #sharedStore: Store | undefined;
  #options: Options | undefined;

  constructor({ prefix, shared }: { prefix: string; shared: SharedCounters }) {
    this.prefix = prefix;
    this.#shared = shared;
    shared.onChange((available) => {
      // The server may have restarted empty (scripts and counters gone): start from a fresh store.
      this.#sharedStore = undefined;
      if (available) void this.#connectShared();
    });
  }

  async init(options: Options): Promise<void> {
    this.#options = options;
    this.#local.init(options);
    if (this.#shared.available()) await this.#connectShared();
  }

  async get(key: string) {
    return this.#use(
      (store) => store.get?.(key),
      () => this.#local.get(key),
    );
  }

  async increment(key: string): Promise<IncrementResponse> {
    return this.#use(
      (store) => store.increment(key),
      () => this.#local.increment(key),
    );
  }

  async decrement(key: string): Promise<void> {
    await this.#use(
      (store) => store.decrement(key),
      () => this.#local.decrement(key),
    );
  }

  async resetKey(key: string): Promise<void> {
    await this.#use(
      (store) => store.resetKey(key),
      () => this.#local.resetKey(key),
    );
  }

  shutdown(): void {
    this.#local.shutdown();
  }

  async #use<T>(shared: (store: Store) => T | Promise<T>, local: () => T | Promise<T>): Promise<T> {
    const store = this.#sharedStore;
    if (store && this.#shared.available()) {
      try {
        return await shared(store);
      } catch {
        // The connection dropped between the check and the call: this request is counted here.
      }
    }
    this.#shared.countFallback();
    return local();
  }

  async #connectShared(): Promise<void> {
    if (!this.#options) return;
    const store = this.#shared.createStore(this.prefix);
    try {
      await store.init?.(this.#options);
      if (this.#shared.available()) this.#sharedStore = store;
    } catch {
      // Lost again while loading its scripts: the next reconnection tries again.
    }
  }
}
