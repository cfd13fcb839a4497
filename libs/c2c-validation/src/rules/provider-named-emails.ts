import { finding, type Finding } from './finding.ts';
import { functionWords } from './function-words.ts';
import { namedMailProviders } from './emails.ts';
import { matchesOf } from '../text/matches.ts';

/** Mail providers whose name is no everyday word (`namedMailProviders`): named as the seller's ("mi gmail …", "my hotmail is …") they stand for the address. */
const providers = namedMailProviders;
const providerNamed = new RegExp(providers, 'iu');
/** A word standing for the @ between a user and a provider: a preposition ("no gmail", "en hotmail", "sur yahoo") or the @ spelt out. */
const forTheAt = String.raw`(?:em|en|on|in|no|na|su|auf|bei|sur|at|arroba|arobase|chiocciola|@)`;
/** The dot of an address spelt out between two words ("joana ponto reis", "marc point dupont", "anna punkt meyer"). */
const spelledDot = String.raw`\s+(?:dot|ponto|punto|point|punkt)\s+`;

/**
 * A user whose own dots are spelt out, a preposition or a spelt-out @, then a provider: "rita ponto lopes no gmail", "pablo punto
 * ruiz en hotmail", "anne point morel sur yahoo". The spelt-out dot inside the user is what makes it an address.
 */
const spelledUserAtProvider = new RegExp(
  String.raw`(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}][\p{L}\p{N}_%+-]{0,40}(?:${spelledDot}[\p{L}\p{N}][\p{L}\p{N}_%+-]{0,40}){1,2}\s+${forTheAt}\s+${providers}(?![\p{L}\p{N}@-])`,
  'giu',
);

/**
 * A provider named as the seller's own address, then its user: "te paso mi gmail lucas_b88", "my hotmail is tom.b77", "o meu gmail é
 * anab1990", "mon gmail : sophie.r", "il mio libero è gino_71", "meine gmx: kai.s". A possessive before the provider (or a colon after
 * it) and a user written as one (a digit, a dot or an underscore in it) are both needed: "my gmail account" names no address.
 */
const userAfterOwnProvider = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:my|mi|meu|minha|mon|ma|mio|il\s+mio|mein(?:e|en)?|su|tu|teu|your|ton|vostro|dein(?:e|en)?)\s+${providers}(?:\s*(?:is|é|e|es|est|c['’]est|ist|è|:|=|-+>|→)\s*|\s+)|(?<![\p{L}])${providers}\s*:\s*)([\p{L}][\p{L}\p{N}._-]{1,40}[\p{L}\p{N}])`,
  'giu',
);

/**
 * A user written as an address's, then its provider after a space, a dash or in brackets, the clause ending there ("marta.l87 gmail",
 * "rui_sousa88 (hotmail)", "kai.s - gmx."). Apple's mailbox is left out: "iPhone13 iCloud" names a phone's account.
 */
const userThenProvider = new RegExp(
  String.raw`(?<![\p{L}\p{N}._%+-])([\p{L}][\p{L}\p{N}._-]{1,40}[\p{L}\p{N}])\s*(?:[-–(]\s*)?(?!icloud)${providers}\s*\)?(?=\s*(?:[,.;:!?\n]|$))`,
  'giu',
);

/**
 * Any user, a preposition or a spelt-out @, a provider and its domain spelt out after it ("carmen en hotmail punto com", "gino su libero
 * punto it", "kai bei t-online punkt de"): the spelt-out domain makes it an address, whatever the user.
 */
const userAtProviderSpelledDomain = new RegExp(
  String.raw`(?<![\p{L}\p{N}._%+-])([\p{L}][\p{L}\p{N}._%+-]{1,40})\s+${forTheAt}\s+${providers}${spelledDot}(?:com|pt|es|fr|it|de|net|org|eu|co\s+(?:dot|punto|point|ponto)\s+uk|uk|be|ch|at|nl|ie)(?![\p{L}\p{N}])`,
  'giu',
);
/**
 * A mail word, a user, then its provider in the same clause ("o meu mail é anaferreira, do gmail", "email: lucas.f, it's hotmail", "mon
 * adresse c'est marie.v sur yahoo"): with the mail word and the provider both said, any user that is not a plain word of the sentence.
 */
const mailWordUserProvider = new RegExp(
  String.raw`(?<![\p{L}])(?:e-?mail|mail|correo|courriel|adresse|endere[cç]o|posta\s+elettronica)\s*((?:is|é|e|es|est|c['’]est|è|ist|:|=)\s*)?([\p{L}][\p{L}\p{N}._-]{2,40}[\p{L}\p{N}])\s*[,;(-]?\s*(?:(?:it['’]?s|it\s+is|é|es|c['’]est|è|ist|do|da|de|del|du|di|von|on|at|no|na|en|sur|su|bei|auf)\s+)?${providers}(?![\p{L}\p{N}])`,
  'giu',
);

/** A user written as an address's, not a word: letters with a digit, a dot or an underscore among them. */
const addressLikeUser = /^(?=.*[\p{L}])(?=.*[\p{N}._])[\p{L}\p{N}._-]+$/u;

/** E-mail addresses named by their provider, the "@" and the domain left out: clause `contact-details`. */
export function findProviderNamedEmails(text: string): Finding[] {
  // Every form names a provider: a text naming none (most texts) is read once.
  if (!providerNamed.test(text)) return [];
  const found: Finding[] = [];
  for (const match of matchesOf(text, spelledUserAtProvider)) {
    found.push(finding('contact_email', 'contact-details', text, match.index, match.index + match[0].length));
  }
  for (const pattern of [userAtProviderSpelledDomain, mailWordUserProvider]) {
    for (const match of matchesOf(text, pattern)) {
      const end = match.index + match[0].length;
      const user = pattern === mailWordUserProvider ? match[2]! : match[1]!;
      // After a mail word the user is named as one ("o meu mail é …", "email: …") or written as an address's: "email funciona no gmail" is a sentence.
      if (pattern === mailWordUserProvider && match[1] === undefined && !addressLikeUser.test(user)) continue;
      if (functionWords.has(user.toLowerCase()) || found.some((f) => f.start < end && match.index < f.end)) continue;
      found.push(finding('contact_email', 'contact-details', text, match.index, end));
    }
  }
  for (const match of [...matchesOf(text, userAfterOwnProvider), ...matchesOf(text, userThenProvider)]) {
    const user = match[1]!;
    // A user of lower-case letters and a digit, a dot or an underscore: a model code ("SM-A546B") is written in capitals.
    if (!addressLikeUser.test(user) || !/\p{Ll}/u.test(user) || functionWords.has(user.toLowerCase())) continue;
    const end = match.index + match[0].length;
    if (!found.some((f) => f.start < end && match.index < f.end)) found.push(finding('contact_email', 'contact-details', text, match.index, end));
  }
  return found;
}
