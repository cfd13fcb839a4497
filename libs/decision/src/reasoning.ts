import type { SupportedLanguage } from '@circular/runtime';
import { asIsChannels, type DecisionFacts, type DecisionOutcome } from './decide-disposition.ts';
import { figureNames, valueOf, type FigureName } from './figures.ts';
import { categoryNames, t } from './messages.ts';
import type { DecisionRules } from './rules/decision-rules.ts';

export interface ReasoningInput {
  language: SupportedLanguage;
  currency: string;
  grade: { scale: string; grade: string; works: boolean | null; protocolId: string | null };
  facts: DecisionFacts;
  outcome: DecisionOutcome;
  rules: DecisionRules;
  missing: FigureName[];
}

/**
 * The decision in lines a person can check one by one: the grade, each gate that holds, each
 * figure with its source, each rule's arithmetic, and the decision with the rule that chose it.
 * Every number in these lines is a figure, a threshold or a sum of figures.
 */
export function writeReasoning({ language, currency, grade, facts, outcome, rules, missing }: ReasoningInput): string[] {
  const say = (key: Parameters<typeof t>[1], params: Record<string, string | number> = {}) => t(language, key, params);
  const money = (amount: number) => moneyFormat(language, currency).format(amount);
  const figure = (name: FigureName) => valueOf(facts.figures, name);
  const categoryKey = `category:${facts.category}`;
  const category = categoryKey in categoryNames ? say(categoryKey as Parameters<typeof t>[1]) : facts.category;
  const lines: string[] = [];

  lines.push(grade.protocolId ? say('gradeFromProtocol', { grade: grade.grade, scale: grade.scale, protocol: grade.protocolId }) : say('gradeGiven', { grade: grade.grade, scale: grade.scale }));
  if (grade.works === false) lines.push(say('notWorking'));
  for (const gate of outcome.gates) {
    if (gate === 'not_working' || gate === 'refusal_not_justified' || gate === 'no_vendor_take_back') continue;
    lines.push(say(`gate:${gate}`, { category }));
  }
  if (outcome.requiredActions.includes('wipe_data')) lines.push(say('wipeData'));

  for (const name of figureNames) {
    const known = facts.figures[name];
    if (known) lines.push(say('figure', { name: say(`figure:${name}`), amount: money(known.value), source: say(`source:${known.source}`) }));
  }
  if (missing.length > 0) lines.push(say('missing', { names: missing.map((name) => say(`figure:${name}`)).join(', ') }));

  const option = (disposition: string) => outcome.options.find((candidate) => candidate.disposition === disposition)!;
  const logistics = money(figure('logistics_cost') ?? 0);
  const asIs = figure('resale_as_is');
  const channelName = (disposition: string) => say(`channel:${disposition}` as Parameters<typeof t>[1]);
  const repair = option('repair_then_resell');
  if (repair.pays === null) lines.push(say('repairUnknown'));
  else {
    const params = {
      repair: money(figure('repair_cost')!),
      k: moneyFormat(language, null).format(rules.repairThreshold),
      priceNew: money(figure('price_new')!),
      limit: money(outcome.repairLimit!),
      after: money(figure('resale_after_repair')!),
      logistics,
      net: money(repair.net_value!),
      asIs: money(outcome.asIsYardstick!),
    };
    lines.push(say(repair.pays ? 'repairPays' : figure('repair_cost')! >= outcome.repairLimit! ? 'repairTooDear' : 'repairNoGain', params));
  }
  const resale = option('resell_c2c');
  lines.push(resale.pays === null ? say('resaleUnknown') : say(resale.pays ? 'resalePays' : 'resaleLoses', { asIs: money(asIs!), logistics, net: money(resale.net_value!) }));
  // The other channels only when the caller priced them: an unpriced channel is no line of arithmetic.
  for (const [disposition, price] of [...asIsChannels.slice(1).map((c) => [c.disposition, c.price] as const), ['harvest_parts', 'parts_value'] as const]) {
    const channel = option(disposition);
    const gross = figure(price);
    if (gross === undefined || channel.net_value === null) continue;
    lines.push(say(channel.pays ? 'channelPays' : 'channelLoses', { channel: channelName(disposition), gross: money(gross), logistics, net: money(channel.net_value) }));
  }
  const recycling = figure('recycling_value');
  if (recycling !== undefined && recycling > 0) lines.push(say('recycleValue', { value: money(recycling) }));
  else if (facts.recyclingPartners.includes(facts.category)) lines.push(say('recyclePartner', { category }));
  else lines.push(say('recycleNoValue'));

  lines.push(say(`decision:${outcome.ground}`, outcome.ground === 'resale_pays' ? { channel: channelName(outcome.decision) } : {}));
  // Some lines open with the category's name ("roupa e calçado não vendido…").
  return lines.map((line) => line.charAt(0).toLocaleUpperCase(language) + line.slice(1));
}

const formats = new Map<string, Intl.NumberFormat>();

/** Number formats are costly to build (a locale lookup each) and few: one per language and currency. */
function moneyFormat(language: string, currency: string | null): Intl.NumberFormat {
  const key = `${language}:${currency ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = currency === null ? new Intl.NumberFormat(language) : new Intl.NumberFormat(language, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 2 });
    formats.set(key, format);
  }
  return format;
}
