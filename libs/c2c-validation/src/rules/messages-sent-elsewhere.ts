import { matchesOf } from '../text/matches.ts';
import { namedMailProviders } from './emails.ts';
import { finding, type Finding } from './finding.ts';
import { foundByName, namesNetwork } from './networks.ts';

/**
 * Buyers asked to send the seller a message somewhere other than here, the handle left out: a message, a DM or a private message asked
 * for "there" after a network is named ("… on Insta, drop me a DM there", "manda mensagem lá", "escríbeme un privado allí", "écris-moi en
 * MP là-bas", "scrivimi un messaggio lì", "schreib mir dort eine PN"), or on the network itself ("envia mensagem no Insta", "send a DM on
 * Snap", "mándame un MD por Insta", "envoie un MP sur Snap", "schick mir eine PN auf Insta"). A careful moderator reads each as a way off
 * the platform (clause `contact-details`): `social_handle`, or `contact_email` where the place is a mailbox; PT, ES, FR, EN, IT, DE.
 * A message asked for here ("envia mensagem por aqui", "écris-moi en MP") is the platform's own.
 */

/** Asking for a message: the verb (a pronoun glued or after it), in each language's imperative or first person. */
const askVerb = String.raw`(?:manda|mande|mandem|mandes|envia|envie|enviem|deixa|deixe|escreve|escreva|escrevam|m[aá]nda|m[aá]ndame|env[ií]a|env[ií]ame|d[eé]ja|d[eé]jame|escr[ií]be|escr[ií]beme|[eé]cri[st]|[eé]crivez|envoie|envoyez|laisse|laissez|drop|send|shoot|leave|write|slide|scrivi|scrivete|scrivimi|scrivetemi|manda(?:mi|temi)|invia|inviami|lascia|lasciami|schreib|schreibt|schick|schickt|sende|sendet)`;
const pronoun = String.raw`(?:(?:-|\s+)(?:me|moi|mi|mir|uns|us|nous))?`;
/** What is asked for: a message by any of its names, an article before it at most. */
const messageWord = String.raw`(?:(?:a|an|um|uma|un|une|una|ein|eine|einen|the|o|a|el|la|le|il)\s+)?(?:dms?|mps?|mds?|pms?|pns?|mensage(?:m|ns)|msgs?|mensajes?|privado|priv[eé]|messages?|messaggi[oi]?|nachricht(?:en)?|inbox|line|texto|text|mail)`;
/** "There", the clause ending with it: "lá", "allí", "ahí", "là-bas", "there", "lì", "dort" ("por ahí" is the platform's chat: "escríbeme por ahí"). */
const thereWord = String.raw`(?:l[aá]|al?l[ií]|(?<!por\s+)ah[ií]|all[aá]|there|l[aà](?:[\s-]bas)?|l[iì]|dort(?:hin)?)`;
/** After "there", the clause ends or a conjunction follows: "la" before a noun is an article ("la semaine prochaine", "la foto"). */
const clauseEnds = String.raw`(?=\s*(?:$|[.,;:!?)\n]|\p{Extended_Pictographic}|(?:que|and|et|e|y|und|so|pour|para|per|to|if|se|si|wenn|ou|or|o|oder)(?![\p{L}])))`;
const preposition = String.raw`(?:(?:en|em|in|por|par|per|via|as|como|comme|als|auf|on|sur|su|no|na|an)\s+)?`;

const messageThere = new RegExp(String.raw`(?<![\p{L}])${askVerb}${pronoun}\s+${preposition}${messageWord}\s+${preposition}${thereWord}${clauseEnds}`, 'giu');
const messageOnNetwork = new RegExp(
  String.raw`(?<![\p{L}])${askVerb}${pronoun}\s+${preposition}${messageWord}\s+(?:(?:no|na|em|en|on|sur|su|auf|in|via|por|par|per|through|at|an)\s+)(?:(?:o|a|el|le|la|the|il|lo|mein\p{L}*|my|meu|minha|mi|mon|ma|mio)\s+)?${foundByName}(?![\p{L}])`,
  'giu',
);
const placeWord = new RegExp(String.raw`(?<![\p{L}])(?:${foundByName}|${namedMailProviders})(?![\p{L}])`, 'giu');
const isMailProvider = new RegExp(String.raw`^${namedMailProviders}$`, 'iu');
/** Every form names a network or a mailbox: a text naming none (most texts) is read once. */
const anyPlace = new RegExp(placeWord.source, 'iu');

/** How far back (characters) a network named before "there" is looked for: the sentence and the one before it. */
const reach = 200;
const maxMatches = 40;

export function findMessagesSentElsewhere(text: string): Finding[] {
  if (!anyPlace.test(text)) return [];
  const found: Finding[] = [];
  const add = (start: number, end: number, mailbox: boolean) => {
    if (!found.some((f) => f.start < end && start < f.end)) found.push(finding(mailbox ? 'contact_email' : 'social_handle', 'contact-details', text, start, end));
  };
  let seen = 0;
  for (const match of matchesOf(text, messageThere)) {
    if (++seen > maxMatches) break;
    const end = match.index + match[0].length;
    // "There" points back: to the last network or mailbox named before it, in this sentence or the one before.
    const before = text.slice(Math.max(0, match.index - reach), match.index);
    const from = match.index - before.length;
    const place = [...matchesOf(before, placeWord)].filter((p) => namesNetwork(text, from + p.index, from + p.index + p[0].length)).at(-1);
    if (!place || /[.!?\n][^.!?\n]*[.!?\n]/u.test(before.slice(place.index))) continue;
    const placeStart = from + place.index;
    // The network in the same sentence is part of the finding ("insta … manda DM lá"); one a sentence before is not.
    add(/[.!?\n]/u.test(before.slice(place.index)) ? match.index : placeStart, end, isMailProvider.test(place[0]));
  }
  seen = 0;
  for (const match of matchesOf(text, messageOnNetwork)) {
    if (++seen > maxMatches) break;
    const network = [...matchesOf(match[0], placeWord)].at(-1);
    add(match.index, match.index + match[0].length, network !== undefined && isMailProvider.test(network[0]));
  }
  return found;
}
