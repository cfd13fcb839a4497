export { InProcessKeyedLock, type KeyedLock } from './keyed-lock.ts';
export { PostgresKeyedLock } from './postgres-keyed-lock.ts';
