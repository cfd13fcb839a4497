import type { BaseLanguageModelInput } from '@langchain/core/language_models/base';
import type { BaseMessage } from '@langchain/core/messages';
import type { Runnable, RunnableConfig } from '@langchain/core/runnables';

/** A model bound to a structured answer with `includeRaw`, as `withStructuredOutput` returns it. */
export type StructuredModel = Runnable<BaseLanguageModelInput, { raw: BaseMessage; parsed: unknown }>;

/**
 * Asks a structured question where the model is optional: its parsed answer, or undefined when the
 * call failed in any way (unreachable after the client's retries, refused, cut short, malformed),
 * so the caller falls back to its rules rather than failing an estimate that can be made without
 * a model. Cancellation is not a failure of the model: it propagates.
 */
export async function askOptionalModel({
  model,
  messages,
  config,
}: {
  model: StructuredModel;
  messages: BaseMessage[];
  config: RunnableConfig;
}): Promise<unknown> {
  try {
    const { parsed } = await model.invoke(messages, config);
    return parsed ?? undefined;
  } catch (error) {
    if (config.signal?.aborted) throw config.signal.reason ?? error;
    return undefined;
  }
}
