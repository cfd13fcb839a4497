import type { IdValidatorRequest, IdValidatorResponse } from '@circular/contract';
import { requireGraphResponse } from '@circular/runtime';
import type { Callbacks } from '@langchain/core/callbacks/manager';
import type { IdValidatorDeps } from './deps.ts';
import { createIdValidatorGraph, type IdValidatorGraph } from './graph.ts';

export interface ValidateIdOptions {
  /** Cancels the work: image downloads, OCR waits and the model request (e.g. the server's deadline). */
  signal?: AbortSignal | undefined;
  /** LangChain callbacks for the model call, if one is made, e.g. a UsageMeter. */
  callbacks?: Callbacks | undefined;
}

/** Graphs compiled per deps object: compiling once per request would be wasted work under load. */
const graphs = new WeakMap<IdValidatorDeps, IdValidatorGraph>();

/**
 * Reads and validates an identity document, the way the server and other Node services call it.
 * Document problems are answers (`status`); only bad input throws: InvalidRequestError (422) for
 * a request that breaks the contract, an unknown `doc_type`, or an image that is refused, is not
 * an image, or does not decode — each naming its field.
 */
export async function validateId(input: IdValidatorRequest, deps: IdValidatorDeps, { signal, callbacks }: ValidateIdOptions = {}): Promise<IdValidatorResponse> {
  signal?.throwIfAborted();
  let graph = graphs.get(deps);
  if (!graph) {
    graph = createIdValidatorGraph(deps);
    graphs.set(deps, graph);
  }
  const { response } = await graph.invoke({ request: input }, { signal, callbacks });
  return requireGraphResponse(response, 'ID validator');
}
