import type { ServerResponse } from 'node:http';
import { sendJson } from '@circular/stub-kit';
import type { Answer } from '../answer.ts';
import type { ChatMessage, ChatRequest, ContentPart } from '../chat-request.ts';
import type { CompletionMeta } from '../completion.ts';
import type { JsonSchema } from '../json-schema.ts';
import type { ChatProtocol, ProtocolError } from './protocol.ts';

interface OllamaMessage {
  role: string;
  content?: string;
  images?: string[];
  tool_calls?: { function: { name: string; arguments: unknown } }[];
}

interface OllamaRequest {
  model: string;
  messages: OllamaMessage[];
  format?: 'json' | JsonSchema;
  tools?: { type: 'function'; function: { name: string; description?: string; parameters?: JsonSchema } }[];
  stream?: boolean;
}

const statuses: Record<ProtocolError, number> = { 'bad-request': 400, unauthorized: 401, 'rate-limited': 429, 'server-error': 500 };

function toMessage(message: OllamaMessage, index: number): ChatMessage {
  const parts: ContentPart[] = [
    ...(message.content ? [{ type: 'text' as const, text: message.content }] : []),
    // Ollama sends bare base64; the rules look at data URLs.
    ...(message.images ?? []).map((data) => ({ type: 'image_url' as const, image_url: { url: `data:image/jpeg;base64,${data}` } })),
  ];
  const calls = (message.tool_calls ?? []).map((call, n) => ({
    id: `call_${index}_${n}`,
    type: 'function' as const,
    function: { name: call.function.name, arguments: JSON.stringify(call.function.arguments) },
  }));
  return { role: message.role, content: parts, ...(calls.length ? { tool_calls: calls } : {}) };
}

/**
 * Ollama's `format` carries the schema without the name the client gave it, which the stub's rules
 * match on: an object schema with one property (`{ translations: [...] }`) is named after it.
 */
function schemaName(schema: JsonSchema): string {
  const properties = typeof schema === 'object' && schema !== null && 'properties' in schema ? Object.keys((schema as { properties?: object }).properties ?? {}) : [];
  return properties.length === 1 ? properties[0]! : 'output';
}

function isOllamaRequest(body: unknown): body is OllamaRequest {
  if (typeof body !== 'object' || body === null) return false;
  const { model, messages } = body as { model?: unknown; messages?: unknown };
  return typeof model === 'string' && Array.isArray(messages) && messages.length > 0 && messages.every((m) => typeof m === 'object' && m !== null);
}

function message(answer: Answer): OllamaMessage {
  const calls = answer.toolCalls.flatMap((call) => {
    try {
      return [{ function: { name: call.name, arguments: JSON.parse(call.arguments) as unknown } }];
    } catch {
      return [];
    }
  });
  return { role: 'assistant', content: answer.content ?? '', ...(calls.length ? { tool_calls: calls } : {}) };
}

/** Ollama's native chat API (`POST /api/chat`), streamed as JSON lines unless `stream: false`, as the `ollama` client calls it. */
export const ollamaProtocol: ChatProtocol = {
  name: 'ollama',
  read(body) {
    if (!isOllamaRequest(body)) return "'model' and a non-empty 'messages' array are required";
    const format = body.format;
    return {
      model: body.model,
      messages: body.messages.map(toMessage),
      stream: body.stream !== false,
      ...(format === 'json' ? { response_format: { type: 'json_object' as const } } : {}),
      ...(typeof format === 'object' ? { response_format: { type: 'json_schema' as const, json_schema: { name: schemaName(format), schema: format } } } : {}),
      ...(body.tools ? { tools: body.tools } : {}),
    } satisfies ChatRequest;
  },
  // Ollama has no keys (a proxy in front may add some): a keyed stub checks one only when sent.
  credential: (headers) => headers.authorization ?? null,
  answer(response: ServerResponse, answer: Answer, meta: CompletionMeta, request: ChatRequest) {
    const createdAt = new Date(meta.created * 1000).toISOString();
    const done = { done: true, done_reason: answer.finishReason === 'length' ? 'length' : 'stop', prompt_eval_count: answer.usage.prompt_tokens, eval_count: answer.usage.completion_tokens };
    if (!request.stream) return sendJson(response, 200, { model: meta.model, created_at: createdAt, message: message(answer), ...done });
    response.writeHead(200, { 'content-type': 'application/x-ndjson' });
    response.write(`${JSON.stringify({ model: meta.model, created_at: createdAt, message: message(answer), done: false })}\n`);
    response.end(`${JSON.stringify({ model: meta.model, created_at: createdAt, message: { role: 'assistant', content: '' }, ...done })}\n`);
  },
  fail(response, error, text, headers = {}) {
    sendJson(response, statuses[error], { error: text }, headers);
  },
};
