import type { DecisionRequest, DecisionResponse } from '@circular/contract';
import { graphEntry, type GraphRunOptions } from '@circular/runtime';
import type { DecisionDeps } from './deps.ts';
import { createDecisionGraph } from './graph.ts';
import { parseDecisionRequest } from './parse-request.ts';

/** The signal that cancels the work and the LangChain callbacks for every model call inside. */
export type DecideOptions = GraphRunOptions;

const run = graphEntry({ graphName: 'decision', parseRequest: parseDecisionRequest, createGraph: createDecisionGraph });

/**
 * What becomes of an item: resale as is, repair then resale, donation, recycling or refusal, with
 * every option, the gates, the figures and the reasons. Deterministic for the same request and
 * date. Throws InvalidRequestError (422) for a bad request; with search configured and no
 * economics, value estimation's upstream errors.
 */
export async function decide(input: DecisionRequest, deps: DecisionDeps = {}, options: DecideOptions = {}): Promise<DecisionResponse> {
  return run(input, deps, options);
}
