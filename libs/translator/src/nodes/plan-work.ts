import { parseTranslatorRequest } from '../parse-request.ts';
import type { TranslatorStateValue } from '../state.ts';
import { planUnits } from '../translation-unit.ts';

/** Validates the request and lists the distinct texts each target locale needs translated. */
export function planWork({ request }: TranslatorStateValue): Pick<TranslatorStateValue, 'job' | 'pending'> {
  const job = parseTranslatorRequest(request);
  return { job, pending: planUnits(job) };
}
