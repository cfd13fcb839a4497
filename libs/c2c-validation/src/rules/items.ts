import { itemLexicon } from '../policy/item-lexicon.ts';
import { profileItemPolicy } from '../policy/profiles.ts';
import { finding, type Finding, type RuleContext } from './finding.ts';
import { isNegated } from './negation.ts';

const compiled = itemLexicon.map(({ topic, terms, innocent, context, requires }) => ({
  topic,
  pattern: new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${terms.join('|')})(?![\p{L}\p{N}])`, 'giu'),
  innocent,
  context,
  requires,
}));
const maxMatchesPerTopic = 40;
/** How far (characters each side) a context word may be from the term. */
const contextReach = 80;

/**
 * Items the profile prohibits (`prohibited_item`) or restricts (`restricted_item`), from its
 * lexicons, skipping negated mentions ("não é réplica", "not fake") and innocent contexts
 * ("pistola de cola", "cor tabaco").
 */
export function findItems(text: string, { profile }: RuleContext): Finding[] {
  const found: Finding[] = [];
  for (const { topic, pattern, innocent, context, requires } of compiled) {
    const policy = profileItemPolicy[profile][topic];
    if (policy === 'allowed') continue;
    let seen = 0;
    for (const match of text.matchAll(pattern)) {
      // A wall of one term needs a few findings, not thousands of context checks.
      if (++seen > maxMatchesPerTopic) break;
      // "não é réplica", and "paleta nunca aberta": the claim's first or last word negated.
      const lastWord = /[\p{L}\p{N}]+$/u.exec(match[0]);
      if (isNegated(text, match.index) || (lastWord && lastWord.index > 0 && isNegated(text, match.index + lastWord.index))) continue;
      if (innocent && isInnocent(text, match.index, match.index + match[0].length, innocent)) continue;
      const around = text.slice(Math.max(0, match.index - contextReach), match.index + match[0].length + contextReach);
      if (context?.test(around)) continue;
      if (requires && !requires.test(around)) continue;
      if (found.some((f) => f.start < match.index + match[0].length && match.index < f.end)) continue;
      found.push(finding(policy === 'prohibited' ? 'prohibited_item' : 'restricted_item', topic, text, match.index, match.index + match[0].length));
    }
  }
  return mergeAdjacent(text, found.sort((a, b) => a.start - b.start));
}

/** "réplica 1:1", "fake AAA quality": words of one claim side by side are one finding. */
function mergeAdjacent(text: string, found: Finding[]): Finding[] {
  const merged: Finding[] = [];
  for (const f of found) {
    const last = merged.at(-1);
    if (last && last.code === f.code && last.clause === f.clause && /^[\s,;/+-]{0,3}$/u.test(text.slice(last.end, f.start))) {
      merged[merged.length - 1] = { ...last, end: f.end, evidence: text.slice(last.start, f.end) };
    } else merged.push(f);
  }
  return merged;
}

/** Whether an innocent phrase covers the term, looking a few words either side. */
function isInnocent(text: string, start: number, end: number, innocent: RegExp): boolean {
  const windowStart = Math.max(0, start - 40);
  const around = text.slice(windowStart, Math.min(text.length, end + 40));
  for (const match of around.matchAll(new RegExp(innocent.source, 'giu'))) {
    const from = windowStart + match.index;
    if (from <= start && end <= from + match[0].length) return true;
  }
  return false;
}
