/**
 * @circular/value-estimation — what a second-hand item is worth: resale, recycling and repair
 * ranges grounded in marketplace listings found by web search. `estimateValue(request, deps)` is
 * the function; `createValueEstimationGraph(deps)` the LangGraph graph behind it. Building blocks
 * for tools and tests are in `@circular/value-estimation/internals`; LangGraph Studio's graph is
 * `@circular/value-estimation/studio`.
 */
export { estimateValue, type EstimateValueOptions } from './estimate-value.ts';
export { parseValueEstimationRequest } from './parse-request.ts';
export { createValueEstimationGraph, type ValueEstimationGraph } from './graph.ts';
export { valueEstimationDefaults, type ValueEstimationDeps } from './deps.ts';
export { InsufficientEvidenceError, type EvidenceFigure } from './errors/insufficient-evidence-error.ts';
export type { ValueEstimationRequest, ValueEstimationResponse } from '@circular/contract';
