import type { ValueEstimationStateUpdate, ValueEstimationStateValue } from '../state.ts';

/** The response: the spec's nine figures, reasoning, description and references, plus currency and comparables counts. */
export function assembleResponse({ job, valueOut, recycling, repair, reasoning, description, references }: ValueEstimationStateValue): ValueEstimationStateUpdate {
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
    },
  };
}
