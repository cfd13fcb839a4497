import type { ServerResponse } from 'node:http';
import { pause, readJson, sendJson, serveStub, StubControls, untilAborted, type Exchange, type RecordedExchange, type StubServer } from '@circular/stub-kit';
import { composeAnswer, corruptAnswer } from './answer.ts';
import type { ChatRequest } from './chat-request.ts';
import { completionBody, completionChunks, type CompletionMeta } from './completion.ts';
import { modelFaultKinds, type ModelFaultKind } from './fault-kinds.ts';
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

/** One chat-completion request (with messages) as the stub received it. */
export interface RecordedRequest extends RecordedExchange<ChatRequest, ModelFaultKind> {
  /** Name (or `#index`) of the rule that answered; absent for schema-driven and plain-text replies. */
  rule?: string;
}

export interface ModelStub extends StubServer<ModelFaultKind, RecordedRequest> {
  /** Base URL for OpenAI clients, ending in `/v1`. */
  url: string;
  /** Appends a rule; it is tried after the rules already there. */
  addRule(rule: Rule): void;
  /** Forgets requests and pending faults, and restores the starting latency and rules (with fresh `times`). */
  reset(): void;
}

const completionPaths = new Set(['/v1/chat/completions', '/chat/completions']);
const modelsPath = /^\/(?:v1\/)?models(?:\/([^/]+))?$/;

/**
 * Starts an OpenAI-compatible chat-completions server on loopback for tests, demos and benchmarks:
 * scripted and schema-driven replies, token usage, latency, and injectable faults.
 */
export async function startModelStub(options: ModelStubOptions = {}): Promise<ModelStub> {
  const models = options.models ?? ['stub-model'];
  const rules = new RuleBook(options.rules ?? []);
  const controls = new StubControls<ModelFaultKind, RecordedRequest>({
    latencyMs: options.latencyMs,
    faultKinds: modelFaultKinds,
    apiKey: options.apiKey,
    onReset: () => rules.reset(),
  });

  const answerCompletion = async ({ request, response, url, signal }: Exchange) => {
    const body = await readJson(request);
    if (!isChatRequest(body)) return sendOpenAiError(response, 400, "'messages' must be a non-empty array of messages", 'invalid_request_error');
    const { authorization, ...headers } = request.headers;
    const record = controls.record({ method: request.method ?? 'POST', path: url.pathname, headers, body });
    if (!controls.authorizes(authorization)) {
      return sendOpenAiError(response, 401, 'Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key');
    }
    if (!(await pause(controls.latencyMs, signal))) return;
    const fault = controls.takeFault(record);
    if (fault?.kind === 'hang') return untilAborted(signal);
    if (fault?.kind === '429') {
      const message = `Rate limit reached for ${body.model}. Please try again in ${fault.retryAfterSeconds}s.`;
      return sendOpenAiError(response, 429, message, 'requests', 'rate_limit_exceeded', { 'retry-after': String(fault.retryAfterSeconds) });
    }
    if (fault?.kind === '500') return sendOpenAiError(response, 500, 'The server had an error while processing your request.', 'server_error');

    const sequence = controls.nextSequence();
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

  const server = await serveStub({
    port: options.port,
    host: options.host,
    controls,
    sendInvalidJson: (response, message) => sendOpenAiError(response, 400, message, 'invalid_request_error'),
    sendFailure: (response, message) => sendJson(response, 500, { error: { message, type: 'server_error' } }),
    handle: async (exchange) => {
      const { request, response, url } = exchange;
      if (request.method === 'POST' && completionPaths.has(url.pathname)) return answerCompletion(exchange);
      const model = modelsPath.exec(url.pathname);
      if (request.method === 'GET' && model) return answerModels(response, models, model[1]);
      sendOpenAiError(response, 404, `model-stub serves POST /v1/chat/completions and GET /v1/models, not ${request.method} ${url.pathname}.`, 'invalid_request_error', 'unknown_url');
    },
  });

  return Object.assign(server, { url: `${server.origin}/v1`, addRule: (rule: Rule) => rules.add(rule) });
}

function isChatRequest(body: unknown): body is ChatRequest {
  if (typeof body !== 'object' || body === null) return false;
  const { messages } = body as { messages?: unknown };
  return Array.isArray(messages) && messages.length > 0 && messages.every((message) => typeof message === 'object' && message !== null);
}

async function resolveReply(rule: Rule, request: ChatRequest) {
  return typeof rule.reply === 'function' ? await rule.reply(request) : rule.reply;
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
