import { startModelStub, type ModelStub } from '@circular/model-stub';
import { HumanMessage } from '@langchain/core/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UpstreamError } from '../errors/index.ts';
import { createChatModel } from './create-chat-model.ts';
import type { ModelProvider, ModelSettings } from './model-settings.ts';

// Each provider's real client (ChatOpenAI, AzureChatOpenAI, ChatAnthropic, ChatOllama) against the
// stub speaking that vendor's protocol.
let stub: ModelStub;
beforeAll(async () => {
  stub = await startModelStub({
    apiKey: 'test-key',
    rules: [
      { name: 'grade', match: (request) => JSON.stringify(request.messages).includes('Grade'), reply: { content: { grade: 'B', reasons: ['scratches'] } } },
      { name: 'hello', match: () => true, reply: { content: 'Olá!', usage: { prompt_tokens: 12, completion_tokens: 3 } } },
    ],
  });
});
afterAll(() => stub.close());
beforeEach(() => stub.reset());

const settingsFor = (provider: ModelProvider, extra: Partial<ModelSettings> = {}): ModelSettings => {
  switch (provider) {
    case 'openai':
      return { provider, model: 'stub-model', apiKey: 'test-key', baseUrl: stub.url, maxRetries: 0, ...extra };
    case 'azure-openai':
      return { provider, model: 'catalogue-deployment', apiKey: 'test-key', baseUrl: stub.origin, apiVersion: '2024-10-21', maxRetries: 0, ...extra };
    case 'anthropic':
      return { provider, model: 'claude-haiku-4-5', apiKey: 'test-key', baseUrl: stub.origin, maxRetries: 0, ...extra };
    case 'ollama':
      return { provider, model: 'llama3.1:8b', baseUrl: stub.origin, maxRetries: 0, ...extra };
  }
};

const paths: Record<ModelProvider, string> = {
  openai: '/v1/chat/completions',
  'azure-openai': '/openai/deployments/catalogue-deployment/chat/completions',
  anthropic: '/v1/messages',
  ollama: '/api/chat',
};

const Grade = z.object({ grade: z.enum(['A', 'B', 'C', 'D']), reasons: z.array(z.string()) });

describe.each(['openai', 'azure-openai', 'anthropic', 'ollama'] as const)('createChatModel with provider %s', (provider) => {
  it('answers plain text with token usage over the vendor protocol', async () => {
    const answer = await createChatModel(settingsFor(provider)).invoke([new HumanMessage('Say hello in Portuguese.')]);
    expect(answer.text).toBe('Olá!');
    expect(answer.usage_metadata).toMatchObject({ input_tokens: 12, output_tokens: 3 });
    expect(stub.requests).toHaveLength(1);
    expect(stub.requests[0]).toMatchObject({ path: paths[provider], rule: 'hello' });
  });

  it('returns structured output checked against its schema', async () => {
    const graded = await createChatModel(settingsFor(provider)).withStructuredOutput(Grade, { name: 'grade' }).invoke('Grade this phone: light scratches.');
    expect(graded).toEqual({ grade: 'B', reasons: ['scratches'] });
    expect(stub.requests[0]).toMatchObject({ path: paths[provider], rule: 'grade' });
  });

  it('fails a hanging call as model-unavailable at its deadline, structured output included', async () => {
    stub.injectFault({ kind: 'hang', times: 5 });
    const error = await createChatModel(settingsFor(provider, { timeoutMs: 300 }))
      .withStructuredOutput(Grade, { name: 'grade' })
      .invoke('Grade this phone.')
      .catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ type: 'model-unavailable' });
  });
});

describe('createChatModel credentials', () => {
  it.each(['openai', 'azure-openai', 'anthropic'] as const)('sends the %s key the way its vendor expects, so a wrong key is refused', async (provider) => {
    const error = await createChatModel(settingsFor(provider, { apiKey: 'wrong-key' }))
      .invoke('Say hello.')
      .catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(Error);
    expect(String(error)).toMatch(/401|Incorrect API key/);
  });
});
