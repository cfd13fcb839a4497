import { appended, contractSchema, latest } from '@circular/runtime';
import { Annotation, StateSchema } from '@langchain/langgraph';
import type { TranslationJob } from './translation-job.ts';
import type { TranslationUnit } from './translation-unit.ts';
import type { TranslatorRequest, TranslatorResponse } from '@circular/contract';

/** What one model answer said about one unit: its candidate translation, or why there is none. */
export interface UnitAnswer {
  key: string;
  text?: string | undefined;
  problem?: string | undefined;
}

/**
 * The translator graph's state, declared once. Input: `request`. Output: `response`. The rest is
 * the work in between, keyed by translation-memory key so identical texts are handled once.
 * An `Annotation`, not a zod `StateSchema`: a zod state re-validates every node's update (each
 * `pending` list, every batch's answers) at every step, work that grows with a merged run's texts,
 * for values this library's own code builds. The input and output, which callers and Studio see,
 * are the contract's request and response schemas.
 */
export const TranslatorState = Annotation.Root({
  /** The request as the caller sent it; validated by `planWork`, not here, to report every bad field by pointer. */
  request: Annotation<TranslatorRequest>,
  job: Annotation<TranslationJob | undefined>,
  /** Units without a verified translation yet; after a failed answer each carries a note saying why. */
  pending: latest<TranslationUnit[]>(() => []),
  /** Units given up: their answer broke a control again after being asked once more. */
  failed: latest<TranslationUnit[]>(() => []),
  /** Rounds of model requests made so far. */
  round: latest<number>(() => 0),
  /** Answers of the current round, appended by the batches running side by side; cleared once verified. */
  answers: appended<UnitAnswer>(),
  /** Translations found in the translation memory. */
  recalled: latest<Record<string, string>>(() => ({})),
  /** Translations the model gave in this run that passed the fidelity checks. */
  verified: latest<Record<string, string>>(() => ({})),
  response: Annotation<TranslatorResponse | undefined>,
});

/** What the graph takes: the request alone, with the contract's schema (Studio's input form). */
export const TranslatorInput = new StateSchema({
  request: contractSchema<TranslatorRequest>('translate', 'request'),
});

/** What the graph gives back: the response alone, not the work in between. */
export const TranslatorOutput = new StateSchema({ response: contractSchema<TranslatorResponse>('translate', 'response') });

export type TranslatorStateValue = typeof TranslatorState.State;
export type TranslatorStateUpdate = typeof TranslatorState.Update;
