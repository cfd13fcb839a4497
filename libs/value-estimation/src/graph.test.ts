import { invokeGraph, runsDirectly } from '@circular/runtime';
import { describe, expect, it } from 'vitest';
import { createValueEstimationGraph } from './graph.ts';
import { descriptionAnswer, fakeValueModel, pricesAnswer } from './test-support/fake-model.ts';
import { fixtureSearch } from './test-support/fixture-search.ts';

const request = {
  language: 'pt-PT',
  agent_specific: { service_item: { name: 'iPhone 12', brand: 'Apple', condition: 'B' as const, description: 'iPhone 12 64GB preto, bateria 86%', category: 'Telemóveis' } },
};

/** An item no fixture lists: the first round finds no comparables. */
const thinRequest = { language: 'pt-PT', agent_specific: { service_item: { name: 'Zorblax 9000', brand: 'Qwerty', condition: 'B' as const, description: null, category: 'Telemóveis' } } };

describe('createValueEstimationGraph', () => {
  it('is a graph of small named steps', () => {
    const nodes = Object.keys(createValueEstimationGraph().getGraph().nodes);
    expect(nodes).toEqual([
      '__start__',
      'planSearches',
      'searchMarketplaces',
      'extractListings',
      'describeItem',
      'filterComparables',
      'widenSearch',
      'aggregateResale',
      'estimateRecycling',
      'estimateRepair',
      'citeReferences',
      'writeEstimateReasoning',
      'assembleResponse',
      '__end__',
    ]);
  });

  it('runs directly when nothing observes it, answering as LangGraph’s loop does', async () => {
    const graph = createValueEstimationGraph({ search: fixtureSearch(), now: () => new Date('2026-11-01T10:00:00Z') });
    expect(runsDirectly(graph)).toBe(true);
    expect(await invokeGraph(graph, { request })).toEqual(await graph.invoke({ request }));
    // An item no fixture lists widens its search, then fails for want of evidence, the same way both ways.
    const failure = (run: Promise<unknown>) => run.then(() => 'answered', (error: Error) => `${error.name}: ${error.message}`);
    expect(await failure(invokeGraph(graph, { request: thinRequest }))).toBe(await failure(graph.invoke({ request: thinRequest })));
  });

  it('takes the request as input and gives back only the response', async () => {
    const output = await createValueEstimationGraph({ search: fixtureSearch() }).invoke({ request });
    expect(Object.keys(output)).toEqual(['response']);
    expect(output.response).toMatchObject({ value_out_average: 285, currency: 'EUR' });
  });

  it('reads the prices and words the description in the same step, right after the one round of searches', async () => {
    const model = fakeValueModel().answerTimes(2, { prices: () => pricesAnswer([]), description: () => descriptionAnswer('iPhone 12.') });
    const graph = createValueEstimationGraph({ search: fixtureSearch(), model });
    const steps = new Map<number, string[]>();
    // No price was read, so the estimate ends in insufficient evidence after widening: the steps are what matter here.
    await expect(
      (async () => {
        for await (const event of await graph.stream({ request }, { streamMode: 'debug' })) {
          const { type, step, payload } = event as { type: string; step: number; payload: { name: string } };
          if (type === 'task') steps.set(step, [...(steps.get(step) ?? []), payload.name].sort());
        }
      })(),
    ).rejects.toMatchObject({ type: 'insufficient-evidence' });
    expect([...steps.values()].slice(0, 4)).toEqual([['planSearches'], ['searchMarketplaces'], ['describeItem', 'extractListings'], ['filterComparables']]);
    expect([...steps.values()].flat().filter((name) => name === 'describeItem')).toHaveLength(1);
  });

  it('stays with its first round of searches when told not to widen, however few comparables it found', async () => {
    const widening = fixtureSearch();
    await expect(createValueEstimationGraph({ search: widening }).invoke({ request: thinRequest })).rejects.toMatchObject({ type: 'insufficient-evidence' });
    const firstRound = fixtureSearch();
    await expect(createValueEstimationGraph({ search: firstRound, widen: false }).invoke({ request: thinRequest })).rejects.toMatchObject({ type: 'insufficient-evidence' });
    expect(firstRound.calls.length).toBeLessThanOrEqual(3);
    expect(widening.calls.length).toBeGreaterThan(firstRound.calls.length);
  });
});
