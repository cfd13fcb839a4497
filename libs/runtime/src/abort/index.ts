export { linkedAbort, type LinkedAbort } from './linked-abort.ts';
export { runWithDeadline } from './run-with-deadline.ts';
