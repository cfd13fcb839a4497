import type { C2cSuggestedPrice, C2cValueFigures as NullableFigures } from '@circular/contract';

type C2cValueFigures = NonNullable<NullableFigures>;

export type SuggestedPrice = C2cSuggestedPrice;

export interface PriceInputs {
  figures: C2cValueFigures | undefined;
  wishPrice: number | undefined;
  /** ISO 4217 code the seller gave for the wish price. */
  currency: string | undefined;
  defaultCurrency: string;
}

export interface PriceDecision {
  price: SuggestedPrice | null;
  /** The wish price is more than this factor away from the estimate's range: worth a warning. */
  wishOutsideRange: boolean;
}

/** A wish price this far outside the estimated range (above max × 1.5 or below min ÷ 1.5) is flagged. */
const wishTolerance = 1.5;

/**
 * The suggested price from the evidence the request carries: the seller's wish price when given
 * (it is their listing), else the value estimation figures (median with its range). Nothing is
 * made up: with neither, there is no price here (the caller may ask the value estimation function).
 */
export function suggestPrice({ figures, wishPrice, currency, defaultCurrency }: PriceInputs): PriceDecision {
  const estimateCurrency = figures?.currency ?? defaultCurrency;
  if (wishPrice !== undefined) {
    const wishCurrency = currency ?? estimateCurrency;
    const comparable = figures !== undefined && wishCurrency === estimateCurrency;
    return {
      price: { amount: wishPrice, min: null, max: null, currency: wishCurrency, basis: 'wish_price', comparables: null },
      wishOutsideRange: comparable && (wishPrice > figures.value_out_max * wishTolerance || wishPrice < figures.value_out_min / wishTolerance),
    };
  }
  if (figures) return { price: fromFigures(figures, estimateCurrency, 'value_estimation'), wishOutsideRange: false };
  return { price: null, wishOutsideRange: false };
}

export function fromFigures(figures: C2cValueFigures, currency: string, basis: 'value_estimation' | 'estimated'): SuggestedPrice {
  const comparables = (figures.comparables as { value_out?: number } | undefined)?.value_out;
  return {
    amount: figures.value_out_average,
    min: figures.value_out_min,
    max: figures.value_out_max,
    currency,
    basis,
    comparables: comparables ?? null,
  };
}
