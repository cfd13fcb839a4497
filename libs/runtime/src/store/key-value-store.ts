/**
 * Small durable key-value storage for caches (translation memory, search results). Values are JSON.
 * Implementations: `SqliteStore` (the embedded default under DATA_DIR), `PostgresStore` (replicas)
 * and `MemoryStore` (tests, and deployments that want no disk).
 */
export interface KeyValueStore {
  readonly kind: 'sqlite' | 'postgres' | 'memory';
  get<T>(namespace: string, key: string): Promise<T | undefined>;
  /** Only the keys present are in the result. */
  getMany<T>(namespace: string, keys: readonly string[]): Promise<Map<string, T>>;
  set(namespace: string, key: string, value: unknown, options?: { ttlMs?: number }): Promise<void>;
  setMany(namespace: string, entries: ReadonlyArray<readonly [string, unknown]>, options?: { ttlMs?: number }): Promise<void>;
  /** The live entries whose key starts with `prefix`, in key order (by code unit), at most `limit`: an export, not a hot path. */
  entries<T>(namespace: string, options: { prefix: string; limit: number }): Promise<Array<[string, T]>>;
  close(): void;
}
