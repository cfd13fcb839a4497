export interface FaultSpec<Kind extends string> {
  kind: Kind;
  /** How many of the next requests suffer it; 1 when absent. */
  times?: number;
  /** Sent in `Retry-After` with a 429; 1 when absent. */
  retryAfterSeconds?: number;
}

export interface Fault<Kind extends string> {
  kind: Kind;
  retryAfterSeconds: number;
}

/**
 * Faults for the next requests, served in the order they were injected, one per request. Each stub
 * names the kinds it can play; any other kind is refused, since the admin API takes them from JSON.
 */
export class FaultQueue<Kind extends string> {
  private readonly kinds: readonly Kind[];
  private queue: Fault<Kind>[] = [];

  constructor(kinds: readonly Kind[]) {
    this.kinds = kinds;
  }

  inject({ kind, times = 1, retryAfterSeconds = 1 }: FaultSpec<Kind>): void {
    if (!this.kinds.includes(kind)) throw new TypeError(`unknown fault kind "${String(kind)}"; one of ${this.kinds.join(', ')}`);
    if (!Number.isInteger(times) || times < 1) throw new TypeError('times must be a positive integer');
    if (!Number.isFinite(retryAfterSeconds) || retryAfterSeconds < 0) throw new TypeError('retryAfterSeconds must be a non-negative number');
    for (let i = 0; i < times; i += 1) this.queue.push({ kind, retryAfterSeconds });
  }

  take(): Fault<Kind> | undefined {
    return this.queue.shift();
  }

  get pending(): readonly Fault<Kind>[] {
    return this.queue;
  }

  clear(): void {
    this.queue = [];
  }
}
