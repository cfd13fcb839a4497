import type { DecisionRequest } from '@circular/contract';
import { invokeGraph, runsDirectly } from '@circular/runtime';
import { describe, expect, it } from 'vitest';
import { createDecisionGraph } from './graph.ts';

const request = (grade: 'C' | 'D', ageYears: number): DecisionRequest => ({
  language: 'fr',
  agent_specific: {
    item: { category: 'large-appliances', brand: 'Bosch', model: 'Serie 4', age_years: ageYears, price_new: 600 },
    condition: { grade },
    economics: { resale_as_is: 20, resale_after_repair: 180, repair_cost: 320, recycling_value: 15, logistics_cost: 25 },
    context: { origin: 'collection', partners: { recycling: ['large-appliances'] } },
  },
});

describe('createDecisionGraph', () => {
  it('runs directly when nothing observes it, answering as LangGraph’s loop does', async () => {
    const graph = createDecisionGraph({ today: () => new Date('2026-07-20T10:00:00Z') });
    expect(runsDirectly(graph)).toBe(true);
    for (const input of [request('C', 4), request('D', 14)]) expect(await invokeGraph(graph, { request: input })).toEqual(await graph.invoke({ request: input }));
  });
});
