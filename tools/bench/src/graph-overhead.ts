import { createRequire } from 'node:module';
import { brands } from '@circular/brands';
import { validateListing } from '@circular/c2c-validation';
import { decide } from '@circular/decision';
import { generateProtocol } from '@circular/protocol-generator';
import { graphEntry, installLightRunContext, invokeGraph, UsageMeter } from '@circular/runtime';
import { Annotation, END, START, StateGraph } from '@langchain/langgraph';
import { noModelRoutes } from './perf/no-model-routes.ts';
import type { Row } from './report.ts';

/** A state as small as a graph's can be: the request in, a counter the nodes bump, the response out. */
const ChainState = Annotation.Root({
  request: Annotation<number>,
  steps: Annotation<number>,
  response: Annotation<number | undefined>,
});

/** A bare LangGraph of `nodes` no-op nodes in a row: one superstep each, the last one answers. */
function noOpChain(nodes: number) {
  const graph = new StateGraph(ChainState);
  const names = Array.from({ length: nodes }, (_, i) => `step${i}`);
  for (const [i, name] of names.entries()) {
    graph.addNode(name, ({ request, steps }: typeof ChainState.State) => (i === nodes - 1 ? { steps: (steps ?? 0) + 1, response: request } : { steps: (steps ?? 0) + 1 }));
  }
  // addNode's typing narrows per call; a loop of names is wired through the untyped edge API.
  const wiring = graph as unknown as { addEdge(from: string, to: string): unknown };
  wiring.addEdge(START, names[0]!);
  for (let i = 1; i < nodes; i++) wiring.addEdge(names[i - 1]!, names[i]!);
  wiring.addEdge(names.at(-1)!, END);
  return graph.compile();
}

/** The same work as plain code: `nodes` awaited steps, so the comparison charges LangGraph alone. */
async function plainSteps(request: number, nodes: number): Promise<number> {
  let steps = 0;
  for (let i = 0; i < nodes; i++) steps = await Promise.resolve(steps + 1);
  return steps > 0 ? request : -1;
}

type Call = () => Promise<unknown>;

/**
 * CPU microseconds (user + system) per call of each target, in this process, one call at a time:
 * CPU time rather than wall time because other processes share the cores; targets are interleaved
 * in short rounds (the machine's load drifts; each target sees the same mix of it) and the median
 * round is kept.
 */
async function timePerCall(targets: Record<string, Call>, { rounds, callsPerRound }: { rounds: number; callsPerRound: number }): Promise<Map<string, number>> {
  const perRound = new Map<string, number[]>(Object.keys(targets).map((name) => [name, []]));
  for (const call of Object.values(targets)) for (let i = 0; i < callsPerRound; i++) await call();
  for (let round = 0; round < rounds; round++) {
    for (const [name, call] of Object.entries(targets)) {
      const start = process.cpuUsage();
      for (let i = 0; i < callsPerRound; i++) await call();
      const { user, system } = process.cpuUsage(start);
      perRound.get(name)!.push((user + system) / callsPerRound);
    }
  }
  return new Map([...perRound].map(([name, times]) => [name, median(times)]));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Least-squares line through (nodes, µs): the slope is a superstep's cost, the intercept a run's fixed cost. */
function line(points: [number, number][]): { perStep: number; fixed: number } {
  const n = points.length;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  const perStep = points.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0) / points.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0);
  return { perStep, fixed: meanY - perStep * meanX };
}

const langgraphVersion = (createRequire(import.meta.url)('@langchain/langgraph/package.json') as { version: string }).version;

/**
 * What running a LangGraph graph costs per call, against the same steps as plain code: a bare graph
 * of 1, 2, 4 and 8 no-op nodes invoked with LangGraph's defaults, then with what the server hands a
 * run (an AbortSignal; a UsageMeter callback too when the function has a model), then through the
 * runtime's `graphEntry` (the entry every library is built from) and its `invokeGraph` (which steps
 * through a graph nothing observes without LangGraph's loop); the slope over node counts is one
 * superstep's cost, the intercept a run's fixed cost. Then LangGraph's one-shot settings (durability
 * `exit`, streamMode `updates`) at four nodes. Below that, each route that needs no model
 * called in this process through its library entry as a server without a model calls it, with the
 * overhead benchmark's requests: the HTTP server's share of a route is what `overhead` measures
 * beyond these.
 */
export async function graphOverhead({ rounds = 5, callsPerRound = 100, nodeCounts = [1, 2, 4, 8] } = {}) {
  // Graph steps as the API server runs them (it installs the light run context with its first function).
  installLightRunContext();
  // A signal per call, as the server gives each request its own: LangGraph adds an abort listener to
  // the caller's signal on every run and leaves it there, so one signal shared by every call would
  // grow a longer listener list with each run and charge the later calls for it.
  const signal = () => new AbortController().signal;
  const targets: Record<string, Call> = {};
  const series = {
    plain: 'plain function',
    bare: 'graph.invoke',
    signal: 'graph.invoke + signal',
    metered: 'graph.invoke + signal + meter',
    entry: 'graphEntry + signal',
    direct: 'invokeGraph + signal + meter',
  };
  for (const nodes of nodeCounts) {
    const graph = noOpChain(nodes);
    const entry = graphEntry({ graphName: 'no-op', parseRequest: () => undefined, createGraph: () => graph });
    const deps = {};
    targets[`${series.plain} (${nodes})`] = () => plainSteps(1, nodes);
    targets[`${series.bare} (${nodes})`] = () => graph.invoke({ request: 1 });
    targets[`${series.signal} (${nodes})`] = () => graph.invoke({ request: 1 }, { signal: signal() });
    targets[`${series.metered} (${nodes})`] = () => graph.invoke({ request: 1 }, { signal: signal(), callbacks: [new UsageMeter()] });
    targets[`${series.entry} (${nodes})`] = () => entry(1, deps, { signal: signal() });
    targets[`${series.direct} (${nodes})`] = () => invokeGraph(graph, { request: 1 }, { signal: signal(), callbacks: [new UsageMeter()] });
  }
  // LangGraph's settings for a one-shot run, at one size: a graph without a checkpointer saves
  // nothing whatever its durability, and "updates" streams a chunk per node where "values" streams
  // one per superstep.
  const settingsGraph = noOpChain(4);
  targets[`${series.signal} (4), durability exit`] = () => settingsGraph.invoke({ request: 1 }, { signal: signal(), durability: 'exit' });
  targets[`${series.signal} (4), streamMode updates`] = () => settingsGraph.invoke({ request: 1 }, { signal: signal(), streamMode: 'updates' });
  // One deps object per function, as a server holds them: each library compiles its graph once per deps object.
  const noDeps = { brands: {}, validation: {}, decision: {}, protocols: {} };
  const libraryCalls: Record<string, (body: never) => Promise<unknown>> = {
    '/service_ai_brands': (body) => brands(body, noDeps.brands, { signal: signal() }),
    '/service_ai_c2c_validation': (body) => validateListing(body, noDeps.validation, { signal: signal() }),
    '/service_ai_decision': (body) => decide(body, noDeps.decision, { signal: signal() }),
    // As the server asks for it: the kept protocol as it is, not a copy of its own.
    '/service_ai_protocol_generator': (body) => generateProtocol(body, noDeps.protocols, { signal: signal(), sharedAnswer: true }),
  };
  for (const { name, path, body } of noModelRoutes) {
    const call = libraryCalls[path];
    if (call) targets[`library entry: ${name}`] = () => call(body() as never);
  }
  const times = await timePerCall(targets, { rounds, callsPerRound });
  const rows: Row[] = [...times].map(([target, us]) => ({ target, 'CPU µs per call': us }));
  const fits = Object.fromEntries(
    Object.entries(series).map(([key, name]) => {
      const { perStep, fixed } = line(nodeCounts.map((nodes) => [nodes, times.get(`${name} (${nodes})`)!]));
      return [key, { name, usPerSuperstep: perStep, usFixedPerRun: fixed }];
    }),
  );
  const table: Row[] = Object.values(fits).map(({ name, usPerSuperstep, usFixedPerRun }) => ({ series: name, 'CPU µs per superstep': usPerSuperstep, 'CPU µs fixed per run': usFixedPerRun }));
  const summary = { langgraphVersion, perSeries: fits, settings: { rounds, callsPerRound, nodeCounts } };
  return { rows, table, summary };
}
