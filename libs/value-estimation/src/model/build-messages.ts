import { fillSlots, serviceCoreContextLine } from '@circular/runtime';
import { HumanMessage, SystemMessage, type BaseMessage } from '@langchain/core/messages';
import type { EstimationJob } from '../estimation-job.ts';
import { itemTitle } from '../response/item-description.ts';
import type { SearchResult } from '../extraction/listing.ts';
import { decimalSeparatorOf } from '../extraction/price-extraction.ts';
import { descriptionSystemPrompt, extractionSystemPrompt, numberFormatExamples } from '../prompts.ts';

/**
 * Result text beyond this is not sent: Tavily's snippets are shorter, and a listing states its
 * price near the top. The check in code still reads the whole text.
 */
export const maxContentChars = 1500;

/** One request for the asking prices of all of a round's results. */
export function buildExtractionMessages({ job, results }: { job: EstimationJob; results: readonly SearchResult[] }): BaseMessage[] {
  const regionName = new Intl.DisplayNames(['en'], { type: 'region' }).of(job.market.country) ?? job.market.country;
  const system = fillSlots(extractionSystemPrompt, {
    country: regionName,
    numberFormatExample: numberFormatExamples[decimalSeparatorOf(job.market.searchLanguage)],
  });
  const user = {
    item: `${itemTitle(job.item)} (grade ${job.item.condition})`,
    results: results.map(({ url, title, content }) => ({ url, title, content: content.slice(0, maxContentChars) })),
  };
  return [new SystemMessage(system), new HumanMessage(JSON.stringify(user))];
}

/** One request for the item's description in the request's language. */
export function buildDescriptionMessages({ job }: { job: EstimationJob }): BaseMessage[] {
  const language = new Intl.DisplayNames(['en'], { type: 'language' }).of(job.locale) ?? job.locale;
  const system = fillSlots(descriptionSystemPrompt, { language, serviceCoreContextLine: serviceCoreContextLine(job.serviceCoreContext) }).replace(/\n{2,}/g, '\n');
  const { name, brand, condition, description, category } = job.item;
  const facts = { name, brand: brand ?? null, category: category ?? null, grade: condition, seller_notes: description ?? null };
  return [new SystemMessage(system), new HumanMessage(JSON.stringify(facts))];
}
