import { matchesOf } from '../text/matches.ts';
import { finding, type Finding } from './finding.ts';
import { digitTokens } from './number-words.ts';

/**
 * A phone number given by its start, its middle and its end ("começa por 93 …, acaba em 12 34", "commence par 06, puis …, finit
 * par …", "empieza por 655 …, termina en 3490", "starts with 07, then 911, ends with …", "inizia con 347 … finisce con …", "fängt mit
 * 0176 an, dann …, endet mit …"): the groups read in order make a number of nine digits or more. A start word and either an end word or a
 * contact word around it make the pieces one number, a contact a careful moderator reads (clause `contact-details`).
 */

const startWord = /(?<![\p{L}])(?:come[cç]a|come[cç]am|comienza|empieza|commence|starts?|starting|begins?|inizia|comincia|f[aä]ngt|beginnt)(?![\p{L}])/giu;
/** A word of the end: "acaba", "termina", "finit", "ends", "finisce", "endet", "hört … auf". */
const endWord = /(?<![\p{L}])(?:acaba|termina|finit|finissent|ends?|ending|finisce|endet|h[oö]rt)(?![\p{L}])/iu;
/** A word naming a phone number or a call before the start word. */
const contactWord = /(?<![\p{L}])(?:n[uú]mero|num[eé]ro|numero|number|nummer|tel|tele?f\p{L}*|telem[oó]vel|m[oó]vil|mobile?|cell\p{L}*|handy\p{L}*|phone|ligue|llama|appel\p{L}*|call|chiama|ruf|sms|whats\s?app|contact\p{L}*|contatt\p{L}*)(?![\p{L}])/iu;
/** Between two groups: separators, or up to four short words ("e depois", "ensuite", "a seguir vem", "and after that"), no unit or money. */
const gap = /^[\s,.:;()-]*(?:[\p{L}'’]{1,10}[\s,.:;()-]+){0,4}$/u;
const unitOrMoney = /(?<![\p{L}])(?:€|£|\$|eur(?:os?)?|cm|mm|km|kg|gr?|ml|gb|tb|anos?|a[ñn]os|ans|years?|jahre|anni|x|h|horas?|heures?|hours?|uhr|ore)(?![\p{L}])|[€£$%]/iu;
/** Words naming what a number counts (a volume, an issue, a size): numbers in a series, no phone's pieces. */
const seriesWord = /(?<![\p{L}])(?:volumes?|vol|tomos?|tomes?|band|b[aä]nde|n[ºo°]|num|issues?|edi[cç][aã]o|edici[oó]n|[eé]dition|size|sizes|taille|tailles|talla|tallas|tamanhos?|taglia|taglie|gr[oö][sß]en?|gr[oö][sß]e|pointure|number\s+of)(?![\p{L}])|n[ºo°]/iu;
/** How far after the start word the pieces are read (characters). */
const reach = 140;

export function findPhoneInPieces(text: string): Finding[] {
  const found: Finding[] = [];
  let seen = 0;
  for (const start of matchesOf(text, startWord)) {
    if (++seen > 20) break;
    const from = start.index + start[0].length;
    const window = text.slice(from, from + reach);
    const stop = window.search(/[.!?\n]/u);
    const clause = stop === -1 ? window : window.slice(0, stop);
    const tokens = digitTokens(clause);
    if (tokens.length < 2 || !gap.test(clause.slice(0, tokens[0]!.start))) continue;
    let digits = tokens[0]!.digits;
    let last = 0;
    for (let i = 1; i < tokens.length; i++) {
      const between = clause.slice(tokens[i - 1]!.end, tokens[i]!.start);
      if (!gap.test(between) || unitOrMoney.test(between)) break;
      digits += tokens[i]!.digits;
      last = i;
      if (digits.length > 13) break;
    }
    if (digits.length < 9 || digits.length > 13 || last === 0 || unitOrMoney.test(clause.slice(tokens[last]!.end, tokens[last]!.end + 6))) continue;
    const groups = tokens.slice(0, last + 1);
    if (seriesWord.test(clause.slice(0, tokens[last]!.end)) || isSeries(groups.map((t) => t.digits))) continue;
    const lead = text.slice(Math.max(0, start.index - 60), start.index);
    const spoken = clause.slice(0, tokens[last]!.end);
    if (!endWord.test(spoken) && !contactWord.test(lead)) continue;
    found.push(finding('contact_phone', 'contact-details', text, from + tokens[0]!.start, from + tokens[last]!.end));
  }
  return found;
}

/**
 * Whether groups read as a series, not a number's pieces: short groups only, each above the last ("50, 52, 54, 56"; a French number's
 * pairs are not in order: "06, 44 55, 12 13"), or three or more groups of one length rising by one step ("101, 102, 103 and 104").
 */
function isSeries(groups: string[]): boolean {
  const rising = groups.every((g, i) => i === 0 || Number(g) > Number(groups[i - 1]));
  if (rising && !groups.some((g) => g.length >= 3)) return true;
  if (groups.length < 3 || groups.some((g) => g.length !== groups[0]!.length)) return false;
  const step = Number(groups[1]) - Number(groups[0]);
  return step > 0 && step <= 10 && groups.every((g, i) => i === 0 || Number(g) - Number(groups[i - 1]) === step);
}
