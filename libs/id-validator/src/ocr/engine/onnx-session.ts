import type * as OnnxRuntime from 'onnxruntime-node';
import type { InferenceSession } from 'onnxruntime-node';

export type Ort = typeof OnnxRuntime;

/** A model's session, opened on first use and shared by every request until released. */
export interface LazyOnnxSession {
  get(): Promise<{ ort: Ort; session: InferenceSession }>;
  release(): Promise<void>;
}

/**
 * Opens `modelPath` with onnxruntime-node on first use: the runtime itself is imported then too,
 * so a process that never reads a document pays for neither. One intra-op thread: requests run
 * side by side, each on its own core. No CPU arena nor memory pattern: both keep the largest
 * buffers ever needed (a wide line band) for the life of the session, while our inputs vary in
 * width, and the models are small (a few hundred KB): their buffers are allocated per run.
 */
export function lazyOnnxSession(modelPath: string): LazyOnnxSession {
  let loading: Promise<{ ort: Ort; session: InferenceSession }> | null = null;
  return {
    get: () =>
      (loading ??= (async () => {
        const ort = await import('onnxruntime-node');
        const session = await ort.InferenceSession.create(modelPath, {
          intraOpNumThreads: 1,
          interOpNumThreads: 1,
          graphOptimizationLevel: 'all',
          enableCpuMemArena: false,
          enableMemPattern: false,
        });
        return { ort, session };
      })()),
    async release() {
      const current = loading;
      loading = null;
      if (current) await (await current).session.release();
    },
  };
}
