import type { Callbacks } from '@langchain/core/callbacks/manager';
import type { ValidationDeps } from './deps.ts';
import { createValidationGraph, type ValidationGraph } from './graph.ts';
import { assertValidListingRequest } from './request-checks.ts';
import type { C2cValidationRequest, C2cValidationResponse } from '@circular/contract';

export interface ValidateListingOptions {
  /** Cancels the work, an in-flight model request included. */
  signal?: AbortSignal | undefined;
  /** LangChain callbacks for the model call, e.g. a UsageMeter. */
  callbacks?: Callbacks | undefined;
}

const graphs = new WeakMap<ValidationDeps, ValidationGraph>();

/**
 * Checks a listing against a marketplace profile, the way the server and other Node services call
 * it: rules always, a model when `deps.model` is set. Throws InvalidRequestError (422) for a bad
 * request (an image data URL that is not an image included), UpstreamError when the model fails.
 */
export async function validateListing(input: C2cValidationRequest, deps: ValidationDeps = {}, { signal, callbacks }: ValidateListingOptions = {}): Promise<C2cValidationResponse> {
  signal?.throwIfAborted();
  assertValidListingRequest(input);
  let graph = graphs.get(deps);
  if (!graph) {
    graph = createValidationGraph(deps);
    graphs.set(deps, graph);
  }
  const { response } = await graph.invoke({ request: input }, { signal, callbacks });
  if (!response) throw new Error('the C2C validation graph ended without a response');
  return response;
}
