import type { DecisionResponse, ValueEstimationResponse } from '@circular/contract';
import type { Offer } from '../core-system/index.ts';

/**
 * What the seller is offered, by what would become of the item: the resale range of the graded
 * condition when it is resold (as it is or after repair), the recyclers' range when it is
 * recycled or dismantled. The other channels (a wholesale lot, a refurbisher, donation, refusal)
 * rest on figures the estimate does not give, so they get no figure before inspection.
 */
const rangeByDisposition: Readonly<Record<string, 'resale' | 'recycling'>> = {
  resell_c2c: 'resale',
  repair_then_resell: 'resale',
  recycle: 'recycling',
  harvest_parts: 'recycling',
};

/**
 * The offer the estimate and the decision support, or undefined when none can be made without
 * inventing a figure: a channel without its own range, or a range resting on no prices. Every
 * figure is the estimate's own, so the offer is traceable to its comparables.
 */
export function offerTerms({ estimate, decision }: { estimate: ValueEstimationResponse; decision: DecisionResponse }): Offer | undefined {
  const range = rangeByDisposition[decision.decision];
  const grade = { scale: decision.grade.scale, grade: decision.grade.grade };
  if (range === 'resale' && estimate.comparables.value_out > 0 && estimate.value_out_max > 0) {
    return {
      currency: estimate.currency,
      min: estimate.value_out_min,
      max: estimate.value_out_max,
      basis: estimate.price_basis,
      comparables: estimate.comparables.value_out,
      grade,
      disposition: decision.decision,
    };
  }
  // Nothing to pay is no offer: a recycler taking it for free is said at inspection.
  if (range === 'recycling' && estimate.comparables.recycling_value > 0 && estimate.recycling_value_max > 0) {
    return {
      currency: estimate.currency,
      min: estimate.recycling_value_min,
      max: estimate.recycling_value_max,
      basis: 'recycling',
      comparables: estimate.comparables.recycling_value,
      grade,
      disposition: decision.decision,
    };
  }
  return undefined;
}

/** Whether two offers are the same terms (the submission system answers the one it keeps). */
export function sameOffer(a: Offer, b: Offer): boolean {
  return (
    a.currency === b.currency &&
    a.min === b.min &&
    a.max === b.max &&
    a.basis === b.basis &&
    a.comparables === b.comparables &&
    a.grade.scale === b.grade.scale &&
    a.grade.grade === b.grade.grade &&
    a.disposition === b.disposition
  );
}

/** "€270 – €295" or "270 - 295 €" as the language writes money; one amount when the range is one. */
export function formatRange({ min, max, currency }: Pick<Offer, 'min' | 'max' | 'currency'>, language: string): string {
  const cents = !Number.isInteger(min) || !Number.isInteger(max);
  const format = new Intl.NumberFormat(language, { style: 'currency', currency, minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
  return min === max ? format.format(min) : format.formatRange(min, max);
}
