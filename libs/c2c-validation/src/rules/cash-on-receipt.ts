import { matchesOf } from '../text/matches.ts';
import { finding, type Finding, type RuleContext } from './finding.ts';
import { isNegated } from './negation.ts';
import { cashPaidAtHandOver } from './payments.ts';

/**
 * Cash paid when the buyer receives the item ("me pagas en metálico cuando lo recibas", "pagas em dinheiro quando receberes", "tu paies en liquide
 * à la réception", "pay cash when you get it", "paghi in contanti quando lo ricevi", "zahlst bar bei Erhalt"): the item comes to the buyer
 * (brought or sent by the seller), so the money leaves the platform's checkout and its protection, the marketplaces' payment clauses
 * (`payments`). Cash at a hand-over the buyer comes to ("al recogerlo", "à la remise", "on collection") is the marketplaces' own and
 * no finding here, and so is cash on receipt in a sentence naming a hand-over in person ("Entrega em mão …, pagamento em dinheiro ao
 * receber") where the marketplace allows cash at one (`cashPaidAtHandOver`).
 */

const cashWord = String.raw`(?:(?:en|em|in|au|con|com|with|par|per|by|à|a)\s+)?(?:efectivo|met[aá]lico|dinheiro|numer[aá]rio|esp[eè]ces|liquide|cash|contanti|bar(?:geld)?)`;
/** A paying verb (any person) or the noun, then the cash word a few words on. */
const payCash = String.raw`(?:pag\p{L}*|pay(?:s|ing|ment)?|paie\p{L}*|payez|r[eè]gl\p{L}*|bezahl\p{L}*|zahl(?:e|en|st|t|ung)?)\s+(?:[\p{L}'’]+\s+){0,2}?${cashWord}`;
/** On receiving the item: "al recibirlo", "quando receberes", "à la réception", "when you get it", "on receipt", "bei Erhalt". */
const onReceipt = String.raw`(?:al\s+recibir(?:lo|la|los|las)?|cuando\s+(?:lo|la|los|las)\s+recibas|ao\s+receber(?:es)?|quando\s+(?:o|a|os|as)?\s*receber(?:es)?|quando\s+receber(?:es)?|[àa]\s+la\s+r[eé]ception|quand\s+tu\s+(?:le|la|les)\s+re[cç]ois|quand\s+vous\s+(?:le|la|les)\s+recevez|(?:on|upon)\s+receipt|when\s+you\s+(?:get|receive)\s+(?:it|them)|alla\s+ricezione|quando\s+(?:lo|la|li|le)\s+ricevi|bei\s+erhalt|wenn\s+du\s+(?:es|ihn|sie)\s+(?:erh[aä]ltst|bekommst))`;
const cashOnReceipt = new RegExp(String.raw`(?<![\p{L}])${payCash}\s+(?:[\p{L}'’]+\s+){0,2}?${onReceipt}(?![\p{L}])`, 'giu');
const maxMatches = 20;

export function findCashOnReceipt(text: string, { profile }: RuleContext): Finding[] {
  const found: Finding[] = [];
  let seen = 0;
  for (const match of matchesOf(text, cashOnReceipt)) {
    if (++seen > maxMatches) break;
    // "Não pagas em dinheiro ao receber: tudo pela app": refused, not offered.
    if (isNegated(text, match.index)) continue;
    // "Collection only: pay cash when you get it": received at the hand-over in person.
    if (cashPaidAtHandOver(text, match.index, match.index + match[0].length, profile)) continue;
    found.push(finding('off_platform_payment', 'payments', text, match.index, match.index + match[0].length));
  }
  return found;
}
