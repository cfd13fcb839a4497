import type { C2cDescriptorRequest, C2cDescriptorResponse } from '@circular/contract';
import type { Callbacks } from '@langchain/core/callbacks/manager';
import type { C2cDescriptorDeps } from './deps.ts';
import { createC2cDescriptorGraph, type C2cDescriptorGraph } from './graph.ts';
import { assembleResponse } from './nodes/assemble-response.ts';
import { createPrepareListing } from './nodes/prepare-listing.ts';
import { createPriceListing } from './nodes/price-listing.ts';
import type { DescriptorStateUpdate, DescriptorStateValue } from './state.ts';

export interface DescribeListingOptions {
  /** Cancels the work, in-flight model and search requests included. */
  signal?: AbortSignal | undefined;
  /** LangChain callbacks for every model call inside, e.g. a UsageMeter. */
  callbacks?: Callbacks | undefined;
}

/** Graphs compiled per deps object: compiling per request would be wasted work under load. */
const graphs = new WeakMap<C2cDescriptorDeps, C2cDescriptorGraph>();

/**
 * Writes a marketplace listing from a seller's words, the way the server and other Node services
 * call the descriptor. Throws InvalidRequestError (422) naming the bad field; a model that fails
 * costs only its text (the template's is used, with a warning).
 */
export async function describeListing(input: C2cDescriptorRequest, deps: C2cDescriptorDeps = {}, { signal, callbacks }: DescribeListingOptions = {}): Promise<C2cDescriptorResponse> {
  signal?.throwIfAborted();
  if (!deps.model && !deps.visionModel) return describeWithoutModel(input, deps, { signal, callbacks });
  let graph = graphs.get(deps);
  if (!graph) {
    graph = createC2cDescriptorGraph(deps);
    graphs.set(deps, graph);
  }
  const { response } = await graph.invoke({ request: input }, { signal, callbacks });
  if (!response) throw new Error('the descriptor graph ended without a response');
  return response;
}

interface InlineSteps {
  prepareListing: ReturnType<typeof createPrepareListing>;
  priceListing: ReturnType<typeof createPriceListing>;
}

const inlineSteps = new WeakMap<C2cDescriptorDeps, InlineSteps>();

/**
 * Without a model the graph's model steps are skipped anyway, so its nodes run here one after the
 * other, in line: the same code and the same answer, without LangGraph's per-step bookkeeping,
 * which measured several times the template listing's own cost.
 */
async function describeWithoutModel(request: C2cDescriptorRequest, deps: C2cDescriptorDeps, config: DescribeListingOptions): Promise<C2cDescriptorResponse> {
  let steps = inlineSteps.get(deps);
  if (!steps) {
    steps = { prepareListing: createPrepareListing(deps), priceListing: createPriceListing(deps) };
    inlineSteps.set(deps, steps);
  }
  let state: DescriptorStateValue = { request, facts: undefined, images: [], copy: undefined, price: null, warnings: [], response: undefined };
  // The nodes return plain values (never LangGraph's Overwrite markers): merged as the state's reducers would.
  const apply = (update: DescriptorStateUpdate) => {
    const values = update as Partial<DescriptorStateValue>;
    state = { ...state, ...values, warnings: [...state.warnings, ...(values.warnings ?? [])] };
  };
  apply(await steps.prepareListing(state, config));
  apply(await steps.priceListing(state, config));
  apply(assembleResponse(state));
  if (!state.response) throw new Error('the descriptor ended without a response');
  return state.response;
}
