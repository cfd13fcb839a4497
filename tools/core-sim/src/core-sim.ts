import type { IncomingMessage, ServerResponse } from 'node:http';
import { handleAdmin } from './admin/admin-routes.ts';
import { FaultPlan } from './faults/fault-plan.ts';
import { pause, serve, type Exchange } from '@circular/stub-kit';
import { BodyError, readJsonBody } from './http/serve.ts';
import { problem, send, type SimResponse } from './http/sim-response.ts';
import type { RequestRecord } from './request-log.ts';
import { continuePage, photo, productImage } from './routes/page-routes.ts';
import { matchRoute, systemPrefixes } from './routes/route-table.ts';
import { createProductIndex } from './search/product-index.ts';
import { searchableProducts } from './search/searchable-products.ts';
import { SimDatabase } from './store/sim-database.ts';
import type { SeedCatalog } from './catalog/catalog-types.ts';

export interface CoreSimOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** `127.0.0.1` unless given. */
  host?: string;
  /** SQLite file holding catalogue, items and answers; `:memory:` (the default) keeps nothing. */
  dbPath?: string;
  /** Added before every answer. */
  latencyMs?: number;
  /** Makes generated item ids and links reproducible. */
  seed?: string;
  /** Largest request body accepted (photos come as data URLs); 16 MB by default. */
  maxBodyBytes?: number;
  /** The catalogue to serve instead of the built-in seed (e.g. a protocol from the protocol generator). */
  catalog?: SeedCatalog;
}

export interface CoreSim {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** `service_core_base_url`: `<origin>/core` */
  coreUrl: string;
  /** `service_submission_base_url`: `<origin>/submission` */
  submissionUrl: string;
  faults: FaultPlan;
  setLatency(ms: number): void;
  /** Requests to the systems' routes so far, the last 10 000 (admin and page requests are not recorded). */
  requests(): RequestRecord[];
  clearRequests(): void;
  db: SimDatabase;
  close(): Promise<void>;
}

/**
 * Starts the simulated core and submission systems on one HTTP server (`/core/…` and
 * `/submission/…`, each the base URL the chat is given), backed by SQLite and with fault injection.
 */
export async function startCoreSim({
  port = 0,
  host = '127.0.0.1',
  dbPath = ':memory:',
  latencyMs = 0,
  seed,
  maxBodyBytes = 16 * 1024 * 1024,
  catalog,
}: CoreSimOptions = {}): Promise<CoreSim> {
  const db = new SimDatabase({ path: dbPath, ...(seed === undefined ? {} : { seed }), ...(catalog === undefined ? {} : { catalog }) });
  const index = createProductIndex(searchableProducts({ categories: db.categories(), products: db.products() }));
  const faults = new FaultPlan();
  let latency = checkLatency(latencyMs);
  let log: RequestRecord[] = [];
  const controls = {
    faults,
    setLatency: (ms: number) => {
      latency = checkLatency(ms);
    },
    latency: () => latency,
    requests: () => log.map((record) => ({ ...record })),
    clearRequests: () => {
      log = [];
    },
  };

  async function handle({ request, response, url, signal }: Exchange): Promise<void> {
    const method = request.method ?? 'GET';
    const path = url.pathname;
    const origin = `http://${request.headers.host ?? 'localhost'}`;

    if (path.startsWith('/__admin/')) {
      const body = await readBody(exchangeOf(request, response), maxBodyBytes);
      if (body !== failed) send(response, handleAdmin(controls, method, path, body));
      return;
    }
    const page = pageResponse(method, url);
    if (page !== undefined) return send(response, page);

    const match = matchRoute(method, path);
    if (match === undefined) return send(response, problem(404, 'not-found', 'Not found', `No route ${method} ${path}.`));
    if ('allowed' in match) {
      const refusal = problem(405, 'method-not-allowed', 'Method not allowed', `${path} answers ${match.allowed.join(', ')}.`);
      return send(response, { ...refusal, headers: { allow: match.allowed.join(', ') } });
    }

    const key = request.headers['idempotency-key'];
    const fault = faults.take(match.route.operation);
    const record: RequestRecord = {
      operation: match.route.operation,
      method,
      path: `${path}${url.search}`,
      idempotencyKey: typeof key === 'string' ? key : null,
      status: null,
      fault: fault?.kind ?? null,
    };
    log.push(record);
    if (log.length > maxLoggedRequests) log.splice(0, log.length - maxLoggedRequests);
    const answer = (simResponse: SimResponse): void => {
      record.status = simResponse.status;
      send(response, simResponse);
    };

    if (fault?.kind === 'down') {
      request.socket.destroy();
      return;
    }
    const body = await readBody({ request, answer }, maxBodyBytes);
    if (body === failed) return;
    if (!(await pause(latency + (fault?.kind === 'slow' ? fault.delayMs : 0), signal))) return;
    if (fault?.kind === '500') return answer(problem(500, 'internal-error', 'Internal server error', 'Injected fault.'));

    const outcome = match.route.handle({
      params: match.params,
      query: url.searchParams,
      headers: request.headers,
      body,
      db,
      search: (q, options) => index.search(q, options),
      urls: { core: `${origin}${systemPrefixes.core}`, submission: `${origin}${systemPrefixes.submission}` },
    });
    if (fault?.kind === 'lost') {
      request.socket.destroy();
      return;
    }
    answer(outcome);
  }

  /** The links answers carry that are pages rather than operations: images, photos, the continue page. */
  function pageResponse(method: string, url: URL): SimResponse | undefined {
    if (method !== 'GET') return undefined;
    const image = /^\/core\/images\/([^/]+)\.svg$/.exec(url.pathname);
    if (image !== null) return productImage(db, decodeURIComponent(image[1]!));
    const kept = /^\/submission\/photos\/([^/]+)\/([^/]+)$/.exec(url.pathname);
    if (kept !== null) return photo(db, decodeURIComponent(kept[1]!), decodeURIComponent(kept[2]!));
    const continuing = /^\/submission\/continue\/([^/]+)$/.exec(url.pathname);
    if (continuing !== null) return continuePage(db, decodeURIComponent(continuing[1]!), url.searchParams.get('token'));
    return undefined;
  }

  const server = await serve({
    port,
    host,
    handle,
    sendFailure: (response, message) => {
      const body = JSON.stringify({ type: '/problems/simulator-failure', title: 'Simulator failure', status: 500, detail: message });
      response.writeHead(500, { 'content-type': 'application/problem+json' }).end(body);
    },
  });
  let closing: Promise<void> | undefined;
  return {
    origin: server.origin,
    coreUrl: `${server.origin}${systemPrefixes.core}`,
    submissionUrl: `${server.origin}${systemPrefixes.submission}`,
    faults,
    setLatency: controls.setLatency,
    requests: controls.requests,
    clearRequests: controls.clearRequests,
    db,
    close: () =>
      (closing ??= server.close().finally(() => {
        db.close();
      })),
  };
}

const failed = Symbol('failed');
/** Enough for any test; bounded so a long benchmark run does not grow the log without end. */
const maxLoggedRequests = 10_000;

function exchangeOf(request: IncomingMessage, response: ServerResponse) {
  return { request, answer: (simResponse: SimResponse) => send(response, simResponse) };
}

/** The JSON body, or `failed` once a 400/413 problem has been answered for it. */
async function readBody(
  { request, answer }: { request: IncomingMessage; answer: (response: SimResponse) => void },
  maxBytes: number,
): Promise<unknown> {
  try {
    return await readJsonBody(request, maxBytes);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    const tooLarge = error.status === 413;
    answer(problem(error.status, tooLarge ? 'payload-too-large' : 'invalid-json', tooLarge ? 'Payload too large' : 'Invalid JSON', error.message));
    return failed;
  }
}

function checkLatency(ms: number): number {
  if (!Number.isInteger(ms) || ms < 0) throw new RangeError(`latencyMs must be a non-negative whole number; got ${String(ms)}`);
  return ms;
}
