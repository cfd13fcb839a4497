export { ConcurrencyLimit } from './concurrency-limit.ts';
export { InProcessKeyedLock, type KeyedLock } from './keyed-lock.ts';
