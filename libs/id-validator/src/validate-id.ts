import type { IdValidatorRequest, IdValidatorResponse } from '@circular/contract';
import { graphEntry } from '@circular/runtime';
import type { Callbacks } from '@langchain/core/callbacks/manager';
import type { IdValidatorDeps } from './deps.ts';
import { createIdValidatorGraph } from './graph.ts';
import { parseIdValidatorRequest } from './parse-request.ts';

export interface ValidateIdOptions {
  /** Cancels the work: image downloads, OCR waits and the model request (e.g. the server's deadline). */
  signal?: AbortSignal | undefined;
  /** LangChain callbacks for the model call, if one is made, e.g. a UsageMeter. */
  callbacks?: Callbacks | undefined;
}

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
