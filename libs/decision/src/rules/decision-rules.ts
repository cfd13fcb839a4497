import type { Disposition, GateId } from '@circular/contract';

/**
 * The rules' thresholds and tables, as data a deployment may override (`decide(…, { rules })`).
 * Sources: Directive 2008/98/EC art. 4 (the waste hierarchy), the appliance trade's "50 % rule"
 * (replace when repair costs ≥ 50 % of a comparable new unit), Regulation (EU) 2024/1781 art. 25
 * (no destruction of unsold textiles and footwear by large companies from 19 July 2026).
 */
export interface DecisionRules {
  /** k in "repair pays when repair cost < k × price new". */
  repairThreshold: number;
  /** Net value above which resale pays (0: any gain). */
  minimumMargin: number;
  /** Rank of each disposition in the waste hierarchy: 1 re-use, 2 preparing for re-use, 3 recycling, 5 disposal. */
  hierarchyRank: Record<Disposition, number>;
  /** What each gate blocks. */
  blocks: Record<GateId, Disposition[]>;
  /** The textile rule: from this date (ISO), for these categories and origins, for companies of these sizes. */
  textileRule: { from: string; categories: string[]; origins: string[]; companySizes: string[] };
  /** Categories that hold personal data and can carry an activation lock: only they meet those two gates. */
  dataBearingCategories: string[];
}

/** Every disposition, in the order of the waste hierarchy (the response's `options`). */
export const dispositions: readonly Disposition[] = ['resell_c2c', 'resell_refurbisher', 'return_to_vendor', 'b2b_lot', 'donate', 'repair_then_resell', 'harvest_parts', 'recycle', 'refuse'];

/** Everything that sells or gives the item on as it is, or its parts. */
const reuse: Disposition[] = ['resell_c2c', 'resell_refurbisher', 'b2b_lot', 'donate', 'repair_then_resell', 'harvest_parts'];

export const defaultDecisionRules: DecisionRules = {
  repairThreshold: 0.5,
  minimumMargin: 0,
  hierarchyRank: { resell_c2c: 1, resell_refurbisher: 1, return_to_vendor: 1, b2b_lot: 1, donate: 1, repair_then_resell: 2, harvest_parts: 2, recycle: 3, refuse: 5 },
  blocks: {
    // A vendor taking its own product back can lift the lock and erase the data; no one else may.
    activation_lock: reuse,
    data_not_wiped: reuse,
    // An unsafe item may not be sold or given as it is; its vendor (a recall), a repairer or a dismantler may take it.
    unsafe: ['resell_c2c', 'resell_refurbisher', 'b2b_lot', 'donate'],
    counterfeit: ['resell_c2c', 'resell_refurbisher', 'return_to_vendor', 'b2b_lot', 'donate', 'repair_then_resell', 'harvest_parts', 'recycle'],
    // A device on a lost-or-stolen register belongs to someone else: no channel may take it, not even for parts.
    reported_stolen: ['resell_c2c', 'resell_refurbisher', 'return_to_vendor', 'b2b_lot', 'donate', 'repair_then_resell', 'harvest_parts', 'recycle'],
    not_working: ['donate'],
    no_donation_partner: ['donate'],
    no_vendor_take_back: ['return_to_vendor'],
    destruction_forbidden: ['recycle', 'refuse'],
    refusal_not_justified: ['refuse'],
  },
  textileRule: { from: '2026-07-19', categories: ['clothing'], origins: ['return', 'unsold_stock'], companySizes: ['large'] },
  dataBearingCategories: ['phones', 'tablets', 'laptops', 'consoles'],
};
