export const searchFaultKinds = ['429', '500', 'hang', 'malformed-json'] as const;

/**
 * `429` answers with `Retry-After`; `500` with a server error; `hang` never answers until the client
 * gives up; `malformed-json` answers 200 with a body that is not JSON.
 */
export type SearchFaultKind = (typeof searchFaultKinds)[number];

export interface FaultSpec {
  kind: SearchFaultKind;
  /** How many of the next requests suffer it; 1 when absent. */
  times?: number;
  /** Sent in `Retry-After` with a 429; 1 when absent. */
  retryAfterSeconds?: number;
}

export interface Fault {
  kind: SearchFaultKind;
  retryAfterSeconds: number;
}

/** Faults for the next requests, served in the order they were injected, one per request. */
export class FaultQueue {
  private queue: Fault[] = [];

  inject({ kind, times = 1, retryAfterSeconds = 1 }: FaultSpec): void {
    if (!searchFaultKinds.includes(kind)) throw new TypeError(`unknown fault kind "${String(kind)}"; one of ${searchFaultKinds.join(', ')}`);
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
