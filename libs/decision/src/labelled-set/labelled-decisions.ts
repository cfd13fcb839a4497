import type { DecisionRequest, Disposition, GradeScale } from '@circular/contract';
import { labelledRows } from './labelled-decisions.data.ts';

export interface LabelledDecision {
  id: string;
  request: DecisionRequest;
  /** The day the operator decides on (the textile rule depends on it). */
  date: string;
  expected: Disposition;
  why: string;
}

const origins = { r: 'return', u: 'unsold_stock', c: 'collection' } as const;
const sizes = { S: 'small', M: 'medium', L: 'large' } as const;
const economicsNames = ['resale_as_is', 'resale_after_repair', 'repair_cost', 'recycling_value', 'logistics_cost'] as const;

/** The labelled set as decision requests with the operator's decision. */
export function labelledDecisions(): LabelledDecision[] {
  return labelledRows
    .trim()
    .split('\n')
    .map((row) => {
      const [id, category, graded, facts, figures, context, date, expected, why] = row.split('|') as [string, string, string, string, string, string, string, Disposition, string];
      const [scale, grade] = graded.split(':') as [GradeScale, string];
      const [priceNew, ...money] = figures.split(',').map((value) => (value === '-' ? undefined : Number(value)));
      const economics = Object.fromEntries(economicsNames.flatMap((name, i) => (money[i] === undefined ? [] : [[name, money[i]]])));
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
          },
        },
      };
      return { id, request, date, expected, why };
    });
}
