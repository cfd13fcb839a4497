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
 * side by side, each on its own core. No memory pattern: it plans buffers for one input shape,
 * and ours vary. The CPU arena (`memoryArena`) keeps, for the life of the session, the largest
 * buffers a run has needed; without it each run's buffers come from malloc and go back to it.
 * Off by default: the line recogniser's inputs vary in width and its buffers are small. On for
 * models whose runs allocate many large buffers (a page-sized detector): there the arena reuses
 * them, where malloc, given buffers of ever other sizes, leaves its heap fragmented and growing
 * from page to page, and spends more time allocating than the model computing.
 */
export function lazyOnnxSession(modelPath: string, { memoryArena = false }: { memoryArena?: boolean } = {}): LazyOnnxSession {
  let loading: Promise<{ ort: Ort; session: InferenceSession }> | null = null;
  return {
    get: () =>
      (loading ??= (async () => {
        const ort = await import('onnxruntime-node');
        const session = await ort.InferenceSession.create(modelPath, {
          intraOpNumThreads: 1,
          interOpNumThreads: 1,
          graphOptimizationLevel: 'all',
          enableCpuMemArena: memoryArena,
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
