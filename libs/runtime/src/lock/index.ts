export { InProcessKeyedLock, type KeyedLock } from './keyed-lock.ts';
