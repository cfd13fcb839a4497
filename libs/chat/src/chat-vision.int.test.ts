import { startCoreSim, type CoreSim } from '@circular/core-sim';
import { responseSchema, startModelStub, userImages, type ModelStub } from '@circular/model-stub';
import { createChatModel, createSafeFetcher, type SafeFetcher } from '@circular/runtime';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { interpretationSchemaName } from './model/prompts.ts';
import { Conversation, tinyPng } from './test-support/conversation.ts';

// The real ChatOpenAI over HTTP against tools/model-stub and tools/core-sim. An OPENAI_BASE_URL
// leaking in from the environment would be used by a client built without one: point it at a
// closed port instead.
beforeEach(() => {
  vi.stubEnv('OPENAI_BASE_URL', 'http://127.0.0.1:9/v1');
});

let fetcher: SafeFetcher;
let modelStub: ModelStub;
let sim: CoreSim;
beforeAll(async () => {
  fetcher = createSafeFetcher({ allowCidrs: ['127.0.0.0/8'] });
  modelStub = await startModelStub({
    rules: [
      {
        name: 'sees an iPhone',
        match: (request) => responseSchema(request)?.name === interpretationSchemaName && userImages(request).length > 0,
        reply: { content: { intent: 'answer', product_query: 'Apple iPhone 12', option_values: [], answer: null } },
      },
    ],
  });
});
afterAll(async () => {
  await modelStub.close();
  await fetcher.close();
});
beforeEach(async () => {
  sim = await startCoreSim({ seed: 'chat-vision-test' });
});
afterEach(async () => {
  await sim.close();
});

describe('chat identifying the product from a photo through ChatOpenAI', () => {
  it('sends the photo as an image part and moves to confirming the product the model names', async () => {
    const model = createChatModel({ model: 'stub', apiKey: 'test', baseUrl: modelStub.url, maxRetries: 0 });
    const seller = new Conversation({ deps: { fetcher, model, coreSystem: { initialRetryDelayMs: 1, maxRetryDelayMs: 5 } }, coreUrl: sim.coreUrl, submissionUrl: sim.submissionUrl, language: 'en' });

    expect(await seller.say('I want to sell this', [tinyPng])).toBe(
      'I found these products. Which one is yours?\n\nOptions: Apple iPhone 12 | Apple iPhone 12 mini | Apple iPhone 12 Pro | Apple iPhone 11 | None of these',
    );
    expect(modelStub.requests.map((request) => request.rule)).toEqual(['sees an iPhone']);
    expect(userImages(modelStub.requests[0]!.body)).toEqual([tinyPng]);
    expect(await seller.say('Apple iPhone 12')).toBe('Great: Apple iPhone 12.\n---\nWhich Storage does your product have?\n\nOptions: 64 GB | 128 GB | 256 GB');
    expect(modelStub.requests).toHaveLength(1);
  });
});
