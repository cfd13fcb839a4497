import { ModelNotConfiguredError } from '@circular/runtime';
import { Command, END, Send, START, StateGraph, type LangGraphRunnableConfig } from '@langchain/langgraph';
import { batchUnits } from './batches.ts';
import { translatorSettings, type TranslatorDeps } from './deps.ts';
import { assembleResponse } from './nodes/assemble-response.ts';
import { createPlanWork } from './nodes/plan-work.ts';
import { batchTask, createTranslateBatch } from './nodes/translate-batch.ts';
import { createVerifyFidelity } from './nodes/verify-fidelity.ts';
import { TranslatorInput, TranslatorOutput, TranslatorState, type TranslatorStateUpdate, type TranslatorStateValue } from './state.ts';

/**
 * The translator as a LangGraph graph:
 * planWork (with the memory's hits) → translateBatch ×N (side by side) → verifyFidelity (keeping
 * what passed in the memory) → (re-ask the failed texts only, within the attempt budget) →
 * assembleResponse. Input `{ request }`, output `{ response }`. Steps that always run back to
 * back are one node: each graph step costs about 0.6 ms of LangGraph and LangChain bookkeeping,
 * a third of what the model call itself costs the client (measured, November 2026).
 */
export function createTranslatorGraph(deps: TranslatorDeps = {}) {
  const { maxConcurrency, batchChars, maxAttempts } = translatorSettings(deps);

  /**
   * One `translateBatch` per batch while texts are pending and attempts remain. Each further round
   * halves the batch size: a batch that failed whole (cut short, unparseable) is likelier to fit.
   * A missing model is reported here, once, rather than by every batch.
   */
  const askModelOrFinish = ({ job, pending, round }: TranslatorStateValue) => {
    if (!job || pending.length === 0 || round >= maxAttempts) return 'assembleResponse';
    if (!deps.model) throw new ModelNotConfiguredError();
    const { sourceLocale, context, serviceCoreContext } = job;
    const maxChars = Math.max(1, Math.floor(batchChars / 2 ** round));
    return batchUnits(pending, { maxChars }).map(
      (units) => new Send('translateBatch', batchTask({ sourceLocale, targetLocale: units[0]!.targetLocale, context, serviceCoreContext, units })),
    );
  };

  /**
   * A node that says where the graph goes next (a `Command`) rather than a conditional edge after
   * it: the edge would be a runnable of its own, with its own callback run, on every graph run
   * (two of the ten a one-batch run made, November 2026).
   */
  const thenAskModelOrFinish =
    (node: (state: TranslatorStateValue, config: LangGraphRunnableConfig) => Promise<TranslatorStateUpdate>) =>
    async (state: TranslatorStateValue, config: LangGraphRunnableConfig) => {
      const update = await node(state, config);
      return new Command({ update, goto: askModelOrFinish({ ...state, ...update } as TranslatorStateValue) });
    };
  const routes = { ends: ['translateBatch', 'assembleResponse'] };

  return new StateGraph({ state: TranslatorState, input: TranslatorInput, output: TranslatorOutput })
    .addNode('planWork', thenAskModelOrFinish(createPlanWork(deps)), routes)
    .addNode('translateBatch', createTranslateBatch(deps))
    .addNode('verifyFidelity', thenAskModelOrFinish(createVerifyFidelity(deps)), routes)
    .addNode('assembleResponse', assembleResponse)
    .addEdge(START, 'planWork')
    .addEdge('translateBatch', 'verifyFidelity')
    .addEdge('assembleResponse', END)
    .compile({ name: 'translator' })
    .withConfig({ maxConcurrency, recursionLimit: 4 + 2 * maxAttempts });
}

export type TranslatorGraph = ReturnType<typeof createTranslatorGraph>;
