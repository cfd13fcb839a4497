import { checkedRequestOf, createSafeFetcher } from '@circular/runtime';
import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import { parseC2cDescriptorRequest, type PreparedListing } from '../parse-request.ts';
import { c2cDescriptorDefaults, type C2cDescriptorDeps } from '../deps.ts';
import { loadListingImages } from '../load-images.ts';
import { t } from '../messages.ts';
import type { DescriptorStateUpdate, DescriptorStateValue } from '../state.ts';

/**
 * Checks the request, gathers the facts with their sources and proves every photo is an image
 * (a `422` at `/images/<index>` otherwise). Photos are kept for the vision model only when there is one.
 */
export function createPrepareListing(deps: C2cDescriptorDeps) {
  let fetcher = deps.fetcher;
  return async function prepareListing({ request }: DescriptorStateValue, config: LangGraphRunnableConfig): Promise<DescriptorStateUpdate> {
    // The entry's check when it made one; a run from Studio checks here.
    const { facts, unknownBrand } = checkedRequestOf<PreparedListing>(config, request)?.parsed ?? parseC2cDescriptorRequest(request);
    const sources = request.images ?? [];
    fetcher ??= createSafeFetcher();
    const images = sources.length === 0 ? [] : await loadListingImages(sources, { fetcher, maxBytes: deps.maxImageBytes ?? c2cDescriptorDefaults.maxImageBytes, signal: config.signal });
    const warnings = unknownBrand ? [{ code: 'brand_unknown', message: t(facts.language, 'warn:brand_unknown', { brand: unknownBrand }), field: 'attributes' }] : [];
    return { facts, images: (deps.visionModel ?? deps.model) ? images : [], warnings };
  };
}
