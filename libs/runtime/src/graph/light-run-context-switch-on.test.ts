import { AsyncLocalStorageProviderSingleton } from '@langchain/core/singletons';
import { Annotation, END, START, StateGraph } from '@langchain/langgraph';
import { expect, it, vi } from 'vitest';
import { invokeGraph, runUnobserved } from './direct-run.ts';
import { installLightRunContext, mayTraceToLangSmith } from './light-run-context.ts';

// A file of its own: vitest gives each file fresh modules, and the first installation decides the switch.
installLightRunContext({ langSmithTracing: true });

const State = Annotation.Root({ runTree: Annotation<boolean> });

it('takes LangSmith’s switch as the installer read it on, with no tracing variable left in the environment', () => {
  for (const name of ['LANGSMITH_TRACING', 'LANGSMITH_TRACING_V2', 'LANGCHAIN_TRACING_V2', 'LANGCHAIN_TRACING']) vi.stubEnv(name, undefined);
  expect(mayTraceToLangSmith(undefined)).toBe(true);
  expect(runUnobserved(undefined)).toBe(false);
});

it('leaves a run to LangGraph’s loop, each step in a LangSmith run tree, as with the variable set', async () => {
  for (const name of ['LANGSMITH_TRACING', 'LANGSMITH_TRACING_V2', 'LANGCHAIN_TRACING_V2', 'LANGCHAIN_TRACING']) vi.stubEnv(name, undefined);
  const graph = new StateGraph(State)
    .addNode('probe', () => ({ runTree: typeof (AsyncLocalStorageProviderSingleton.getInstance().getStore() as { createChild?: unknown } | undefined)?.createChild === 'function' }))
    .addEdge(START, 'probe')
    .addEdge('probe', END)
    .compile();
  expect(await invokeGraph(graph, {})).toEqual({ runTree: true });
});
