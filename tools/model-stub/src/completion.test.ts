import { describe, expect, it } from 'vitest';
import type { Answer } from './answer.ts';
import { completionBody, completionChunks } from './completion.ts';

const meta = { id: 'chatcmpl-stub-1', model: 'stub-model', created: 1_800_000_000 };
const usage = { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 };
const text: Answer = { content: 'Uma cadeira de madeira maciça.', toolCalls: [], finishReason: 'stop', usage };

describe('completionBody', () => {
  it('carries content, finish reason and usage where the OpenAI client reads them', () => {
    const body = completionBody(text, meta) as { choices: { message: { content: string }; finish_reason: string }[]; usage: typeof usage };
    expect(body.choices[0]?.message.content).toBe('Uma cadeira de madeira maciça.');
    expect(body.choices[0]?.finish_reason).toBe('stop');
    expect(body.usage).toMatchObject(usage);
  });

  it('lists tool calls as functions with JSON arguments', () => {
    const body = completionBody({ ...text, content: null, toolCalls: [{ id: 'call_1', name: 'extract', arguments: '{"a":1}' }] }, meta);
    expect(body).toMatchObject({ choices: [{ message: { content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'extract', arguments: '{"a":1}' } }] } }] });
  });
});

describe('completionChunks', () => {
  const deltas = (chunks: object[]) => chunks.map((chunk) => (chunk as { choices: { delta: unknown }[] }).choices[0]?.delta);

  it('streams a role delta, 16-character pieces, a finish chunk and a usage chunk', () => {
    const chunks = completionChunks(text, { ...meta, includeUsage: true });
    expect(deltas(chunks)).toEqual([
      { role: 'assistant', content: '', refusal: null },
      { content: 'Uma cadeira de m' },
      { content: 'adeira maciça.' },
      {},
      undefined,
    ]);
    expect(chunks[3]).toMatchObject({ choices: [{ finish_reason: 'stop' }], usage: null });
    expect(chunks[4]).toMatchObject({ choices: [], usage });
  });

  it('leaves out usage unless asked for', () => {
    const chunks = completionChunks(text, { ...meta, includeUsage: false });
    expect(chunks).toHaveLength(4);
    expect(chunks.some((chunk) => 'usage' in chunk)).toBe(false);
  });

  it('streams tool-call arguments in pieces after the call header', () => {
    const call = { id: 'call_1', name: 'extract', arguments: '{"title":"Cadeira antiga"}' };
    const chunks = completionChunks({ ...text, content: null, toolCalls: [call], finishReason: 'tool_calls' }, { ...meta, includeUsage: false });
    expect(deltas(chunks).slice(1, 4)).toEqual([
      { tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: 'extract', arguments: '' } }] },
      { tool_calls: [{ index: 0, function: { arguments: '{"title":"Cadeir' } }] },
      { tool_calls: [{ index: 0, function: { arguments: 'a antiga"}' } }] },
    ]);
  });
});
