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

/**
 * A payment app named with the seller's own phone number as where the money goes ("Google Pay to my number", "Bizum al mío", "Lydia sur
 * mon numéro", "MB WAY para o meu número", "Satispay al mio numero", "Apple Pay an meine Nummer"): a payment between two people, outside
 * the platform's checkout. The app and the number in one clause, either first. An app named alone may be the checkout's own way to pay
 * ("Apple Pay accepté au paiement"), "mon numéro de série" is the item's, and a phone named where the app is used ("Apple Pay works on my
 * phone", "uso no meu telemóvel", "sur mon portable", "auf mein Handy") is the device's: a phone is where money goes only after "to".
 */
const paymentApps = String.raw`(?:google\s?pay|g\s?pay|apple\s?pay|samsung\s?pay|bizum|mb\s?way|lydia|paylib|wero|satispay|postepay|revolut|pay\s?pal|twint|venmo|cash\s?app|payconiq|swish|vipps|mobilepay)`;
const toMyNumber = String.raw`(?:(?:to|on|at|via)\s+my\s+(?:phone\s+|mobile\s+|cell\s+)?number|to\s+my\s+(?:mobile|phone)|al\s+m[ií]o|a\s+mi\s+(?:n[uú]mero|m[oó]vil|tel[eé]fono|celular)|(?:sur|[àa]|au|vers)\s+mon\s+num[eé]ro|(?:[àa]|au|vers)\s+mon\s+(?:portable|t[eé]l[eé]phone|mobile)|(?:para|pro|ao|no)\s+(?:o\s+)?meu\s+n[uú]mero|(?:para|pro|ao)\s+(?:o\s+)?meu\s+(?:telem[oó]vel|celular|telefone)|al\s+mio\s+(?:numero|cellulare|telefono)|(?:an|auf|[uü]ber)\s+meine\s+(?:handy)?nummer|an\s+mein\s+handy)(?!\s+(?:de|di|of)\s+s[eé]rie|\s+serial)(?![\p{L}])`;
const appToMyNumber = new RegExp(String.raw`(?<![\p{L}])(?:${paymentApps}(?![\p{L}])[^.!?;\n]{0,40}?(?<![\p{L}])${toMyNumber}|${toMyNumber}[^.!?;\n]{0,30}?(?<![\p{L}])${paymentApps}(?![\p{L}]))`, 'giu');

/** PayPal's personal payments named by their mode alone, after a word of paying; German advance payment by its own word. */
export function findPaymentModes(text: string): Finding[] {
  const found: Finding[] = [];
  for (const match of [...matchesOf(text, personalPayment), ...matchesOf(text, advancePayment), ...matchesOf(text, appToMyNumber)]) {
    // "não aceito pagamento entre amigos", "keine Vorkasse": a mode refused is no payment offered.
    if (isNegated(text, match.index)) continue;
    found.push(finding('off_platform_payment', 'payments', text, match.index, match.index + match[0].length));
  }
  return found;
}
