import { graphEntry, type GraphRunOptions } from '@circular/runtime';
import type { BrandsDeps } from './deps.ts';
import { createBrandsGraph } from './graph.ts';
import { parseBrandsRequest } from './parse-request.ts';
import type { BrandsRequest, BrandsResponse } from '@circular/contract';

/** The signal that cancels the work and the LangChain callbacks for every model call inside. */
export type BrandsOptions = GraphRunOptions;

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
