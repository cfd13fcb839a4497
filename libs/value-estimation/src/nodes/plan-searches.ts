import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import { checkedRequestOf, SearchNotConfiguredError, type WebSearch } from '@circular/runtime';
import type { EstimationJob } from '../estimation-job.ts';
import { parseValueEstimationRequest } from '../parse-request.ts';
import { planSearches } from '../search/query-plan.ts';
import type { ValueEstimationStateUpdate, ValueEstimationStateValue } from '../state.ts';

/**
 * Validates the request and plans the first search round: resale queries on the national
 * marketplaces, and the recycling and repair searches the item needs (three searches at most).
 * A bad request is a 422 even where search is not configured, so the client learns both in turn.
 */
export function createPlanSearches({ search }: { search?: WebSearch | undefined }) {
  return function planSearchesNode({ request }: ValueEstimationStateValue, config?: LangGraphRunnableConfig): ValueEstimationStateUpdate {
    // The entry's check when it made one; a run from Studio checks here.
    const job = checkedRequestOf<EstimationJob>(config, request)?.parsed ?? parseValueEstimationRequest(request);
    if (!search) throw new SearchNotConfiguredError();
    return { job, queries: planSearches({ item: job.item, market: job.market }), step: 'national' };
  };
}
