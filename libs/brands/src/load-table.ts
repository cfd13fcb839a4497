import { InvalidRequestError } from '@circular/runtime';
import type { BrandsRequest } from '@circular/contract';
import { fetchCatalogueBrands } from './catalogue-brands.ts';
import type { BrandsDeps } from './deps.ts';
import { defaultBrandIndex, shippedIndexOptions } from './match-brand.ts';
import { BrandIndex } from './matching/brand-index.ts';
import { brandCategories } from './table/brand-table.ts';

/**
 * The table to answer from: the shipped one, plus the core system's catalogue brands the table
 * does not already know (a catalogue brand that matches a table brand exactly or by alias is that
 * brand; one that only resembles it stays a brand of its own, never merged by fuzzy matching).
 */
export async function loadTable(request: BrandsRequest, deps: BrandsDeps, signal: AbortSignal | undefined): Promise<BrandIndex> {
  const baseUrl = request.service_core_base_url;
  if (!baseUrl) return defaultBrandIndex();
  if (!deps.fetcher) throw new InvalidRequestError([{ pointer: '/service_core_base_url', message: 'this deployment cannot reach a core system' }]);
  const category = request.agent_specific.category;
  const catalogue = await fetchCatalogueBrands({ baseUrl, categories: category ? [category] : brandCategories, fetcher: deps.fetcher, signal });
  const newcomers = catalogue.filter((entry) => {
    const known = defaultBrandIndex().match(entry.name);
    return !known || known.method === 'fuzzy';
  });
  return newcomers.length === 0 ? defaultBrandIndex() : new BrandIndex([...defaultBrandIndex().entries, ...newcomers], shippedIndexOptions());
}
