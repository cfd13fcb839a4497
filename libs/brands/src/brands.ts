import type { Callbacks } from '@langchain/core/callbacks/manager';
import { graphEntry } from '@circular/runtime';
import type { BrandsDeps } from './deps.ts';
import { createBrandsGraph } from './graph.ts';
import { parseBrandsRequest } from './parse-request.ts';
import type { BrandsRequest, BrandsResponse } from '@circular/contract';

export interface BrandsOptions {
  /** Cancels the work, in-flight model, search and catalogue requests included. */
  signal?: AbortSignal | undefined;
  /** LangChain callbacks for every model call inside, e.g. a UsageMeter. */
  callbacks?: Callbacks | undefined;
}

const run = graphEntry({ graphName: 'brands', parseRequest: parseBrandsRequest, createGraph: createBrandsGraph });

/**
 * Normalises, validates or discovers brands, the way the server and other Node services call it.
 * Answers from the shipped table without a model or search; with them, adds `needs_review`
 * proposals. Throws InvalidRequestError (422) for a bad request, UpstreamError when a configured
 * model, search or core system fails.
 */
export async function brands(input: BrandsRequest, deps: BrandsDeps = {}, options: BrandsOptions = {}): Promise<BrandsResponse> {
  return run(input, deps, options);
}
