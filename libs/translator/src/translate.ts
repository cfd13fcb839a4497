import { memoPerDeps, ModelNotConfiguredError, runGraph } from '@circular/runtime';
import type { Callbacks } from '@langchain/core/callbacks/manager';
import { translatorDefaults, translatorSettings, type TranslatorDeps } from './deps.ts';
import { createTranslatorGraph } from './graph.ts';
import { noControls } from './controls/translation-controls.ts';
import { recordModelTranslations } from './memory/memory-export.ts';
import { planRequest, withPlannedRequest, type PlannedRequest } from './plan-request.ts';
import { RequestCoalescer, type CallbackHandlers, type RunGraph } from './request-coalescer.ts';
import { needsTranslation, unitFor } from './translation-unit.ts';
import { buildResponse } from './translator-response.ts';
import type { TranslatorRequest, TranslatorResponse } from '@circular/contract';

export interface TranslateOptions {
  /**
   * Cancels the work, in-flight model requests included (e.g. the server's request deadline).
   * A request sharing a run with others (see `TranslatorDeps.coalesce`) stops waiting at once;
   * the shared run stops when every request in it has been cancelled.
   */
  signal?: AbortSignal | undefined;
  /**
   * LangChain callbacks for every model call inside, e.g. a UsageMeter. A request sharing a run
   * with others sees that run's calls: usage it counts is the calls made on its behalf, which the
   * other requests of the run count too. A CallbackManager (rather than a list of handlers) belongs
   * to one parent run, so such a request runs on its own.
   */
  callbacks?: Callbacks | undefined;
}

interface Translator {
  runGraph: RunGraph;
  coalescer: RequestCoalescer | undefined;
}

/**
 * Translates a catalogue request into every target locale, the way the server and other Node
 * services call the translator. A request served entirely by copies and the translation memory is
 * answered in line, without the graph; the others run the graph, shared with concurrent requests
 * of the same settings unless `deps.coalesce` is false.
 * Throws InvalidRequestError (422) for a bad request, ModelNotConfiguredError or UpstreamError
 * when a needed model is missing or failing, and TranslationIncompleteError when some texts
 * could not be translated faithfully.
 */
export async function translate(input: TranslatorRequest, deps: TranslatorDeps, { signal, callbacks }: TranslateOptions = {}): Promise<TranslatorResponse> {
  signal?.throwIfAborted();
  const plan = await planRequest(input, deps.memory);
  if (plan.pending.length === 0) return buildResponse(plan.job, (key) => plan.recalled[key]!);
  if (!deps.model) throw new ModelNotConfiguredError();
  const { runGraph, coalescer } = translatorFor(deps);
  // A request with controls runs on its own: a merged run is one request, with one set of controls.
  const response =
    coalescer && isHandlerList(callbacks) && plan.job.controls === noControls
      ? await coalescer.translate({ ...plan, request: input, signal, callbacks })
      : await runGraph(input, { signal, callbacks, planned: plan });
  await recordModelTranslations(deps.memory, plan.job, newTranslations(plan, response));
  return response;
}

/** The model's translations of the units the memory did not hold, by unit key. */
function newTranslations({ job, pending }: PlannedRequest, response: TranslatorResponse): Map<string, string> {
  const requested = new Map(job.targets.map(({ requested, locale }) => [locale, requested]));
  const pendingKeys = new Set(pending.map((unit) => unit.key));
  const found = new Map<string, string>();
  for (const { locale } of job.targets) {
    for (const key of Object.keys(job.data)) {
      if (!needsTranslation(job, locale, job.data[key]!)) continue;
      const unit = unitFor(job, locale, key);
      if (pendingKeys.has(unit.key)) found.set(unit.key, response.translations.data[requested.get(locale)!]![key]!);
    }
  }
  return found;
}

/**
 * Translators built per deps object: compiling the graph once per request would be wasted work
 * under load. Batches that fail side by side share a cause (model down, abort): the run throws the
 * first typed error for them. A plan already made for the request goes to the graph's `planWork`
 * in the run's configuration (`withPlannedRequest`).
 */
const translatorFor = memoPerDeps((deps: TranslatorDeps): Translator => {
  const graph = createTranslatorGraph(deps);
  const runTranslatorGraph: RunGraph = (request, { signal, callbacks, planned }) =>
    runGraph(graph, request, { signal, callbacks, ...(planned ? withPlannedRequest(request, planned) : {}) }, 'translator');
  const coalesce = deps.coalesce ?? translatorDefaults.coalesce;
  return { runGraph: runTranslatorGraph, coalescer: coalesce ? new RequestCoalescer({ runGraph: runTranslatorGraph, ...translatorSettings(deps) }) : undefined };
});

/** Handlers a shared run can take on a request's behalf; a CallbackManager belongs to one parent run. */
function isHandlerList(callbacks: Callbacks | undefined): callbacks is CallbackHandlers | undefined {
  return callbacks === undefined || Array.isArray(callbacks);
}
