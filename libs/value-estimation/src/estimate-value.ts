import type { ValueEstimationRequest, ValueEstimationResponse } from '@circular/contract';
import { graphEntry, type GraphRunOptions } from '@circular/runtime';
import type { ValueEstimationDeps } from './deps.ts';
import { createValueEstimationGraph } from './graph.ts';
import { parseValueEstimationRequest } from './parse-request.ts';

/** The signal that cancels the work and the LangChain callbacks for every model call inside. */
export type EstimateValueOptions = GraphRunOptions;

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
