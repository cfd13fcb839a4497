export type { KeyValueStore } from './key-value-store.ts';
export { MemoryStore } from './memory-store.ts';
export { SqliteStore } from './sqlite-store.ts';
export { openSqliteDatabase } from './open-sqlite-database.ts';
