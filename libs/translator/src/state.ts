import { ReducedValue, StateSchema } from '@langchain/langgraph';
import { z } from 'zod';
import type { TranslationJob } from './translation-job.ts';
import type { TranslatorRequest, TranslatorResponse } from '@circular/contract';

const translationUnit = z.object({
  key: z.string(),
  targetLocale: z.string(),
  text: z.string(),
  note: z.string().optional(),
});

/** What one model answer said about one unit: its candidate translation, or why there is none. */
const unitAnswer = z.object({ key: z.string(), text: z.string().optional(), problem: z.string().optional() });
export type UnitAnswer = z.infer<typeof unitAnswer>;

const translationsByKey = z.record(z.string(), z.string());

/**
 * The translator graph's state, declared once. Input: `request`. Output: `response`. The rest is
 * the work in between, keyed by translation-memory key so identical texts are handled once.
 */
export const TranslatorState = new StateSchema({
  /** The request as the caller sent it; validated by `planWork`, not here, to report every bad field by pointer. */
  request: z.custom<TranslatorRequest>().describe('A translator request, as POST /service_ai_translator takes it'),
  job: z.custom<TranslationJob>().optional(),
  /** Units without a verified translation yet; after a failed answer each carries a note saying why. */
  pending: z.array(translationUnit).default(() => []),
  /** Rounds of model requests made so far. */
  round: z.number().default(0),
  /** Answers of the current round, appended by the batches running side by side; cleared once verified. */
  answers: new ReducedValue(z.array(unitAnswer).default(() => []), {
    inputSchema: z.array(unitAnswer),
    reducer: (current, update) => [...current, ...update],
  }),
  /** Translations found in the translation memory. */
  recalled: translationsByKey.default(() => ({})),
  /** Translations the model gave in this run that passed the fidelity checks. */
  verified: translationsByKey.default(() => ({})),
  response: z.custom<TranslatorResponse>().optional(),
});

/** What the graph takes: the request alone. */
export const TranslatorInput = new StateSchema({ request: TranslatorState.fields.request });

/** What the graph gives back: the response alone, not the work in between. */
export const TranslatorOutput = new StateSchema({ response: TranslatorState.fields.response });

export type TranslatorStateValue = typeof TranslatorState.State;
export type TranslatorStateUpdate = typeof TranslatorState.Update;
