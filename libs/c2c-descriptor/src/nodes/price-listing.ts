import { ServiceError } from '@circular/runtime';
import { estimateValue } from '@circular/value-estimation';
import type { C2cDescriptorWarning } from '@circular/contract';
import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import type { C2cDescriptorDeps } from '../deps.ts';
import { t } from '../messages.ts';
import type { DescriptorStateUpdate, DescriptorStateValue } from '../state.ts';
import { fromFigures, suggestPrice } from '../suggest-price.ts';

/**
 * The suggested price and its basis: the seller's wish price, the figures sent, or — when neither
 * is sent, `estimate_price` allows it and search is configured — the value estimation function.
 * Without any of these there is no price, only a warning.
 */
export function createPriceListing(deps: C2cDescriptorDeps) {
  return async function priceListing({ request, facts }: DescriptorStateValue, config: LangGraphRunnableConfig): Promise<DescriptorStateUpdate> {
    if (!facts) return {};
    const { language, profile } = facts;
    const parameters = request.agent_specific;
    const figures = parameters.value_estimation ?? undefined;
    const decision = suggestPrice({ figures, wishPrice: parameters.wish_price ?? undefined, currency: parameters.currency ?? undefined, defaultCurrency: profile.currency });
    const warnings: C2cDescriptorWarning[] = [];
    if (decision.price) {
      if (decision.wishOutsideRange && figures) {
        warnings.push({ code: 'wish_price_outside_estimate', message: t(language, 'warn:wish_price_outside_estimate', { wish: decision.price.amount, min: figures.value_out_min, max: figures.value_out_max }), field: 'suggested_price' });
      }
      return { price: decision.price, warnings };
    }
    const valueEstimation = deps.valueEstimation;
    if (parameters.estimate_price === false || !valueEstimation?.search) {
      return { price: null, warnings: [{ code: 'no_price_basis', message: t(language, 'warn:no_price_basis'), field: 'suggested_price' }] };
    }
    const item = parameters.item;
    try {
      const estimate = await estimateValue(
        {
          language: request.language ?? 'PT-PT',
          agent_specific: {
            service_item: {
              name: facts.name.slice(0, 200),
              brand: facts.brand?.slice(0, 100) ?? null,
              condition: facts.condition.grade,
              description: [item.model, ...facts.defects, facts.notes].filter(Boolean).join('. ').slice(0, 2000) || null,
              category: item.category ?? null,
            },
          },
        },
        valueEstimation,
        { signal: config.signal, callbacks: config.callbacks },
      );
      return { price: fromFigures(estimate, estimate.currency, 'estimated') };
    } catch (error) {
      config.signal?.throwIfAborted();
      if (!ServiceError.isInstance(error)) throw error;
      return { price: null, warnings: [{ code: 'price_estimate_failed', message: t(language, 'warn:price_estimate_failed', { reason: error.type }), field: 'suggested_price' }] };
    }
  };
}
