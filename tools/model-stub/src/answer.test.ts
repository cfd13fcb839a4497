import { describe, expect, it } from 'vitest';
import { composeAnswer, corruptAnswer, defaultReply } from './answer.ts';
import type { ChatRequest } from './chat-request.ts';

const plain: ChatRequest = { model: 'stub-model', messages: [{ role: 'user', content: 'How old is this chair?' }] };
const schemaMode: ChatRequest = {
  ...plain,
  response_format: { type: 'json_schema', json_schema: { name: 'age', schema: { type: 'object', properties: { years: { type: 'integer', minimum: 1 } }, required: ['years'] } } },
};
const toolMode: ChatRequest = {
  ...plain,
  tools: [{ type: 'function', function: { name: 'age', parameters: { type: 'object', properties: { years: { type: 'integer' } } } } }],
  tool_choice: { type: 'function', function: { name: 'age' } },
};

describe('defaultReply', () => {
  it('answers a schema request with an instance of the schema', () => {
    expect(defaultReply(schemaMode)).toEqual({ content: { years: 1 } });
    expect(defaultReply(toolMode)).toEqual({ content: { years: 0 } });
  });

  it('answers plain JSON mode with an empty object and text requests with text naming the prompt', () => {
    expect(defaultReply({ ...plain, response_format: { type: 'json_object' } })).toEqual({ content: {} });
    expect(defaultReply(plain)).toEqual({ content: 'stub-model reply to: How old is this chair?' });
  });
});

describe('composeAnswer', () => {
  it('sends object content as JSON text with an estimated usage', () => {
    const answer = composeAnswer({ request: plain, reply: { content: { years: 40 } }, callIdPrefix: 'call' });
    expect(answer).toEqual({
      content: '{"years":40}',
      toolCalls: [],
      finishReason: 'stop',
      usage: { prompt_tokens: 6, completion_tokens: 3, total_tokens: 9 },
    });
  });

  it('turns content into the arguments of a forced tool', () => {
    const answer = composeAnswer({ request: toolMode, reply: { content: { years: 40 } }, callIdPrefix: 'call_1' });
    expect(answer.content).toBeNull();
    expect(answer.toolCalls).toEqual([{ id: 'call_1_0', name: 'age', arguments: '{"years":40}' }]);
    expect(answer.finishReason).toBe('tool_calls');
  });

  it('keeps explicit tool calls and finish reason', () => {
    const answer = composeAnswer({
      request: plain,
      reply: { toolCalls: [{ name: 'lookup', arguments: '{"q":"chair"}' }], finishReason: 'stop' },
      callIdPrefix: 'c',
    });
    expect(answer).toMatchObject({ content: null, toolCalls: [{ id: 'c_0', name: 'lookup', arguments: '{"q":"chair"}' }], finishReason: 'stop' });
  });

  it('falls back to the schema-driven reply when a rule gives only usage, and applies the usage override', () => {
    const answer = composeAnswer({ request: schemaMode, reply: { usage: { prompt_tokens: 1000 } }, callIdPrefix: 'c' });
    expect(answer.content).toBe('{"years":1}');
    expect(answer.usage).toEqual({ prompt_tokens: 1000, completion_tokens: 3, total_tokens: 1003 });
  });
});

describe('corruptAnswer', () => {
  const answer = composeAnswer({ request: schemaMode, reply: { content: { years: 40, note: 'x' } }, callIdPrefix: 'c' });

  it('replaces the JSON with text that is not JSON', () => {
    const spoilt = corruptAnswer(answer, 'malformed-json');
    expect(() => JSON.parse(spoilt.content ?? '')).toThrow(SyntaxError);
    expect(spoilt.finishReason).toBe('stop');
  });

  it('cuts the JSON in half and reports the length limit', () => {
    expect(corruptAnswer(answer, 'truncated-json')).toMatchObject({ content: '{"years":40', finishReason: 'length' });
  });

  it('spoils tool-call arguments rather than content', () => {
    const toolAnswer = composeAnswer({ request: toolMode, reply: { content: { years: 40 } }, callIdPrefix: 'c' });
    expect(corruptAnswer(toolAnswer, 'truncated-json').toolCalls[0]?.arguments).toBe('{"year');
  });
});
