import { fillSlots, serviceCoreContextLine } from '@circular/runtime';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { HumanMessage, SystemMessage } from '@langchain/core/messages';
import type { RunnableConfig } from '@langchain/core/runnables';
import { z } from 'zod';
import type { Stage, TurnContext } from '../state.ts';
import { interpretationSchemaName, interpretSystemPrompt } from './prompts.ts';

/** Strict structured output: every field present, nullable rather than optional. */
export const interpretationSchema = z.object({
  intent: z.enum(['answer', 'start_over', 'none_of_these', 'unclear']),
  product_query: z.string().nullable(),
  option_values: z.array(z.object({ option_type_id: z.string(), value_id: z.string() })),
  answer: z.string().nullable(),
});
export type Interpretation = z.infer<typeof interpretationSchema>;

/** What the model is shown: the stage, the question and its choices, and the seller's words. */
export interface InterpretationRequest {
  stage: Stage;
  language: string;
  serviceCoreContext: string | null;
  /** What the chat last asked, in the seller's language. */
  asked: string | null;
  choices: { id: string; label: string }[];
  optionTypes: { id: string; label: string; values: { id: string; label: string }[] }[];
  text: string;
  /**
   * Photos of the product as data URLs, shown to a vision model as image parts beside the JSON
   * (never inside it); only at stage identifyProduct.
   */
  images?: readonly string[] | undefined;
}

/**
 * One structured-output call that reads free text the deterministic rules could not: which
 * product, which option values, which answer. Undefined when the model's answer is unusable or the
 * model fails: the chat then carries on as it would without a model (asking again), since no
 * stage depends on it. The caller's abort is rethrown.
 */
export async function interpretTurn(model: BaseChatModel, request: InterpretationRequest, config: RunnableConfig): Promise<Interpretation | undefined> {
  const structured = model.withStructuredOutput(interpretationSchema, { name: interpretationSchemaName });
  const system = fillSlots(interpretSystemPrompt, { serviceCoreContextLine: serviceCoreContextLine(request.serviceCoreContext) });
  const { serviceCoreContext: _context, images = [], ...shown } = request;
  const words = JSON.stringify(shown);
  const human =
    images.length === 0
      ? new HumanMessage(words)
      : new HumanMessage({ content: [{ type: 'text', text: words }, ...images.map((url) => ({ type: 'image_url', image_url: { url } }))] });
  try {
    const answer = await structured.invoke([new SystemMessage(system), human], modelCallConfig(config));
    const parsed = interpretationSchema.safeParse(answer);
    return parsed.success ? parsed.data : undefined;
  } catch {
    if (config.signal?.aborted) throw config.signal.reason;
    return undefined;
  }
}

/** The model call's config: the turn's model-only callbacks (`TurnContext.modelCallbacks`) when the run was given them instead. */
function modelCallConfig(config: RunnableConfig): RunnableConfig {
  const callbacks = (config as { context?: Partial<TurnContext> }).context?.modelCallbacks;
  return callbacks === undefined ? config : { ...config, callbacks };
}
