import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { composeAnswer, corruptAnswer } from './answer.ts';
import type { ChatRequest } from './chat-request.ts';
import { completionBody, completionChunks, type CompletionMeta } from './completion.ts';
import { FaultQueue, type FaultSpec, type ModelFaultKind } from './fault-queue.ts';
import { InvalidJsonError, pause, readJson, sendJson, serve, untilAborted, type Exchange } from './http-server.ts';
import { RuleBook, type Rule } from './rule.ts';

export interface ModelStubOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** Delay before every chat-completion answer (faults included, hangs aside). */
  latencyMs?: number;
  rules?: readonly Rule[];
  /** When set, only `Authorization: Bearer <apiKey>` is accepted; otherwise any bearer token is. */
  apiKey?: string;
  /** Listed by `GET /v1/models`; requests may name any model regardless. */
  models?: readonly string[];
}

/** One chat-completion request as the stub received it. */
export interface RecordedRequest {
  method: string;
  path: string;
  /** Request headers without `authorization`. */
  headers: IncomingHttpHeaders;
  body: ChatRequest;
  /** Name (or `#index`) of the rule that answered; absent for schema-driven and plain-text replies. */
  rule?: string;
  fault?: ModelFaultKind;
}

export interface ModelStub {
  /** Base URL for OpenAI clients, ending in `/v1`. */
  url: string;
  /** `http://host:port`, where the admin API lives under `/__admin`. */
  origin: string;
  /** Every chat-completion request with messages since start or the last reset, in arrival order. */
  readonly requests: readonly RecordedRequest[];
  /** Appends a rule; it is tried after the rules already there. */
  addRule(rule: Rule): void;
  /** Makes the next `times` chat-completion requests fail this way (queued after faults already injected). */
  injectFault(fault: FaultSpec): void;
  setLatency(ms: number): void;
  /** Forgets requests and pending faults, and restores the starting latency and rules (with fresh `times`). */
  reset(): void;
  close(): Promise<void>;
}

const completionPaths = new Set(['/v1/chat/completions', '/chat/completions']);
const modelsPath = /^\/(?:v1\/)?models(?:\/([^/]+))?$/;

/**
 * Starts an OpenAI-compatible chat-completions server on loopback for tests, demos and benchmarks:
 * scripted and schema-driven replies, token usage, latency, and injectable faults.
 */
export async function startModelStub(options: ModelStubOptions = {}): Promise<ModelStub> {
  const initialLatency = validLatency(options.latencyMs ?? 0);
  const models = options.models ?? ['stub-model'];
  const rules = new RuleBook(options.rules ?? []);
  const faults = new FaultQueue();
  let latencyMs = initialLatency;
  let requests: RecordedRequest[] = [];
  let sequence = 0;

  const reset = () => {
    requests = [];
    sequence = 0;
    latencyMs = initialLatency;
    faults.clear();
    rules.reset();
  };

  const answerCompletion = async ({ request, response, url, signal }: Exchange) => {
    const body = await readJson(request);
    if (!isChatRequest(body)) return sendOpenAiError(response, 400, "'messages' must be a non-empty array of messages", 'invalid_request_error');
    const { authorization, ...headers } = request.headers;
    const record: RecordedRequest = { method: request.method ?? 'POST', path: url.pathname, headers, body };
    requests.push(record);
    if (!authorized(authorization, options.apiKey)) {
      return sendOpenAiError(response, 401, 'Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key');
    }
    if (!(await pause(latencyMs, signal))) return;
    const fault = faults.take();
    if (fault) record.fault = fault.kind;
    if (fault?.kind === 'hang') return untilAborted(signal);
    if (fault?.kind === '429') {
      const message = `Rate limit reached for ${body.model}. Please try again in ${fault.retryAfterSeconds}s.`;
      return sendOpenAiError(response, 429, message, 'requests', 'rate_limit_exceeded', { 'retry-after': String(fault.retryAfterSeconds) });
    }
    if (fault?.kind === '500') return sendOpenAiError(response, 500, 'The server had an error while processing your request.', 'server_error');

    sequence += 1;
    const matched = rules.take(body);
    if (matched) record.rule = matched.label;
    const reply = matched ? await resolveReply(matched.rule, body) : {};
    const composed = composeAnswer({ request: body, reply, callIdPrefix: `call_stub_${sequence}` });
    const contentFault = fault?.kind === 'malformed-json' || fault?.kind === 'truncated-json' ? fault.kind : undefined;
    const answer = contentFault ? corruptAnswer(composed, contentFault) : composed;
    const meta: CompletionMeta = { id: `chatcmpl-stub-${sequence}`, model: body.model, created: Math.floor(Date.now() / 1000) };
    if (body.stream) return sendEvents(response, completionChunks(answer, { ...meta, includeUsage: body.stream_options?.include_usage === true }));
    sendJson(response, 200, completionBody(answer, meta));
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
        if (request.method === 'POST' && completionPaths.has(url.pathname)) return await answerCompletion(exchange);
        const model = modelsPath.exec(url.pathname);
        if (request.method === 'GET' && model) return answerModels(response, models, model[1]);
        sendOpenAiError(response, 404, `model-stub serves POST /v1/chat/completions and GET /v1/models, not ${request.method} ${url.pathname}.`, 'invalid_request_error', 'unknown_url');
      } catch (error) {
        if (!(error instanceof InvalidJsonError)) throw error;
        sendOpenAiError(response, 400, error.message, 'invalid_request_error');
      }
    },
  });

  return {
    url: `${server.origin}/v1`,
    origin: server.origin,
    get requests() {
      return requests;
    },
    addRule: (rule) => rules.add(rule),
    injectFault: (fault) => faults.inject(fault),
    setLatency: (ms) => {
      latencyMs = validLatency(ms);
    },
    reset,
    close: () => server.close(),
  };
}

function isChatRequest(body: unknown): body is ChatRequest {
  if (typeof body !== 'object' || body === null) return false;
  const { messages } = body as { messages?: unknown };
  return Array.isArray(messages) && messages.length > 0 && messages.every((message) => typeof message === 'object' && message !== null);
}

function authorized(header: string | undefined, apiKey: string | undefined): boolean {
  const token = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
  return token !== undefined && (apiKey === undefined || token === apiKey);
}

async function resolveReply(rule: Rule, request: ChatRequest) {
  return typeof rule.reply === 'function' ? await rule.reply(request) : rule.reply;
}

function validLatency(ms: unknown): number {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) throw new TypeError('latency must be a non-negative number of milliseconds');
  return ms;
}

function answerModels(response: ServerResponse, models: readonly string[], id: string | undefined): void {
  const describe = (model: string) => ({ id: model, object: 'model', created: 0, owned_by: 'model-stub' });
  if (id === undefined) return sendJson(response, 200, { object: 'list', data: models.map(describe) });
  if (models.includes(id)) return sendJson(response, 200, describe(id));
  sendOpenAiError(response, 404, `The model '${id}' does not exist.`, 'invalid_request_error', 'model_not_found');
}

/** Errors in OpenAI's shape, which the OpenAI client turns into its typed errors (RateLimitError, ...). */
function sendOpenAiError(response: ServerResponse, status: number, message: string, type: string, code: string | null = null, headers: Record<string, string> = {}): void {
  sendJson(response, status, { error: { message, type, param: null, code } }, headers);
}

/** Server-sent events, ending with `data: [DONE]` as OpenAI's stream does. */
function sendEvents(response: ServerResponse, chunks: object[]): void {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  for (const chunk of chunks) response.write(`data: ${JSON.stringify(chunk)}\n\n`);
  response.end('data: [DONE]\n\n');
}
