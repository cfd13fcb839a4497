import type { UntranslatedKey } from './errors/index.ts';
import type { TranslationJob } from './translation-job.ts';
import { needsTranslation, unitFor } from './translation-unit.ts';
import type { TranslatorResponse } from '@circular/contract';

/**
 * The response to a job: every request key in every target locale, keyed by the locale as the
 * request wrote it. `translationOf` gives the translation of every unit the job needs, by unit key:
 * a caller holding them in a Map reads them there, where a record of a request's few translations
 * under hashed unit keys, new names every request, costs V8 a hidden class per key (~1 us a request).
 */
export function buildResponse(job: TranslationJob, translationOf: (unitKey: string) => string): TranslatorResponse {
  const data = Object.fromEntries(
    job.targets.map(({ requested, locale }) => [
      requested,
      Object.fromEntries(Object.entries(job.data).map(([key, text]) => [key, needsTranslation(job, locale, text) ? translationOf(unitFor(job, locale, key).key) : text])),
    ]),
  );
  return { translations: { context: job.context, data } };
}

/** The job's keys whose units are in `reasons` (by unit key), per target locale as the request wrote it. */
export function untranslatedKeys(job: TranslationJob, reasons: ReadonlyMap<string, { rule: string; reason: string }>): UntranslatedKey[] {
  return job.targets.flatMap(({ requested, locale }) =>
    Object.entries(job.data)
      .filter(([key, text]) => needsTranslation(job, locale, text) && reasons.has(unitFor(job, locale, key).key))
      .map(([key]) => ({ target_locale: requested, key, ...reasons.get(unitFor(job, locale, key).key)! })),
  );
}
