import type { C2cDescriptorRequest, C2cDescriptorResponse } from '@circular/contract';
import { graphEntry } from '@circular/runtime';
import type { Callbacks } from '@langchain/core/callbacks/manager';
import type { C2cDescriptorDeps } from './deps.ts';
import { createC2cDescriptorGraph } from './graph.ts';
import { parseC2cDescriptorRequest } from './parse-request.ts';

export interface DescribeListingOptions {
  /** Cancels the work, in-flight model and search requests included. */
  signal?: AbortSignal | undefined;
  /** LangChain callbacks for every model call inside, e.g. a UsageMeter. */
  callbacks?: Callbacks | undefined;
}

const run = graphEntry({ graphName: 'descriptor', parseRequest: parseC2cDescriptorRequest, createGraph: createC2cDescriptorGraph });

/**
 * Writes a marketplace listing from a seller's words, the way the server and other Node services
 * call the descriptor. Throws InvalidRequestError (422) naming the bad field; a model that fails
 * costs only its text (the template's is used, with a warning). Without a model the graph skips
 * its model steps.
 */
export async function describeListing(input: C2cDescriptorRequest, deps: C2cDescriptorDeps = {}, options: DescribeListingOptions = {}): Promise<C2cDescriptorResponse> {
  return run(input, deps, options);
}
