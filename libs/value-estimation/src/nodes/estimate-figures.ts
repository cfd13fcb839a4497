import { estimateRecyclingValue } from '../figures/recycling-value.ts';
import { estimateRepairCost } from '../figures/repair-cost.ts';
import { resaleEvidence } from '../figures/resale-value.ts';
import type { ValueEstimationStateUpdate, ValueEstimationStateValue } from '../state.ts';

/** The resale range from the comparables: sold or asking basis, condition, sale discount, outliers, quartiles (`resale-value.ts`). */
export function aggregateResale({ job, comparables }: ValueEstimationStateValue): ValueEstimationStateUpdate {
  const evidence = resaleEvidence({ listings: comparables, item: job!.item });
  return { valueOut: evidence?.range, resaleEvidence: evidence };
}

/** The recycling range from the scrap prices the recycling search found (`recycling-value.ts`). */
export function estimateRecycling({ job, recyclingResults }: ValueEstimationStateValue): ValueEstimationStateUpdate {
  return { recycling: estimateRecyclingValue({ results: recyclingResults, item: job!.item, market: job!.market }) };
}

/** The repair range from the repair prices the repair search found (`repair-cost.ts`). */
export function estimateRepair({ job, repairResults }: ValueEstimationStateValue): ValueEstimationStateUpdate {
  return { repair: estimateRepairCost({ results: repairResults, item: job!.item, market: job!.market }) };
}
