import type { BrandsRequest } from '@circular/contract';
import { invokeGraph, runsDirectly } from '@circular/runtime';
import { describe, expect, it } from 'vitest';
import { createBrandsGraph } from './graph.ts';

describe('createBrandsGraph', () => {
  it('runs directly when nothing observes it, answering as LangGraph’s loop does', async () => {
    const graph = createBrandsGraph({});
    expect(runsDirectly(graph)).toBe(true);
    const requests: BrandsRequest[] = [
      { language: 'en', agent_specific: { operation: 'normalise', brand: 'trek bikes' } },
      { language: 'en', agent_specific: { operation: 'validate', brand: 'trek', category: 'footwear' } },
      { agent_specific: { operation: 'discover', category: 'consoles', limit: 2 } },
      { agent_specific: { operation: 'normalise', brand: 'Zorblax Qwertyuiop' } },
    ];
    for (const request of requests) expect(await invokeGraph(graph, { request })).toEqual(await graph.invoke({ request }));
  });
});
