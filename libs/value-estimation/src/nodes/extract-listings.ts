import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import { buildExtractionMessages } from '../model/build-messages.ts';
import { checkExtractedListings } from '../extraction/extracted-listing-check.ts';
import { listingsFromResults } from '../extraction/listing-extraction.ts';
import { listingPricesSchema, readListingPrices } from '../model/model-answers.ts';
import { listingPricesSchemaName } from '../prompts.ts';
import type { ValueEstimationStateUpdate, ValueEstimationStateValue } from '../state.ts';
import { askOptionalModel, type StructuredModel } from '../model/structured-answer.ts';

/**
 * Reads the round's new resale results as listings. With a model: one call for all of them, and
 * every claimed price kept only if `checkExtractedListings` finds it in that result's own text
 * under a URL search returned. Without a model, or when it fails or answers unusably: the
 * deterministic extractor.
 */
export function createExtractListings({ model }: { model?: BaseChatModel | undefined }) {
  const structured = model?.withStructuredOutput(listingPricesSchema, { name: listingPricesSchemaName, includeRaw: true }) as StructuredModel | undefined;

  return async function extractListings(state: ValueEstimationStateValue, config: LangGraphRunnableConfig): Promise<ValueEstimationStateUpdate> {
    const { market } = state.job!;
    const results = state.newResaleResults;
    if (results.length === 0) return {};
    const claims = structured
      ? readListingPrices(await askOptionalModel({ model: structured, messages: buildExtractionMessages({ job: state.job!, results }), config }))
      : undefined;
    const read = claims ? checkExtractedListings({ extracted: claims, results, market }) : listingsFromResults({ results, market });
    return { listings: [...state.listings, ...read.listings], unread: [...state.unread, ...read.dropped] };
  };
}
