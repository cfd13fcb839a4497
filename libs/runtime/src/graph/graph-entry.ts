import type { Callbacks } from '@langchain/core/callbacks/manager';
import { ownAnswer } from '../cache/shared-answer.ts';
import { requestSnapshot, withCheckedRequest } from './checked-request.ts';
import { invokeGraph } from './direct-run.ts';
import { firstTypedError } from './first-typed-error.ts';
import { memoPerDeps } from './memo-per-deps.ts';
import { requireGraphResponse } from './require-graph-response.ts';

/** What every library entry takes besides the request and deps. */
export interface GraphRunOptions {
  /** Cancels the work, in-flight model, search and fetch requests included (e.g. the server's request deadline). */
  signal?: AbortSignal | undefined;
  /** LangChain callbacks for every model call inside, e.g. a UsageMeter. */
  callbacks?: Callbacks | undefined;
  /**
   * Whether the caller takes an answer the library shares (`shareAnswer`) as it is: frozen, the
   * same object every such caller gets, its JSON kept. For a caller that only sends the answer on
   * (the server writes the kept JSON). By default each caller gets an answer of its own to change.
   */
  sharedAnswer?: boolean | undefined;
  /**
   * Whether the caller hands its request object over to the run and never changes it afterwards
   * (a server's body, parsed for this request alone): then the run reads that object as it is,
   * and the entry does not copy it first (`requestSnapshot`). By default the request is copied,
   * so that a caller changing its object after the call changes nothing the check passed.
   */
  handsOverRequest?: boolean | undefined;
}

/** A run's options as `runGraph` passes them on: the entry's, and a run configuration's `configurable` (e.g. a plan already made). */
export type GraphInvokeRunOptions = Omit<GraphRunOptions, 'sharedAnswer' | 'handsOverRequest'> & { configurable?: Record<string, unknown> | undefined };

/** A compiled function graph: `{ request }` in, `{ response }` out (docs/ARCHITECTURE.md §1). */
export interface ResponseGraph<Request, Response> {
  invoke(input: { request: Request }, options: GraphInvokeRunOptions): Promise<{ response?: Response | undefined }>;
}

export interface GraphEntrySpec<Request, Response, Deps extends object> {
  /** Names the graph in the error of a run that ends without a response ("the brands graph …"). */
  graphName: string;
  /**
   * The function's pre-job check, `parse<Name>Request`: the contract's validator, then what JSON
   * Schema cannot say. The same check the server runs before it accepts a job, so a library caller
   * and the REST route refuse the same bodies the same way, before any work. What it returns (the
   * job) reaches the graph's nodes through `checkedRequestOf`, so none checks the request again.
   */
  parseRequest: (request: Request, deps: Deps) => unknown;
  /** Builds the function's graph; compiled once per deps object. */
  createGraph: (deps: Deps) => ResponseGraph<Request, Response>;
}

/**
 * Runs a compiled function graph to its response (`invokeGraph`: directly when nothing observes the
 * run's steps). LangGraph reports nodes that failed side by side
 * as one AggregateError: the first typed error inside stands for them. A run that ends without a
 * response is the graph's bug, an untyped Error naming it.
 */
export async function runGraph<Request, Response>(graph: ResponseGraph<Request, Response>, request: Request, options: GraphInvokeRunOptions, graphName: string): Promise<Response> {
  let output: { response?: Response | undefined };
  try {
    output = await invokeGraph(graph, { request }, options);
  } catch (error) {
    throw firstTypedError(error);
  }
  return requireGraphResponse(output.response, graphName);
}

/**
 * A library entry, `<name>(request, deps, { signal, callbacks, sharedAnswer })`, built the one way
 * every function's is: a cancelled signal stops it at once; the request is checked before any work
 * (`parseRequest`), once, on a copy the run then reads (`requestSnapshot`; the caller's own object when it hands it over) — the run is told so (`withCheckedRequest`) and
 * its input schema and nodes do not check it again; the graph, compiled once per deps object, runs with the signal and callbacks;
 * failures come out as the first typed error and the output as the response — a shared one copied
 * for a caller that did not ask for it as it is (`ownAnswer`), so that no caller can change what
 * the next one gets.
 */
export function graphEntry<Request, Response, Deps extends object>({ graphName, parseRequest, createGraph }: GraphEntrySpec<Request, Response, Deps>) {
  const graphFor = memoPerDeps(createGraph);
  return async (request: Request, deps: Deps, { signal, callbacks, sharedAnswer = false, handsOverRequest = false }: GraphRunOptions = {}): Promise<Response> => {
    signal?.throwIfAborted();
    // The check's verdict holds for the copy the run reads: a caller changing its own object afterwards changes nothing checked.
    const checked = handsOverRequest ? request : requestSnapshot(request);
    const parsed = parseRequest(checked, deps);
    const response = await runGraph(graphFor(deps), checked, { signal, callbacks, ...withCheckedRequest(checked, parsed) }, graphName);
    return sharedAnswer ? response : ownAnswer(response);
  };
}
