import type { C2cDescriptorRequest, C2cDescriptorResponse } from '@circular/contract';
import type { Callbacks } from '@langchain/core/callbacks/manager';
import type { C2cDescriptorDeps } from './deps.ts';
import { createC2cDescriptorGraph, type C2cDescriptorGraph } from './graph.ts';

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
  let graph = graphs.get(deps);
  if (!graph) {
    graph = createC2cDescriptorGraph(deps);
    graphs.set(deps, graph);
  }
  const { response } = await graph.invoke({ request: input }, { signal, callbacks });
  if (!response) throw new Error('the descriptor graph ended without a response');
  return response;
}
