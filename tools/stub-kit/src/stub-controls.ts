import type { IncomingHttpHeaders } from 'node:http';
import { FaultQueue, type Fault, type FaultSpec } from './fault-queue.ts';
import { readJson, sendJson, type Exchange } from './http-server.ts';

/** One request as a stub received it; each stub adds what it noted about its answer. */
export interface RecordedExchange<Body, Kind extends string> {
  method: string;
  path: string;
  /** Request headers without `authorization`. */
  headers: IncomingHttpHeaders;
  body: Body;
  fault?: Kind;
}

export interface StubControlsOptions<Kind extends string> {
  /** Delay before every answer (faults included, hangs aside); 0 when absent. */
  latencyMs?: number;
  /** The fault kinds this stub can play. */
  faultKinds: readonly Kind[];
  /** When set, only `Authorization: Bearer <apiKey>` is accepted; otherwise any bearer token is. */
  apiKey?: string;
  /**
   * The stub's own admin routes (`'POST /__admin/fixtures'`): each gets the JSON body and returns what
   * to answer 200 with; what it throws is answered 400.
   */
  adminRoutes?: Partial<Record<string, (body: unknown) => unknown>>;
  /** Restores the stub's own starting state (rules, fixtures) on reset. */
  onReset?: () => void;
}

/**
 * What a stub keeps between requests (recorded requests, latency, pending faults, the answer
 * sequence) and the admin API under `/__admin/` that tests and demos drive it with over HTTP.
 */
export class StubControls<Kind extends string, Recorded extends RecordedExchange<unknown, Kind>> {
  private readonly faults: FaultQueue<Kind>;
  private readonly initialLatency: number;
  private readonly apiKey: string | undefined;
  private readonly adminRoutes: Partial<Record<string, (body: unknown) => unknown>>;
  private readonly onReset: () => void;
  private latency: number;
  private recorded: Recorded[] = [];
  private sequence = 0;

  constructor({ latencyMs, faultKinds, apiKey, adminRoutes = {}, onReset = () => {} }: StubControlsOptions<Kind>) {
    this.initialLatency = validLatency(latencyMs ?? 0);
    this.latency = this.initialLatency;
    this.faults = new FaultQueue(faultKinds);
    this.apiKey = apiKey;
    this.adminRoutes = adminRoutes;
    this.onReset = onReset;
  }

  /** Every recorded request since start or the last reset, in arrival order. */
  get requests(): readonly Recorded[] {
    return this.recorded;
  }

  get latencyMs(): number {
    return this.latency;
  }

  /** Throws a TypeError unless `ms` is a non-negative number, since the admin API takes it from JSON. */
  setLatency(ms: unknown): void {
    this.latency = validLatency(ms);
  }

  injectFault(fault: FaultSpec<Kind>): void {
    this.faults.inject(fault);
  }

  /** Whether an `Authorization` header carries a bearer token this stub accepts. */
  authorizes(header: string | undefined): boolean {
    const token = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
    return token !== undefined && (this.apiKey === undefined || token === this.apiKey);
  }

  /** Keeps a request; the stub notes on the returned record how it answered. */
  record(entry: Recorded): Recorded {
    this.recorded.push(entry);
    return entry;
  }

  /** The next pending fault, noted on the request it strikes. */
  takeFault(record: Recorded): Fault<Kind> | undefined {
    const fault = this.faults.take();
    if (fault) record.fault = fault.kind;
    return fault;
  }

  /** Numbers the answers (1, 2, ...) for their ids; starts again on reset. */
  nextSequence(): number {
    this.sequence += 1;
    return this.sequence;
  }

  /** Forgets requests and pending faults, restores the starting latency and the stub's own starting state. */
  reset(): void {
    this.recorded = [];
    this.sequence = 0;
    this.latency = this.initialLatency;
    this.faults.clear();
    this.onReset();
  }

  /** Answers `GET requests` and `POST reset`, `latency`, `faults` and the stub's own routes under `/__admin/`. */
  async answerAdmin({ request, response, url }: Exchange): Promise<void> {
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /__admin/requests') return sendJson(response, 200, this.recorded);
    if (route === 'POST /__admin/reset') {
      this.reset();
      return sendJson(response, 200, { reset: true });
    }
    const body = (await readJson(request)) as Record<string, unknown> | undefined;
    try {
      if (route === 'POST /__admin/latency') {
        this.setLatency(body?.['ms']);
        return sendJson(response, 200, { latencyMs: this.latency });
      }
      if (route === 'POST /__admin/faults') {
        this.faults.inject({ ...(body as unknown as FaultSpec<Kind>) });
        return sendJson(response, 200, { pending: this.faults.pending.length });
      }
      const own = this.adminRoutes[route];
      if (own) return sendJson(response, 200, own(body));
    } catch (error) {
      return sendJson(response, 400, { error: (error as Error).message });
    }
    sendJson(response, 404, { error: `no admin route ${route}` });
  }
}

function validLatency(ms: unknown): number {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) throw new TypeError('latency must be a non-negative number of milliseconds');
  return ms;
}
