import type { BaseCallbackHandler } from '@langchain/core/callbacks/base';
import type { Callbacks } from '@langchain/core/callbacks/manager';
import type { RunnableConfig } from '@langchain/core/runnables';
import { END, GraphRecursionError, InvalidUpdateError, isCommand, Send, START, type BaseChannel } from '@langchain/langgraph';
import { checkedRequestOf } from './checked-request.ts';
import { mayTraceToLangSmith, withTracingSwitchesOff } from './light-run-context.ts';
import { linkedAbort, type LinkedAbort } from '../abort/index.ts';

/** What a graph is invoked with: the caller's signal, callbacks and run configuration. */
export type GraphInvokeOptions = RunnableConfig;

/** Anything with LangGraph's `invoke`: a compiled graph, or a stand-in in a test. */
export interface InvokableGraph<Input, Output> {
  invoke(input: Input, options?: GraphInvokeOptions): Promise<Output>;
}

/** A runnable as LangGraph holds a node or a conditional edge's route. */
interface Invokable {
  invoke(input: unknown, config?: RunnableConfig): Promise<unknown>;
}

/** The parts of a compiled StateGraph a direct run reads (LangGraph 1.x; see `directRunPlan`). */
interface CompiledStateGraphShape {
  builder?: {
    nodes: Record<string, { runnable: Invokable; ends?: unknown; defer?: boolean; input?: unknown; subgraphs?: unknown[] }>;
    edges: Set<[string, string]>;
    waitingEdges?: Set<[string[], string]>;
    branches: Record<string, Record<string, { path: Invokable; ends?: Record<string, string> }>>;
    channels: Record<string, BaseChannel>;
    _schemaDefinition: unknown;
    _inputDefinition: unknown;
    _outputDefinition: unknown;
    _schemaDefinitions: Map<unknown, Record<string, unknown>>;
    _schemaRuntimeDefinition?: unknown;
    _inputRuntimeDefinition?: unknown;
    _configRuntimeSchema?: unknown;
  };
  nodes: Record<string, { retryPolicy?: unknown; cachePolicy?: unknown; timeout?: unknown; errorHandlerNode?: unknown }>;
  checkpointer?: unknown;
  store?: unknown;
  cache?: unknown;
  interruptBefore?: unknown;
  interruptAfter?: unknown;
  config?: RunnableConfig;
}

/** A graph's shape, read once: what a run needs to step through it without LangGraph's loop. */
interface DirectRunPlan {
  name: string;
  nodes: Map<string, Invokable>;
  /** The nodes each node (and START) goes on to by its plain edges. */
  edges: Map<string, string[]>;
  /** Edges that wait for several nodes: `end` runs in the step after the last of `starts` has run. */
  joins: { starts: string[]; end: string }[];
  /** Each node's conditional edges: the route and, when given, the map from its answers to nodes. */
  branches: Map<string, { path: Invokable; ends: Record<string, string> | undefined }[]>;
  channels: Record<string, BaseChannel>;
  stateKeys: string[];
  inputKeys: string[];
  outputKeys: string[];
  config: RunnableConfig;
  /** The input as LangGraph's input schema leaves it. */
  checkInput: (input: unknown) => Promise<unknown>;
}

/** A task of one step: a node and its input (the state, or what a `Send` gave it). */
interface Task {
  node: string;
  input?: unknown;
}

/** LangGraph's limit on supersteps when a run sets none. */
const defaultRecursionLimit = 25;

const plans = new WeakMap<object, DirectRunPlan | null>();

/**
 * Invokes a compiled graph as `graph.invoke(input, options)` would, and when nothing can tell the
 * two apart, steps through it directly: LangGraph's loop costs ≈ 0.2 ms of CPU per superstep on
 * this machine (checkpoints copied, task ids hashed, configs merged, a UUID per step), work for
 * checkpointers, streams, retries and callbacks that a one-shot run of a function with none of
 * them never reads back. A direct run reads the graph's own nodes, edges, conditional edges and
 * state channels (their reducers and defaults) and runs the same supersteps: the nodes of a step
 * side by side, each with the state as the step began (or its `Send`'s input), every write of the
 * step applied through the channels, then the nodes the step's edges, routes and `Command`s go to.
 *
 * LangGraph runs it when the graph has anything a direct run does not do (a checkpointer, store,
 * cache, interrupts, deferred nodes, retry, cache or timeout policies, node input
 * schemas, subgraphs, schemas that validate), and when a run is observed: a callback that wants
 * chain events (job progress, tracing spans) or LangSmith tracing. Callbacks that ignore chain
 * events (a UsageMeter) still reach every model call, through the config each node is given.
 * Studio and `graph.invoke` always run LangGraph's loop; the tests run both ways and compare.
 */
export async function invokeGraph<Input, Output>(graph: InvokableGraph<Input, Output>, input: Input, options: GraphInvokeOptions = {}): Promise<Output> {
  const plan = directRunPlan(graph);
  // Callbacks bound to the graph (`withConfig`) observe its runs as much as the caller's do.
  if (!plan || !runUnobserved(options.callbacks) || (plan.config.callbacks !== undefined && !runUnobserved(plan.config.callbacks))) return graph.invoke(input, options);
  return (await runDirect(plan, input, options)) as Output;
}

/**
 * Whether a run with these callbacks would report nothing to anyone: no chain events wanted (every
 * handler ignores them, as a UsageMeter does), no LangSmith tracing. Such callbacks need reach only
 * the model calls; handed to a LangGraph run they make LangChain open and close a run for every
 * node, edge and channel write all the same.
 */
export function runUnobserved(callbacks: Callbacks | undefined): boolean {
  if (callbacks === undefined) return !mayTraceToLangSmith(undefined);
  if (!Array.isArray(callbacks)) return false;
  return callbacks.every((handler) => (handler as BaseCallbackHandler).ignoreChain === true) && !mayTraceToLangSmith(callbacks);
}

/** Whether `invokeGraph` steps through this graph itself when nothing observes a run (see `invokeGraph`). */
export function runsDirectly(graph: object): boolean {
  return directRunPlan(graph) !== null;
}

/** The plan of a compiled StateGraph a direct run can step through, or null (then LangGraph runs it). */
export function directRunPlan(graph: object): DirectRunPlan | null {
  let plan = plans.get(graph);
  if (plan === undefined) {
    plan = readPlan(graph as CompiledStateGraphShape);
    plans.set(graph, plan);
  }
  return plan;
}

function readPlan(graph: CompiledStateGraphShape): DirectRunPlan | null {
  const { builder } = graph;
  if (!builder || !(builder.edges instanceof Set) || typeof builder.nodes !== 'object' || !(builder._schemaDefinitions instanceof Map)) return null;
  if (graph.checkpointer || graph.store || graph.cache || hasItems(graph.interruptBefore) || hasItems(graph.interruptAfter)) return null;
  const checkInput = inputCheck(builder);
  if (!checkInput) return null;
  const stateKeys = keysOf(builder, builder._schemaDefinition);
  const inputKeys = keysOf(builder, builder._inputDefinition);
  const outputKeys = keysOf(builder, builder._outputDefinition);
  if (!stateKeys || !inputKeys || !outputKeys) return null;
  const channelKeys = Object.keys(builder.channels);
  // Input and output keys outside the state would be channels of their own, read by no node.
  if (channelKeys.length !== stateKeys.length || !stateKeys.every((key) => key in builder.channels)) return null;
  const nodes = new Map<string, Invokable>();
  for (const [name, spec] of Object.entries(builder.nodes)) {
    const compiled = graph.nodes[name];
    if (!compiled || spec.defer || (spec.input !== undefined && spec.input !== builder._schemaDefinition) || (spec.subgraphs?.length ?? 0) > 0) return null;
    if (compiled.retryPolicy !== undefined || compiled.cachePolicy !== undefined || compiled.timeout !== undefined || compiled.errorHandlerNode !== undefined) return null;
    nodes.set(name, spec.runnable);
  }
  const edges = new Map<string, string[]>();
  for (const [from, to] of builder.edges) edges.set(from, [...(edges.get(from) ?? []), to]);
  const joins = [...(builder.waitingEdges ?? [])].map(([starts, end]) => ({ starts, end }));
  const branches = new Map<string, { path: Invokable; ends: Record<string, string> | undefined }[]>();
  for (const [from, named] of Object.entries(builder.branches)) branches.set(from, Object.values(named).map(({ path, ends }) => ({ path, ends })));
  return { name: (graph as { name?: string }).name ?? 'graph', nodes, edges, branches, joins, channels: builder.channels, stateKeys, inputKeys, outputKeys, checkInput, config: graph.config ?? {} };
}

/**
 * How LangGraph checks a run's input, when it does: state given as annotations (a zod or standard
 * state schema would be parsed on every write) and no context schema, with an input schema of
 * LangGraph's `StateSchema` (its `validateInput` parses the input once per run, as here) or none
 * (LangGraph's "partial state" marker, a symbol, which parses nothing). Null when a direct run
 * cannot check it the same way.
 */
function inputCheck(builder: NonNullable<CompiledStateGraphShape['builder']>): DirectRunPlan['checkInput'] | null {
  const input = builder._inputRuntimeDefinition as { validateInput?: unknown } | symbol | undefined;
  if (builder._schemaRuntimeDefinition !== undefined || builder._configRuntimeSchema !== undefined) return null;
  if (input === undefined || typeof input === 'symbol') return async (value) => value;
  if (typeof input.validateInput !== 'function') return null;
  return async (value) => (input.validateInput as (value: unknown) => Promise<unknown>).call(input, value);
}

/**
 * Whether the run's input is `{ request }` with a request its entry has checked already
 * (`withCheckedRequest`): the input schema would run the same contract validator on it again.
 */
function inputChecked(input: unknown, config: RunnableConfig): boolean {
  if (input === null || typeof input !== 'object') return false;
  const keys = Object.keys(input);
  return keys.length === 1 && keys[0] === 'request' && checkedRequestOf(config, (input as { request: unknown }).request) !== undefined;
}

function hasItems(value: unknown): boolean {
  return value === '*' || (Array.isArray(value) && value.length > 0);
}

function keysOf(builder: NonNullable<CompiledStateGraphShape['builder']>, definition: unknown): string[] | null {
  const channels = builder._schemaDefinitions.get(definition);
  return channels ? Object.keys(channels) : null;
}

async function runDirect(plan: DirectRunPlan, input: unknown, options: GraphInvokeOptions): Promise<Record<string, unknown>> {
  const caller = options.signal;
  caller?.throwIfAborted();
  // The nodes' signal: the caller's, and the run's own, aborted when the run fails, as LangGraph
  // aborts a failed step's work (a node's other requests in flight, a sibling's retries).
  const failed = linkedAbort(caller);
  const config: RunnableConfig = { ...plan.config, ...options, configurable: { ...plan.config.configurable, ...options.configurable }, signal: failed.signal };
  try {
    // A cancelled run stops waiting at once, whatever step it is in (one race per run, not per step).
    return await whileRunning(runSteps(plan, input, config, caller, failed), caller);
  } catch (error) {
    failed.abort(error);
    throw error;
  } finally {
    failed.release();
  }
}

async function runSteps(plan: DirectRunPlan, input: unknown, config: RunnableConfig, caller: AbortSignal | undefined, failed: LinkedAbort): Promise<Record<string, unknown>> {
  const limit = config.recursionLimit ?? defaultRecursionLimit;
  const channels: Record<string, BaseChannel> = Object.fromEntries(plan.stateKeys.map((key) => [key, plan.channels[key]!.fromCheckpoint(undefined)]));
  if (!inputChecked(input, config)) input = await plan.checkInput(input);
  const inputUpdates = input !== null && typeof input === 'object' ? Object.entries(input).filter(([key]) => plan.inputKeys.includes(key)) : [];
  applyWrites(channels, [inputUpdates]);
  const run: RunState = { channels, joined: plan.joins.map(() => new Set<string>()) };
  let tasks = await branchingTasks(plan, run, [{ node: START }], [{ updates: inputUpdates, goto: [] }], undefined, config);
  for (let step = 0; tasks.length > 0; step++) {
    // LangGraph counts the input as a step of the limit.
    if (step + 1 >= limit) {
      throw new GraphRecursionError(`Recursion limit of ${limit} reached without hitting a stop condition. You can increase the limit by setting the "recursionLimit" config key.`, { lc_error_code: 'GRAPH_RECURSION_LIMIT' });
    }
    caller?.throwIfAborted();
    const state = readState(channels, plan.stateKeys);
    // A direct run is one nothing observes: LangSmith's switches were read off as it started.
    const outputs = await runStep(tasks, config, failed, (task) => withTracingSwitchesOff(() => plan.nodes.get(task.node)!.invoke(task.input ?? state, config)));
    const results = outputs.map((output, i) => nodeResult(tasks[i]!.node, output, plan.stateKeys));
    caller?.throwIfAborted();
    const before = results.length > 1 && plan.branches.size > 0 ? snapshot(channels) : undefined;
    applyWrites(
      channels,
      results.map(({ updates }) => updates),
    );
    tasks = await branchingTasks(plan, run, tasks, results, before, config);
  }
  return readState(channels, plan.outputKeys);
}

/** What a run keeps between steps: the state's channels and, per waiting edge, the nodes it has seen run. */
interface RunState {
  channels: Record<string, BaseChannel>;
  joined: Set<string>[];
}

/** A node's writes and where its `Command` goes, as LangGraph reads a node's return value. */
interface NodeResult {
  updates: [string, unknown][];
  goto: (string | Send)[];
}

function nodeResult(node: string, output: unknown, stateKeys: string[]): NodeResult {
  if (output === null || output === undefined) return { updates: [], goto: [] };
  if (isCommand(output)) {
    if (output.graph !== undefined) throw new InvalidUpdateError(`Node "${node}" sent a Command to another graph, which a direct run does not do.`);
    return { updates: (output._updateAsTuples() as [string, unknown][]).filter(([key]) => stateKeys.includes(key)), goto: output.goto as (string | Send)[] };
  }
  if (Array.isArray(output) && output.some((item) => isCommand(item))) {
    const parts = output.map((item) => nodeResult(node, item, stateKeys));
    return { updates: parts.flatMap(({ updates }) => updates), goto: parts.flatMap(({ goto }) => goto) };
  }
  if (typeof output !== 'object' || Array.isArray(output)) {
    const received = Array.isArray(output) ? 'array' : typeof output;
    throw new InvalidUpdateError(`Expected node "${node}" to return an object or an array containing at least one Command object, received ${received}`, { lc_error_code: 'INVALID_GRAPH_NODE_RETURN_VALUE' });
  }
  return { updates: Object.entries(output).filter(([key]) => stateKeys.includes(key)), goto: [] };
}

/** Every write of a step, channel by channel in the order of the step's tasks, through the channels' reducers. */
function applyWrites(channels: Record<string, BaseChannel>, writes: [string, unknown][][]): void {
  const byChannel = new Map<string, unknown[]>();
  for (const updates of writes) {
    for (const [key, value] of updates) {
      const values = byChannel.get(key);
      if (values) values.push(value);
      else byChannel.set(key, [value]);
    }
  }
  for (const [key, values] of byChannel) {
    try {
      channels[key]!.update(values);
    } catch (error) {
      // The channel named, not its values: they may hold a whole document, and errors reach logs.
      if (error instanceof InvalidUpdateError) throw new InvalidUpdateError(`Invalid update for channel "${key}" (${values.length} values in one step): ${error.message}`, { lc_error_code: 'INVALID_CONCURRENT_GRAPH_UPDATE' });
      throw error;
    }
  }
}

function readState(channels: Record<string, BaseChannel>, keys: string[]): Record<string, unknown> {
  const state: Record<string, unknown> = {};
  for (const key of keys) if (channels[key]!.isAvailable()) state[key] = channels[key]!.get();
  return state;
}

function snapshot(channels: Record<string, BaseChannel>): Record<string, BaseChannel> {
  return Object.fromEntries(Object.entries(channels).map(([key, channel]) => [key, channel.fromCheckpoint(channel.isAvailable() ? channel.checkpoint() : undefined)]));
}

/**
 * The next step's tasks: each task's plain edges, its conditional edges' routes (read, as in
 * LangGraph, from the state with that task's own writes applied) and its `Command`'s goto. A node
 * named more than once runs once; every `Send` is a task of its own.
 */
async function branchingTasks(
  plan: DirectRunPlan,
  { channels, joined }: RunState,
  tasks: Task[],
  results: NodeResult[],
  before: Record<string, BaseChannel> | undefined,
  config: RunnableConfig,
): Promise<Task[]> {
  const routed: (string | Send)[][] = [];
  for (const [i, { node }] of tasks.entries()) {
    const branches = plan.branches.get(node) ?? [];
    if (branches.length === 0) continue;
    let own = channels;
    if (before) {
      own = snapshot(before);
      applyWrites(own, [results[i]!.updates]);
    }
    const state = readState(own, plan.stateKeys);
    for (const { path, ends } of branches) routed[i] = [...(routed[i] ?? []), ...routes(await withTracingSwitchesOff(() => path.invoke(state, config)), ends)];
  }
  return nextTasks(
    plan,
    joined,
    tasks,
    results.map((result, i) => ({ ...result, goto: [...result.goto, ...(routed[i] ?? [])] })),
  );
}

function routes(answer: unknown, ends: Record<string, string> | undefined): (string | Send)[] {
  const answers = Array.isArray(answer) ? answer : [answer];
  const destinations = answers.map((each) => (each instanceof Send || ends === undefined ? each : ends[each as string]));
  if (destinations.some((destination) => !destination)) throw new Error('Branch condition returned unknown or null destination');
  if (destinations.some((destination) => destination instanceof Send && destination.node === END)) throw new InvalidUpdateError('Cannot send a packet to the END node');
  return destinations as (string | Send)[];
}

function nextTasks(plan: DirectRunPlan, joined: Set<string>[], tasks: Task[], results: NodeResult[]): Task[] {
  const named = new Set<string>();
  const sent: Task[] = [];
  for (const [i, { node }] of tasks.entries()) {
    for (const to of plan.edges.get(node) ?? []) named.add(to);
    for (const [j, { starts }] of plan.joins.entries()) if (starts.includes(node)) joined[j]!.add(node);
    for (const to of results[i]!.goto) {
      if (to instanceof Send) sent.push({ node: to.node, input: to.args });
      else named.add(to);
    }
  }
  for (const [j, { starts, end }] of plan.joins.entries()) {
    if (starts.every((start) => joined[j]!.has(start))) {
      named.add(end);
      joined[j]!.clear();
    }
  }
  named.delete(END);
  // In LangGraph's order of a step's writes: the nodes an edge or route named by name, then each Send.
  const next = [...named].sort().map((node) => ({ node }));
  for (const task of [...next, ...sent]) if (!plan.nodes.has(task.node)) throw new InvalidUpdateError(`The ${plan.name} graph has no node "${task.node}" to go to.`);
  return [...next, ...sent];
}

/**
 * Runs a step's tasks side by side, at most `maxConcurrency` at once, as LangGraph does: the first
 * failure aborts the run's signal, which stops the other tasks' work, and is thrown once they
 * settle (failures that follow it are its consequence). A cancelled run stops waiting for them at
 * once (`runDirect`).
 */
async function runStep<T>(tasks: Task[], config: RunnableConfig, failed: LinkedAbort, run: (task: Task) => Promise<T>): Promise<T[]> {
  if (tasks.length === 1) return [await run(tasks[0]!)];
  const values = new Array<T>(tasks.length);
  let failure: { error: unknown } | undefined;
  let next = 0;
  const worker = async () => {
    while (next < tasks.length && !failure) {
      const i = next++;
      try {
        values[i] = await run(tasks[i]!);
      } catch (error) {
        if (!failure) {
          failure = { error };
          failed.abort(error);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(tasks.length, config.maxConcurrency ?? tasks.length) }, worker));
  if (failure) throw failure.error;
  return values;
}

/** The work's outcome, or the signal's reason as soon as it is cancelled. */
async function whileRunning<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  signal.throwIfAborted();
  let stop: (() => void) | undefined;
  const cancelled = new Promise<never>((_resolve, reject) => {
    stop = () => reject(signal.reason as Error);
    signal.addEventListener('abort', stop, { once: true });
  });
  try {
    return await Promise.race([work, cancelled]);
  } finally {
    signal.removeEventListener('abort', stop!);
  }
}
