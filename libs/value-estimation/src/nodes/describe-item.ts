import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import { buildDescriptionMessages } from '../model/build-messages.ts';
import { describeItemByTemplate } from '../response/item-description.ts';
import { checkDescription, itemDescriptionSchema } from '../model/model-answers.ts';
import { itemDescriptionSchemaName } from '../prompts.ts';
import type { ValueEstimationStateUpdate, ValueEstimationStateValue } from '../state.ts';
import { askOptionalModel, type StructuredModel } from '../model/structured-answer.ts';

/**
 * The item in its current condition, in the request's language. It needs no evidence, so it runs
 * beside the first extraction and costs no extra wait. The model's wording is kept only when
 * `checkDescription` finds nothing in it the item's own fields do not say; otherwise, and without
 * a model, the catalogue's template.
 */
export function createDescribeItem({ model }: { model?: BaseChatModel | undefined }) {
  const structured = model?.withStructuredOutput(itemDescriptionSchema, { name: itemDescriptionSchemaName, includeRaw: true }) as StructuredModel | undefined;

  return async function describeItem(state: ValueEstimationStateValue, config: LangGraphRunnableConfig): Promise<ValueEstimationStateUpdate> {
    const job = state.job!;
    const { name, brand, description, category } = job.item;
    const worded = structured
      ? checkDescription({
          parsed: await askOptionalModel({ model: structured, messages: buildDescriptionMessages({ job }), config }),
          itemText: [name, brand, description, category].filter(Boolean).join(' '),
        })
      : undefined;
    return { description: worded ?? describeItemByTemplate(job) };
  };
}
