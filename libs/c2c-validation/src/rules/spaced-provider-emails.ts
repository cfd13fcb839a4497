import { matchesOf } from '../text/matches.ts';
import { finding, type Finding } from './finding.ts';
import { isNegated } from './negation.ts';

/**
 * An e-mail address spelt out whose provider is written in two words ("tomh at proton mail dot ch", "ana ponto lopes arroba g
 * mail ponto com", "lou chez hot mail point fr", "max bei gmx mail punkt de"): the address itself, a way off the platform (clause
 * `contact-details`). The user may hold dots said as words; the address needs its provider and its domain's ending.
 */

const dotWord = String.raw`(?:\s+(?:dot|ponto|punto|point|punkt)\s+|\s*\.\s*)`;
const spacedProviderEmail = new RegExp(
  String.raw`(?<![\p{L}\p{N}._-])[\p{L}\p{N}][\p{L}\p{N}_-]{0,30}(?:${dotWord}[\p{L}\p{N}][\p{L}\p{N}_-]{0,30}){0,3}\s+(?:at|arroba|chez|bei|presso|en)\s+(?:(?:proton|g|google|hot|y|ya|zoho|gmx|fast|post|tuta|out|my|ok|web|live|aol|i?cloud|sapo|libero|orange)\s+mail|out\s+look|ya\s+hoo|i\s+cloud)${dotWord}(?:com|me|ch|pt|es|fr|it|de|net|org|co(?:${dotWord})uk)(?![\p{L}\p{N}])`,
  'giu',
);
/** Every such address names its provider's second word with a space before it: a text without one (most texts) is not read. */
const spacedMail = /\s(?:mail|look|hoo|cloud)(?![\p{L}])/iu;

export function findSpacedProviderEmails(text: string): Finding[] {
  if (!spacedMail.test(text)) return [];
  const found: Finding[] = [];
  let seen = 0;
  for (const match of matchesOf(text, spacedProviderEmail)) {
    if (++seen > 20) break;
    if (isNegated(text, match.index)) continue;
    found.push(finding('contact_email', 'contact-details', text, match.index, match.index + match[0].length));
  }
  return found;
}
