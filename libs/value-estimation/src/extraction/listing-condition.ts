import type { Condition } from '../item/service-item.ts';
import { asNewTerms, forPartsTerms, negators, wornTerms } from './listing-vocabulary.ts';
import { normaliseText, phraseFinder } from './text-match.ts';

const findForParts = phraseFinder(forPartsTerms, { negators });
const findWorn = phraseFinder(wornTerms, { negators });
const findAsNew = phraseFinder(asNewTerms, { negators });

/**
 * The grade a listing's own words give it, or undefined when they give none. When the words
 * disagree ("como novo, pequenos riscos") the worst grade wins: a marketplace pays sellers on these
 * numbers, so doubt goes the cautious way. Plain "good condition" is B, the same as saying nothing,
 * which is why B needs no word list.
 */
export function detectListingCondition(text: string): Condition | undefined {
  const normalised = normaliseText(text);
  if (findForParts(normalised)) return 'D';
  if (findWorn(normalised)) return 'C';
  if (findAsNew(normalised)) return 'A';
  return undefined;
}
