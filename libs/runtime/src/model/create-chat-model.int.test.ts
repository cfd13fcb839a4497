import { startModelStub, type ModelStub } from '@circular/model-stub';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { UpstreamError } from '../errors/index.ts';
import { createChatModel } from './create-chat-model.ts';

// An OPENAI_BASE_URL leaking in from the environment would be used by a client built without one.
beforeEach(() => {
  vi.stubEnv('OPENAI_BASE_URL', 'http://127.0.0.1:9/v1');
});

let stub: ModelStub;
beforeAll(async () => {
  stub = await startModelStub({ rules: [{ name: 'any', match: () => true, reply: { content: { answer: 'ok' } } }] });
});
afterAll(() => stub.close());
beforeEach(() => stub.reset());

const model = (maxRetries: number) => createChatModel({ model: 'stub', baseUrl: stub.url, apiKey: 'test', timeoutMs: 300, maxRetries });
const Answer = z.object({ answer: z.string() });

describe('createChatModel: every call has its own deadline', () => {
  it('fails a call to a hanging model as model-unavailable when the deadline passes, without retrying past it', async () => {
    stub.injectFault({ kind: 'hang', times: 10 });
    const error = await model(2).withStructuredOutput(Answer, { name: 'answer' }).invoke('Say ok.').catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ type: 'model-unavailable', status: 500, retryAfterSeconds: 30 });
    expect((error as UpstreamError).detail).toContain('within 0.3 s');
    // No retry past the deadline. On a loaded machine the one request may not even reach the stub in 0.3 s.
    expect(stub.requests.length).toBeLessThanOrEqual(1);
  });

  it('leaves a cancellation by the caller as it is', async () => {
    stub.injectFault({ kind: 'hang' });
    const controller = new AbortController();
    const call = model(0).invoke('Say ok.', { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('client went away')), 50);
    const error = await call.catch((failure: unknown) => failure);
    expect(error).not.toBeInstanceOf(UpstreamError);
  });

  it('answers normally when the model answers in time, after retrying a fast failure', async () => {
    stub.injectFault({ kind: '500' });
    const answer = await createChatModel({ model: 'stub', baseUrl: stub.url, apiKey: 'test', timeoutMs: 10_000, maxRetries: 1 })
      .withStructuredOutput(Answer, { name: 'answer' })
      .invoke('Say ok.');
    expect(answer).toEqual({ answer: 'ok' });
    expect(stub.requests).toHaveLength(2);
  });
});
