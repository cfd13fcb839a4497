import { AIMessage } from '@langchain/core/messages';
import { FakeListChatModel } from '@langchain/core/utils/testing';
import { describe, expect, it } from 'vitest';
import { UsageMeter } from './usage-meter.ts';

describe('UsageMeter', () => {
  it('counts every model call made under it', async () => {
    const model = new FakeListChatModel({ responses: ['a', 'b'] });
    const meter = new UsageMeter();
    await model.invoke('one', { callbacks: [meter] });
    await model.invoke('two', { callbacks: [meter] });
    expect(meter.modelCalls).toBe(2);
  });

  it('counts a call that failed as a call', async () => {
    class FailingModel extends FakeListChatModel {
      override async _generate(): Promise<never> {
        throw new Error('malformed answer');
      }
    }
    const meter = new UsageMeter();
    await expect(new FailingModel({ responses: [] }).invoke('one', { callbacks: [meter] })).rejects.toThrow('malformed answer');
    expect(meter.modelCalls).toBe(1);
  });

  it('adds up the tokens a provider reports', () => {
    const meter = new UsageMeter();
    meter.handleLLMEnd({ generations: [[]], llmOutput: { tokenUsage: { promptTokens: 120, completionTokens: 30 } } });
    meter.handleLLMEnd({
      generations: [[{ text: '', message: new AIMessage({ content: '', usage_metadata: { input_tokens: 10, output_tokens: 5, total_tokens: 15 } }) } as never]],
    });
    expect(meter.snapshot()).toEqual({ modelCalls: 2, promptTokens: 130, completionTokens: 35 });
  });
});
