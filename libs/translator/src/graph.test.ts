import { invokeGraph, MemoryStore, runsDirectly } from '@circular/runtime';
import { BaseCallbackHandler } from '@langchain/core/callbacks/base';
import { describe, expect, it, vi } from 'vitest';
import { createTranslatorGraph } from './graph.ts';
import { planRequest, withPlannedRequest } from './plan-request.ts';
import { translate } from './translate.ts';
import { fakeTranslatorModel, translateAll } from './test-support/fake-translator-model.ts';

describe('createTranslatorGraph', () => {
  it('is a graph of small named steps', () => {
    const nodes = Object.keys(createTranslatorGraph().getGraph().nodes);
    expect(nodes).toEqual(['__start__', 'planWork', 'translateBatch', 'verifyFidelity', 'assembleResponse', '__end__']);
  });

  it('takes the request as input and gives back only the response', async () => {
    const graph = createTranslatorGraph({ model: fakeTranslatorModel().respondTimes(1, translateAll) });
    const output = await graph.invoke({ request: { source_locale: 'en', target_locale: 'fr', context: 'Shoes', data: { a: 'Red' } } });
    expect(output).toEqual({ response: { translations: { context: 'Shoes', data: { fr: { a: '[fr] Red' } } } } });
  });

  it('draws where planWork and verifyFidelity may go next, as Studio shows it', async () => {
    const { edges } = await createTranslatorGraph().getGraphAsync();
    expect(edges.map(({ source, target, conditional }) => `${source} ${conditional ? '-.->' : '-->'} ${target}`).sort()).toEqual([
      '__start__ --> planWork',
      'assembleResponse --> __end__',
      'planWork -.-> assembleResponse',
      'planWork -.-> translateBatch',
      'translateBatch --> verifyFidelity',
      'verifyFidelity -.-> assembleResponse',
      'verifyFidelity -.-> translateBatch',
    ]);
  });

  it('routes inside its steps: a run makes a callback run per step and model call, none per route', async () => {
    const names: string[] = [];
    const handler = BaseCallbackHandler.fromMethods({
      handleChainStart: (_chain, _inputs, _runId, _parentRunId, _tags, _metadata, _runType, name) => void names.push(name ?? '?'),
      handleChatModelStart: () => void names.push('chat model'),
    });
    const graph = createTranslatorGraph({ model: fakeTranslatorModel().respondTimes(1, translateAll) });
    await graph.invoke({ request: { source_locale: 'en', target_locale: 'fr', context: 'Shoes', data: { a: 'Red' } } }, { callbacks: [handler] });
    // The RunnableLambda is the fake model's structured output.
    expect(names).toEqual(['translator', '__start__', 'planWork', 'translateBatch', 'RunnableLambda', 'chat model', 'verifyFidelity', 'assembleResponse']);
  });

  it('runs directly when nothing observes it, batches side by side, answering as LangGraph’s loop does', async () => {
    const graph = createTranslatorGraph({ model: fakeTranslatorModel().respondTimes(24, translateAll), batchChars: 8, maxConcurrency: 2 });
    expect(runsDirectly(graph)).toBe(true);
    const request = { source_locale: 'en', target_locales: ['fr', 'de'], context: 'Shoes', data: { a: 'Red leather', b: 'Blue suede', c: 'Green canvas' } };
    const direct = await invokeGraph(graph, { request });
    expect(direct).toEqual(await graph.invoke({ request }));
    expect(direct.response?.translations.data['de']).toEqual({ a: '[de] Red leather', b: '[de] Blue suede', c: '[de] Green canvas' });
  });

  it('refuses settings that make no sense', () => {
    expect(() => createTranslatorGraph({ maxAttempts: 0 })).toThrow('maxAttempts must be a positive integer, not 0');
    expect(() => createTranslatorGraph({ batchChars: 1.5 })).toThrow('batchChars must be a positive integer, not 1.5');
    expect(() => createTranslatorGraph({ maxConcurrency: -1 })).toThrow('maxConcurrency must be a positive integer, not -1');
  });
});

describe('the graph and translate', () => {
  it('give the same answer for a request the translation memory serves in full', async () => {
    const memory = new MemoryStore();
    const request = { source_locale: 'en', target_locales: ['fr', 'en-GB'], context: 'Shoes', data: { a: 'Red', b: '' } };
    const first = await translate(request, { model: fakeTranslatorModel().respondTimes(1, translateAll), memory });
    const state = await createTranslatorGraph({ memory }).invoke({ request });
    expect(state.response).toEqual(first);
    expect(await translate(request, { memory })).toEqual(first);
  });
});

describe('the graph given a plan', () => {
  const request = { source_locale: 'en', target_locale: 'fr', context: 'Shoes', data: { a: 'Red' } };

  it('takes the plan made for its request instead of asking the memory again', async () => {
    const memory = new MemoryStore();
    const planned = await planRequest(request, memory);
    const getMany = vi.spyOn(memory, 'getMany');
    const state = await createTranslatorGraph({ model: fakeTranslatorModel().respondTimes(1, translateAll), memory }).invoke({ request }, withPlannedRequest(request, planned));
    expect(state.response).toEqual({ translations: { context: 'Shoes', data: { fr: { a: '[fr] Red' } } } });
    expect(getMany).not.toHaveBeenCalled();
  });

  it('plans itself when the plan was made for another request', async () => {
    const planned = await planRequest({ ...request, data: { a: 'Blue' } }, undefined);
    const model = fakeTranslatorModel().respondTimes(1, translateAll);
    const state = await createTranslatorGraph({ model }).invoke({ request }, withPlannedRequest({ ...request }, planned));
    expect(model.asked[0]!.texts.map((text) => text.text)).toEqual(['Red']);
    expect(state.response).toEqual({ translations: { context: 'Shoes', data: { fr: { a: '[fr] Red' } } } });
  });
});
