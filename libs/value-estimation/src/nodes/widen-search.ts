import { valueEstimationDefaults } from '../deps.ts';
import { nextWideningStep, type WideningStep } from '../search/marketplaces.ts';
import { planResaleQueries } from '../search/query-plan.ts';
import { estimateResaleValue } from '../figures/resale-value.ts';
import type { ValueEstimationStateUpdate, ValueEstimationStateValue } from '../state.ts';

/**
 * The wider step to search next, or undefined when the comparables (after filtering and outlier
 * removal) suffice or every step has been searched.
 */
export function wideningStepNeeded({ job, comparables, step }: ValueEstimationStateValue): WideningStep | undefined {
  const found = estimateResaleValue({ listings: comparables, item: job!.item })?.comparables ?? 0;
  return nextWideningStep({ market: job!.market, current: step, comparables: found });
}

/** Plans the next resale round one step wider (see `marketplaces.ts` `wideningSteps`). */
export function widenSearch(state: ValueEstimationStateValue): ValueEstimationStateUpdate {
  const step = wideningStepNeeded(state);
  if (!step) return {};
  const { item, market } = state.job!;
  return { step: step.id, queries: planResaleQueries({ item, market, step, maxQueries: valueEstimationDefaults.queriesPerWidening }) };
}
