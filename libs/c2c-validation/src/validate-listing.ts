import type { Callbacks } from '@langchain/core/callbacks/manager';
import { graphEntry } from '@circular/runtime';
import type { ValidationDeps } from './deps.ts';
import { createValidationGraph } from './graph.ts';
import { parseC2cValidationRequest } from './parse-request.ts';
import type { C2cValidationRequest, C2cValidationResponse } from '@circular/contract';

export interface ValidateListingOptions {
  /** Cancels the work, an in-flight model request included. */
  signal?: AbortSignal | undefined;
  /** LangChain callbacks for the model call, e.g. a UsageMeter. */
  callbacks?: Callbacks | undefined;
}

const run = graphEntry({ graphName: 'C2C validation', parseRequest: parseC2cValidationRequest, createGraph: createValidationGraph });

/**
 * Checks a listing against a marketplace profile, the way the server and other Node services call
 * it: rules always, a model when `deps.model` is set. Throws InvalidRequestError (422) for a bad
 * request (an image data URL that is not an image included), UpstreamError when the model fails.
 */
export async function validateListing(input: C2cValidationRequest, deps: ValidationDeps = {}, options: ValidateListingOptions = {}): Promise<C2cValidationResponse> {
  return run(input, deps, options);
}
