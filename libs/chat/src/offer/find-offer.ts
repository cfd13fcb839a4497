import type { DecisionRequest, ValueEstimationResponse } from '@circular/contract';
import { decide, type DecisionDeps } from '@circular/decision';
import { generateProtocol, type ProtocolGeneratorDeps } from '@circular/protocol-generator';
import { ServiceError, type KeyValueStore, type WebSearch } from '@circular/runtime';
import { estimateValue, type ValueEstimationDeps } from '@circular/value-estimation';
import type { Offer, Product } from '../core-system/index.ts';
import type { RecordedAnswer } from '../state.ts';
import { gradeSubmission } from './grade-submission.ts';
import { offerTerms } from './offer-terms.ts';

export interface OfferRequest {
  product: Product;
  /** The chosen options' values as the seller reads them ("64 GB", "Preto"): they sharpen the search. */
  optionWords: string[];
  answers: Readonly<Record<string, RecordedAnswer>>;
  language: string;
  signal?: AbortSignal | undefined;
}

/** The three functions behind an offer, built once so each compiles its graph once. */
export interface OfferMaker {
  /** The offer the evidence supports, or undefined when it supports none (no search, too few prices, no channel with a range). */
  find(request: OfferRequest): Promise<Offer | undefined>;
}

/**
 * Grades the answers on the item category's inspection protocol (templates, no model), estimates
 * the item's value at that grade (search, cached; rules read the prices, no model), then decides
 * what becomes of it from the estimate's figures (rules, no model, no further search). At most the
 * estimate's searches and no model call; without search it makes no call at all.
 */
export function createOfferMaker({ search, cache }: { search?: WebSearch | undefined; cache?: KeyValueStore | undefined }): OfferMaker {
  const protocolDeps: ProtocolGeneratorDeps = {};
  // One round of searches (at most three): the offer's budget; thinner evidence means an offer after inspection.
  const valueDeps: ValueEstimationDeps | undefined = search === undefined ? undefined : { search, cache, widen: false };
  const decisionDeps: DecisionDeps = {};

  return {
    async find({ product, optionWords, answers, language, signal }) {
      if (valueDeps === undefined) return undefined;
      try {
        const protocol = await generateProtocol({ language, agent_specific: { category: product.category, target_scale: 'internal', purpose: 'buy_back' } }, protocolDeps, { signal });
        const graded = gradeSubmission(protocol, answers);
        const condition = graded.graded.grade as 'A' | 'B' | 'C' | 'D';
        const estimate = await estimateValue(
          {
            language,
            agent_specific: {
              service_item: { name: product.name, brand: product.brand, condition, description: optionWords.join(', ') || null, category: product.category },
            },
          },
          valueDeps,
          { signal },
        );
        const decision = await decide(
          {
            language,
            agent_specific: {
              item: { category: product.category, brand: product.brand, model: product.name },
              condition: { protocol: graded.protocol, answers: graded.answers },
              economics: economicsOf(estimate, condition),
            },
          },
          decisionDeps,
          { signal },
        );
        return offerTerms({ estimate, decision });
      } catch (error) {
        // Too little evidence, a category without a protocol, search failing: no figure is invented,
        // the offer follows inspection. A cancelled turn and unexpected faults end the turn.
        if (signal?.aborted || !ServiceError.isInstance(error)) throw error;
        return undefined;
      }
    },
  };
}

/**
 * The decision's figures, each the estimate's own: resale as it is, and as repaired when the grade
 * is already A or B (the decision's own rule); repair and recycling only when prices back them.
 */
function economicsOf(estimate: ValueEstimationResponse, condition: 'A' | 'B' | 'C' | 'D'): NonNullable<DecisionRequest['agent_specific']['economics']> {
  return {
    currency: estimate.currency,
    resale_as_is: estimate.value_out_average,
    ...(condition === 'A' || condition === 'B' ? { resale_after_repair: estimate.value_out_average } : {}),
    ...(estimate.comparables.repair_cost > 0 ? { repair_cost: estimate.repair_cost_average } : {}),
    ...(estimate.comparables.recycling_value > 0 ? { recycling_value: estimate.recycling_value_average } : {}),
  };
}
