import { TranslationIncompleteError } from '../errors/index.ts';
import type { TranslatorStateValue } from '../state.ts';
import { buildResponse, untranslatedKeys } from '../translator-response.ts';
import { together } from '../translations.ts';

/**
 * Builds the response: every request key in every target locale (keyed as the request wrote the
 * locale), or a TranslationIncompleteError naming the keys still without a faithful translation
 * and the rule each broke.
 */
export function assembleResponse({ job, pending, failed, recalled, verified, round }: TranslatorStateValue): Pick<TranslatorStateValue, 'response'> {
  if (!job) throw new Error('assembleResponse runs after planWork');
  const untranslated = [...failed, ...pending];
  if (untranslated.length > 0) {
    const reasons = new Map(untranslated.map((unit) => [unit.key, { rule: unit.rule ?? 'answer', reason: unit.note ?? '' }]));
    throw new TranslationIncompleteError(untranslatedKeys(job, reasons), { attempts: round });
  }
  const translations = together(recalled, verified);
  return { response: buildResponse(job, (key) => translations[key]!) };
}
