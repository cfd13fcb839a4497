import { invokeGraph, runsDirectly } from '@circular/runtime';
import { describe, expect, it } from 'vitest';
import { createValidationGraph } from './graph.ts';

describe('createValidationGraph', () => {
  it('runs directly when nothing observes it, answering as LangGraph’s loop does', async () => {
    const graph = createValidationGraph({});
    expect(runsDirectly(graph)).toBe(true);
    for (const description of ['Como novo, sem riscos.', 'Ligue 912 345 678 ou paga por MB WAY.']) {
      const request = { language: 'pt-PT', agent_specific: { profile: 'olx-pt' as const, listing: { title: 'iPhone 12 128GB', description, price: 420, currency: 'EUR', category: 'phones' } } };
      expect(await invokeGraph(graph, { request })).toEqual(await graph.invoke({ request }));
    }
  });
});
