export { linkedAbort, type LinkedAbort } from './linked-abort.ts';
