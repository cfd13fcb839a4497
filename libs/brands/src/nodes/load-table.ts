import { InvalidRequestError } from '@circular/runtime';
import { fetchCatalogueBrands } from '../catalogue-brands.ts';
import type { BrandsDeps } from '../deps.ts';
import { defaultBrandIndex, shippedIndexOptions } from '../match-brand.ts';
import { BrandIndex } from '../matching/brand-index.ts';
import { parseBrandsRequest } from '../parse-request.ts';
import { brandCategories } from '../table/brand-table.ts';
import type { BrandsStateValue } from '../state.ts';
import type { LangGraphRunnableConfig } from '@langchain/langgraph';

/**
 * The table to answer from: the shipped one, plus the core system's catalogue brands the table
 * does not already know (a catalogue brand that matches a table brand exactly or by alias is that
 * brand; one that only resembles it stays a brand of its own, never merged by fuzzy matching).
 */
export function createLoadTable(deps: BrandsDeps) {
  return async ({ request }: BrandsStateValue, config: LangGraphRunnableConfig) => {
    parseBrandsRequest(request);
    const baseUrl = request.service_core_base_url;
    if (!baseUrl) return { index: defaultBrandIndex() };
    if (!deps.fetcher) throw new InvalidRequestError([{ pointer: '/service_core_base_url', message: 'this deployment cannot reach a core system' }]);
    const category = request.agent_specific.category;
    const catalogue = await fetchCatalogueBrands({ baseUrl, categories: category ? [category] : brandCategories, fetcher: deps.fetcher, signal: config.signal });
    const newcomers = catalogue.filter((entry) => {
      const known = defaultBrandIndex().match(entry.name);
      return !known || known.method === 'fuzzy';
    });
    return { index: newcomers.length === 0 ? defaultBrandIndex() : new BrandIndex([...defaultBrandIndex().entries, ...newcomers], shippedIndexOptions()) };
  };
}
