import { BaseCallbackHandler } from '@langchain/core/callbacks/base';
import { CallbackManager } from '@langchain/core/callbacks/manager';
import { getContextVariable, setContextVariable } from '@langchain/core/context';
import { RunnableLambda } from '@langchain/core/runnables';
import { AsyncLocalStorageProviderSingleton } from '@langchain/core/singletons';
import { LangChainTracer } from '@langchain/core/tracers/tracer_langchain';
import { Annotation, END, getConfig, START, StateGraph } from '@langchain/langgraph';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invokeGraph } from './direct-run.ts';
import { installLightRunContext, mayTraceToLangSmith, withTracingSwitchesOff } from './light-run-context.ts';

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

  describe('a run that read LangSmith’s switches off as it started', () => {
    afterEach(() => vi.unstubAllEnvs());
    const runTreeNow = () => typeof (AsyncLocalStorageProviderSingleton.getInstance().getStore() as { createChild?: unknown } | undefined)?.createChild === 'function';
    /** Two nodes, one step apart: the first switches LangSmith on, the second reports its context. */
    const switchedMidRun = () =>
      new StateGraph(State)
        .addNode('switchOn', () => {
          vi.stubEnv('LANGSMITH_TRACING', 'true');
          return {};
        })
        .addNode('probe', () => ({ seen: { runTree: runTreeNow() } }))
        .addEdge(START, 'switchOn')
        .addEdge('switchOn', 'probe')
        .addEdge('probe', END)
        .compile();

    it('stays untraced in a direct run: its later steps do not read the switches again', async () => {
      expect(await invokeGraph(switchedMidRun(), {})).toEqual({ seen: { runTree: false } });
    });

    it('reads them again in every step of LangGraph’s own loop (what the direct run saves)', async () => {
      expect(await switchedMidRun().invoke({})).toEqual({ seen: { runTree: true } });
    });

    it('still sees a LangSmith tracer among a step’s callbacks', () => {
      const tracer = new LangChainTracer({ projectName: 'probe' });
      const manager = new CallbackManager(undefined, { handlers: [tracer] });
      const seen = withTracingSwitchesOff(() => AsyncLocalStorageProviderSingleton.runWithConfig({ callbacks: manager }, () => runTreeNow()));
      expect(seen).toBe(true);
      expect(withTracingSwitchesOff(() => AsyncLocalStorageProviderSingleton.runWithConfig({}, () => runTreeNow()))).toBe(false);
    });
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
