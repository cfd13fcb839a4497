import type { ValueEstimationRequest, ValueEstimationResponse } from '@circular/contract';
import { graphEntry } from '@circular/runtime';
import type { Callbacks } from '@langchain/core/callbacks/manager';
import type { ValueEstimationDeps } from './deps.ts';
import { createValueEstimationGraph } from './graph.ts';
import { parseValueEstimationRequest } from './parse-request.ts';

export interface EstimateValueOptions {
  /** Cancels the work, in-flight searches and model requests included (e.g. the server's request deadline). */
  signal?: AbortSignal | undefined;
  /** LangChain callbacks for every model call inside, e.g. a UsageMeter. */
  callbacks?: Callbacks | undefined;
}

const run = graphEntry({ graphName: 'value estimation', parseRequest: parseValueEstimationRequest, createGraph: createValueEstimationGraph });

/**
 * Estimates an item's resale value, recycling revenue and repair cost from second-hand listings
 * and price lists found by web search, the way the server and other Node services call it.
 * Throws InvalidRequestError (422) for a bad request, SearchNotConfiguredError without search,
 * UpstreamError('search') when search fails, and InsufficientEvidenceError when the evidence
 * cannot back every figure with at least two references.
 */
export async function estimateValue(input: ValueEstimationRequest, deps: ValueEstimationDeps, options: EstimateValueOptions = {}): Promise<ValueEstimationResponse> {
  return run(input, deps, options);
}
