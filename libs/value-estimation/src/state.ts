import { contractSchema, latest } from '@circular/runtime';
import type { ValueEstimationRequest, ValueEstimationResponse } from '@circular/contract';
import { Annotation, StateSchema } from '@langchain/langgraph';
import type { FigureRange } from './aggregation/aggregate.ts';
import type { EstimationJob } from './estimation-job.ts';
import type { DroppedListing, Listing, SearchResult } from './extraction/listing.ts';
import type { WideningStepId } from './search/marketplaces.ts';
import type { SearchQuery } from './search/query-plan.ts';
import type { RecyclingPoint } from './figures/recycling-value.ts';
import type { RepairEstimate } from './figures/repair-cost.ts';
import type { ResaleEvidence, SalePoint } from './figures/resale-value.ts';

/**
 * The value estimation graph's state, declared once. Input: `request`. Output: `response`. The
 * rest is the evidence as it is gathered; nodes that run side by side write different fields.
 * An `Annotation`, as in every library: the values are built by this library's code, never by a
 * caller; the input and output are the contract's request and response schemas (Studio's forms).
 */
export const ValueEstimationState = Annotation.Root({
  /** The request as the caller sent it; validated by `planSearches`, not here, to report every bad field by pointer. */
  request: Annotation<ValueEstimationRequest>,
  job: Annotation<EstimationJob | undefined>,
  /** The queries of the next search round. */
  queries: latest<SearchQuery[]>(() => []),
  /** The resale widening step searched last. */
  step: latest<WideningStepId>(() => 'national'),
  /** Search rounds made so far. */
  round: latest(() => 0),
  /** Searches that reached the search service (cache hits excluded). */
  searches: latest(() => 0),
  /** Every result search returned, by purpose, each page once. */
  resaleResults: latest<SearchResult[]>(() => []),
  recyclingResults: latest<SearchResult[]>(() => []),
  repairResults: latest<SearchResult[]>(() => []),
  /** The resale results of the last round, which `extractListings` reads. */
  newResaleResults: latest<SearchResult[]>(() => []),
  /** Listings read from the resale results so far, and results that did not read as one. */
  listings: latest<Listing[]>(() => []),
  unread: latest<DroppedListing[]>(() => []),
  /** Listings the filter kept as comparables, and those it dropped. */
  comparables: latest<Listing[]>(() => []),
  filteredOut: latest<DroppedListing[]>(() => []),
  valueOut: Annotation<FigureRange<SalePoint> | undefined>,
  /** The basis of the resale range (sold or asking prices) and the asking prices a sold basis set aside. */
  resaleEvidence: Annotation<ResaleEvidence | undefined>,
  recycling: Annotation<FigureRange<RecyclingPoint> | undefined>,
  repair: Annotation<RepairEstimate | undefined>,
  references: latest<string[]>(() => []),
  description: Annotation<string | undefined>,
  reasoning: Annotation<string | undefined>,
  response: Annotation<ValueEstimationResponse | undefined>,
});

/** What the graph takes: the request alone, with the contract's schema (Studio's input form). */
export const ValueEstimationInput = new StateSchema({ request: contractSchema<ValueEstimationRequest>('estimateValue', 'request') });

/** What the graph gives back: the response alone, not the evidence in between. */
export const ValueEstimationOutput = new StateSchema({ response: contractSchema<ValueEstimationResponse>('estimateValue', 'response') });

export type ValueEstimationStateValue = typeof ValueEstimationState.State;
export type ValueEstimationStateUpdate = typeof ValueEstimationState.Update;
