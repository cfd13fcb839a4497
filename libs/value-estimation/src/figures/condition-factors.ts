import type { Condition } from '../item/service-item.ts';

/**
 * What a second-hand item in each grade fetches, as a share of the same item in grade A. House
 * assumptions, to be recalibrated against realised sales:
 * - A 1.00 — as new: the reference.
 * - B 0.85 — light signs of use. Refurbishers price adjacent cosmetic grades 5–10 % apart and
 *   private buyers discount visible use a little more; 15 % sits at the upper end of that.
 * - C 0.65 — visible wear but working: a further ~20 points, the gap private listings show between
 *   "bom estado" and "marcas de uso" offers of the same phone model.
 * - D 0.30 — faulty or for parts: parts-only offers ask roughly a quarter to a third of a working
 *   unit, since the buyer pays the repair or strips the item.
 * Each comparable is moved from its own grade to the item's (price × factor(item) ÷ factor(its
 * grade)), so a parts-only offer is a like-for-like comparable of a grade D item.
 */
export const conditionFactors: Readonly<Record<Condition, number>> = { A: 1, B: 0.85, C: 0.65, D: 0.3 };

/**
 * The grade assumed for a listing that states none: most second-hand offers show ordinary light
 * use, and sellers of as-new or damaged goods say so because it moves the price.
 */
export const unstatedListingCondition: Condition = 'B';

/** The factor that moves a price from one grade to another. */
export function conditionRatio({ from, to }: { from: Condition; to: Condition }): number {
  return conditionFactors[to] / conditionFactors[from];
}
