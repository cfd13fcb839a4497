/**
 * An OCR worker thread's entry that serves jobs as the real one does (`ocr-worker-host.ts`),
 * except a recognition with the model `dyingModel`, during which the thread exits: a thread that
 * dies mid-job, for the tests of `createOcrPool`.
 */
import { parentPort } from 'node:worker_threads';
import { dyingModel } from './dying-model.ts';

const port = parentPort!;
// The real host's message listener, wrapped: each job is looked at before it is served. (A
// listener of its own, attached before the real host loads, would swallow the jobs sent meanwhile.)
const on = port.on.bind(port);
port.on = ((event: string, listener: (value: unknown) => void) =>
  on(event, (value: unknown) => {
    if (event === 'message' && typeof value === 'object' && value !== null && 'model' in value && value.model === dyingModel) process.exit(70);
    listener(value);
  })) as typeof port.on;
await import('../ocr/engine/ocr-worker-host.ts');
