import { describe, expect, it } from 'vitest';
import { FakeChatModel } from '../test-support/fake-chat-model.ts';
import { tinyPng } from '../test-support/conversation.ts';
import { interpretTurn, type InterpretationRequest } from './interpret-turn.ts';

const identifying: InterpretationRequest = {
  stage: 'identifyProduct',
  language: 'en',
  serviceCoreContext: null,
  asked: 'Which product would you like to submit?',
  choices: [],
  optionTypes: [],
  text: 'this one',
};

describe('interpretTurn', () => {
  it('shows photos as image_url parts beside the JSON, never inside it', async () => {
    const model = new FakeChatModel().interprets({ product_query: 'Apple iPhone 12' });
    const meaning = await interpretTurn(model, { ...identifying, images: [tinyPng] }, {});
    expect(meaning).toEqual({ intent: 'answer', product_query: 'Apple iPhone 12', option_values: [], answer: null });
    expect(model.photosShown).toEqual([[tinyPng]]);
    expect(model.asked).toEqual([{ stage: 'identifyProduct', language: 'en', asked: 'Which product would you like to submit?', choices: [], optionTypes: [], text: 'this one' }]);
    expect(model.systemPrompts[0]).toContain('with photos and no product named in the words, the product you see in them');
  });

  it('sends the words alone as a plain text message when there are no photos', async () => {
    const model = new FakeChatModel().interprets({ product_query: 'Apple iPhone 12' });
    await interpretTurn(model, identifying, {});
    expect(model.calls[0]!.messages.at(-1)!.content).toBe(JSON.stringify({ stage: 'identifyProduct', language: 'en', asked: 'Which product would you like to submit?', choices: [], optionTypes: [], text: 'this one' }));
    expect(model.photosShown).toEqual([[]]);
  });
});
