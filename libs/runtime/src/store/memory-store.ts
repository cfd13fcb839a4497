import type { KeyValueStore } from './key-value-store.ts';

interface Entry {
  json: string;
  expiresAt: number | undefined;
}

/** In-process store with the same semantics as the SQLite one (values are copied through JSON). */
export class MemoryStore implements KeyValueStore {
  readonly kind = 'memory';
  readonly #entries = new Map<string, Entry>();
  readonly #now: () => number;

  constructor({ now = Date.now }: { now?: () => number } = {}) {
    this.#now = now;
  }

  async get<T>(namespace: string, key: string): Promise<T | undefined> {
    const entry = this.#entries.get(`${namespace}\u0000${key}`);
    if (!entry || (entry.expiresAt !== undefined && entry.expiresAt <= this.#now())) return undefined;
    return JSON.parse(entry.json) as T;
  }

  async getMany<T>(namespace: string, keys: readonly string[]): Promise<Map<string, T>> {
    const found = new Map<string, T>();
    for (const key of keys) {
      const value = await this.get<T>(namespace, key);
      if (value !== undefined) found.set(key, value);
    }
    return found;
  }

  async set(namespace: string, key: string, value: unknown, options: { ttlMs?: number } = {}): Promise<void> {
    const expiresAt = options.ttlMs === undefined ? undefined : this.#now() + options.ttlMs;
    this.#entries.set(`${namespace}\u0000${key}`, { json: JSON.stringify(value), expiresAt });
  }

  async setMany(namespace: string, entries: ReadonlyArray<readonly [string, unknown]>, options: { ttlMs?: number } = {}): Promise<void> {
    for (const [key, value] of entries) await this.set(namespace, key, value, options);
  }

  async entries<T>(namespace: string, { prefix, limit }: { prefix: string; limit: number }): Promise<Array<[string, T]>> {
    const start = `${namespace}\u0000${prefix}`;
    const keys = [...this.#entries.keys()].filter((key) => key.startsWith(start)).sort();
    const found: Array<[string, T]> = [];
    for (const stored of keys) {
      if (found.length >= limit) break;
      const key = stored.slice(namespace.length + 1);
      const value = await this.get<T>(namespace, key);
      if (value !== undefined) found.push([key, value]);
    }
    return found;
  }

  close(): void {
    this.#entries.clear();
  }
}
