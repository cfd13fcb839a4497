import { finding, type Finding } from './finding.ts';
import { matchesOf } from '../text/matches.ts';
import { functionWords } from './function-words.ts';
import { requiredLiteralsPattern } from '../text/term-index.ts';

const at = String.raw`(?:\s*@\s*|\s*[([{<]\s*(?:@|at|ät|arroba|arobase|chiocciola|klammeraffe)\s*[)\]}>]\s*|\s+(?:at|arroba|arobase|chiocciola|chez|ät|bei)\s+|\s*\(a\)\s*)`;
const dot = String.raw`(?:\.|\s\.\s|\s*[([{<]\s*(?:\.|dot|ponto|punto|point|punkt)\s*[)\]}>]\s*|\s+(?:dot|ponto|punto|point|punkt)\s+)`;
// The user may have its dots spelt out too ("marco punto rossi chiocciola …"): the whole address is the finding.
const emailPattern = new RegExp(String.raw`(?<![\p{L}\p{N}._%+-])([\p{L}\p{N}][\p{L}\p{N}._%+-]{0,63}(?:\s+(?:dot|ponto|punto|point|punkt)\s+[\p{L}\p{N}][\p{L}\p{N}._%+-]{0,63}){0,2})${at}([\p{L}\p{N}-]{2,63}(?:${dot}[\p{L}\p{N}-]{1,63})*${dot}([a-z]{2,12}))(?![\p{L}\p{N}])`, 'giu');
/** Mail providers and top-level domains that make a spelled-out "x at y dot z" an address rather than prose. */
const providerNames = ['gmail', 'googlemail', 'hotmail', 'outlook', 'live', 'msn', 'yahoo', 'ymail', 'icloud', 'me', 'sapo', 'iol', 'clix', 'netcabo', 'protonmail', 'proton', 'gmx', 'free', 'orange', 'wanadoo', 'laposte', 'sfr', 'telefonica', 'movistar', 'aol', 'mail', 'zoho', 'libero', 'virgilio', 'tiscali', 'alice', 'web', 't-online', 'freenet', 'btinternet', 'sky', 'posteo', 'arcor'];
const mailProviders = new RegExp(`^(${providerNames.join('|')})$`, 'i');
const topLevelDomains = /^(com|pt|es|fr|net|org|eu|io|be|ch|de|uk|it|br|info|biz|me|nl|at|ie)$/i;
/** Providers whose name is also an everyday word or an operator's name ("me", "free", "live", "orange", "movistar"): never alone without their domain. */
const providersNamedLikeWords = new Set(['live', 'me', 'proton', 'free', 'orange', 'sfr', 'telefonica', 'movistar', 'mail', 'alice', 'web', 'sky']);
/** The other providers: only these stand without their domain. */
const namedProviders = providerNames.filter((name) => !providersNamedLikeWords.has(name)).join('|');
/** The providers whose name is no everyday word, as a group of a pattern: named alone, they stand for a mailbox (the other rules' too). */
export const namedMailProviders = String.raw`(?:${namedProviders})`;
/**
 * "ana.silva at gmail", "ana arroba sapo pt": a mail provider named without its domain or with the domain after a
 * space; the user must look like an address (a dot, an underscore or a digit), the domain be there, or a mail word come just before.
 */
const providerOnly = new RegExp(
  String.raw`(?<![\p{L}\p{N}._%+-])([\p{L}\p{N}][\p{L}\p{N}._%+-]{0,63})${at}(?:${namedProviders})(\s+(?:${topLevelDomains.source.slice(2, -2)}))?(?![\p{L}\p{N}@.-])`,
  'giu',
);
/**
 * "marc.l@free", "ana_r@orange": an address-like user glued by a bare "@" to a provider whose name is also a word is its address
 * (written apart, "free" and "orange" stay words).
 */
const gluedToWordProvider = new RegExp(
  String.raw`(?<![\p{L}\p{N}._%+-])([\p{L}\p{N}][\p{L}%+-]*[._\d][\p{L}\p{N}._%+-]*)@(?:${[...providersNamedLikeWords].join('|')})(?![\p{L}\p{N}@.-])`,
  'giu',
);
/** "ana.silva em gmail", "pedro_82 en hotmail", "marie.l sur laposte", "julie.b sur hotmail.fr": a preposition for the @ before a named provider, its domain after a space or a dot. */
const providerByPreposition = new RegExp(
  String.raw`(?<![\p{L}\p{N}._%+-])([\p{L}\p{N}][\p{L}\p{N}._%+-]{0,63})\s+(?:em|en|on|in|no|na|su|auf|bei|sur)\s+(?:${namedProviders})((?:\s+|\.)(?:${topLevelDomains.source.slice(2, -2)}))?(?![\p{L}\p{N}@.-])`,
  'giu',
);
/**
 * An address written in one piece with its @ and its dot spelt out and glued ("ana.silvaatgmaildotcom", "rita(at)hotmailpointfr",
 * "joana.m@sapopontopt"): a mail provider of its own name glued to a spelt-out @ before it and to a spelt-out dot and a domain after it.
 */
const gluedAt = String.raw`(?:at|arroba|arobase|chiocciola|@|\s+(?:at|arroba|arobase|chiocciola)\s+|\s*[([{<]\s*(?:@|at|arroba|arobase|chiocciola)\s*[)\]}>]\s*)`;
const gluedSpelledAddress = new RegExp(
  String.raw`(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}][\p{L}\p{N}._%+-]{0,63}?${gluedAt}(?:${namedProviders})(?:dot|ponto|punto|point|punkt|\.|\s*[([{<]\s*(?:\.|dot|ponto|punto|point|punkt)\s*[)\]}>]\s*)(?:${topLevelDomains.source.slice(2, -2)})(?![\p{L}\p{N}])`,
  'giu',
);
/**
 * The literals one of which every @, written or spelt out, of the patterns above holds (`requiredLiterals`: "@", "at", "arroba",
 * "(a)"…): a text holding none of them has no address those patterns find, and they are not read through (the preposition's pattern,
 * which names no @, still is).
 */
const atCheck = requiredLiteralsPattern([at, gluedAt, '@']);
export const mayHoldAt = (text: string) => atCheck === undefined || atCheck.test(text);
const mailWordBefore = /(?:e-?mail|mail|correo|courriel|posta|adresse|endere[cç]o)\b[^.!?\n]{0,20}$/iu;

/** E-mail addresses, also spelt out: "joao.silva at gmail dot com", "maria(arroba)sapo.pt", "x [at] y [dot] fr". */
export function findEmails(text: string): Finding[] {
  const found: Finding[] = [];
  // Stepped through here alone (`lastIndex` set back a character after prose), from the start.
  const pattern = emailPattern;
  pattern.lastIndex = 0;
  const withAt = mayHoldAt(text);
  for (let match = withAt ? pattern.exec(text) : null; match; match = pattern.exec(text)) {
    const [whole, , domain = '', tld = ''] = match;
    // A bare "x@y.z" is an address; "no @claire.dressing" (a spaced @) needs a real mail domain like the spelt-out forms.
    const plain = /[^\s]@[^\s]/u.test(whole);
    // "me at joao.silva" is prose before an address: try again one character later.
    const [, user = ''] = match;
    const provider = mailProviders.test(domain.split(/[\s.([{<]/)[0] ?? '');
    const spelledDot = /\s(?:dot|ponto|punto|point|punkt)\s|[([{<]\s*(?:dot|ponto|punto|point|punkt)/iu.test(domain);
    // "items at vendas-ana.com" is prose before a link: a spelt-out @ needs a mail provider, a spelt-out dot or an address-like user.
    // A bare " at " is also English prose ("photos at ebay dot co dot uk"): it needs a mail provider or an address-like user.
    const bareAt = /^\s+at\s/iu.test(whole.slice(user.length));
    const addressLike = /[._\d]/u.test(user);
    // "chez" and "ät" are everyday words too ("abonnement chez free.fr"): they need an address-like user or a spelt-out dot.
    const everydayAt = /^\s+(?:chez|ät)\s/iu.test(whole.slice(user.length));
    // "bei" is a preposition before a site's name too ("Spielsachen bei trödelkiste punkt de"): it needs a mail provider, an address-like
    // user (its own dots spelt out count) or a mail word before.
    const beiAt = /^\s+bei\s/iu.test(whole.slice(user.length));
    const spelledUser = /\s(?:dot|ponto|punto|point|punkt)\s/iu.test(user);
    const accepted = beiAt
      ? topLevelDomains.test(tld) && spelledDot && (addressLike || spelledUser || provider || mailWordBefore.test(text.slice(Math.max(0, match.index - 40), match.index)))
      : everydayAt ? topLevelDomains.test(tld) && (addressLike || spelledDot) : (topLevelDomains.test(tld) && (provider || (spelledDot && !bareAt) || addressLike)) || provider;
    if (!plain && !accepted) {
      pattern.lastIndex = match.index + 1;
      continue;
    }
    found.push(finding('contact_email', 'contact-details', text, match.index, match.index + whole.length));
  }
  for (const match of withAt ? matchesOf(text, gluedSpelledAddress) : []) {
    const end = match.index + match[0].length;
    // A plain "x@gmail.com" fits this pattern too: the first pattern has found it already.
    if (found.some((f) => f.start < end && match.index < f.end)) continue;
    found.push(finding('contact_email', 'contact-details', text, match.index, end));
  }
  for (const match of [...(withAt ? matchesOf(text, providerOnly) : []), ...matchesOf(text, providerByPreposition), ...(withAt ? matchesOf(text, gluedToWordProvider) : [])]) {
    const end = match.index + match[0].length;
    // A bare "@" glued to both ("rita@hotmail") is an address without its domain, whatever the user.
    const glued = /[^\s]@[^\s]/u.test(match[0]);
    // With a preposition for the @ the user must look like an address, or a mail word come just before.
    const preposition = !/@|\b(?:at|arroba|arobase|chiocciola|chez|ät|klammeraffe)\b|\(a\)/iu.test(match[0]);
    const vouched = glued || /[._\d]/u.test(match[1]!) || (!preposition && match[2] !== undefined) || (mailWordBefore.test(text.slice(Math.max(0, match.index - 40), match.index)) && (!preposition || namedAsUser(text, match.index, match[1]!)));
    if (!vouched || found.some((f) => f.start < end && match.index < f.end)) continue;
    found.push(finding('contact_email', 'contact-details', text, match.index, end));
  }
  return found;
}

/**
 * A plain word before a preposition and a provider, vouched for only by a mail word before it, is the address's user only where the
 * mail word names it as one ("o meu email é ana no gmail", "correo: lucas en hotmail", "email para rita no sapo") and it is no function
 * word: "o email funciona no gmail e no outlook" says where a mailbox works, and names no address.
 */
const mailWordNamesUser = /(?:e-?mail|mail|correo|courriel|posta|adresse|endere[cç]o)\s*(?:is|é|e|es|est|c['’]est|è|ist|era|:|=|-+>?|→|para|to|à|a|an|al|ao)\s*$/iu;
function namedAsUser(text: string, start: number, user: string): boolean {
  return mailWordNamesUser.test(text.slice(Math.max(0, start - 30), start)) && !functionWords.has(user.toLowerCase());
}
