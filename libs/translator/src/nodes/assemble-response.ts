import { TranslationIncompleteError } from '../errors/index.ts';
import type { TranslatorStateValue } from '../state.ts';
import { buildResponse, untranslatedKeys } from '../translator-response.ts';

/**
 * Builds the response: every request key in every target locale (keyed as the request wrote the
 * locale), or a TranslationIncompleteError naming the keys still without a faithful translation.
 */
export function assembleResponse({ job, pending, recalled, verified, round }: TranslatorStateValue): Pick<TranslatorStateValue, 'response'> {
  if (!job) throw new Error('assembleResponse runs after planWork');
  if (pending.length > 0) throw new TranslationIncompleteError(untranslatedKeys(job, new Map(pending.map((unit) => [unit.key, unit.note ?? '']))), { attempts: round });
  return { response: buildResponse(job, { ...recalled, ...verified }) };
}
