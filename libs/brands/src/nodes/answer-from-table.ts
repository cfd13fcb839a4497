import type { BrandCategory, BrandMatchResult } from '@circular/contract';
import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import { checkedRequestOf } from '@circular/runtime';
import type { BrandsDeps } from '../deps.ts';
import type { BrandIndex } from '../matching/brand-index.ts';
import { parseBrandsRequest } from '../parse-request.ts';
import type { BrandsStateValue } from '../state.ts';
import { loadTable } from '../load-table.ts';
import { shownName } from '../table/brand-table.ts';

/**
 * The request checked (the entry did already; a run from Studio is checked here), the table loaded
 * (with the core system's catalogue when the request names one), then its answer — normalise /
 * validate: the table's reading of `brand`; discover: the category's brands, ranked. Loading is
 * not a node of its own: a superstep costs more than the load (`npm run bench -- graph-overhead`).
 */
export function createAnswerFromTable(deps: BrandsDeps) {
  return async ({ request }: BrandsStateValue, config: LangGraphRunnableConfig) => {
    if (!checkedRequestOf(config, request)) parseBrandsRequest(request);
    const index = await loadTable(request, deps, config.signal);
    const { operation, brand, category, limit = 20 } = request.agent_specific;
    if (operation === 'discover') return { index, found: discoverBrands(index, category!, limit) };
    const match = index.match(brand!, operation === 'normalise' && category ? { category } : {});
    if (!match) return { index, found: [] };
    return { index, found: [toResult(index, match.brand, match.method, match.score)] };
  };
}

function discoverBrands(index: BrandIndex, category: BrandCategory, limit: number): BrandMatchResult[] {
  return index.entries
    .filter((entry) => entry.categories.includes(category))
    // A brand known first for this category (Nintendo for consoles) before a brand known first for another (Sony).
    .sort((a, b) => Number(a.categories[0] !== category) - Number(b.categories[0] !== category) || a.rank - b.rank)
    .slice(0, limit)
    .map((entry) => toResult(index, entry.name, entry.source === 'catalogue' ? 'catalogue' : 'exact', 1));
}

export function toResult(index: BrandIndex, name: string, method: BrandMatchResult['method'], score: number): BrandMatchResult {
  const entry = index.entries.find((candidate) => candidate.name === name);
  return {
    brand: shownName(name),
    method,
    score,
    ...(entry?.wikidataId ? { wikidata_id: entry.wikidataId } : {}),
    ...(entry?.parent ? { parent: shownName(entry.parent) } : {}),
    categories: entry ? [...entry.categories] : [],
    source: entry?.source ?? 'table',
    needs_review: false,
  };
}
