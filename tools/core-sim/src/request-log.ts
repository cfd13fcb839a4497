import type { FaultKind, Operation } from './faults/fault-plan.ts';

/** One request the simulator received, for tests to count calls and check what was sent. */
export interface RequestRecord {
  operation: Operation;
  method: string;
  path: string;
  idempotencyKey: string | null;
  /** The status answered; null when no answer was sent (`down`, `lost`, or the client left). */
  status: number | null;
  fault: FaultKind | null;
}
