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

export const dispositions: readonly Disposition[] = ['resell_as_is', 'donate', 'repair_then_resell', 'recycle', 'refuse'];

export const defaultDecisionRules: DecisionRules = {
  repairThreshold: 0.5,
  minimumMargin: 0,
  hierarchyRank: { resell_as_is: 1, donate: 1, repair_then_resell: 2, recycle: 3, refuse: 5 },
  blocks: {
    activation_lock: ['resell_as_is', 'repair_then_resell', 'donate'],
    data_not_wiped: ['resell_as_is', 'repair_then_resell', 'donate'],
    unsafe: ['resell_as_is', 'donate'],
    counterfeit: ['resell_as_is', 'repair_then_resell', 'donate', 'recycle'],
    not_working: ['donate'],
    no_donation_partner: ['donate'],
    destruction_forbidden: ['recycle', 'refuse'],
    refusal_not_justified: ['refuse'],
  },
  textileRule: { from: '2026-07-19', categories: ['clothing'], origins: ['return', 'unsold_stock'], companySizes: ['large'] },
  dataBearingCategories: ['phones', 'tablets', 'laptops', 'consoles'],
};
