import type { Runnable } from '@langchain/core/runnables';
import { Annotation, END, START, StateGraph, type AnyStateSchema, type BaseCheckpointSaver } from '@langchain/langgraph';
// The package's main entry declares these channels but does not export them at run time.
import { EphemeralValue, LastValue } from '@langchain/langgraph/channels';

export interface StudioGraphOptions<I extends AnyStateSchema, O extends AnyStateSchema> {
  /** The graph's name, also its one node's. */
  name: string;
  /** The function's compiled graph, run as a subgraph: its state stays its own. */
  graph: Runnable;
  /** The function graph's input and output schemas (the contract's request and response). */
  input: I;
  output: O;
  /** Where a standalone run keeps threads; `langgraph dev` replaces it with its own. */
  checkpointer?: BaseCheckpointSaver | undefined;
}

/**
 * A function graph as LangGraph Studio should show it. LangGraph's dev server streams a run's
 * state as its result (`stream()` sends every channel, not the output schema's), so the function
 * runs as the one node of a graph whose only channels are its input, ephemeral (read by the node,
 * then gone), and its output: `/runs/wait` answers the response, and the work in between stays in
 * the subgraph's state, where Studio still shows it. Input and output schemas are the function's.
 */
export function studioGraph<I extends AnyStateSchema, O extends AnyStateSchema>({ name, graph, input, output, checkpointer }: StudioGraphOptions<I, O>) {
  const channels = {
    ...Object.fromEntries(input.getChannelKeys().map((key) => [key, () => new EphemeralValue()])),
    ...Object.fromEntries(output.getChannelKeys().map((key) => [key, () => new LastValue()])),
  };
  return new StateGraph({ state: Annotation.Root(channels), input, output })
    .addNode(name, graph)
    .addEdge(START, name)
    .addEdge(name, END)
    .compile({ name, ...(checkpointer ? { checkpointer } : {}) });
}

