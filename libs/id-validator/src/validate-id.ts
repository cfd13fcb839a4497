import type { IdValidatorRequest, IdValidatorResponse } from '@circular/contract';
import { graphEntry, type GraphRunOptions } from '@circular/runtime';
import type { IdValidatorDeps } from './deps.ts';
import { createIdValidatorGraph } from './graph.ts';
import { parseIdValidatorRequest } from './parse-request.ts';

/** The signal that cancels the work and the LangChain callbacks for every model call inside. */
export type ValidateIdOptions = GraphRunOptions;

const run = graphEntry({ graphName: 'ID validator', parseRequest: parseIdValidatorRequest, createGraph: createIdValidatorGraph });

/**
 * Reads and validates an identity document, the way the server and other Node services call it.
 * Document problems are answers (`status`); only bad input throws: InvalidRequestError (422) for
 * a request that breaks the contract, an unknown `doc_type`, or an image that is refused, is not
 * an image, or does not decode — each naming its field.
 */
export async function validateId(input: IdValidatorRequest, deps: IdValidatorDeps, options: ValidateIdOptions = {}): Promise<IdValidatorResponse> {
  return run(input, deps, options);
}
