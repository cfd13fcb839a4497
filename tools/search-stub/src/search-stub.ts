import { pause, readJson, sendJson, serveStub, StubControls, untilAborted, type Exchange, type RecordedExchange, type StubServer } from '@circular/stub-kit';
import type { ServerResponse } from 'node:http';
import { searchFaultKinds, type SearchFaultKind } from './fault-kinds.ts';
import { fixtureMatches, searchResults, type Fixture } from './fixture.ts';
import { loadFixtures, parseFixture } from './fixture-loader.ts';
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
export interface RecordedSearch extends RecordedExchange<SearchRequest, SearchFaultKind> {
  /** Name of the fixture that answered; absent when none matched (empty results). */
  fixture?: string;
}

export interface SearchStub extends StubServer<SearchFaultKind, RecordedSearch> {
  /** Base URL for `tavily({ apiBaseURL })`; the admin API lives under `/__admin`. */
  url: string;
  /** Puts a fixture before all others, so a test can override the shipped ones. */
  addFixture(fixture: Fixture): void;
  /** Forgets requests, pending faults and added fixtures, and restores the starting latency. */
  reset(): void;
}

/**
 * Starts a Tavily-compatible search server on loopback for tests, demos and benchmarks: fixture
 * result sets chosen by the words of the query, latency, and injectable faults.
 */
export async function startSearchStub(options: SearchStubOptions = {}): Promise<SearchStub> {
  const fromDir = options.fixturesDir !== undefined || options.fixtures === undefined ? await loadFixtures({ dir: options.fixturesDir }) : [];
  const initialFixtures = [...(options.fixtures ?? []).map((fixture) => parseFixture(fixture, { source: `fixture "${fixture.name}"` })), ...fromDir];
  let fixtures = initialFixtures;

  const addFixture = (fixture: unknown) => {
    fixtures = [parseFixture(fixture, { source: 'added fixture' }), ...fixtures];
  };

  const controls = new StubControls<SearchFaultKind, RecordedSearch>({
    latencyMs: options.latencyMs,
    faultKinds: searchFaultKinds,
    apiKey: options.apiKey,
    adminRoutes: {
      'POST /__admin/fixtures': (body) => {
        for (const fixture of (Array.isArray(body) ? body : [body]).reverse()) addFixture(fixture);
        return { fixtures: fixtures.length };
      },
    },
    onReset: () => {
      fixtures = initialFixtures;
    },
  });

  const answerSearch = async ({ request, response, url, signal }: Exchange) => {
    const started = performance.now();
    const body = await readJson(request);
    const { authorization, ...headers } = request.headers;
    const record = controls.record({ method: request.method ?? 'POST', path: url.pathname, headers, body: body as SearchRequest });
    if (!controls.authorizes(authorization)) return sendTavilyError(response, 401, 'Unauthorized: missing or invalid API key.');
    const problem = searchRequestProblem(body);
    if (problem) return sendTavilyError(response, 400, problem);
    if (!(await pause(controls.latencyMs, signal))) return;
    const fault = controls.takeFault(record);
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

    const sequence = controls.nextSequence();
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

  const server = await serveStub({
    port: options.port,
    host: options.host,
    controls,
    sendInvalidJson: (response, message) => sendTavilyError(response, 400, message),
    sendFailure: (response, message) => sendTavilyError(response, 500, message),
    handle: async (exchange) => {
      const { request, response, url } = exchange;
      if (request.method === 'POST' && url.pathname === '/search') return answerSearch(exchange);
      sendTavilyError(response, 404, `search-stub serves POST /search, not ${request.method} ${url.pathname}.`);
    },
  });

  return Object.assign(server, { url: server.origin, addFixture });
}

/** Tavily's error shape: `@tavily/core` throws `new Error(detail.error)`. */
function sendTavilyError(response: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  sendJson(response, status, { detail: { error: message } }, headers);
}
