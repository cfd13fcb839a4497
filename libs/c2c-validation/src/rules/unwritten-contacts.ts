import { namedMailProviders } from './emails.ts';
import { contactVerb, pronounBeforeVerb } from './contact-verbs.ts';
import { finding, type Finding } from './finding.ts';
import { matchesOf } from '../text/matches.ts';
import { sentenceAround } from '../text/sentence.ts';
import { foundByName, namesNetwork } from './networks.ts';

/**
 * The seller pointing buyers to a network or a mailbox without writing the handle or the address: the name there said to be the one used
 * here ("my TikTok has the name I use here", "o meu Instagram tem o nome que uso no perfil daqui", "sur Snapchat je garde le pseudo d'ici",
 * "Snapchat: gleicher Name", "same name at hotmail"), buyers told to write or look for the seller there ("procurem-me por lá", "escríbeme por
 * allí", "text me there"), or to find, follow or write to the seller on a network ("find me on TikTok", "buscadme en Snapchat",
 * "schreibt mir auf Telegram"). A careful moderator reads each as a way off the platform (clause `contact-details`): `social_handle`, or
 * `contact_email` where the place is a mailbox; in PT, ES, FR, EN, IT and DE.
 */

/** Mail providers whose name is no everyday word (`namedMailProviders`): a name "the same as here" there is an address. */
const mailProviders = namedMailProviders;
const placeWord = new RegExp(String.raw`(?<![\p{L}])(?:${foundByName}|${mailProviders})(?![\p{L}])`, 'giu');
const placeNamed = new RegExp(String.raw`(?<![\p{L}])(?:${foundByName}|${mailProviders}|tele|tg)(?![\p{L}])`, 'iu');
const isMailProvider = new RegExp(String.raw`^${mailProviders}$`, 'iu');

/** Sameness ("same", "igual", "mesmo", "même", "stesso", "gleich") then, within three words, a name's word or "here" ("same username", "igual ao daqui", "same as here"). */
const sameness = String.raw`(?:same|identical|igual(?:es)?|id[eéê]ntic[oa]s?|mesm[oa]s?|mism[oa]s?|m[eê]mes?|pareil(?:le)?s?|identiques?|stess[oa]|ugual[ei]|gleiche?[nrs]?|selbe[nrs]?|derselbe|denselben|dasselbe)`;
const nameWord = String.raw`(?:nombres?\s+de\s+usuario|nomes?\s+de\s+(?:utilizador|usu[aá]rio)|noms?\s+d['’]utilisateur|nome\s+utente|(?:user\s*)?names?|usernames?|handles?|nick(?:name)?s?|pseudos?|noms?|nomes?|nombres?|usu[aá]rios?|usuarios?|utilizador(?:es)?|utente|benutzernamen?|nutzernamen?|namen?|perfil|profils?|profiles?|profilo|@)`;
const hereWord = String.raw`(?:here|aqui|aqu[ií]|ici|qui|hier|daqui|d['’]ici|this\s+(?:site|app)|everywhere|em\s+todo\s+(?:o\s+)?lado|en\s+todas\s+partes|partout|ovunque|[uü]berall)`;
const sameNameSaid = new RegExp(
  String.raw`(?<![\p{L}])(?:${sameness}(?:\s+[\p{L}'’]+){0,3}?\s+(?:${nameWord}|${hereWord})|${nameWord}\s+(?:[\p{L}'’]+\s+){0,1}${sameness})(?![\p{L}])`,
  'giu',
);
/** The seller speaking of themself or their own account ("my", "mi", "je", "I'm", "sou", "ich", "ho"): the name is the seller's (English "I" as a capital: Italian "i" is "the"). */
const selfWord = /(?<![\p{L}])(?:my|mine|i['’]m|me|mi|mis|meu|minha|mon|ma|mes|je|j['’]|moi|mio|mia|ich|mein\p{L}*|sou|estou|soy|estoy|tengo|tenho|sono|ho|bin|our|nosso|nossa|nuestr[oa]|notre|unser\p{L}*)(?![\p{L}])/iu;
const englishI = /(?<![\p{L}])I(?![\p{L}])/u;
const hereAnywhere = new RegExp(String.raw`(?<![\p{L}])${hereWord}(?![\p{L}])`, 'iu');

/** A contact verb (`contact-verbs.ts`) with "me" or "us", glued or after: "procura-me", "búscame", "écris-moi", "find me", "schreib mir". */
const verbToMe = String.raw`${contactVerb}(?:-?(?:me|moi|mi|nos)|\s+(?:me|moi|mi|mich|mir|us|nous|uns)(?:\s+up)?)`;

/**
 * Buyers asked to write to, call or look for the seller "there" ("procurem-me por lá", "háblame allí", "écris-moi là-bas", "find me
 * there", "scrivimi lì", "schreib mir dort"), the clause ending with it (a "la" before a noun is an article: "mándame la foto").
 */
const contactThere = new RegExp(
  String.raw`(?<![\p{L}])${verbToMe}\s+(?:(?:por|over|on|par|per|da|de)\s+)?(?:l[aá]|al?l[ií]|all[aá]|(?<!por\s+)ah[ií]|there|l[aà](?:-bas)?|l[iì]|dort(?:hin)?)(?![\p{L}])(?=\s*(?:[,.;:!?)\n]|$|(?:que|and|e|y|et|und|e|for|para|pour|per|f[uü]r|if|si|se|wenn)(?![\p{L}])))`,
  'giu',
);

/**
 * Buyers asked to find, follow, add or write to the seller on a network, the handle left out ("find me on TikTok", "procura-me no
 * Facebook", "buscadme en Snapchat", "cherchez-moi sur Snapchat", "cercami su Instagram", "such mich auf Insta", "me encontráis en Instagram",
 * "envoie-moi un message sur Snapchat"): a few words may stand between the pronoun and the network's preposition.
 */
const onNetwork = String.raw`(?:no|na|em|en|on|sur|su|auf|bei|in|via|por|par|per|through|at)\s+(?:(?:o|a|el|le|la|the|il|lo)\s+)?${foundByName}(?![\p{L}])`;
const seekMeOnNetwork = new RegExp(
  String.raw`(?<![\p{L}])(?:${verbToMe}|${pronounBeforeVerb}\s+(?:(?:pod[eé]is|puedes|pueden|podes|podem|pouvez|peux|potete|puoi|can|k[oö]nnt)\s+)?${contactVerb})\s+(?:[\p{L}'’]+\s+){0,3}?${onNetwork}`,
  'giu',
);

/**
 * The network named as the seller's name here, no sameness word ("mi insta es mi nombre de aquí", "my TikTok is my username", "o meu
 * nome aqui é o meu instagram", "mon pseudo ici c'est mon snap"): the network and the name's words.
 */
const namedAsHere = new RegExp(
  String.raw`(?<![\p{L}])(?:${foundByName}\s+(?:is|é|e|es|est|c['’]est|è|ist|=|:)\s+(?:(?:my|mi|meu|o\s+meu|mon|il\s+mio|mein(?:e|en)?)\s+)${nameWord}|${nameWord}\s+(?:${hereWord}\s+)(?:is|é|e|es|est|c['’]est|è|ist|=|:)\s+(?:(?:also|tamb[eé]m|tambi[eé]n|aussi|anche|auch)\s+)?(?:(?:my|mi|meu|o\s+meu|mon|il\s+mio|mein(?:e|en)?|the|o|el|le|il)\s+)?${foundByName})(?![\p{L}])`,
  'giu',
);
/** Telegram's short names and a pointer before a name written as a handle ("tele: moda_rita", "tg → kai.s"; "Télé : LG55" is a television). */
const shortTelegramHandle = /(?<![\p{L}])(?:tele|tg)\s*[:=→➜»>-]\s*@?(?=[\p{L}\p{N}._]*(?:[._]|\p{Ll}\p{N}|@))[\p{L}][\p{L}\p{N}._]{1,29}[\p{L}\p{N}_]/giu;
const handleRightAfter = /^\s*(?:[:=→➜»>-]\s*)?@?\s?[\p{L}\p{N}._]{1,30}[\p{L}\p{N}_]/u;
const contactThereFirst = new RegExp(contactThere.source, 'iu');

/** How far (characters) a sentence is read either side of the words: far enough for a clause, not a whole text. */
const reach = 160;
/** A wall of the same words needs a few findings, not a sentence read for each. */
const maxMatches = 40;
/** The first `maxMatches` matches of a pattern in the text. */
function* firstMatches(text: string, pattern: RegExp): Generator<RegExpExecArray> {
  let seen = 0;
  for (const match of matchesOf(text, pattern)) {
    if (++seen > maxMatches) return;
    yield match;
  }
}

export function findUnwrittenContacts(text: string): Finding[] {
  // Every form names a network, a mailbox or Telegram's short name: a text naming none (most texts) is read once.
  if (!placeNamed.test(text)) return [];
  const found: Finding[] = [];
  const add = (start: number, end: number, code: 'social_handle' | 'contact_email' = 'social_handle') => {
    if (!found.some((f) => f.start < end && start < f.end)) found.push(finding(code, 'contact-details', text, start, end));
  };
  for (const match of firstMatches(text, sameNameSaid)) {
    const end = match.index + match[0].length;
    const { start: from, text: sentence } = sentenceAround(text, match.index, end, reach);
    const places = [...matchesOf(sentence, placeWord)].filter((n) => namesNetwork(sentence, n.index, n.index + n[0].length)).map((n) => ({ start: from + n.index, end: from + n.index + n[0].length, mailbox: isMailProvider.test(n[0]) }));
    if (places.length === 0) continue;
    const nearest = places.reduce((a, b) => (distance(a, match.index, end) <= distance(b, match.index, end) ? a : b));
    // The network right before the words ("Snapchat: gleicher Name", "Snapchat, même pseudo", "Etsy shop has the same username") names the seller's
    // own; elsewhere ("com o mesmo nome do Instagram") the sentence must be the seller's (a first-person word) or say "here".
    const besideBefore = nearest.end <= match.index && /^\s*[:,-]?\s*(?:[\p{L}'’]+\s+){0,2}$/u.test(text.slice(nearest.end, match.index));
    if (!besideBefore && !selfWord.test(sentence) && !englishI.test(sentence) && !hereAnywhere.test(match[0])) continue;
    const after = text.slice(end, from + sentence.length);
    const there = contactThereFirst.exec(after);
    add(Math.min(nearest.start, match.index), there ? end + there.index + there[0].length : Math.max(end, nearest.end), nearest.mailbox ? 'contact_email' : 'social_handle');
  }
  for (const pattern of [namedAsHere, shortTelegramHandle]) for (const match of firstMatches(text, pattern)) add(match.index, match.index + match[0].length);
  // "Ajoutez-moi sur Telegram : x_y": a handle written right after the network is part of the finding (the handle rules find it too).
  for (const match of firstMatches(text, seekMeOnNetwork)) {
    const end = match.index + match[0].length;
    const handle = handleRightAfter.exec(text.slice(end, end + 40));
    add(match.index, handle && /[@._\d]/u.test(handle[0]) ? end + handle[0].length : end);
  }
  // "Estou no Snapchat, procurem-me por lá": a network named before in the sentence, then buyers sent there.
  for (const match of firstMatches(text, contactThere)) {
    const end = match.index + match[0].length;
    const { start: from } = sentenceAround(text, match.index, end, reach);
    const place = [...matchesOf(text.slice(from, match.index), placeWord)].filter((n) => namesNetwork(text, from + n.index, from + n.index + n[0].length)).at(-1);
    if (place) add(from + place.index, end, isMailProvider.test(place[0]) ? 'contact_email' : 'social_handle');
  }
  return found;
}

const distance = (span: { start: number; end: number }, start: number, end: number) => (span.end <= start ? start - span.end : span.start - end);
