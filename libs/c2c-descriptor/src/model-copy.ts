import { HumanMessage, SystemMessage } from '@langchain/core/messages';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { RunnableConfig } from '@langchain/core/runnables';
import { z } from 'zod';
import { attributeNames } from './attribute-names.ts';
import type { ListingFacts, VisionReading } from './listing-facts.ts';
import { copySystemPrompt, copyUserPrompt, labelReadingSchemaName, listingCopySchemaName, visionSystemPrompt, visionUserPrompt } from './prompts.ts';
import { itemName } from './compose-title.ts';
import { compactText } from './normalise-text.ts';

const copySchema = z.object({
  title: z.string().describe('The listing title'),
  description: z.string().describe('The listing description, plain text'),
});
export type ModelCopy = z.infer<typeof copySchema>;

const readingSchema = z.object({
  readings: z.array(
    z.object({
      attribute: z.enum(attributeNames),
      value: z.string(),
      seen_text: z.string().describe('The text exactly as printed in the photo'),
    }),
  ),
});

const languageNames: Record<string, string> = { 'pt-PT': 'European Portuguese (pt-PT)', en: 'English', es: 'Spanish (Spain)', fr: 'French (France)' };

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** One structured call for the listing's copy, shown only the facts the listing may state. */
export async function writeModelCopy(model: BaseChatModel, facts: ListingFacts, serviceCoreContext: string | undefined, config: RunnableConfig): Promise<ModelCopy> {
  const structured = model.withStructuredOutput(copySchema, { name: listingCopySchemaName });
  const system = fill(copySystemPrompt, {
    language: languageNames[facts.language] ?? facts.language,
    profile: facts.profile.id,
    titleMax: facts.profile.titleMax,
    descriptionMax: facts.profile.descriptionMax,
    context: serviceCoreContext ? `Marketplace context: ${serviceCoreContext}` : '',
  });
  const shown = {
    item: itemName(facts),
    category: facts.profile.categoryPaths[facts.category.id].join(' > '),
    condition: { grade: facts.condition.grade, label: facts.condition.label },
    attributes: Object.fromEntries(facts.attributes.map((attribute) => [attribute.name, attribute.value])),
    defects: facts.defects,
    seller_notes: facts.notes ?? null,
  };
  // Parsed again here: a provider that ignores the schema must not reach the checks half-formed.
  return copySchema.parse(await structured.invoke([new SystemMessage(system), new HumanMessage(fill(copyUserPrompt, { facts: JSON.stringify(shown, null, 2) }))], config));
}

/**
 * One vision call reading labels on the photos. A reading is kept only when its value is part of
 * the text the model says it saw: a value without its printed words is an inference, not a reading.
 */
export async function readLabels(model: BaseChatModel, facts: ListingFacts, images: readonly string[], config: RunnableConfig): Promise<VisionReading[]> {
  const structured = model.withStructuredOutput(readingSchema, { name: labelReadingSchemaName });
  const human = new HumanMessage({
    content: [{ type: 'text', text: fill(visionUserPrompt, { item: itemName(facts) }) }, ...images.map((url) => ({ type: 'image_url', image_url: { url } }))],
  });
  const { readings } = readingSchema.parse(await structured.invoke([new SystemMessage(visionSystemPrompt), human], config));
  return readings
    .map((reading) => ({ name: reading.attribute, value: reading.value.trim(), seen: reading.seen_text.trim() }))
    .filter((reading) => reading.value.length > 0 && reading.value.length <= 100 && compactText(reading.seen).includes(compactText(reading.value)));
}

