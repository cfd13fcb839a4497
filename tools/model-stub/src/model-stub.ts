import type { ServerResponse } from 'node:http';
import { pause, readJson, sendJson, serveStub, StubControls, untilAborted, type Exchange, type RecordedExchange, type StubServer } from '@circular/stub-kit';
import { composeAnswer, corruptAnswer } from './answer.ts';
import type { ChatRequest } from './chat-request.ts';
import type { CompletionMeta } from './completion.ts';
import { anthropicProtocol } from './protocols/anthropic.ts';
import { ollamaProtocol } from './protocols/ollama.ts';
import { azurePath, openAiProtocol, sendOpenAiError } from './protocols/openai.ts';
import type { ChatProtocol } from './protocols/protocol.ts';
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

/** The vendor protocol a path belongs to: each vendor's real client runs against the same rules. */
function protocolFor(path: string): ChatProtocol | undefined {
  if (completionPaths.has(path) || azurePath.test(path)) return openAiProtocol;
  if (path === '/v1/messages') return anthropicProtocol;
  if (path === '/api/chat') return ollamaProtocol;
  return undefined;
}
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

  const answerCompletion = async (protocol: ChatProtocol, { request, response, url, signal }: Exchange) => {
    const body = protocol.read(await readJson(request), url.pathname);
    if (typeof body === 'string') return protocol.fail(response, 'bad-request', body);
    // Keys are never recorded, whichever header carries them.
    const { authorization: _bearer, 'x-api-key': _key, 'api-key': _azureKey, ...headers } = request.headers;
    const record = controls.record({ method: request.method ?? 'POST', path: url.pathname, headers, body });
    const credential = protocol.credential(request.headers);
    if (credential !== null && !controls.authorizes(credential)) return protocol.fail(response, 'unauthorized', 'Incorrect API key provided.');
    if (!(await pause(controls.latencyMs, signal))) return;
    const fault = controls.takeFault(record);
    if (fault?.kind === 'hang') return untilAborted(signal);
    if (fault?.kind === '429') {
      const message = `Rate limit reached for ${body.model}. Please try again in ${fault.retryAfterSeconds}s.`;
      return protocol.fail(response, 'rate-limited', message, { 'retry-after': String(fault.retryAfterSeconds) });
    }
    if (fault?.kind === '500') return protocol.fail(response, 'server-error', 'The server had an error while processing your request.');

    const sequence = controls.nextSequence();
    const matched = rules.take(body);
    if (matched) record.rule = matched.label;
    const reply = matched ? await resolveReply(matched.rule, body) : {};
    const composed = composeAnswer({ request: body, reply, callIdPrefix: `call_stub_${sequence}` });
    const contentFault = fault?.kind === 'malformed-json' || fault?.kind === 'truncated-json' ? fault.kind : undefined;
    const answer = contentFault ? corruptAnswer(composed, contentFault) : composed;
    const meta: CompletionMeta = { id: `chatcmpl-stub-${sequence}`, model: body.model, created: Math.floor(Date.now() / 1000) };
    protocol.answer(response, answer, meta, body);
  };

  const server = await serveStub({
    port: options.port,
    host: options.host,
    controls,
    sendInvalidJson: (response, message) => sendOpenAiError(response, 400, message, 'invalid_request_error'),
    sendFailure: (response, message) => sendJson(response, 500, { error: { message, type: 'server_error' } }),
    handle: async (exchange) => {
      const { request, response, url } = exchange;
      const protocol = request.method === 'POST' ? protocolFor(url.pathname) : undefined;
      if (protocol) return answerCompletion(protocol, exchange);
      const model = modelsPath.exec(url.pathname);
      if (request.method === 'GET' && model) return answerModels(response, models, model[1]);
      sendOpenAiError(response, 404, `model-stub serves POST /v1/chat/completions (and Azure's deployment route), POST /v1/messages (Anthropic), POST /api/chat (Ollama) and GET /v1/models, not ${request.method} ${url.pathname}.`, 'invalid_request_error', 'unknown_url');
    },
  });

  return Object.assign(server, { url: `${server.origin}/v1`, addRule: (rule: Rule) => rules.add(rule) });
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
