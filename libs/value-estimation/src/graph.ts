import { END, START, StateGraph } from '@langchain/langgraph';
import type { ValueEstimationDeps } from './deps.ts';
import { assembleResponse } from './nodes/assemble-response.ts';
import { citeReferences } from './nodes/cite-references.ts';
import { createDescribeItem } from './nodes/describe-item.ts';
import { aggregateResale, estimateRecycling, estimateRepair } from './nodes/estimate-figures.ts';
import { createExtractListings } from './nodes/extract-listings.ts';
import { filterComparables } from './nodes/filter-comparables.ts';
import { createPlanSearches } from './nodes/plan-searches.ts';
import { createSearchMarketplaces } from './nodes/search-marketplaces.ts';
import { wideningStepNeeded, widenSearch } from './nodes/widen-search.ts';
import { writeEstimateReasoning } from './nodes/write-estimate-reasoning.ts';
import { ValueEstimationInput, ValueEstimationOutput, ValueEstimationState, type ValueEstimationStateValue } from './state.ts';

const figureNodes = ['aggregateResale', 'estimateRecycling', 'estimateRepair'] as const;

/**
 * Value estimation as a LangGraph graph:
 * planSearches → searchMarketplaces → extractListings (beside it, in the first round only,
 * describeItem) → filterComparables → widenSearch and search again while comparables are too few →
 * aggregateResale, estimateRecycling, estimateRepair side by side → citeReferences →
 * writeEstimateReasoning (once describeItem is done too) → assembleResponse. Each node is named
 * after the function it runs (`create<Node>(deps)` for those that need deps).
 * Input `{ request }`, output `{ response }`.
 *
 * On the common path that is one round of (at most three) searches in parallel and one round of
 * (at most two) model calls in parallel: the description needs no evidence, so it is worded while
 * the prices are read.
 */
export function createValueEstimationGraph(deps: ValueEstimationDeps = {}) {
  const afterSearch = ({ round }: ValueEstimationStateValue) => (round === 1 ? ['extractListings', 'describeItem'] : 'extractListings');
  const afterFilter = (state: ValueEstimationStateValue) => (deps.widen !== false && wideningStepNeeded(state) ? 'widenSearch' : [...figureNodes]);

  return new StateGraph({ state: ValueEstimationState, input: ValueEstimationInput, output: ValueEstimationOutput })
    .addNode('planSearches', createPlanSearches(deps))
    .addNode('searchMarketplaces', createSearchMarketplaces(deps))
    .addNode('extractListings', createExtractListings(deps))
    .addNode('describeItem', createDescribeItem(deps))
    .addNode('filterComparables', filterComparables)
    .addNode('widenSearch', widenSearch)
    .addNode('aggregateResale', aggregateResale)
    .addNode('estimateRecycling', estimateRecycling)
    .addNode('estimateRepair', estimateRepair)
    .addNode('citeReferences', citeReferences)
    .addNode('writeEstimateReasoning', writeEstimateReasoning)
    .addNode('assembleResponse', assembleResponse)
    .addEdge(START, 'planSearches')
    .addEdge('planSearches', 'searchMarketplaces')
    .addConditionalEdges('searchMarketplaces', afterSearch, ['extractListings', 'describeItem'])
    .addEdge('extractListings', 'filterComparables')
    .addConditionalEdges('filterComparables', afterFilter, ['widenSearch', ...figureNodes])
    .addEdge('widenSearch', 'searchMarketplaces')
    .addEdge([...figureNodes], 'citeReferences')
    .addEdge(['citeReferences', 'describeItem'], 'writeEstimateReasoning')
    .addEdge('writeEstimateReasoning', 'assembleResponse')
    .addEdge('assembleResponse', END)
    .compile({ name: 'value_estimation' })
    .withConfig({ recursionLimit: 25 });
}

export type ValueEstimationGraph = ReturnType<typeof createValueEstimationGraph>;
