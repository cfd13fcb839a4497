import type { Callbacks } from '@langchain/core/callbacks/manager';
import type { BrandsDeps } from './deps.ts';
import { createBrandsGraph, type BrandsGraph } from './graph.ts';
import { assertValidBrandsRequest } from './request-checks.ts';
import type { BrandsRequest, BrandsResponse } from '@circular/contract';

export interface BrandsOptions {
  /** Cancels the work, in-flight model, search and catalogue requests included. */
  signal?: AbortSignal | undefined;
  /** LangChain callbacks for every model call inside, e.g. a UsageMeter. */
  callbacks?: Callbacks | undefined;
}

/** Graphs built per deps object: compiling once per request would be wasted work. */
const graphs = new WeakMap<BrandsDeps, BrandsGraph>();

/**
 * Normalises, validates or discovers brands, the way the server and other Node services call it.
 * Answers from the shipped table without a model or search; with them, adds `needs_review`
 * proposals. Throws InvalidRequestError (422) for a bad request, UpstreamError when a configured
 * model, search or core system fails.
 */
export async function brands(input: BrandsRequest, deps: BrandsDeps = {}, { signal, callbacks }: BrandsOptions = {}): Promise<BrandsResponse> {
  signal?.throwIfAborted();
  assertValidBrandsRequest(input);
  let graph = graphs.get(deps);
  if (!graph) {
    graph = createBrandsGraph(deps);
    graphs.set(deps, graph);
  }
  const { response } = await graph.invoke({ request: input }, { signal, callbacks });
  if (!response) throw new Error('the brands graph ended without a response');
  return response;
}
