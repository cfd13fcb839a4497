import type { DecisionRequest, DecisionResponse } from '@circular/contract';
import { graphEntry } from '@circular/runtime';
import type { Callbacks } from '@langchain/core/callbacks/manager';
import type { DecisionDeps } from './deps.ts';
import { createDecisionGraph } from './graph.ts';
import { parseDecisionRequest } from './parse-request.ts';

export interface DecideOptions {
  signal?: AbortSignal | undefined;
  callbacks?: Callbacks | undefined;
}

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
