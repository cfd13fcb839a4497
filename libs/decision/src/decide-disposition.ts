import type { Disposition, GateId } from '@circular/contract';
import { cents, valueOf, type Figures } from './figures.ts';
import { dispositions, type DecisionRules } from './rules/decision-rules.ts';

export interface DecisionFacts {
  /** The template category (`phones`, `clothing`, …) or the request's own word, normalised. */
  category: string;
  works: boolean | null;
  activationLock: boolean | null;
  dataWiped: boolean | null;
  unsafe: boolean | null;
  counterfeit: boolean | null;
  origin: 'return' | 'unsold_stock' | 'collection';
  companySize: string | null;
  /** Normalised categories partners take. */
  donationPartners: string[];
  recyclingPartners: string[];
  dataWipeAvailable: boolean;
  figures: Figures;
  /** The decision date, `YYYY-MM-DD`. */
  date: string;
}

export interface DispositionOption {
  disposition: Disposition;
  hierarchy_rank: number;
  allowed: boolean;
  blocked_by: GateId[];
  pays: boolean | null;
  net_value: number | null;
}

/** Which rule chose the decision; the reasoning says it in words. */
export type DecisionGround =
  | 'counterfeit'
  | 'repair_pays'
  | 'resale_pays'
  | 'resale_unknown'
  | 'donation'
  | 'material_value'
  | 'unsafe_refused'
  | 'end_of_life'
  | 'no_destruction';

export type RequiredAction = 'wipe_data' | 'remove_activation_lock' | 'make_safe';

export interface DecisionOutcome {
  decision: Disposition;
  ground: DecisionGround;
  options: DispositionOption[];
  gates: GateId[];
  requiredActions: RequiredAction[];
  /** k × price new, when price new is known. */
  repairLimit: number | null;
}

/**
 * The decision itself, pure and deterministic: the gates that hold, what each disposition nets and
 * whether its rule pays, then the first of — repair when it pays, resale as is when it pays (or,
 * its value unknown, when the item works: re-use heads the hierarchy), donation when allowed,
 * recycling when the material has value, refusal of an unsafe item nothing else takes, recycling
 * as the end of life, and resale (at whatever it fetches) where destruction is forbidden.
 */
export function decideDisposition(facts: DecisionFacts, rules: DecisionRules): DecisionOutcome {
  const gates = activeGates(facts, rules);
  const figure = (name: Parameters<typeof valueOf>[1]) => valueOf(facts.figures, name);
  const logistics = figure('logistics_cost') ?? 0;
  const priceNew = figure('price_new');
  const asIs = figure('resale_as_is');
  const afterRepair = figure('resale_after_repair');
  const repair = figure('repair_cost');
  const recycling = figure('recycling_value');
  const repairLimit = priceNew === undefined ? null : cents(rules.repairThreshold * priceNew);

  const resaleNet = asIs === undefined ? null : cents(asIs - logistics);
  const repairNet = afterRepair === undefined || repair === undefined ? null : cents(afterRepair - repair - logistics);
  const recycleNet = recycling === undefined ? null : cents(recycling - logistics);
  const economics: Record<Disposition, { pays: boolean | null; net: number | null }> = {
    resell_as_is: { pays: resaleNet === null ? null : resaleNet > rules.minimumMargin, net: resaleNet },
    repair_then_resell: {
      pays: repairNet === null || repairLimit === null || asIs === undefined ? null : repair! < repairLimit && repairNet > asIs && repairNet > rules.minimumMargin,
      net: repairNet,
    },
    donate: { pays: null, net: facts.figures.logistics_cost === undefined ? null : cents(-logistics) },
    recycle: { pays: recycling === undefined ? (facts.recyclingPartners.includes(facts.category) ? true : null) : recycling > 0 || facts.recyclingPartners.includes(facts.category), net: recycleNet },
    refuse: { pays: null, net: null },
  };

  const options = dispositions.map((disposition): DispositionOption => {
    const blockedBy = gates.filter((gate) => rules.blocks[gate].includes(disposition));
    return {
      disposition,
      hierarchy_rank: rules.hierarchyRank[disposition],
      allowed: blockedBy.length === 0,
      blocked_by: blockedBy,
      pays: economics[disposition].pays,
      net_value: economics[disposition].net,
    };
  });
  const option = (disposition: Disposition) => options.find((candidate) => candidate.disposition === disposition)!;
  const allowed = (disposition: Disposition) => option(disposition).allowed;

  const [decision, ground] = ((): [Disposition, DecisionGround] => {
    if (gates.includes('counterfeit')) return ['refuse', 'counterfeit'];
    if (allowed('repair_then_resell') && option('repair_then_resell').pays === true) return ['repair_then_resell', 'repair_pays'];
    if (allowed('resell_as_is') && option('resell_as_is').pays === true) return ['resell_as_is', 'resale_pays'];
    if (allowed('resell_as_is') && option('resell_as_is').pays === null && facts.works === true) return ['resell_as_is', 'resale_unknown'];
    if (allowed('donate')) return ['donate', 'donation'];
    if (allowed('recycle') && option('recycle').pays === true) return ['recycle', 'material_value'];
    if (gates.includes('unsafe') && allowed('refuse')) return ['refuse', 'unsafe_refused'];
    if (allowed('recycle')) return ['recycle', 'end_of_life'];
    return [allowed('resell_as_is') ? 'resell_as_is' : 'repair_then_resell', 'no_destruction'];
  })();

  const requiredActions: RequiredAction[] = [];
  const reuse = decision === 'resell_as_is' || decision === 'repair_then_resell' || decision === 'donate' || decision === 'recycle';
  if (rules.dataBearingCategories.includes(facts.category) && facts.dataWiped === false && reuse) requiredActions.push('wipe_data');
  if (gates.includes('activation_lock') && decision !== 'refuse') requiredActions.push('remove_activation_lock');
  if (facts.unsafe === true && decision === 'repair_then_resell') requiredActions.push('make_safe');
  return { decision, ground, options, gates, requiredActions, repairLimit };
}

/** The gates that hold for these facts, in a fixed order. */
export function activeGates(facts: DecisionFacts, rules: DecisionRules): GateId[] {
  const { textileRule } = rules;
  // Regulation (EU) 2024/1781 art. 25 lets unsafe and counterfeit goods be destroyed.
  const textile =
    facts.unsafe !== true &&
    facts.counterfeit !== true &&
    textileRule.categories.includes(facts.category) &&
    textileRule.origins.includes(facts.origin) &&
    facts.companySize !== null &&
    textileRule.companySizes.includes(facts.companySize) &&
    facts.date >= textileRule.from;
  const dataBearing = rules.dataBearingCategories.includes(facts.category);
  const holds: Record<GateId, boolean> = {
    activation_lock: dataBearing && facts.activationLock === true,
    data_not_wiped: dataBearing && facts.dataWiped === false && !facts.dataWipeAvailable,
    unsafe: facts.unsafe === true,
    counterfeit: facts.counterfeit === true,
    not_working: facts.works === false,
    no_donation_partner: !facts.donationPartners.includes(facts.category),
    destruction_forbidden: textile,
    refusal_not_justified: facts.unsafe !== true && facts.counterfeit !== true,
  };
  return (Object.keys(holds) as GateId[]).filter((gate) => holds[gate]);
}
