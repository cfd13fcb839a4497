import type { DecisionRequest, DecisionResponse } from '@circular/contract';
import type { Callbacks } from '@langchain/core/callbacks/manager';
import type { DecisionDeps } from './deps.ts';
import { createDecisionGraph, type DecisionGraph } from './graph.ts';

export interface DecideOptions {
  signal?: AbortSignal | undefined;
  callbacks?: Callbacks | undefined;
}

/** Compiled once per deps object. */
const graphs = new WeakMap<DecisionDeps, DecisionGraph>();

/**
 * What becomes of an item: resale as is, repair then resale, donation, recycling or refusal, with
 * every option, the gates, the figures and the reasons. Deterministic for the same request and
 * date. Throws InvalidRequestError (422) for a bad request; with search configured and no
 * economics, value estimation's upstream errors.
 */
export async function decide(input: DecisionRequest, deps: DecisionDeps = {}, { signal, callbacks }: DecideOptions = {}): Promise<DecisionResponse> {
  signal?.throwIfAborted();
  let graph = graphs.get(deps);
  if (!graph) {
    graph = createDecisionGraph(deps);
    graphs.set(deps, graph);
  }
  const { response } = await graph.invoke({ request: input }, { signal, callbacks });
  if (!response) throw new Error('the decision graph ended without a response');
  return response;
}
