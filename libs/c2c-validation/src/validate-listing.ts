import { graphEntry, type GraphRunOptions } from '@circular/runtime';
import type { ValidationDeps } from './deps.ts';
import { createValidationGraph } from './graph.ts';
import { parseC2cValidationRequest } from './parse-request.ts';
import type { C2cValidationRequest, C2cValidationResponse } from '@circular/contract';

/** The signal that cancels the work and the LangChain callbacks for every model call inside. */
export type ValidateListingOptions = GraphRunOptions;

const run = graphEntry({ graphName: 'C2C validation', parseRequest: parseC2cValidationRequest, createGraph: createValidationGraph });

/**
 * Checks a listing against a marketplace profile, the way the server and other Node services call
 * it: rules always, a model when `deps.model` is set. Throws InvalidRequestError (422) for a bad
 * request (an image data URL that is not an image included), UpstreamError when the model fails.
 */
export async function validateListing(input: C2cValidationRequest, deps: ValidationDeps = {}, options: ValidateListingOptions = {}): Promise<C2cValidationResponse> {
  return run(input, deps, options);
}
