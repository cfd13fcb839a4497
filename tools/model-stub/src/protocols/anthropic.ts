import { sendJson } from '@circular/stub-kit';
import type { ChatMessage, ChatRequest, ContentPart } from '../chat-request.ts';
import type { JsonSchema } from '../json-schema.ts';
import type { ChatProtocol, ProtocolError } from './protocol.ts';

type Block =
  | { type: 'text'; text: string }
  | { type: 'image'; source: { type: 'base64'; media_type: string; data: string } | { type: 'url'; url: string } }
  | { type: 'tool_use'; id: string; name: string; input: unknown }
  | { type: 'tool_result'; tool_use_id: string; content?: string | Block[] };

interface AnthropicRequest {
  model: string;
  system?: string | { type: 'text'; text: string }[];
  messages: { role: 'user' | 'assistant'; content: string | Block[] }[];
  tools?: { name: string; description?: string; input_schema?: JsonSchema }[];
  tool_choice?: { type: 'auto' | 'any' | 'none' } | { type: 'tool'; name: string };
  stream?: boolean;
  max_tokens?: number;
}

const errorTypes: Record<ProtocolError, [number, string]> = {
  'bad-request': [400, 'invalid_request_error'],
  unauthorized: [401, 'authentication_error'],
  'rate-limited': [429, 'rate_limit_error'],
  'server-error': [500, 'api_error'],
};

const blocksOf = (content: string | Block[]): Block[] => (typeof content === 'string' ? [{ type: 'text', text: content }] : content);
const textOf = (content: string | Block[] | undefined): string =>
  content === undefined ? '' : blocksOf(content).flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('\n');

function toMessages(message: AnthropicRequest['messages'][number]): ChatMessage[] {
  const blocks = blocksOf(message.content);
  const results: ChatMessage[] = blocks.flatMap((block) =>
    block.type === 'tool_result' ? [{ role: 'tool', tool_call_id: block.tool_use_id, content: textOf(block.content) }] : [],
  );
  const parts: ContentPart[] = blocks.flatMap((block): ContentPart[] => {
    if (block.type === 'text') return [{ type: 'text', text: block.text }];
    if (block.type !== 'image') return [];
    const url = block.source.type === 'base64' ? `data:${block.source.media_type};base64,${block.source.data}` : block.source.url;
    return [{ type: 'image_url', image_url: { url } }];
  });
  const calls = blocks.flatMap((block) =>
    block.type === 'tool_use' ? [{ id: block.id, type: 'function' as const, function: { name: block.name, arguments: JSON.stringify(block.input) } }] : [],
  );
  if (parts.length === 0 && calls.length === 0) return results;
  return [...results, { role: message.role, content: parts, ...(calls.length ? { tool_calls: calls } : {}) }];
}

function isAnthropicRequest(body: unknown): body is AnthropicRequest {
  if (typeof body !== 'object' || body === null) return false;
  const { model, messages } = body as { model?: unknown; messages?: unknown };
  return typeof model === 'string' && Array.isArray(messages) && messages.length > 0 && messages.every((m) => typeof m === 'object' && m !== null && 'content' in m);
}

/** Anthropic's Messages API (`POST /v1/messages`), as `@anthropic-ai/sdk` calls it; not streamed. */
export const anthropicProtocol: ChatProtocol = {
  name: 'anthropic',
  read(body) {
    if (!isAnthropicRequest(body)) return "'model' and a non-empty 'messages' array are required";
    if (body.stream) return 'model-stub answers Anthropic requests without streaming';
    const system = typeof body.system === 'string' ? body.system : (body.system ?? []).map((block) => block.text).join('\n');
    const choice = body.tool_choice;
    return {
      model: body.model,
      messages: [...(system ? [{ role: 'system', content: system }] : []), ...body.messages.flatMap(toMessages)],
      ...(body.tools ? { tools: body.tools.map((tool) => ({ type: 'function' as const, function: { name: tool.name, ...(tool.description ? { description: tool.description } : {}), ...(tool.input_schema ? { parameters: tool.input_schema } : {}) } })) } : {}),
      ...(choice?.type === 'tool' ? { tool_choice: { type: 'function' as const, function: { name: choice.name } } } : {}),
      ...(choice?.type === 'any' ? { tool_choice: 'required' as const } : {}),
      ...(body.max_tokens === undefined ? {} : { max_tokens: body.max_tokens }),
    } satisfies ChatRequest;
  },
  credential: (headers) => (typeof headers['x-api-key'] === 'string' ? `Bearer ${headers['x-api-key']}` : undefined),
  answer(response, answer, meta) {
    const content: object[] = answer.content ? [{ type: 'text', text: answer.content }] : [];
    for (const call of answer.toolCalls) {
      let input: unknown;
      try {
        input = JSON.parse(call.arguments);
      } catch {
        // A spoilt answer (the stub's malformed-json fault) reaches the client as unparseable text.
        content.push({ type: 'text', text: call.arguments });
        continue;
      }
      content.push({ type: 'tool_use', id: call.id.replace(/^call_/, 'toolu_'), name: call.name, input });
    }
    const stopReason = answer.finishReason === 'tool_calls' ? 'tool_use' : answer.finishReason === 'length' ? 'max_tokens' : 'end_turn';
    sendJson(response, 200, {
      id: meta.id.replace(/^chatcmpl-/, 'msg_'),
      type: 'message',
      role: 'assistant',
      model: meta.model,
      content,
      stop_reason: stopReason,
      stop_sequence: null,
      usage: { input_tokens: answer.usage.prompt_tokens, output_tokens: answer.usage.completion_tokens },
    });
  },
  fail(response, error, message, headers = {}) {
    const [status, type] = errorTypes[error];
    sendJson(response, status, { type: 'error', error: { type, message } }, headers);
  },
};
