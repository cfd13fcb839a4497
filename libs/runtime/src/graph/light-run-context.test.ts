import { BaseCallbackHandler } from '@langchain/core/callbacks/base';
import { CallbackManager } from '@langchain/core/callbacks/manager';
import { getContextVariable, setContextVariable } from '@langchain/core/context';
import { RunnableLambda } from '@langchain/core/runnables';
import { AsyncLocalStorageProviderSingleton } from '@langchain/core/singletons';
import { LangChainTracer } from '@langchain/core/tracers/tracer_langchain';
import { Annotation, END, getConfig, START, StateGraph } from '@langchain/langgraph';
import { describe, expect, it } from 'vitest';
import { installLightRunContext, mayTraceToLangSmith } from './light-run-context.ts';

installLightRunContext();

const State = Annotation.Root({ seen: Annotation<Record<string, unknown>> });

/** A one-node graph whose node reports what it can read of its run's context. */
function probeGraph() {
  return new StateGraph(State)
    .addNode('probe', async () => {
      const store = AsyncLocalStorageProviderSingleton.getInstance().getStore() as { createChild?: unknown } | undefined;
      // A runnable the node calls without handing it a config inherits the node's.
      const nested = await RunnableLambda.from(() => getConfig()?.configurable?.['marker']).invoke(undefined);
      return {
        seen: {
          marker: getConfig()?.configurable?.['marker'],
          nested,
          variable: getContextVariable('probe-variable'),
          // A LangSmith RunTree is what makes child runs.
          runTree: typeof store?.createChild === 'function',
        },
      };
    })
    .addEdge(START, 'probe')
    .addEdge('probe', END)
    .compile();
}

class Recorder extends BaseCallbackHandler {
  name = 'recorder';
  chains = 0;
  override handleChainStart(): void {
    this.chains += 1;
  }
}

describe('light run context', () => {
  it('gives nodes and the runnables they call their config and context variables, without a LangSmith run tree', async () => {
    setContextVariable('probe-variable', 'kept');
    const { seen } = await probeGraph().invoke({}, { configurable: { marker: 'from-the-caller' } });
    expect(seen).toEqual({ marker: 'from-the-caller', nested: 'from-the-caller', variable: 'kept', runTree: false });
  });

  it('still calls the run’s callback handlers for every step', async () => {
    const recorder = new Recorder();
    await probeGraph().invoke({}, { callbacks: [recorder] });
    expect(recorder.chains).toBeGreaterThan(1);
  });

  it('is installed once however often it is asked', () => {
    const first = AsyncLocalStorageProviderSingleton.runWithConfig;
    installLightRunContext();
    expect(AsyncLocalStorageProviderSingleton.runWithConfig).toBe(first);
  });
});

describe('mayTraceToLangSmith', () => {
  it('is false with tracing off and no callbacks, or only a list of handlers', () => {
    expect(mayTraceToLangSmith(undefined, {})).toBe(false);
    expect(mayTraceToLangSmith([new Recorder()], {})).toBe(false);
    expect(mayTraceToLangSmith(new CallbackManager(undefined, { handlers: [new Recorder()] }), {})).toBe(false);
  });

  it('is true when the environment switches LangSmith tracing on', () => {
    for (const name of ['LANGSMITH_TRACING', 'LANGSMITH_TRACING_V2', 'LANGCHAIN_TRACING_V2', 'LANGCHAIN_TRACING']) {
      expect(mayTraceToLangSmith(undefined, { [name]: 'true' })).toBe(true);
    }
    expect(mayTraceToLangSmith(undefined, { LANGSMITH_TRACING: 'false' })).toBe(false);
  });

  it('is true for a parent run’s callback manager that holds LangChain’s tracer', () => {
    const tracer = new LangChainTracer({ client: { createRun: async () => undefined, updateRun: async () => undefined } as never });
    expect(mayTraceToLangSmith(new CallbackManager(undefined, { handlers: [tracer] }), {})).toBe(true);
  });
});
