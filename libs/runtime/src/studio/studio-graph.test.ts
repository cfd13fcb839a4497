import { Annotation, END, MemorySaver, START, StateGraph, StateSchema } from '@langchain/langgraph';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { studioGraph } from './studio-graph.ts';

const Input = new StateSchema({ request: z.object({ words: z.array(z.string()) }) });
const Output = new StateSchema({ response: z.object({ count: z.number() }) });

/** A function graph with work in between, as the libraries have. */
function countingGraph() {
  const State = Annotation.Root({
    request: Annotation<{ words: string[] }>,
    seen: Annotation<string[]>,
    response: Annotation<{ count: number }>,
  });
  return new StateGraph({ state: State, input: Input, output: Output })
    .addNode('read', ({ request }) => ({ seen: request.words }))
    .addNode('count', ({ seen }) => ({ response: { count: seen.length } }))
    .addEdge(START, 'read')
    .addEdge('read', 'count')
    .addEdge('count', END)
    .compile({ name: 'counter' });
}

describe('studioGraph', () => {
  it('streams the response alone as the run state, where the function graph alone would stream its work too', async () => {
    const graph = studioGraph({ name: 'counter', graph: countingGraph(), input: Input, output: Output, checkpointer: new MemorySaver() });
    const config = { configurable: { thread_id: 't1' }, streamMode: 'values' as const };
    const chunks: unknown[] = [];
    for await (const chunk of await graph.stream({ request: { words: ['a', 'b'] } }, config)) chunks.push(chunk);
    expect(chunks.at(-1)).toEqual({ response: { count: 2 } });
    expect((await graph.getState(config)).values).toEqual({ response: { count: 2 } });

    const bare: unknown[] = [];
    for await (const chunk of await countingGraph().stream({ request: { words: ['a'] } }, { streamMode: 'values' })) bare.push(chunk);
    expect(bare.at(-1)).toHaveProperty('seen');
  });

  it('runs the function graph as its one node, named after it', async () => {
    const graph = studioGraph({ name: 'counter', graph: countingGraph(), input: Input, output: Output, checkpointer: new MemorySaver() });
    const config = { configurable: { thread_id: 't2' } };
    await graph.invoke({ request: { words: ['a'] } }, config);
    const history = [];
    for await (const snapshot of graph.getStateHistory(config)) history.push(snapshot);
    const withTask = history.find((snapshot) => snapshot.tasks.length > 0)!;
    expect(withTask.tasks[0]!.name).toBe('counter');
  });

  it('publishes the function graph input and output schemas', () => {
    const graph = studioGraph({ name: 'counter', graph: countingGraph(), input: Input, output: Output });
    expect(graph.builder._inputRuntimeDefinition).toBe(Input);
    expect(graph.builder._outputRuntimeDefinition).toBe(Output);
  });

  it('answers the next request of a thread with its own response', async () => {
    const graph = studioGraph({ name: 'counter', graph: countingGraph(), input: Input, output: Output, checkpointer: new MemorySaver() });
    const config = { configurable: { thread_id: 't3' } };
    await graph.invoke({ request: { words: ['a', 'b', 'c'] } }, config);
    expect(await graph.invoke({ request: { words: ['a'] } }, config)).toEqual({ response: { count: 1 } });
  });
});
