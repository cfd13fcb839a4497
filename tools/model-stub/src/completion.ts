import type { Answer } from './answer.ts';

/** Identity of one completion; `created` is Unix seconds, as OpenAI sends it. */
export interface CompletionMeta {
  id: string;
  model: string;
  created: number;
}

/** Streamed text arrives in pieces of this many characters, enough for clients to see several deltas. */
const chunkLength = 16;

/** A `chat.completion` object as OpenAI returns it for a non-streaming request. */
export function completionBody(answer: Answer, meta: CompletionMeta): object {
  return {
    id: meta.id,
    object: 'chat.completion',
    created: meta.created,
    model: meta.model,
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: answer.content,
          refusal: null,
          annotations: [],
          ...(answer.toolCalls.length
            ? { tool_calls: answer.toolCalls.map((call) => ({ id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } })) }
            : {}),
        },
        logprobs: null,
        finish_reason: answer.finishReason,
      },
    ],
    usage: wireUsage(answer),
    service_tier: 'default',
    system_fingerprint: null,
  };
}

/**
 * The `chat.completion.chunk` objects of a streamed answer: a role delta, content (or tool-call
 * argument) pieces, a finish chunk and, when asked for with `stream_options.include_usage`, a
 * final chunk with empty `choices` and the usage, as OpenAI streams it.
 */
export function completionChunks(answer: Answer, meta: CompletionMeta & { includeUsage: boolean }): object[] {
  const envelope = { id: meta.id, object: 'chat.completion.chunk', created: meta.created, model: meta.model, service_tier: 'default', system_fingerprint: null };
  const usageField = meta.includeUsage ? { usage: null } : {};
  const chunk = (delta: object, finishReason: string | null = null) => ({
    ...envelope,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
    ...usageField,
  });
  const chunks: object[] = [chunk({ role: 'assistant', content: answer.content === null ? null : '', refusal: null })];
  for (const piece of pieces(answer.content ?? '')) chunks.push(chunk({ content: piece }));
  answer.toolCalls.forEach((call, index) => {
    chunks.push(chunk({ tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.name, arguments: '' } }] }));
    for (const piece of pieces(call.arguments)) chunks.push(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
  });
  chunks.push(chunk({}, answer.finishReason));
  if (meta.includeUsage) chunks.push({ ...envelope, choices: [], usage: wireUsage(answer) });
  return chunks;
}

function wireUsage(answer: Answer): object {
  return {
    ...answer.usage,
    prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
    completion_tokens_details: { reasoning_tokens: 0, audio_tokens: 0, accepted_prediction_tokens: 0, rejected_prediction_tokens: 0 },
  };
}

/** Splits text on code points, so a streamed emoji or accented letter is never cut in two. */
function pieces(text: string): string[] {
  const codePoints = Array.from(text);
  const result: string[] = [];
  for (let start = 0; start < codePoints.length; start += chunkLength) result.push(codePoints.slice(start, start + chunkLength).join(''));
  return result;
}
