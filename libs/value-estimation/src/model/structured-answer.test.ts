import { UpstreamError } from '@circular/runtime';
import { HumanMessage } from '@langchain/core/messages';
import { describe, expect, it } from 'vitest';
import { askOptionalModel, type StructuredModel } from './structured-answer.ts';
import { fakeValueModel } from '../test-support/fake-model.ts';

const structured = (model: ReturnType<typeof fakeValueModel>) => model.withStructuredOutput({}, { includeRaw: true }) as unknown as StructuredModel;
const messages = [new HumanMessage('{}')];

describe('askOptionalModel', () => {
  it('gives the parsed answer', async () => {
    const model = fakeValueModel().answerTimes(1, { description: () => '{"description":"ok"}' });
    expect(await askOptionalModel({ model: structured(model), messages, config: {} })).toEqual({ description: 'ok' });
  });

  it('gives undefined when the model fails or answers with no JSON', async () => {
    const failing = fakeValueModel().answerTimes(1, { description: () => new UpstreamError('model') });
    const garbled = fakeValueModel().answerTimes(1, { description: () => 'no json here' });
    expect(await askOptionalModel({ model: structured(failing), messages, config: {} })).toBeUndefined();
    expect(await askOptionalModel({ model: structured(garbled), messages, config: {} })).toBeUndefined();
  });

  it('passes a cancellation on', async () => {
    const controller = new AbortController();
    const reason = new Error('deadline');
    controller.abort(reason);
    const model = fakeValueModel().answerTimes(1, { description: () => '{}' });
    await expect(askOptionalModel({ model: structured(model), messages, config: { signal: controller.signal } })).rejects.toBe(reason);
  });
});
