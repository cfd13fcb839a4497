import { ServiceError } from '@circular/runtime';
import type { Callbacks } from '@langchain/core/callbacks/manager';
import type { TranslatorDeps } from './deps.ts';
import { createTranslatorGraph, type TranslatorGraph } from './graph.ts';
import { serveWithoutModel } from './serve-without-model.ts';
import type { TranslatorRequest, TranslatorResponse } from '@circular/contract';

export interface TranslateOptions {
  /** Cancels the work, in-flight model requests included (e.g. the server's request deadline). */
  signal?: AbortSignal | undefined;
  /** LangChain callbacks for every model call inside, e.g. a UsageMeter. */
  callbacks?: Callbacks | undefined;
}

/** Graphs compiled per deps object: compiling once per request would be wasted work under load. */
const graphs = new WeakMap<TranslatorDeps, TranslatorGraph>();

/**
 * Translates a catalogue request into every target locale, the way the server and other Node
 * services call the translator. The graph runs when some text needs the model; a request served
 * entirely by copies and the translation memory is answered by the same steps without it.
 * Throws InvalidRequestError (422) for a bad request, ModelNotConfiguredError or UpstreamError
 * when a needed model is missing or failing, and TranslationIncompleteError when some texts
 * could not be translated faithfully.
 */
export async function translate(input: TranslatorRequest, deps: TranslatorDeps, { signal, callbacks }: TranslateOptions = {}): Promise<TranslatorResponse> {
  signal?.throwIfAborted();
  const served = await serveWithoutModel(input, deps.memory);
  if (served) return served;
  let graph = graphs.get(deps);
  if (!graph) {
    graph = createTranslatorGraph(deps);
    graphs.set(deps, graph);
  }
  try {
    const { response } = await graph.invoke({ request: input }, { signal, callbacks });
    if (!response) throw new Error('the translator graph ended without a response');
    return response;
  } catch (error) {
    throw oneError(error);
  }
}

/**
 * LangGraph reports batches that failed side by side as one AggregateError; callers map typed
 * errors to problems, so hand them the first typed one (they share a cause: model down, abort).
 */
function oneError(error: unknown): unknown {
  if (!(error instanceof AggregateError) || error.errors.length === 0) return error;
  return error.errors.find((inner) => ServiceError.isInstance(inner)) ?? error.errors[0];
}
