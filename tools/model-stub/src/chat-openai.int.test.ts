import { HumanMessage, SystemMessage, type AIMessage, type AIMessageChunk } from '@langchain/core/messages';
import { tool } from '@langchain/core/tools';
import { ChatOpenAI } from '@langchain/openai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lastUserText, responseSchema, startModelStub, type ModelStub } from './index.ts';

// The real client, end to end through HTTP. These tests must not depend on the environment:
// an OPENAI_BASE_URL leaking in would be used whenever a test forgot to pass baseURL, so point
// it at a closed port to make such a mistake fail loudly instead of reaching a real service.
beforeEach(() => {
  vi.stubEnv('OPENAI_BASE_URL', 'http://127.0.0.1:9/v1');
  vi.stubEnv('OPENAI_API_KEY', 'not-the-stub-key');
});

let stub: ModelStub;
afterEach(async () => {
  await stub.close();
});

function chatModel(options: { maxRetries?: number; timeout?: number } = {}) {
  return new ChatOpenAI({ model: 'stub-model', apiKey: 'test', configuration: { baseURL: stub.url }, maxRetries: 0, ...options });
}

const Listing = z.object({
  title: z.string(),
  price: z.number().min(0).nullable(),
  condition: z.enum(['new', 'good', 'worn']),
  tags: z.array(z.object({ key: z.string(), value: z.string() })),
});

describe('ChatOpenAI against the model stub', () => {
  it('answers a plain invoke with a scripted text and reports estimated usage', async () => {
    stub = await startModelStub({
      rules: [{ name: 'describe', match: (request) => lastUserText(request).includes('chair'), reply: { content: 'A wooden chair.' } }],
    });
    const reply = await chatModel().invoke([new SystemMessage('You are terse.'), new HumanMessage('Describe the chair.')]);
    expect(reply.content).toBe('A wooden chair.');
    // 33 characters of prompt -> 9 tokens; 15 characters of reply -> 4 tokens.
    expect(reply.usage_metadata).toMatchObject({ input_tokens: 9, output_tokens: 4, total_tokens: 13 });
    expect(reply.response_metadata['finish_reason']).toBe('stop');
    expect(stub.requests).toHaveLength(1);
    expect(stub.requests[0]).toMatchObject({ path: '/v1/chat/completions', rule: 'describe', body: { model: 'stub-model' } });
    expect(stub.requests[0]?.headers['authorization']).toBeUndefined();
  });

  it('returns a scripted object through withStructuredOutput in JSON-schema mode', async () => {
    const scripted = { title: 'Cadeira', price: 25, condition: 'good', tags: [{ key: 'material', value: 'wood' }] };
    stub = await startModelStub({ rules: [{ match: (request) => responseSchema(request)?.name === 'listing', reply: { content: scripted } }] });
    const result = await chatModel().withStructuredOutput(Listing, { name: 'listing' }).invoke('Extract the listing.');
    expect(result).toEqual(scripted);
    expect(stub.requests[0]?.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'listing', strict: true } });
  });

  it('serves the same rule to the function-calling method as a forced tool call', async () => {
    const scripted = { title: 'Mesa', price: null, condition: 'worn', tags: [] };
    stub = await startModelStub({ rules: [{ match: (request) => responseSchema(request)?.name === 'listing', reply: { content: scripted } }] });
    const result = await chatModel().withStructuredOutput(Listing, { name: 'listing', method: 'functionCalling' }).invoke('Extract the listing.');
    expect(result).toEqual(scripted);
  });

  it('invents a valid instance of the schema when no rule matches, with usage under includeRaw', async () => {
    stub = await startModelStub();
    const { parsed, raw } = await chatModel().withStructuredOutput(Listing, { includeRaw: true }).invoke('Extract the listing.');
    expect(parsed).toEqual({ title: 'stub', price: 0, condition: 'new', tags: [{ key: 'stub', value: 'stub' }] });
    const usage = (raw as AIMessage).usage_metadata;
    expect(usage?.output_tokens).toBe(Math.ceil(JSON.stringify(parsed).length / 4));
    expect(usage?.total_tokens).toBe((usage?.input_tokens ?? 0) + (usage?.output_tokens ?? 0));
  });

  it('calls a forced tool with schema-driven arguments', async () => {
    stub = await startModelStub();
    const lookupPrice = tool(async () => '', {
      name: 'lookup_price',
      description: 'Looks up a price',
      schema: z.object({ query: z.string(), maxResults: z.number().int().min(1).max(20) }),
    });
    const reply = await chatModel().bindTools([lookupPrice], { tool_choice: 'lookup_price' }).invoke('Price of a bike?');
    expect(reply.tool_calls).toEqual([{ id: 'call_stub_1_0', name: 'lookup_price', args: { query: 'stub', maxResults: 1 }, type: 'tool_call' }]);
  });

  it('streams the reply in pieces and ends with usage', async () => {
    stub = await startModelStub({ rules: [{ match: () => true, reply: { content: 'Uma cadeira de madeira maciça, bem conservada.' } }] });
    const chunks: AIMessageChunk[] = [];
    for await (const chunk of await chatModel().stream('Descreve a cadeira.')) chunks.push(chunk);
    const whole = chunks.reduce((sum, chunk) => sum.concat(chunk));
    expect(chunks.length).toBeGreaterThan(3);
    expect(whole.content).toBe('Uma cadeira de madeira maciça, bem conservada.');
    expect(whole.usage_metadata).toMatchObject({ input_tokens: 5, output_tokens: 12, total_tokens: 17 });
    expect(stub.requests[0]?.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
  });
});

describe('faults seen through ChatOpenAI', () => {
  it('surfaces a 429 when retries are off', async () => {
    stub = await startModelStub();
    stub.injectFault({ kind: '429', retryAfterSeconds: 1 });
    await expect(chatModel().invoke('hi')).rejects.toMatchObject({ status: 429, lc_error_code: 'MODEL_RATE_LIMIT' });
    expect(stub.requests.map((request) => request.fault)).toEqual(['429']);
  });

  it('retries a 429 after Retry-After when retries are on', async () => {
    stub = await startModelStub({ rules: [{ match: () => true, reply: { content: 'ok' } }] });
    stub.injectFault({ kind: '429', retryAfterSeconds: 1 });
    const reply = await chatModel({ maxRetries: 1 }).invoke('hi');
    expect(reply.content).toBe('ok');
    expect(stub.requests.map((request) => request.fault)).toEqual(['429', undefined]);
  });

  it('surfaces a 500', async () => {
    stub = await startModelStub();
    stub.injectFault({ kind: '500' });
    await expect(chatModel().invoke('hi')).rejects.toMatchObject({ status: 500 });
  });

  it('lets an AbortSignal end a hanging request', async () => {
    stub = await startModelStub();
    stub.injectFault({ kind: 'hang' });
    await expect(chatModel().invoke('hi', { signal: AbortSignal.timeout(200) })).rejects.toThrow(/abort/i);
  });

  it('lets the client timeout end a hanging request', async () => {
    stub = await startModelStub();
    stub.injectFault({ kind: 'hang' });
    await expect(chatModel({ timeout: 200 }).invoke('hi')).rejects.toThrow(/timed out/i);
  });

  it('surfaces malformed JSON in schema mode as a parse error', async () => {
    stub = await startModelStub();
    stub.injectFault({ kind: 'malformed-json' });
    await expect(chatModel().withStructuredOutput(Listing).invoke('Extract.')).rejects.toThrow(SyntaxError);
  });

  it('surfaces truncated JSON as a length error', async () => {
    stub = await startModelStub();
    stub.injectFault({ kind: 'truncated-json' });
    await expect(chatModel().withStructuredOutput(Listing).invoke('Extract.')).rejects.toThrow(/length limit/i);
  });
});
