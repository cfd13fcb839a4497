export type { KeyValueStore } from './key-value-store.ts';
export { MemoryStore } from './memory-store.ts';
export { SqliteStore } from './sqlite-store.ts';
export { PostgresStore } from './postgres-store.ts';
