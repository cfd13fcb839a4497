import type { DecisionResponse, ValueEstimationResponse } from '@circular/contract';
import { describe, expect, it } from 'vitest';
import { formatRange, offerTerms, sameOffer } from './offer-terms.ts';

const estimate = {
  value_out_min: 270,
  value_out_max: 295,
  value_out_average: 280,
  recycling_value_min: 2,
  recycling_value_max: 6,
  recycling_value_average: 4,
  repair_cost_min: 0,
  repair_cost_max: 0,
  repair_cost_average: 0,
  currency: 'EUR',
  price_basis: 'sold',
  comparables: { value_out: 8, recycling_value: 3, repair_cost: 0 },
} as ValueEstimationResponse;

const decided = (decision: DecisionResponse['decision']) => ({ decision, grade: { scale: 'internal', grade: 'B', works: true, dimensions: [], knockouts: [] } }) as unknown as DecisionResponse;

describe('offerTerms', () => {
  it('offers the resale range and its basis when the item is resold, as it is or after repair', () => {
    const expected = { currency: 'EUR', min: 270, max: 295, basis: 'sold', comparables: 8, grade: { scale: 'internal', grade: 'B' } };
    expect(offerTerms({ estimate, decision: decided('resell_c2c') })).toEqual({ ...expected, disposition: 'resell_c2c' });
    expect(offerTerms({ estimate, decision: decided('repair_then_resell') })).toEqual({ ...expected, disposition: 'repair_then_resell' });
  });

  it("offers the recyclers' range when the item is recycled or dismantled", () => {
    expect(offerTerms({ estimate, decision: decided('recycle') })).toEqual({
      currency: 'EUR', min: 2, max: 6, basis: 'recycling', comparables: 3, grade: { scale: 'internal', grade: 'B' }, disposition: 'recycle',
    });
  });

  it('offers no figure for a channel without its own range, a range resting on no prices, or nothing to pay', () => {
    expect(offerTerms({ estimate, decision: decided('donate') })).toBeUndefined();
    expect(offerTerms({ estimate, decision: decided('b2b_lot') })).toBeUndefined();
    expect(offerTerms({ estimate: { ...estimate, comparables: { ...estimate.comparables, recycling_value: 0 } }, decision: decided('harvest_parts') })).toBeUndefined();
    expect(offerTerms({ estimate: { ...estimate, recycling_value_min: 0, recycling_value_max: 0 }, decision: decided('recycle') })).toBeUndefined();
  });
});

describe('sameOffer and formatRange', () => {
  it('compares every term and writes amounts as the language does', () => {
    const offer = offerTerms({ estimate, decision: decided('resell_c2c') })!;
    expect(sameOffer(offer, { ...offer, grade: { ...offer.grade } })).toBe(true);
    expect(sameOffer(offer, { ...offer, max: 296 })).toBe(false);
    expect(formatRange(offer, 'en')).toBe('€270 – €295');
    expect(formatRange({ ...offer, min: 4.5, max: 4.5 }, 'en')).toBe('€4.50');
  });
});
