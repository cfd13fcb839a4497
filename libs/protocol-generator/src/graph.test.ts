import { invokeGraph, runsDirectly } from '@circular/runtime';
import { describe, expect, it } from 'vitest';
import { createProtocolGeneratorGraph } from './graph.ts';

describe('createProtocolGeneratorGraph', () => {
  it('runs directly when nothing observes it, answering as LangGraph’s loop does', async () => {
    const graph = createProtocolGeneratorGraph({});
    expect(runsDirectly(graph)).toBe(true);
    for (const category of ['phones', 'laptops', 'bikes']) {
      const request = { language: 'es-ES', agent_specific: { category, target_scale: 'internal' as const } };
      expect(await invokeGraph(graph, { request })).toEqual(await graph.invoke({ request }));
    }
  });
});
