export const modelFaultKinds = ['429', '500', 'hang', 'malformed-json', 'truncated-json'] as const;

/**
 * `429` answers with `Retry-After`; `500` with a server error; `hang` never answers until the client
 * gives up; `malformed-json` and `truncated-json` answer 200 with spoilt structured content.
 */
export type ModelFaultKind = (typeof modelFaultKinds)[number];

export interface FaultSpec {
  kind: ModelFaultKind;
  /** How many of the next requests suffer it; 1 when absent. */
  times?: number;
  /** Sent in `Retry-After` with a 429; 1 when absent. */
  retryAfterSeconds?: number;
}

export interface Fault {
  kind: ModelFaultKind;
  retryAfterSeconds: number;
}

/** Faults for the next requests, served in the order they were injected, one per request. */
export class FaultQueue {
  private queue: Fault[] = [];

  inject({ kind, times = 1, retryAfterSeconds = 1 }: FaultSpec): void {
    if (!modelFaultKinds.includes(kind)) throw new TypeError(`unknown fault kind "${String(kind)}"; one of ${modelFaultKinds.join(', ')}`);
    if (!Number.isInteger(times) || times < 1) throw new TypeError('times must be a positive integer');
    if (!Number.isFinite(retryAfterSeconds) || retryAfterSeconds < 0) throw new TypeError('retryAfterSeconds must be a non-negative number');
    for (let i = 0; i < times; i += 1) this.queue.push({ kind, retryAfterSeconds });
  }

  take(): Fault | undefined {
    return this.queue.shift();
  }

  get pending(): readonly Fault[] {
    return this.queue;
  }

  clear(): void {
    this.queue = [];
  }
}
