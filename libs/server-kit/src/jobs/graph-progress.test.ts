import { Annotation, END, START, StateGraph } from '@langchain/langgraph';
import { RunnableLambda } from '@langchain/core/runnables';
import { describe, expect, it } from 'vitest';
import { GraphProgress } from './graph-progress.ts';

const State = Annotation.Root({ steps: Annotation<string[]>({ reducer: (a, b) => [...a, ...b], default: () => [] }) });

describe('GraphProgress', () => {
  it('reports each node of a graph run as it ends, in order, and not the runnables inside a node', async () => {
    const inner = RunnableLambda.from(async (x: number) => x + 1).withConfig({ runName: 'helper' });
    const graph = new StateGraph(State)
      .addNode('plan', async (_state, config) => ({ steps: [`plan:${await inner.invoke(1, config)}`] }))
      .addNode('write', async () => ({ steps: ['write'] }))
      .addEdge(START, 'plan')
      .addEdge('plan', 'write')
      .addEdge('write', END)
      .compile();
    const nodes: string[] = [];
    const result = await graph.invoke({}, { callbacks: [new GraphProgress((node) => nodes.push(node))] });
    expect(result.steps).toEqual(['plan:2', 'write']);
    expect(nodes).toEqual(['plan', 'write']);
  });

  it('does not report a node that failed', async () => {
    const graph = new StateGraph(State)
      .addNode('boom', async (): Promise<{ steps: string[] }> => {
        throw new Error('no');
      })
      .addEdge(START, 'boom')
      .addEdge('boom', END)
      .compile();
    const nodes: string[] = [];
    await expect(graph.invoke({}, { callbacks: [new GraphProgress((node) => nodes.push(node))] })).rejects.toThrow('no');
    expect(nodes).toEqual([]);
  });
});
