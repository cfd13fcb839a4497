import { finding, type Finding } from './finding.ts';
import { isNegated } from './negation.ts';
import { matchesOf } from '../text/matches.ts';

/**
 * A payment sent as one between friends, its wallet left unnamed ("send it as friends and family", "pago por amigos y familiares",
 * "paiement entre proches", "pagamento amigos e família", "Zahlung als Freunde und Familie", "pagamento tra amici e parenti", "pay F&F"):
 * PayPal's personal payments, which carry no buyer protection and settle the sale outside the platform (clause `payments`). The mode is
 * a payment only right after a word of paying ("Great gift for friends and family" is none).
 */
const friendsAndFamily = String.raw`(?:friends?\s*(?:and|&|\+|n)\s*family|family\s*(?:and|&)\s*friends|f\s?&\s?f|fnf|amig[oa]s?\s+(?:e|y|&)\s+(?:a\s+)?fam[ií]li(?:a|ares)|fam[ií]li(?:a|ares)\s+(?:e|y|&)\s+amig[oa]s|proches|amis(?:\s+et\s+famille)?|famille\s+et\s+amis|amici\s+(?:e|&)\s+(?:parenti|familiari|famiglia)|famiglia\s+(?:e|&)\s+amici|freunde\s*(?:und|&)\s*familie|familie\s*(?:und|&)\s*freunde)`;
/** Paying said just before, a preposition or "as" between at most ("paid via", "pago por", "paiement entre", "Zahlung als", "send as"). */
const payingThen = String.raw`(?:pag\p{L}*|pay(?:s|ing|ment|ments)?|paid|paie\p{L}*|payer|r[eè]gl\p{L}*|bezahl\p{L}*|zahl(?:e|en|st|t|ung)?|send(?:ing)?|sent|envi\p{L}*|mand\p{L}*|schick\p{L}*|invi\p{L}*)`;
const preposition = String.raw`(?:via|by|with|through|as|using|in|on|por|pela|pelo|en|em|com|con|como|par|entre|en\s+mode|per|tramite|come|tra|fra|über|ueber|mit|als)`;
const personalPayment = new RegExp(
  String.raw`(?<![\p{L}])${payingThen}\s+(?:(?:it|lo|la|o|a|me|mir|mi|moi|only|just|s[oó]|solo|seulement|nur|solo)\s+)?(?:${preposition}\s+)?(?:(?:the|o|el|la|le|il|a)\s+)?(?:modo\s+|mode\s+|option\s+|op[cç][aã]o\s+|opci[oó]n\s+)?${friendsAndFamily}(?![\p{L}])`,
  'giu',
);

/**
 * Paying in advance by transfer, German's one word for it ("Vorkasse", "Vorauskasse", "Zahlung nur per Vorkasse"): the sale settled by a
 * transfer before the item leaves, outside the platform's checkout.
 */
const advancePayment = /(?<![\p{L}])(?:vorkasse|vorauskasse)(?![\p{L}])/giu;

/** PayPal's personal payments named by their mode alone, after a word of paying; German advance payment by its own word. */
export function findPaymentModes(text: string): Finding[] {
  const found: Finding[] = [];
  for (const match of [...matchesOf(text, personalPayment), ...matchesOf(text, advancePayment)]) {
    // "não aceito pagamento entre amigos", "keine Vorkasse": a mode refused is no payment offered.
    if (isNegated(text, match.index)) continue;
    found.push(finding('off_platform_payment', 'payments', text, match.index, match.index + match[0].length));
  }
  return found;
}
