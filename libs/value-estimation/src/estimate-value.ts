import type { ValueEstimationRequest, ValueEstimationResponse } from '@circular/contract';
import { firstTypedError, requireGraphResponse } from '@circular/runtime';
import type { Callbacks } from '@langchain/core/callbacks/manager';
import type { ValueEstimationDeps } from './deps.ts';
import { createValueEstimationGraph, type ValueEstimationGraph } from './graph.ts';

export interface EstimateValueOptions {
  /** Cancels the work, in-flight searches and model requests included (e.g. the server's request deadline). */
  signal?: AbortSignal | undefined;
  /** LangChain callbacks for every model call inside, e.g. a UsageMeter. */
  callbacks?: Callbacks | undefined;
}

/** Graphs compiled per deps object: compiling once per request would be wasted work under load. */
const graphs = new WeakMap<ValueEstimationDeps, ValueEstimationGraph>();

/**
 * Estimates an item's resale value, recycling revenue and repair cost from second-hand listings
 * and price lists found by web search, the way the server and other Node services call it.
 * Throws InvalidRequestError (422) for a bad request, SearchNotConfiguredError without search,
 * UpstreamError('search') when search fails, and InsufficientEvidenceError when the evidence
 * cannot back every figure with at least two references.
 */
export async function estimateValue(
  input: ValueEstimationRequest,
  deps: ValueEstimationDeps,
  { signal, callbacks }: EstimateValueOptions = {},
): Promise<ValueEstimationResponse> {
  signal?.throwIfAborted();
  let graph = graphs.get(deps);
  if (!graph) {
    graph = createValueEstimationGraph(deps);
    graphs.set(deps, graph);
  }
  try {
    const { response } = await graph.invoke({ request: input }, { signal, callbacks });
    return requireGraphResponse(response, 'value estimation');
  } catch (error) {
    throw firstTypedError(error);
  }
}
