import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import { scales } from '@circular/protocol-generator';
import { checkedRequestOf, ServiceError } from '@circular/runtime';
import { estimateValue, type ValueEstimationDeps } from '@circular/value-estimation';
import type { ValueEstimationResponse } from '@circular/contract';
import type { DecisionDeps } from '../deps.ts';
import type { Figures } from '../figures.ts';
import { parseDecisionRequest, type DecisionJob } from '../parse-request.ts';
import type { DecisionStateUpdate, DecisionStateValue } from '../state.ts';

/**
 * The request parsed into its job (what the entry checked already; a run from Studio is checked
 * here), then the caller's figures; when the request has no economics and search is configured,
 * value estimation's: resale as is at the item's grade, resale after repair at grade B (for items
 * graded C or D), repair cost and recycling value. When the evidence is too thin, the decision goes
 * on with the figures it has.
 */
export function createGatherFigures({ search, model, cache }: DecisionDeps) {
  const valueDeps: ValueEstimationDeps | undefined = search ? { search, model, cache } : undefined;

  return async function gatherFigures(state: DecisionStateValue, config: LangGraphRunnableConfig): Promise<DecisionStateUpdate> {
    const job = checkedRequestOf<DecisionJob>(config, state.request)?.parsed ?? parseDecisionRequest(state.request);
    if (job.hasEconomics || valueDeps === undefined) return { job, figures: job.callerFigures, currency: job.currency ?? 'EUR' };

    const { item } = job.request.agent_specific;
    const internal = scales[job.grade.scale].internal[job.grade.grade]!;
    const ask = (condition: 'A' | 'B' | 'C' | 'D') =>
      estimateValue(
        {
          ...(job.request.language ? { language: job.request.language } : {}),
          agent_specific: { service_item: { name: [item.brand, item.model].filter(Boolean).join(' ') || item.category, brand: item.brand ?? null, condition, category: item.category } },
        },
        valueDeps,
        { signal: config.signal, callbacks: config.callbacks },
      ).catch((error: unknown) => {
        if (ServiceError.isInstance(error) && error.type === 'insufficient-evidence') return undefined;
        throw error;
      });
    const [asIs, repaired] = await Promise.all([ask(internal), internal === 'C' || internal === 'D' ? ask('B') : Promise.resolve(undefined)]);
    const figures: Figures = { ...job.callerFigures };
    const estimated = (value: number) => ({ value, source: 'value_estimation' as const });
    if (asIs) {
      figures.resale_as_is = estimated(asIs.value_out_average);
      figures.repair_cost = estimated(asIs.repair_cost_average);
      figures.recycling_value = estimated(asIs.recycling_value_average);
      if (internal === 'A' || internal === 'B') figures.resale_after_repair = estimated(asIs.value_out_average);
    }
    if (repaired) figures.resale_after_repair = estimated(repaired.value_out_average);
    return { job, figures, currency: currencyOf(asIs ?? repaired) ?? job.currency ?? 'EUR' };
  };
}

function currencyOf(response: ValueEstimationResponse | undefined): string | undefined {
  return response?.currency;
}
