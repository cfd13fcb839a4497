import type { KeyValueStore } from '@circular/runtime';
import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import { parseTranslatorRequest } from './parse-request.ts';
import type { TranslationJob } from './translation-job.ts';
import { recallTranslations, reviewedMemoryKey } from './translation-memory.ts';
import { byUnitKey } from './translations.ts';
import { planUnits, type TranslationUnit } from './translation-unit.ts';
import type { TranslatorRequest } from '@circular/contract';

/** A validated request with the work it still needs once the translation memory has been asked. */
export interface PlannedRequest {
  job: TranslationJob;
  /** Translations the memory holds, by unit key. */
  recalled: Record<string, string>;
  /** Units the model must translate: neither copies, nor blank, nor in the memory. */
  pending: TranslationUnit[];
}

/**
 * Validates the request, lists the distinct texts each target locale needs translated, and takes
 * what the translation memory already holds (a reviewed translation before the model's), so only new texts reach the model. The graph's
 * `planWork` step; `translate` runs it in line first, so a request served entirely by copies and
 * the memory (any repeated request) skips the graph's bookkeeping altogether.
 */
export async function planRequest(request: TranslatorRequest, memory: KeyValueStore | undefined): Promise<PlannedRequest> {
  const job = parseTranslatorRequest(request);
  const planned = planUnits(job);
  const found = await recallTranslations(
    memory,
    planned.map((unit) => ({ key: unit.key, reviewedKey: reviewedMemoryKey({ sourceLocale: job.sourceLocale, targetLocale: unit.targetLocale, context: job.context, text: unit.text }) })),
  );
  const recalled = byUnitKey();
  for (const [key, text] of found) recalled[key] = text;
  return { job, recalled, pending: planned.filter((unit) => !found.has(unit.key)) };
}

/** The run-configuration key under which `translate` hands the graph the plan it has made. */
const plannedRequestKey = 'translatorPlannedRequest';

/**
 * The run configuration that gives the graph's `planWork` a plan already made for this very
 * request: `translate` plans every request before it decides how to run it (the memory may answer
 * it whole), and a merged run's plan is its requests' plans put together, so neither is worked out
 * twice (the validation, the scan for kept terms, the hashes and the memory look-ups were a
 * fifth of a request's CPU under load, November 2026). A run without one (Studio) plans itself.
 */
export function withPlannedRequest(request: TranslatorRequest, planned: PlannedRequest): { configurable: Record<string, unknown> } {
  return { configurable: { [plannedRequestKey]: { request, planned } } };
}

/** The plan `withPlannedRequest` gave the run, when it was made for `request` (the same object). */
export function plannedRequestOf(config: LangGraphRunnableConfig | undefined, request: TranslatorRequest): PlannedRequest | undefined {
  const given = config?.configurable?.[plannedRequestKey] as { request: TranslatorRequest; planned: PlannedRequest } | undefined;
  return given?.request === request ? given.planned : undefined;
}
