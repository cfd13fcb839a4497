import { TranslationIncompleteError, type UntranslatedKey } from '../errors/index.ts';
import type { TranslatorStateValue } from '../state.ts';
import type { TranslationJob } from '../translation-job.ts';
import { needsTranslation, unitFor } from '../translation-unit.ts';

/**
 * Builds the response: every request key in every target locale (keyed as the request wrote the
 * locale), or a TranslationIncompleteError naming the keys still without a faithful translation.
 */
export function assembleResponse({ job, pending, recalled, verified, round }: TranslatorStateValue): Pick<TranslatorStateValue, 'response'> {
  if (!job) throw new Error('assembleResponse runs after planWork');
  if (pending.length > 0) throw new TranslationIncompleteError(untranslatedKeys(job, new Map(pending.map((unit) => [unit.key, unit.note ?? '']))), { attempts: round });
  const translations = { ...recalled, ...verified };
  const data = Object.fromEntries(
    job.targets.map(({ requested, locale }) => [
      requested,
      Object.fromEntries(
        Object.entries(job.data).map(([key, text]) => [key, needsTranslation(job, locale, text) ? translations[unitFor(job, locale, text).key]! : text]),
      ),
    ]),
  );
  return { response: { translations: { context: job.context, data } } };
}

function untranslatedKeys(job: TranslationJob, reasons: Map<string, string>): UntranslatedKey[] {
  return job.targets.flatMap(({ requested, locale }) =>
    Object.entries(job.data)
      .filter(([, text]) => needsTranslation(job, locale, text) && reasons.has(unitFor(job, locale, text).key))
      .map(([key, text]) => ({ target_locale: requested, key, reason: reasons.get(unitFor(job, locale, text).key)! })),
  );
}
