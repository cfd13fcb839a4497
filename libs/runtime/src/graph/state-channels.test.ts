import { END, START, StateGraph, Annotation } from '@langchain/langgraph';
import { describe, expect, it } from 'vitest';
import { appended, latest } from './state-channels.ts';

const State = Annotation.Root({ count: latest(() => 0), notes: appended<string>() });

describe('latest and appended', () => {
  it('start from their defaults, then keep the last write and every appended item', async () => {
    const graph = new StateGraph(State)
      .addNode('a', () => ({ count: 1, notes: ['a'] }))
      .addNode('b', () => ({ count: 2, notes: ['b'] }))
      .addEdge(START, 'a')
      .addEdge('a', 'b')
      .addEdge('b', END)
      .compile();
    expect(await graph.invoke({})).toEqual({ count: 2, notes: ['a', 'b'] });
  });

  it('read as their defaults until a node writes them', async () => {
    const seen: (typeof State.State)[] = [];
    const graph = new StateGraph(State)
      .addNode('read', (state: typeof State.State) => {
        seen.push(state);
        return { count: 1 };
      })
      .addEdge(START, 'read')
      .addEdge('read', END)
      .compile();
    await graph.invoke({ count: 0 });
    expect(seen).toEqual([{ count: 0, notes: [] }]);
  });
});
