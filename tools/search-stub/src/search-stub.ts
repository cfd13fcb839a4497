import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { FaultQueue, type FaultSpec, type SearchFaultKind } from './fault-queue.ts';
import { fixtureMatches, searchResults, type Fixture } from './fixture.ts';
import { loadFixtures, parseFixture } from './fixture-loader.ts';
import { InvalidJsonError, pause, readJson, sendJson, serve, untilAborted, type Exchange } from './http-server.ts';
import { searchRequestProblem, type SearchRequest } from './search-request.ts';

export interface SearchStubOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** Delay before every search answer (faults included, hangs aside). */
  latencyMs?: number;
  /** In-memory fixtures, tried before those of `fixturesDir`. */
  fixtures?: readonly Fixture[];
  /** Folder of `*.json` fixtures, read recursively. Defaults to the stub's `fixtures/` unless `fixtures` is given. */
  fixturesDir?: string;
  /** When set, only `Authorization: Bearer <apiKey>` is accepted; otherwise any bearer token is. */
  apiKey?: string;
}

/** One search request as the stub received it. */
export interface RecordedSearch {
  method: string;
  path: string;
  /** Request headers without `authorization`. */
  headers: IncomingHttpHeaders;
  body: SearchRequest;
  /** Name of the fixture that answered; absent when none matched (empty results). */
  fixture?: string;
  fault?: SearchFaultKind;
}

export interface SearchStub {
  /** Base URL for `tavily({ apiBaseURL })`; the admin API lives under `/__admin`. */
  url: string;
  /** Every search request since start or the last reset, in arrival order. */
  readonly requests: readonly RecordedSearch[];
  /** Puts a fixture before all others, so a test can override the shipped ones. */
  addFixture(fixture: Fixture): void;
  /** Makes the next `times` search requests fail this way (queued after faults already injected). */
  injectFault(fault: FaultSpec): void;
  setLatency(ms: number): void;
  /** Forgets requests, pending faults and added fixtures, and restores the starting latency. */
  reset(): void;
  close(): Promise<void>;
}

/**
 * Starts a Tavily-compatible search server on loopback for tests, demos and benchmarks: fixture
 * result sets chosen by the words of the query, latency, and injectable faults.
 */
export async function startSearchStub(options: SearchStubOptions = {}): Promise<SearchStub> {
  const initialLatency = validLatency(options.latencyMs ?? 0);
  const fromDir = options.fixturesDir !== undefined || options.fixtures === undefined ? await loadFixtures({ dir: options.fixturesDir }) : [];
  const initialFixtures = [...(options.fixtures ?? []).map((fixture) => parseFixture(fixture, { source: `fixture "${fixture.name}"` })), ...fromDir];
  const faults = new FaultQueue();
  let fixtures = initialFixtures;
  let latencyMs = initialLatency;
  let requests: RecordedSearch[] = [];
  let sequence = 0;

  const addFixture = (fixture: unknown) => {
    fixtures = [parseFixture(fixture, { source: 'added fixture' }), ...fixtures];
  };
  const reset = () => {
    requests = [];
    sequence = 0;
    latencyMs = initialLatency;
    fixtures = initialFixtures;
    faults.clear();
  };

  const answerSearch = async ({ request, response, url, signal }: Exchange) => {
    const started = performance.now();
    const body = await readJson(request);
    const { authorization, ...headers } = request.headers;
    const record: RecordedSearch = { method: request.method ?? 'POST', path: url.pathname, headers, body: body as SearchRequest };
    requests.push(record);
    if (!authorized(authorization, options.apiKey)) return sendTavilyError(response, 401, 'Unauthorized: missing or invalid API key.');
    const problem = searchRequestProblem(body);
    if (problem) return sendTavilyError(response, 400, problem);
    if (!(await pause(latencyMs, signal))) return;
    const fault = faults.take();
    if (fault) record.fault = fault.kind;
    if (fault?.kind === 'hang') return untilAborted(signal);
    if (fault?.kind === '429') {
      return sendTavilyError(response, 429, 'Your request has been blocked due to excessive requests. Please reduce rate of requests.', {
        'retry-after': String(fault.retryAfterSeconds),
      });
    }
    if (fault?.kind === '500') return sendTavilyError(response, 500, 'Internal Server Error');
    if (fault?.kind === 'malformed-json') {
      response.writeHead(200, { 'content-type': 'application/json' });
      return void response.end('{"query": "truncated by the search stub", "results": [');
    }

    sequence += 1;
    const search = body as SearchRequest;
    const fixture = fixtures.find((candidate) => fixtureMatches(candidate, search.query));
    if (fixture) record.fixture = fixture.name;
    sendJson(response, 200, {
      query: search.query,
      ...(search.include_answer ? { answer: fixture?.answer ?? null } : {}),
      results: fixture ? searchResults(fixture, search) : [],
      // @tavily/core maps over `images` unconditionally: without it the client crashes.
      images: [],
      follow_up_questions: null,
      response_time: Number(((performance.now() - started) / 1000).toFixed(2)),
      request_id: `stub-search-${sequence}`,
    });
  };

  const answerAdmin = async ({ request, response, url }: Exchange) => {
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /__admin/requests') return sendJson(response, 200, requests);
    if (route === 'POST /__admin/reset') {
      reset();
      return sendJson(response, 200, { reset: true });
    }
    const body = (await readJson(request)) as Record<string, unknown> | undefined;
    try {
      if (route === 'POST /__admin/latency') {
        latencyMs = validLatency(body?.['ms']);
        return sendJson(response, 200, { latencyMs });
      }
      if (route === 'POST /__admin/faults') {
        faults.inject({ ...(body as unknown as FaultSpec) });
        return sendJson(response, 200, { pending: faults.pending.length });
      }
      if (route === 'POST /__admin/fixtures') {
        for (const fixture of (Array.isArray(body) ? body : [body]).reverse()) addFixture(fixture);
        return sendJson(response, 200, { fixtures: fixtures.length });
      }
    } catch (error) {
      return sendJson(response, 400, { error: (error as Error).message });
    }
    sendJson(response, 404, { error: `no admin route ${route}` });
  };

  const server = await serve({
    port: options.port ?? 0,
    host: options.host ?? '127.0.0.1',
    handle: async (exchange) => {
      const { request, response, url } = exchange;
      try {
        if (url.pathname.startsWith('/__admin/')) return await answerAdmin(exchange);
        if (request.method === 'POST' && url.pathname === '/search') return await answerSearch(exchange);
        sendTavilyError(response, 404, `search-stub serves POST /search, not ${request.method} ${url.pathname}.`);
      } catch (error) {
        if (!(error instanceof InvalidJsonError)) throw error;
        sendTavilyError(response, 400, error.message);
      }
    },
  });

  return {
    url: server.origin,
    get requests() {
      return requests;
    },
    addFixture,
    injectFault: (fault) => faults.inject(fault),
    setLatency: (ms) => {
      latencyMs = validLatency(ms);
    },
    reset,
    close: () => server.close(),
  };
}

function authorized(header: string | undefined, apiKey: string | undefined): boolean {
  const token = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
  return token !== undefined && (apiKey === undefined || token === apiKey);
}

function validLatency(ms: unknown): number {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) throw new TypeError('latency must be a non-negative number of milliseconds');
  return ms;
}

/** Tavily's error shape: `@tavily/core` throws `new Error(detail.error)`. */
function sendTavilyError(response: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  sendJson(response, status, { detail: { error: message } }, headers);
}
