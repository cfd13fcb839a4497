import type { ServerResponse } from 'node:http';
import { sendJson } from '@circular/stub-kit';
import type { ChatRequest } from '../chat-request.ts';
import { completionBody, completionChunks } from '../completion.ts';
import type { ChatProtocol, ProtocolError } from './protocol.ts';

const errors: Record<ProtocolError, [number, string, string | null]> = {
  'bad-request': [400, 'invalid_request_error', null],
  unauthorized: [401, 'invalid_request_error', 'invalid_api_key'],
  'rate-limited': [429, 'requests', 'rate_limit_exceeded'],
  'server-error': [500, 'server_error', null],
};

/** Azure routes a deployment by path; the deployment stands for the model. */
const azurePath = /^\/openai\/deployments\/([^/]+)\/chat\/completions$/;

function isChatRequest(body: unknown): body is ChatRequest {
  if (typeof body !== 'object' || body === null) return false;
  const { messages } = body as { messages?: unknown };
  return Array.isArray(messages) && messages.length > 0 && messages.every((message) => typeof message === 'object' && message !== null);
}

/** Errors in OpenAI's shape, which the OpenAI client turns into its typed errors (RateLimitError, ...). */
export function sendOpenAiError(response: ServerResponse, status: number, message: string, type: string, code: string | null = null, headers: Record<string, string> = {}): void {
  sendJson(response, status, { error: { message, type, param: null, code } }, headers);
}

/** Server-sent events, ending with `data: [DONE]` as OpenAI's stream does. */
function sendEvents(response: ServerResponse, chunks: object[]): void {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  for (const chunk of chunks) response.write(`data: ${JSON.stringify(chunk)}\n\n`);
  response.end('data: [DONE]\n\n');
}

/** OpenAI's chat completions (`POST /v1/chat/completions`), and Azure OpenAI's deployment route. */
export const openAiProtocol: ChatProtocol = {
  name: 'openai',
  read(body, path) {
    if (!isChatRequest(body)) return "'messages' must be a non-empty array of messages";
    const deployment = azurePath.exec(path)?.[1];
    return deployment === undefined ? body : { ...body, model: typeof body.model === 'string' ? body.model : decodeURIComponent(deployment) };
  },
  credential: (headers) => headers.authorization ?? (typeof headers['api-key'] === 'string' ? `Bearer ${headers['api-key']}` : undefined),
  answer(response, answer, meta, request) {
    if (request.stream) return sendEvents(response, completionChunks(answer, { ...meta, includeUsage: request.stream_options?.include_usage === true }));
    sendJson(response, 200, completionBody(answer, meta));
  },
  fail(response, error, message, headers) {
    const [status, type, code] = errors[error];
    sendOpenAiError(response, status, message, type, code, headers);
  },
};

export { azurePath };
