import { AIMessage } from '@langchain/core/messages';
import { FakeListChatModel } from '@langchain/core/utils/testing';
import { describe, expect, it } from 'vitest';
import { JointUsageMeter, joinUsageMeters, UsageMeter } from './usage-meter.ts';

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

describe('joinUsageMeters', () => {
  it('gives every joined meter each call of a run made on behalf of them all', async () => {
    const model = new FakeListChatModel({ responses: ['a', 'b'] });
    const meters = [new UsageMeter(), new UsageMeter(), new UsageMeter()];
    const handlers = joinUsageMeters(meters);
    expect(handlers).toHaveLength(1);
    await model.invoke('one', { callbacks: handlers });
    await model.invoke('two', { callbacks: handlers });
    expect(meters.map((meter) => meter.modelCalls)).toEqual([2, 2, 2]);
  });

  it('counts a failed call and the tokens reported in every joined meter', async () => {
    const meters = [new UsageMeter(), new UsageMeter()];
    const [joint] = joinUsageMeters(meters) as [JointUsageMeter];
    joint.handleLLMEnd({ generations: [[]], llmOutput: { tokenUsage: { promptTokens: 12, completionTokens: 3 } } });
    joint.handleLLMError();
    expect(meters.map((meter) => meter.snapshot())).toEqual([
      { modelCalls: 2, promptTokens: 12, completionTokens: 3 },
      { modelCalls: 2, promptTokens: 12, completionTokens: 3 },
    ]);
  });

  it('keeps other handlers, and a meter of a subclass, as they are, in their places', () => {
    class LoudMeter extends UsageMeter {}
    const other = { handleLLMStart: () => undefined };
    const loud = new LoudMeter();
    const [a, b] = [new UsageMeter(), new UsageMeter()];
    const handlers = joinUsageMeters<object>([other, a, loud, b]);
    expect(handlers).toHaveLength(3);
    expect(handlers[0]).toBe(other);
    expect(handlers[1]).toBeInstanceOf(JointUsageMeter);
    expect((handlers[1] as JointUsageMeter).meters).toEqual([a, b]);
    expect(handlers[2]).toBe(loud);
  });

  it('leaves a single meter alone', () => {
    const meter = new UsageMeter();
    expect(joinUsageMeters([meter])).toEqual([meter]);
  });

  it('ignores the events a meter ignores, so a run stays unobserved', () => {
    const [joint] = joinUsageMeters([new UsageMeter(), new UsageMeter()]) as [JointUsageMeter];
    expect(joint.ignoreChain && joint.ignoreAgent && joint.ignoreRetriever && joint.ignoreCustomEvent).toBe(true);
    expect(joint.ignoreLLM).toBe(false);
  });
});
