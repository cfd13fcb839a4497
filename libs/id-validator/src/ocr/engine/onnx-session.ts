import type * as OnnxRuntime from 'onnxruntime-node';
import type { InferenceSession } from 'onnxruntime-node';

export type Ort = typeof OnnxRuntime;

/** A model's session, opened on first use and shared by every request until released. */
export interface LazyOnnxSession {
  get(): Promise<{ ort: Ort; session: InferenceSession }>;
  release(): Promise<void>;
}

/**
 * How a session finds memory for a run's buffers:
 * - `malloc` (the default): each buffer from malloc, handed back after the run — for small
 *   models whose inputs vary in size (the line recogniser);
 * - `arena`: ONNX Runtime's CPU arena keeps, for the session's life, the largest buffers a run
 *   has needed, and reuses them — for a model whose runs allocate many buffers of every size (the
 *   page-word recogniser, a crop per word); without it malloc spends more time than the model;
 * - `planned`: the buffers of a run are planned once per input shape (ONNX Runtime's memory
 *   pattern) and taken as one block, handed back after the run — for a page-sized model (the
 *   word detector): it allocates as little as the arena does, without holding the block between
 *   pages (the arena would keep it, and grow it by powers of two, for the session's life).
 */
export type SessionMemory = 'malloc' | 'arena' | 'planned';

/**
 * Opens `modelPath` with onnxruntime-node on first use: the runtime itself is imported then too,
 * so a process that never reads a document pays for neither. One intra-op thread: requests run
 * side by side, each on its own core. `memory` says how runs get their buffers (`SessionMemory`).
 */
export function lazyOnnxSession(modelPath: string, { memory = 'malloc' }: { memory?: SessionMemory } = {}): LazyOnnxSession {
  let loading: Promise<{ ort: Ort; session: InferenceSession }> | null = null;
  return {
    get: () =>
      (loading ??= (async () => {
        const ort = await import('onnxruntime-node');
        const session = await ort.InferenceSession.create(modelPath, {
          intraOpNumThreads: 1,
          interOpNumThreads: 1,
          graphOptimizationLevel: 'all',
          ...sessionMemoryOptions(memory),
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

/** The session options of each way of finding memory. */
export function sessionMemoryOptions(memory: SessionMemory): { enableCpuMemArena: boolean; enableMemPattern: boolean } {
  return { enableCpuMemArena: memory === 'arena', enableMemPattern: memory === 'planned' };
}
