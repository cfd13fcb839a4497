import { afterEach, describe, expect, it } from 'vitest';
import { startModelStub, type ModelStub } from './index.ts';

let stub: ModelStub;
afterEach(async () => {
  await stub.close();
});

const hello = { model: 'stub-model', messages: [{ role: 'user', content: 'hello' }] };

function post(path: string, body: unknown, headers: Record<string, string> = { authorization: 'Bearer test' }) {
  return fetch(`${stub.origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

describe('model stub over HTTP', () => {
  it('answers chat completions with and without the /v1 prefix', async () => {
    stub = await startModelStub();
    const withPrefix = await post('/v1/chat/completions', hello);
    const withoutPrefix = await post('/chat/completions', hello);
    expect(withPrefix.status).toBe(200);
    expect(await withPrefix.json()).toMatchObject({ id: 'chatcmpl-stub-1', object: 'chat.completion', model: 'stub-model', choices: [{ message: { content: 'stub-model reply to: hello' } }] });
    expect(withoutPrefix.status).toBe(200);
    expect(stub.url).toBe(`${stub.origin}/v1`);
  });

  it('refuses a request without a bearer key, and a wrong key when one is configured', async () => {
    stub = await startModelStub({ apiKey: 'secret' });
    expect((await post('/v1/chat/completions', hello, {})).status).toBe(401);
    const wrong = await post('/v1/chat/completions', hello, { authorization: 'Bearer other' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: { code: 'invalid_api_key' } });
    expect((await post('/v1/chat/completions', hello, { authorization: 'Bearer secret' })).status).toBe(200);
    expect(stub.requests).toHaveLength(3);
  });

  it('rejects bodies that are not JSON or carry no messages', async () => {
    stub = await startModelStub();
    expect((await post('/v1/chat/completions', '{not json')).status).toBe(400);
    const empty = await post('/v1/chat/completions', { model: 'stub-model', messages: [] });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
    expect(stub.requests).toHaveLength(0);
  });

  it('lists its models and says which routes it serves', async () => {
    stub = await startModelStub({ models: ['stub-model', 'stub-vision'] });
    const models = await (await fetch(`${stub.url}/models`)).json();
    expect(models).toEqual({
      object: 'list',
      data: [
        { id: 'stub-model', object: 'model', created: 0, owned_by: 'model-stub' },
        { id: 'stub-vision', object: 'model', created: 0, owned_by: 'model-stub' },
      ],
    });
    const responses = await post('/v1/responses', hello);
    expect(responses.status).toBe(404);
    expect(((await responses.json()) as { error: { message: string } }).error.message).toContain('not POST /v1/responses');
  });

  it('streams server-sent events ending with [DONE]', async () => {
    stub = await startModelStub({ rules: [{ match: () => true, reply: { content: 'short' } }] });
    const response = await post('/v1/chat/completions', { ...hello, stream: true });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const events = (await response.text()).trim().split('\n\n');
    expect(events.at(-1)).toBe('data: [DONE]');
    expect(events).toHaveLength(4);
  });

  it('sends Retry-After with an injected 429, then answers normally', async () => {
    stub = await startModelStub();
    stub.injectFault({ kind: '429', retryAfterSeconds: 7 });
    const limited = await post('/v1/chat/completions', hello);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect(await limited.json()).toMatchObject({ error: { code: 'rate_limit_exceeded' } });
    expect((await post('/v1/chat/completions', hello)).status).toBe(200);
  });

  it('awaits an async rule and records its name', async () => {
    stub = await startModelStub();
    stub.addRule({ name: 'async', match: () => true, reply: async () => ({ content: 'later' }), times: 1 });
    const first = (await (await post('/v1/chat/completions', hello)).json()) as { choices: { message: { content: string } }[] };
    await post('/v1/chat/completions', hello);
    expect(first.choices[0]?.message.content).toBe('later');
    expect(stub.requests.map((request) => request.rule)).toEqual(['async', undefined]);
  });

  it('closes while a request hangs, failing that request', async () => {
    stub = await startModelStub();
    stub.injectFault({ kind: 'hang' });
    const hanging = post('/v1/chat/completions', hello);
    await expect.poll(() => stub.requests.length).toBe(1);
    await stub.close();
    await expect(hanging).rejects.toThrow();
  });
});

describe('admin API', () => {
  it('injects faults, sets latency, lists and resets requests', async () => {
    stub = await startModelStub({ latencyMs: 0 });
    expect(await (await post('/__admin/faults', { kind: '500', times: 2 }, {})).json()).toEqual({ pending: 2 });
    expect(await (await post('/__admin/latency', { ms: 5 }, {})).json()).toEqual({ latencyMs: 5 });
    expect((await post('/v1/chat/completions', hello)).status).toBe(500);
    expect((await post('/v1/chat/completions', hello)).status).toBe(500);
    expect((await post('/v1/chat/completions', hello)).status).toBe(200);

    const recorded = (await (await fetch(`${stub.origin}/__admin/requests`)).json()) as { fault?: string; headers: Record<string, string> }[];
    expect(recorded.map((request) => request.fault)).toEqual(['500', '500', undefined]);
    expect(recorded[0]?.headers['authorization']).toBeUndefined();

    await post('/__admin/reset', {}, {});
    expect(stub.requests).toEqual([]);
  });

  it('refuses unknown fault kinds and negative latency', async () => {
    stub = await startModelStub();
    const fault = await post('/__admin/faults', { kind: 'teapot' }, {});
    expect(fault.status).toBe(400);
    expect(await fault.json()).toEqual({ error: 'unknown fault kind "teapot"; one of 429, 500, hang, malformed-json, truncated-json' });
    expect((await post('/__admin/latency', { ms: -1 }, {})).status).toBe(400);
  });

  it('restores the starting rules on reset', async () => {
    stub = await startModelStub({ rules: [{ name: 'once', match: () => true, reply: { content: 'scripted' }, times: 1 }] });
    stub.addRule({ name: 'added', match: () => true, reply: { content: 'added' } });
    await post('/v1/chat/completions', hello);
    await post('/v1/chat/completions', hello);
    stub.reset();
    await post('/v1/chat/completions', hello);
    await post('/v1/chat/completions', hello);
    expect(stub.requests.map((request) => request.rule)).toEqual(['once', undefined]);
  });
});
