import { ModelNotConfiguredError } from '@circular/runtime';
import { END, Send, START, StateGraph } from '@langchain/langgraph';
import { batchUnits } from './batches.ts';
import { translatorDefaults, type TranslatorDeps } from './deps.ts';
import { assembleResponse } from './nodes/assemble-response.ts';
import { planWork } from './nodes/plan-work.ts';
import { createRecallMemory } from './nodes/recall-memory.ts';
import { createRememberTranslations } from './nodes/remember-translations.ts';
import { createTranslateBatch, type BatchTask } from './nodes/translate-batch.ts';
import { verifyFidelity } from './nodes/verify-fidelity.ts';
import { TranslatorInput, TranslatorOutput, TranslatorState, type TranslatorStateValue } from './state.ts';

/**
 * The translator as a LangGraph graph:
 * planWork → recallMemory → translateBatch ×N (side by side) → verifyFidelity → (re-ask the
 * failed texts only, within the attempt budget) → rememberTranslations → assembleResponse.
 * Input `{ request }`, output `{ response }`.
 */
export function createTranslatorGraph(deps: TranslatorDeps = {}) {
  const maxConcurrency = positiveInteger(deps.maxConcurrency ?? translatorDefaults.maxConcurrency, 'maxConcurrency');
  const batchChars = positiveInteger(deps.batchChars ?? translatorDefaults.batchChars, 'batchChars');
  const maxAttempts = positiveInteger(deps.maxAttempts ?? translatorDefaults.maxAttempts, 'maxAttempts');

  /**
   * One `translateBatch` per batch while texts are pending and attempts remain. Each further round
   * halves the batch size: a batch that failed whole (cut short, unparseable) is likelier to fit.
   * A missing model is reported here, once, rather than by every batch.
   */
  const askModelOrFinish = ({ job, pending, round }: TranslatorStateValue) => {
    if (!job || pending.length === 0 || round >= maxAttempts) return 'rememberTranslations';
    if (!deps.model) throw new ModelNotConfiguredError();
    const { sourceLocale, context, serviceCoreContext } = job;
    const maxChars = Math.max(1, Math.floor(batchChars / 2 ** round));
    return batchUnits(pending, { maxChars }).map(
      (units) => new Send('translateBatch', { sourceLocale, targetLocale: units[0]!.targetLocale, context, serviceCoreContext, units } satisfies BatchTask),
    );
  };

  return new StateGraph({ state: TranslatorState, input: TranslatorInput, output: TranslatorOutput })
    .addNode('planWork', planWork)
    .addNode('recallMemory', createRecallMemory(deps))
    .addNode('translateBatch', createTranslateBatch(deps))
    .addNode('verifyFidelity', verifyFidelity)
    .addNode('rememberTranslations', createRememberTranslations(deps))
    .addNode('assembleResponse', assembleResponse)
    .addEdge(START, 'planWork')
    .addEdge('planWork', 'recallMemory')
    .addConditionalEdges('recallMemory', askModelOrFinish, ['translateBatch', 'rememberTranslations'])
    .addEdge('translateBatch', 'verifyFidelity')
    .addConditionalEdges('verifyFidelity', askModelOrFinish, ['translateBatch', 'rememberTranslations'])
    .addEdge('rememberTranslations', 'assembleResponse')
    .addEdge('assembleResponse', END)
    .compile({ name: 'translator' })
    .withConfig({ maxConcurrency, recursionLimit: 6 + 2 * maxAttempts });
}

export type TranslatorGraph = ReturnType<typeof createTranslatorGraph>;

function positiveInteger(value: number, name: string): number {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a positive integer, not ${value}`);
  return value;
}
