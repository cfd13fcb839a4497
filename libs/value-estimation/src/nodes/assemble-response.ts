import { comparableRows } from '../response/comparable-rows.ts';
import type { ValueEstimationStateUpdate, ValueEstimationStateValue } from '../state.ts';

/**
 * The response: the spec's nine figures, reasoning, description and references, plus currency,
 * comparables counts, the price basis and every priced listing read (`comparable-rows.ts`).
 */
export function assembleResponse(state: ValueEstimationStateValue): ValueEstimationStateUpdate {
  const { job, valueOut, recycling, repair, reasoning, description, references, resaleEvidence } = state;
  const firstSeen = state.resaleResults.find((result) => result.seenAt !== undefined)?.seenAt;
  return {
    response: {
      value_out_max: valueOut!.max,
      value_out_min: valueOut!.min,
      value_out_average: valueOut!.average,
      recycling_value_max: recycling!.max,
      recycling_value_min: recycling!.min,
      recycling_value_average: recycling!.average,
      repair_cost_max: repair!.max,
      repair_cost_min: repair!.min,
      repair_cost_average: repair!.average,
      reasoning: reasoning!,
      description: description!,
      references,
      currency: job!.market.currency,
      comparables: { value_out: valueOut!.comparables, recycling_value: recycling!.comparables, repair_cost: repair!.comparables },
      price_basis: resaleEvidence!.basis,
      comparable_listings: comparableRows({
        evidence: resaleEvidence!,
        listings: state.listings,
        filteredOut: state.filteredOut,
        results: state.resaleResults,
        market: job!.market,
        // Every result is stamped by runSearches; the fallback only covers a search double that bypasses it.
        fallbackSeenAt: firstSeen ?? new Date(0).toISOString(),
      }),
    },
  };
}
