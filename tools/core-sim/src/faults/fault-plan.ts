/** The simulator's routes, by the operation ids of `libs/chat/core-system.openapi.yaml`. */
export const operations = [
  'listCategories',
  'searchProducts',
  'getProduct',
  'createItem',
  'getItem',
  'getProtocol',
  'getSubmission',
  'recordAnswer',
  'completeSubmission',
] as const;

export type Operation = (typeof operations)[number];

export const faultKinds = ['slow', '500', 'down', 'lost'] as const;

/**
 * `slow` answers after `delayMs` more; `500` answers a server error without doing the work; `down`
 * closes the connection without doing the work or answering; `lost` does the work, then closes the
 * connection without answering (the answer is lost on the way, the case idempotency keys exist for).
 */
export type FaultKind = (typeof faultKinds)[number];

export interface FaultSpec {
  /** An operation id, or `*` for any route; `*` when absent. */
  route?: Operation | '*';
  kind: FaultKind;
  /** How many of the next matching requests suffer it; 1 when absent. */
  times?: number;
  /** Extra delay of a `slow` fault; 2000 when absent. */
  delayMs?: number;
}

export interface Fault {
  route: Operation | '*';
  kind: FaultKind;
  delayMs: number;
}

/** Faults for the next requests, each served once, in the order injected, to the first request it matches. */
export class FaultPlan {
  #queue: Fault[] = [];

  /** Throws a TypeError naming the bad field when a spec is invalid; nothing is injected then. */
  inject(specs: FaultSpec | readonly FaultSpec[]): void {
    const faults = (Array.isArray(specs) ? specs : [specs]).flatMap((spec: FaultSpec) => expand(spec));
    this.#queue.push(...faults);
  }

  take(operation: Operation): Fault | undefined {
    const index = this.#queue.findIndex((fault) => fault.route === '*' || fault.route === operation);
    return index === -1 ? undefined : this.#queue.splice(index, 1)[0];
  }

  pending(): Fault[] {
    return this.#queue.map((fault) => ({ ...fault }));
  }

  clear(): void {
    this.#queue = [];
  }
}

function expand(spec: FaultSpec): Fault[] {
  if (typeof spec !== 'object' || spec === null) throw new TypeError('a fault must be an object');
  const { route = '*', kind, times = 1, delayMs = 2000 } = spec;
  if (route !== '*' && !operations.includes(route)) throw new TypeError(`route must be * or one of ${operations.join(', ')}; got "${String(route)}"`);
  if (!faultKinds.includes(kind)) throw new TypeError(`kind must be one of ${faultKinds.join(', ')}; got "${String(kind)}"`);
  if (!Number.isInteger(times) || times < 1) throw new TypeError('times must be a positive whole number');
  if (!Number.isInteger(delayMs) || delayMs < 0) throw new TypeError('delayMs must be a non-negative whole number');
  return Array.from({ length: times }, () => ({ route, kind, delayMs }));
}
