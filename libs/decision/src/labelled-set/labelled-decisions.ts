import type { DecisionRequest, Disposition, GradeScale } from '@circular/contract';
import { labelledChannelRows } from './labelled-channels.data.ts';
import { labelledRows } from './labelled-decisions.data.ts';

/** The first set was labelled when resale as is was one disposition; its label stays as written. */
export type LabelledDisposition = Disposition | 'resell_as_is' | 'resell_c2c' | 'resell_refurbisher' | 'return_to_vendor' | 'b2b_lot' | 'harvest_parts';

export interface LabelledDecision {
  id: string;
  /** `first`: the 155 labels of the first round; `channels`: those written for the channels. */
  set: 'first' | 'channels';
  request: DecisionRequest;
  /** The day the operator decides on (the textile rule depends on it). */
  date: string;
  expected: LabelledDisposition;
  why: string;
}

/** The channels that sell an item as it is, which the first set's `resell_as_is` names together. */
export const resaleAsIsChannels: readonly string[] = ['resell_c2c', 'resell_refurbisher', 'b2b_lot'];

/** Whether a decision agrees with a label, reading the first set's coarse `resell_as_is` as any as-is resale channel. */
export function agrees(expected: LabelledDisposition, decided: string): boolean {
  if (expected === decided) return true;
  return expected === 'resell_as_is' && resaleAsIsChannels.includes(decided);
}

const origins = { r: 'return', u: 'unsold_stock', c: 'collection' } as const;
const sizes = { S: 'small', M: 'medium', L: 'large' } as const;
const economicsNames = ['resale_as_is', 'resale_after_repair', 'repair_cost', 'recycling_value', 'logistics_cost'] as const;
const channelNames = { t: 'trade_in_offer', p: 'parts_value', b: 'lot_value', v: 'vendor_credit' } as const;

/** Both labelled sets as decision requests with the operator's decision. */
export function labelledDecisions(): LabelledDecision[] {
  return [...parseRows(labelledRows, 'first'), ...parseRows(labelledChannelRows, 'channels')];
}

function parseRows(rows: string, set: LabelledDecision['set']): LabelledDecision[] {
  return rows
    .trim()
    .split('\n')
    .map((row) => {
      const [id, category, graded, facts, figures, context, date, expected, why, channels = ''] = row.split('|') as [string, string, string, string, string, string, string, LabelledDisposition, string, string?];
      const [scale, grade] = graded.split(':') as [GradeScale, string];
      const [priceNew, ...money] = figures.split(',').map((value) => (value === '-' ? undefined : Number(value)));
      const channelFigures = channels
        .split(';')
        .filter(Boolean)
        .map((pair) => pair.split('=') as [keyof typeof channelNames, string]);
      const economics = Object.fromEntries([
        ...economicsNames.flatMap((name, i) => (money[i] === undefined ? [] : [[name, money[i]]])),
        ...channelFigures.map(([key, value]) => [channelNames[key], Number(value)]),
      ]);
      const vendorTakesBack = channelFigures.some(([key]) => key === 'v');
      const [origin, size, donation, recycling] = context.split(',') as [keyof typeof origins, keyof typeof sizes, string, string];
      const request: DecisionRequest = {
        language: 'en',
        agent_specific: {
          item: { category, price_new: priceNew ?? null },
          condition: {
            scale,
            grade,
            activation_lock: facts.includes('L'),
            data_wiped: !facts.includes('W'),
            unsafe: facts.includes('U'),
            counterfeit: facts.includes('F'),
          },
          ...(Object.keys(economics).length > 0 ? { economics } : {}),
          context: {
            origin: origins[origin],
            company_size: sizes[size],
            data_wipe_available: !facts.includes('N'),
            partners: { donation: donation === 'd' ? [category] : [], recycling: recycling === 'p' ? [category] : [] },
            ...(vendorTakesBack ? { vendor_takes_back: true } : {}),
          },
        },
      };
      return { id, set, request, date, expected, why };
    });
}
