import { ModelNotConfiguredError, ServiceError, UpstreamError } from '@circular/runtime';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import { readAnswer, translationsAnswerJsonSchema } from '../answer.ts';
import { buildTranslatorMessages } from '../build-messages.ts';
import { translationsSchemaName } from '../prompts.ts';
import type { TranslatorStateUpdate } from '../state.ts';
import type { TranslationUnit } from '../translation-unit.ts';

/** One model request: texts of one target locale, sent to `translateBatch` by the router. */
export interface BatchTask {
  sourceLocale: string;
  targetLocale: string;
  context: string;
  serviceCoreContext: string | null;
  units: TranslationUnit[];
}

/**
 * A batch task as `Send` should carry it: an instance of a class of its own, not a plain object.
 * LangGraph's `Send` rebuilds plain-object arguments to the last array and object in them (it
 * looks for serialised `Send`s and `Command`s inside), which for a batch is a copy of every unit
 * and its controls (measured under a burst of 1,000 requests, November 2026); an instance of
 * a class is taken as it is. The node reads the fields alone, so a task LangGraph Studio stores
 * and reads back as a plain object serves the same.
 */
export function batchTask(task: BatchTask): BatchTask {
  return new Task(task);
}

class Task implements BatchTask {
  readonly sourceLocale: string;
  readonly targetLocale: string;
  readonly context: string;
  readonly serviceCoreContext: string | null;
  readonly units: TranslationUnit[];

  constructor({ sourceLocale, targetLocale, context, serviceCoreContext, units }: BatchTask) {
    this.sourceLocale = sourceLocale;
    this.targetLocale = targetLocale;
    this.context = context;
    this.serviceCoreContext = serviceCoreContext;
    this.units = units;
  }
}

/**
 * Asks the model to translate one batch, with short ids (`t1`, `t2`…) in place of the units' keys.
 * An answer that does not parse or lacks ids is recorded per unit for `verifyFidelity` to re-ask;
 * a model that cannot be reached fails the request (after the client's own bounded retries).
 */
export function createTranslateBatch({ model }: { model?: BaseChatModel | undefined }) {
  // Built once per graph, and as lean per call as profiles showed it could be: from the answer's
  // JSON schema, as given zod ChatOpenAI converts it to JSON schema again on every call (about 3%
  // of a call's CPU); `strict` is what the zod schema implied. No includeRaw: its fallback wrapper
  // adds four runnables, each with its callback bookkeeping, to every call. The answer is checked
  // by readAnswer; one that does not parse throws, and isUnusableAnswer makes that a re-ask.
  const structured = model?.withStructuredOutput(translationsAnswerJsonSchema, { name: translationsSchemaName, strict: true });

  return async function translateBatch(task: BatchTask, config: LangGraphRunnableConfig): Promise<TranslatorStateUpdate> {
    if (!structured) throw new ModelNotConfiguredError();
    const ids = task.units.map((_, index) => `t${index + 1}`);
    const texts = task.units.map((unit, index) => ({
      id: ids[index]!,
      text: unit.text,
      ...(unit.note ? { note: unit.note } : {}),
      ...(unit.controls?.maxLength !== undefined ? { max_length: unit.controls.maxLength } : {}),
      ...(unit.controls?.note !== undefined ? { translator_note: unit.controls.note } : {}),
    }));
    const controls = task.units.map((unit) => unit.controls);
    let parsed: unknown = null;
    try {
      const { sourceLocale, targetLocale, context, serviceCoreContext } = task;
      parsed = await structured.invoke(buildTranslatorMessages({ sourceLocale, targetLocale, context, serviceCoreContext, texts, controls }), config);
    } catch (error) {
      if (config.signal?.aborted || ServiceError.isInstance(error)) throw error;
      if (!isUnusableAnswer(error)) throw new UpstreamError('model', { cause: error });
    }
    const answer = readAnswer(parsed, ids);
    return {
      answers: task.units.map((unit, index) => {
        const id = ids[index]!;
        const text = answer.texts.get(id);
        return text === undefined ? { key: unit.key, problem: answer.problems.get(id)! } : { key: unit.key, text };
      }),
    };
  };
}

/**
 * Errors by which a model client says the model answered, but not with usable JSON: malformed or
 * schema-breaking (SyntaxError, ZodError, OutputParserException), cut short or filtered (OpenAI's
 * LengthFinishReasonError, ContentFilterFinishReasonError), or the batch did not fit the context
 * (ContextOverflowError). The batch is asked again, smaller, like any failed answer. Matched by
 * name: these classes come from several packages, some not our dependencies.
 */
const unusableAnswerErrors = new Set([
  'SyntaxError',
  'ZodError',
  '$ZodError',
  'OutputParserException',
  'LengthFinishReasonError',
  'ContentFilterFinishReasonError',
  'ContextOverflowError',
]);

function isUnusableAnswer(error: unknown): boolean {
  return error instanceof Error && (unusableAnswerErrors.has(error.name) || unusableAnswerErrors.has(error.constructor.name));
}
