import { contractSchema } from '@circular/runtime';
import type { ValueEstimationRequest, ValueEstimationResponse } from '@circular/contract';
import { StateSchema } from '@langchain/langgraph';
import { z } from 'zod';
import type { FigureRange } from './aggregation/aggregate.ts';
import type { EstimationJob } from './estimation-job.ts';
import type { DroppedListing, Listing, SearchResult } from './extraction/listing.ts';
import type { WideningStepId } from './search/marketplaces.ts';
import type { SearchQuery } from './search/query-plan.ts';
import type { RecyclingPoint } from './figures/recycling-value.ts';
import type { RepairEstimate } from './figures/repair-cost.ts';
import type { ResaleEvidence, SalePoint } from './figures/resale-value.ts';

const results = () => z.custom<SearchResult[]>().default(() => []);

/**
 * The value estimation graph's state, declared once. Input: `request`. Output: `response`. The
 * rest is the evidence as it is gathered; nodes that run side by side write different fields.
 */
export const ValueEstimationState = new StateSchema({
  /** The request as the caller sent it; validated by `planSearches`, not here, to report every bad field by pointer. */
  request: z.custom<ValueEstimationRequest>().describe('A value estimation request, as POST /service_ai_value_estimation takes it'),
  job: z.custom<EstimationJob>().optional(),
  /** The queries of the next search round. */
  queries: z.custom<SearchQuery[]>().default(() => []),
  /** The resale widening step searched last. */
  step: z.enum(['national', 'wider', 'unrestricted'] satisfies WideningStepId[]).default('national'),
  /** Search rounds made so far. */
  round: z.number().default(0),
  /** Searches that reached the search service (cache hits excluded). */
  searches: z.number().default(0),
  /** Every result search returned, by purpose, each page once. */
  resaleResults: results(),
  recyclingResults: results(),
  repairResults: results(),
  /** The resale results of the last round, which `extractListings` reads. */
  newResaleResults: results(),
  /** Listings read from the resale results so far, and results that did not read as one. */
  listings: z.custom<Listing[]>().default(() => []),
  unread: z.custom<DroppedListing[]>().default(() => []),
  /** Listings the filter kept as comparables, and those it dropped. */
  comparables: z.custom<Listing[]>().default(() => []),
  filteredOut: z.custom<DroppedListing[]>().default(() => []),
  valueOut: z.custom<FigureRange<SalePoint>>().optional(),
  /** The basis of the resale range (sold or asking prices) and the asking prices a sold basis set aside. */
  resaleEvidence: z.custom<ResaleEvidence>().optional(),
  recycling: z.custom<FigureRange<RecyclingPoint>>().optional(),
  repair: z.custom<RepairEstimate>().optional(),
  references: z.array(z.string()).default(() => []),
  description: z.string().optional(),
  reasoning: z.string().optional(),
  response: z.custom<ValueEstimationResponse>().optional(),
});

/** What the graph takes: the request alone, with the contract's schema (Studio's input form). */
export const ValueEstimationInput = new StateSchema({ request: contractSchema<ValueEstimationRequest>('estimateValue', 'request') });

/** What the graph gives back: the response alone, not the evidence in between. */
export const ValueEstimationOutput = new StateSchema({ response: contractSchema<ValueEstimationResponse>('estimateValue', 'response') });

export type ValueEstimationStateValue = typeof ValueEstimationState.State;
export type ValueEstimationStateUpdate = typeof ValueEstimationState.Update;
