import type { FaultPlan, FaultSpec } from '../faults/fault-plan.ts';
import { json, problem, type SimResponse } from '../http/sim-response.ts';
import type { RequestRecord } from '../request-log.ts';

export interface AdminControls {
  faults: FaultPlan;
  setLatency(ms: number): void;
  latency(): number;
  requests(): RequestRecord[];
  clearRequests(): void;
}

/**
 * `/__admin/…` for tests and demos driving the simulator from another process:
 * `GET|POST|DELETE /__admin/faults`, `GET|PUT /__admin/latency`, `GET|DELETE /__admin/requests`.
 */
export function handleAdmin(controls: AdminControls, method: string, path: string, body: unknown): SimResponse {
  const route = `${method} ${path}`;
  try {
    switch (route) {
      case 'GET /__admin/faults':
        return json(200, { faults: controls.faults.pending() });
      case 'POST /__admin/faults':
        controls.faults.inject(body as FaultSpec | FaultSpec[]);
        return json(201, { faults: controls.faults.pending() });
      case 'DELETE /__admin/faults':
        controls.faults.clear();
        return { status: 204 };
      case 'GET /__admin/latency':
        return json(200, { latencyMs: controls.latency() });
      case 'PUT /__admin/latency':
        controls.setLatency((body as { latencyMs?: unknown } | undefined)?.latencyMs as number);
        return json(200, { latencyMs: controls.latency() });
      case 'GET /__admin/requests':
        return json(200, { requests: controls.requests() });
      case 'DELETE /__admin/requests':
        controls.clearRequests();
        return { status: 204 };
      default:
        return problem(404, 'not-found', 'Not found', `No admin route ${route}.`);
    }
  } catch (error) {
    if (error instanceof TypeError || error instanceof RangeError) return problem(422, 'validation-error', 'Invalid request', error.message);
    throw error;
  }
}
