import { SearchNotConfiguredError } from '@circular/runtime';
import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import { runSearches } from '../search/cached-search.ts';
import { valueEstimationDefaults, type ValueEstimationDeps } from '../deps.ts';
import type { SearchPurpose } from '../search/query-plan.ts';
import { addResults } from '../search/result-set.ts';
import type { ValueEstimationStateUpdate, ValueEstimationStateValue } from '../state.ts';

/**
 * Runs the round's queries side by side (cached with a TTL) and adds what they return to the
 * evidence, each page once. The round's new resale results are what `extractListings` reads next.
 */
export function createSearchMarketplaces({ search, cache, searchCacheTtlMs, now }: ValueEstimationDeps) {
  return async function searchMarketplaces(state: ValueEstimationStateValue, config: LangGraphRunnableConfig): Promise<ValueEstimationStateUpdate> {
    if (!search) throw new SearchNotConfiguredError();
    const runs = await runSearches({
      queries: state.queries,
      search,
      cache,
      ttlMs: searchCacheTtlMs ?? valueEstimationDefaults.searchCacheTtlMs,
      maxResults: valueEstimationDefaults.maxResultsPerSearch,
      now,
      signal: config.signal,
    });
    const returned = (purpose: SearchPurpose) => runs.filter(({ query }) => query.purpose === purpose).flatMap(({ results }) => results);
    const resale = addResults({ existing: state.resaleResults, incoming: returned('resale') });
    return {
      round: state.round + 1,
      searches: state.searches + runs.filter(({ cached }) => !cached).length,
      queries: [],
      resaleResults: resale.all,
      newResaleResults: resale.added,
      recyclingResults: addResults({ existing: state.recyclingResults, incoming: returned('recycling') }).all,
      repairResults: addResults({ existing: state.repairResults, incoming: returned('repair') }).all,
    };
  };
}
