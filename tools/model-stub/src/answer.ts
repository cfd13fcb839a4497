import { forcedTool, lastUserText, responseSchema, type ChatRequest } from './chat-request.ts';
import type { FinishReason, StubReply } from './rule.ts';
import { schemaInstance } from './schema-instance.ts';
import { usageOf, type Usage } from './token-estimate.ts';

export interface ToolCall {
  id: string;
  name: string;
  arguments: string;
}

/** A reply resolved to what goes on the wire: text, tool calls with JSON arguments, finish reason, usage. */
export interface Answer {
  content: string | null;
  toolCalls: ToolCall[];
  finishReason: FinishReason;
  usage: Usage;
}

/** Content faults change a well-formed answer; the HTTP faults (429, 500, hang) never reach this far. */
export type ContentFault = 'malformed-json' | 'truncated-json';

/**
 * The reply when no rule matches: a valid instance of the requested schema (JSON-schema mode or
 * a forced tool), `{}` in plain JSON mode, otherwise a short text that names the prompt.
 */
export function defaultReply(request: ChatRequest): StubReply {
  const target = responseSchema(request);
  if (target) return { content: schemaInstance(target.schema) as object };
  if (request.response_format?.type === 'json_object') return { content: {} };
  return { content: `stub-model reply to: ${lastUserText(request).slice(0, 80)}` };
}

/**
 * Turns a rule's reply into an answer. When the request forces a tool and the reply gives
 * `content` rather than `toolCalls`, the content becomes that tool's arguments, so the same rule
 * works whichever structured-output method the client uses.
 */
export function composeAnswer({ request, reply, callIdPrefix }: { request: ChatRequest; reply: StubReply; callIdPrefix: string }): Answer {
  const scripted = reply.content !== undefined || reply.toolCalls?.length;
  const { content: value } = scripted ? reply : defaultReply(request);
  const tool = forcedTool(request);
  let content: string | null = value === undefined ? null : asText(value);
  let calls: { name: string; arguments: string | object }[] = reply.toolCalls ?? [];
  if (!calls.length && tool && value !== undefined) {
    calls = [{ name: tool.function.name, arguments: value }];
    content = null;
  }
  const toolCalls = calls.map((call, index) => ({ id: `${callIdPrefix}_${index}`, name: call.name, arguments: asText(call.arguments) }));
  const completion = (content ?? '') + toolCalls.map((call) => call.arguments).join('');
  const estimate = usageOf({ request, completion });
  const prompt_tokens = reply.usage?.prompt_tokens ?? estimate.prompt_tokens;
  const completion_tokens = reply.usage?.completion_tokens ?? estimate.completion_tokens;
  return {
    content,
    toolCalls,
    finishReason: reply.finishReason ?? (toolCalls.length ? 'tool_calls' : 'stop'),
    usage: { prompt_tokens, completion_tokens, total_tokens: reply.usage?.total_tokens ?? prompt_tokens + completion_tokens },
  };
}

/**
 * Spoils the JSON an answer carries (the first tool call's arguments, else the content):
 * `malformed-json` replaces it with text no JSON parser accepts; `truncated-json` cuts it in half
 * and reports `finish_reason: 'length'`, as a model that ran out of tokens does.
 */
export function corruptAnswer(answer: Answer, fault: ContentFault): Answer {
  const spoil = (text: string) => (fault === 'malformed-json' ? `{'stub': not valid JSON` : text.slice(0, Math.max(1, Math.floor(text.length / 2))));
  const finishReason = fault === 'truncated-json' ? 'length' : answer.finishReason;
  const [first, ...rest] = answer.toolCalls;
  if (first) return { ...answer, finishReason, toolCalls: [{ ...first, arguments: spoil(first.arguments) }, ...rest] };
  return { ...answer, finishReason, content: spoil(answer.content ?? '') };
}

function asText(value: string | object): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
