import type { UntranslatedKey } from './errors/index.ts';
import type { TranslationJob } from './translation-job.ts';
import { needsTranslation, unitFor } from './translation-unit.ts';
import type { TranslatorResponse } from '@circular/contract';

/**
 * The response to a job: every request key in every target locale, keyed by the locale as the
 * request wrote it. `translations` holds a translation for every unit the job needs, by unit key.
 */
export function buildResponse(job: TranslationJob, translations: Readonly<Record<string, string>>): TranslatorResponse {
  const data = Object.fromEntries(
    job.targets.map(({ requested, locale }) => [
      requested,
      Object.fromEntries(Object.entries(job.data).map(([key, text]) => [key, needsTranslation(job, locale, text) ? translations[unitFor(job, locale, key).key]! : text])),
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
