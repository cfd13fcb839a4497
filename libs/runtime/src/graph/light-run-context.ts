import type { Callbacks } from '@langchain/core/callbacks/manager';
import type { RunnableConfig } from '@langchain/core/runnables';
import { AsyncLocalStorageProviderSingleton, _CONTEXT_VARIABLES_KEY } from '@langchain/core/singletons';

/** Where LangChain keeps a runnable's config for the runnables it calls (`getConfig()`, nested invokes). */
const childConfigKey = Symbol.for('lc:child_config');

/** The variables by which LangChain turns LangSmith tracing on, as `isTracingEnabled` reads them. */
const tracingSwitches = ['LANGSMITH_TRACING_V2', 'LANGCHAIN_TRACING_V2', 'LANGSMITH_TRACING', 'LANGCHAIN_TRACING'];

type RunWithConfig = (config: RunnableConfig | undefined, callback: () => unknown, avoidCreatingRootRunTree?: boolean) => unknown;

const installed = Symbol.for('circular.light-run-context');

/**
 * LangSmith's switch as the process's owner read it once (`installLightRunContext`'s
 * `langSmithTracing`); undefined while it has not, and the switches are read from the environment
 * at each run.
 */
let switchReadOnce: boolean | undefined;

/**
 * Whether a run may be traced to LangSmith: tracing switched on (in `env` when given; else as the
 * process's owner read it once, or in the environment now), or a callback manager (a parent
 * run's, handed down) that holds LangChain's tracer. Only then does the context of a run need to
 * be a LangSmith run tree; a list of handlers has no parent run yet.
 */
export function mayTraceToLangSmith(callbacks: Callbacks | undefined, env?: NodeJS.ProcessEnv): boolean {
  const switchedOn = env === undefined && switchReadOnce !== undefined ? switchReadOnce : tracingSwitches.some((name) => (env ?? process.env)[name] === 'true');
  return switchedOn || holdsLangSmithTracer(callbacks);
}

function holdsLangSmithTracer(callbacks: Callbacks | undefined): boolean {
  if (callbacks === undefined || Array.isArray(callbacks)) return false;
  return callbacks.handlers.some((handler) => handler.name === 'langchain_tracer');
}

/** Set while a run that found LangSmith's switches off calls a step (see `withTracingSwitchesOff`). */
let switchesReadOff = 0;

/**
 * Calls a step of a run that read LangSmith's switches at its start and found them off: the
 * contexts the step's runnables open synchronously (LangChain's `runWithConfig`, called before a
 * node's first await) look only at their callbacks, not at the switches again. Each look is four
 * environment reads, ~0.5 µs each (November 2026): per node, more than a direct run's own step
 * costs. LangGraph's own loop also decides a run's tracing once, at its start.
 */
export function withTracingSwitchesOff<T>(step: () => T): T {
  switchesReadOff += 1;
  try {
    return step();
  } finally {
    switchesReadOff -= 1;
  }
}

/**
 * LangChain runs every step of a graph (each node, each channel write, each edge's route) inside
 * `runWithConfig`, which keeps the step's config in async local storage for what the step calls.
 * Unless LangSmith traces the run, it wraps that config in a new LangSmith `RunTree` marked "not
 * traced": a v7 UUID, a timestamp string and a dozen environment look-ups per step, about a
 * quarter of a bare graph run's CPU (measured with a four-node graph, November 2026), for a run
 * tree nothing reads. Here, when nothing may trace the run (`mayTraceToLangSmith`), the config is
 * kept in a plain context object that holds what LangChain and LangGraph read back from it — the
 * config and the context variables — and every other call goes to LangChain's own code unchanged.
 * It replaces a method of LangChain's process-wide singleton, so importing a library never installs
 * it: a process that owns its LangChain set-up (the API server) calls it once; a Node service that
 * imports the libraries may too. Recheck the tests when @langchain/core is upgraded.
 *
 * `langSmithTracing`: LangSmith's switch as the owner read it, for a process whose environment does
 * not change after start (the API server reads it once, from the environment and `.env`). Runs then
 * take it from here instead of reading four environment variables each (`mayTraceToLangSmith`,
 * ~0.5 µs a read); without it, they read the environment as each run starts. The first call decides.
 */
export function installLightRunContext({ langSmithTracing }: { langSmithTracing?: boolean | undefined } = {}): void {
  const provider = AsyncLocalStorageProviderSingleton as unknown as { runWithConfig: RunWithConfig; [installed]?: true };
  if (provider[installed]) return;
  switchReadOnce = langSmithTracing;
  const original = provider.runWithConfig.bind(provider);
  provider.runWithConfig = (config, callback, avoidCreatingRootRunTree) => {
    const mayTrace = switchesReadOff > 0 ? holdsLangSmithTracer(config?.callbacks) : mayTraceToLangSmith(config?.callbacks);
    if (avoidCreatingRootRunTree || mayTrace) return original(config, callback, avoidCreatingRootRunTree);
    const storage = AsyncLocalStorageProviderSingleton.getInstance();
    const previous = storage.getStore() as Record<PropertyKey, unknown> | undefined;
    const context: Record<PropertyKey, unknown> = { extra: { [childConfigKey]: config } };
    if (previous?.[_CONTEXT_VARIABLES_KEY] !== undefined) context[_CONTEXT_VARIABLES_KEY] = previous[_CONTEXT_VARIABLES_KEY];
    return storage.run(context, callback);
  };
  provider[installed] = true;
}
