import type { DecisionResponse, Disposition, GateId } from '@circular/contract';
import { cents, valueOf, type FigureName, type Figures } from './figures.ts';
import { dispositions, type DecisionRules } from './rules/decision-rules.ts';

export interface DecisionFacts {
  /** The template category (`phones`, `clothing`, …) or the request's own word, normalised. */
  category: string;
  works: boolean | null;
  activationLock: boolean | null;
  dataWiped: boolean | null;
  unsafe: boolean | null;
  counterfeit: boolean | null;
  /** On a lost-or-stolen register (a blacklist lookup of its IMEI or serial). */
  reportedStolen: boolean | null;
  origin: 'return' | 'unsold_stock' | 'collection';
  companySize: string | null;
  /** Normalised categories partners take. */
  donationPartners: string[];
  recyclingPartners: string[];
  dataWipeAvailable: boolean;
  /** The caller says the vendor takes this item back. */
  vendorTakesBack: boolean;
  figures: Figures;
  /** The decision date, `YYYY-MM-DD`. */
  date: string;
}

export type Channel = DecisionResponse['options'][number]['channel'];

export interface DispositionOption {
  disposition: Disposition;
  channel: Channel;
  hierarchy_rank: number;
  allowed: boolean;
  blocked_by: GateId[];
  pays: boolean | null;
  net_value: number | null;
  figures: FigureName[];
}

/** Which rule chose the decision; the reasoning says it in words. */
export type DecisionGround =
  | 'counterfeit'
  | 'reported_stolen'
  | 'repair_pays'
  | 'resale_pays'
  | 'parts_pay'
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
  /** The as-is price repair has to beat: the best open channel's, else the C2C price; null when unknown. */
  asIsYardstick: number | null;
}

/** The channels that take the item as it is, each with the figure that prices it there. */
export const asIsChannels = [
  { disposition: 'resell_c2c', channel: 'c2c_marketplace', price: 'resale_as_is' },
  { disposition: 'resell_refurbisher', channel: 'refurbisher', price: 'trade_in_offer' },
  { disposition: 'return_to_vendor', channel: 'vendor', price: 'vendor_credit' },
  { disposition: 'b2b_lot', channel: 'wholesale_buyer', price: 'lot_value' },
] as const satisfies readonly { disposition: Disposition; channel: Channel; price: FigureName }[];

const otherChannels: Record<Exclude<Disposition, (typeof asIsChannels)[number]['disposition']>, Channel> = {
  donate: 'charity',
  repair_then_resell: 'repair_shop',
  harvest_parts: 'parts_dismantler',
  recycle: 'recycler',
  refuse: 'none',
};

/**
 * The decision itself, pure and deterministic: the gates that hold, what each channel nets and
 * whether its rule pays, then the first of — repair when it pays (it must beat the best allowed
 * as-is price), the allowed channel that nets most among those that pay (the as-is channels, and
 * parts when the item is not known to work: a working product is re-used whole), resale of a
 * working item whose value is unknown (re-use heads the hierarchy), donation when allowed, parts
 * when they pay, recycling when the material has value, refusal of an unsafe item nothing else
 * takes, recycling as the end of life, and, where destruction is forbidden, the allowed sale
 * that loses least.
 */
export function decideDisposition(facts: DecisionFacts, rules: DecisionRules): DecisionOutcome {
  const gates = activeGates(facts, rules);
  const blockedBy = (disposition: Disposition) => gates.filter((gate) => rules.blocks[gate].includes(disposition));
  const figure = (name: FigureName) => valueOf(facts.figures, name);
  const known = (...names: FigureName[]) => names.filter((name) => facts.figures[name] !== undefined);
  const logistics = figure('logistics_cost') ?? 0;
  const net = (gross: number | undefined) => (gross === undefined ? null : cents(gross - logistics));
  const priceNew = figure('price_new');
  const afterRepair = figure('resale_after_repair');
  const repair = figure('repair_cost');
  const recycling = figure('recycling_value');
  const parts = figure('parts_value');
  const repairLimit = priceNew === undefined ? null : cents(rules.repairThreshold * priceNew);

  // Repair has to beat what the item fetches as it is through a channel open to it (or, none
  // open, its C2C price: the yardstick of the first rules).
  const openPrices = asIsChannels.filter((c) => blockedBy(c.disposition).length === 0).flatMap((c) => (figure(c.price) === undefined ? [] : [figure(c.price)!]));
  const asIsYardstick = openPrices.length > 0 ? Math.max(...openPrices) : figure('resale_as_is');
  const repairNet = afterRepair === undefined || repair === undefined ? null : cents(afterRepair - repair - logistics);
  const recycleNet = net(recycling);
  const partsNet = net(parts);
  const recyclingPartner = facts.recyclingPartners.includes(facts.category);

  const economics: Record<Disposition, { pays: boolean | null; net: number | null; figures: FigureName[] }> = {
    ...(Object.fromEntries(
      asIsChannels.map((c) => {
        const channelNet = net(figure(c.price));
        return [c.disposition, { pays: channelNet === null ? null : channelNet > rules.minimumMargin, net: channelNet, figures: channelNet === null ? [] : known(c.price, 'logistics_cost') }];
      }),
    ) as Record<(typeof asIsChannels)[number]['disposition'], { pays: boolean | null; net: number | null; figures: FigureName[] }>),
    donate: { pays: null, net: facts.figures.logistics_cost === undefined ? null : cents(-logistics), figures: known('logistics_cost') },
    repair_then_resell: {
      pays: repairNet === null || repairLimit === null || asIsYardstick === undefined ? null : repair! < repairLimit && repairNet > asIsYardstick && repairNet > rules.minimumMargin,
      net: repairNet,
      figures: known('price_new', 'resale_after_repair', 'repair_cost', 'logistics_cost', ...asIsChannels.map((c) => c.price)),
    },
    harvest_parts: { pays: partsNet === null ? null : partsNet > rules.minimumMargin && (recycleNet === null || partsNet > recycleNet), net: partsNet, figures: partsNet === null ? [] : known('parts_value', 'logistics_cost', 'recycling_value') },
    recycle: { pays: recycling === undefined ? (recyclingPartner ? true : null) : recycling > 0 || recyclingPartner, net: recycleNet, figures: known('recycling_value', 'logistics_cost') },
    refuse: { pays: null, net: null, figures: [] },
  };

  const options = dispositions.map((disposition): DispositionOption => {
    const blocked = blockedBy(disposition);
    return {
      disposition,
      channel: asIsChannels.find((c) => c.disposition === disposition)?.channel ?? otherChannels[disposition as keyof typeof otherChannels],
      hierarchy_rank: rules.hierarchyRank[disposition],
      allowed: blocked.length === 0,
      blocked_by: blocked,
      pays: economics[disposition].pays,
      net_value: economics[disposition].net,
      figures: economics[disposition].figures,
    };
  });
  const option = (disposition: Disposition) => options.find((candidate) => candidate.disposition === disposition)!;
  const allowed = (disposition: Disposition) => option(disposition).allowed;
  const paying = (disposition: Disposition) => allowed(disposition) && option(disposition).pays === true;
  /** The candidate that nets most; on a tie, the first named. */
  const bestNet = (candidates: Disposition[]) => candidates.reduce<Disposition | undefined>((best, d) => (best === undefined || option(d).net_value! > option(best).net_value! ? d : best), undefined);

  const [decision, ground] = ((): [Disposition, DecisionGround] => {
    if (gates.includes('counterfeit')) return ['refuse', 'counterfeit'];
    if (gates.includes('reported_stolen')) return ['refuse', 'reported_stolen'];
    if (paying('repair_then_resell')) return ['repair_then_resell', 'repair_pays'];
    const channels: Disposition[] = asIsChannels.map((c) => c.disposition).filter(paying);
    if (facts.works !== true && paying('harvest_parts')) channels.push('harvest_parts');
    const best = bestNet(channels);
    if (best !== undefined) return [best, best === 'harvest_parts' ? 'parts_pay' : 'resale_pays'];
    if (allowed('resell_c2c') && option('resell_c2c').pays === null && facts.works === true) return ['resell_c2c', 'resale_unknown'];
    if (allowed('donate')) return ['donate', 'donation'];
    if (paying('harvest_parts')) return ['harvest_parts', 'parts_pay'];
    if (allowed('recycle') && option('recycle').pays === true) return ['recycle', 'material_value'];
    if (gates.includes('unsafe') && allowed('refuse')) return ['refuse', 'unsafe_refused'];
    if (allowed('recycle')) return ['recycle', 'end_of_life'];
    const leastLoss = bestNet(asIsChannels.map((c) => c.disposition).filter((d) => allowed(d) && option(d).net_value !== null));
    return [leastLoss ?? (allowed('resell_c2c') ? 'resell_c2c' : 'repair_then_resell'), 'no_destruction'];
  })();

  const requiredActions: RequiredAction[] = [];
  // The vendor that takes its product back wipes and unlocks it itself.
  const leaves = decision !== 'refuse' && decision !== 'return_to_vendor';
  if (rules.dataBearingCategories.includes(facts.category) && facts.dataWiped === false && leaves) requiredActions.push('wipe_data');
  if (gates.includes('activation_lock') && leaves) requiredActions.push('remove_activation_lock');
  if (facts.unsafe === true && decision === 'repair_then_resell') requiredActions.push('make_safe');
  return { decision, ground, options, gates, requiredActions, repairLimit, asIsYardstick: asIsYardstick ?? null };
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
  // Lost-or-stolen registers list devices by IMEI or serial: only data-bearing devices are on one.
  const stolen = dataBearing && facts.reportedStolen === true;
  const holds: Record<GateId, boolean> = {
    activation_lock: dataBearing && facts.activationLock === true,
    data_not_wiped: dataBearing && facts.dataWiped === false && !facts.dataWipeAvailable,
    unsafe: facts.unsafe === true,
    counterfeit: facts.counterfeit === true,
    reported_stolen: stolen,
    not_working: facts.works === false,
    no_donation_partner: !facts.donationPartners.includes(facts.category),
    no_vendor_take_back: !facts.vendorTakesBack,
    destruction_forbidden: textile,
    refusal_not_justified: facts.unsafe !== true && facts.counterfeit !== true && !stolen,
  };
  return (Object.keys(holds) as GateId[]).filter((gate) => holds[gate]);
}
