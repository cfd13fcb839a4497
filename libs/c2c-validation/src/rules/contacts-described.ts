import { matchesOf } from '../text/matches.ts';
import { finding, type Finding } from './finding.ts';
import { sentenceAround } from '../text/sentence.ts';
import { foundByName } from './networks.ts';
import { addVerb } from './contact-verbs.ts';

/**
 * Contact details described rather than written (PT, ES, FR, EN, IT, DE), each a way off the platform (clause `contact-details`):
 * - a phone number given in pieces, its parts joined by words ("o número começa por 91 e o resto é 234 56 78", "mon portable commence
 *   par 06 12 et finit par 34 56 78", "il numero inizia con 347, poi 1234567"): `contact_phone`;
 * - buyers asked to add the seller under the same name, no network said ("adiciona-me, o nick é igual", "add me, same username",
 *   "ajoute-moi, même pseudo"), or to look up the seller's name on a network ("look up my username on Insta", "pesquisa o meu
 *   utilizador no Facebook", "cherchez mon pseudo sur Snap"): `social_handle`.
 */

/** A phone's word: the number is the seller's phone's. */
const phoneWord =
  /(?<![\p{L}])(?:n[uú]mero|numero|num[eé]ro|number|num|nr|nummer|telem[oó]vel|tlm|tlf|tel[eé]fono|telefone|t[eé]l[eé]phone|phone|mobile|m[oó]vil|portable|cell(?:ulare)?|handy|whats\s?app|contacto|contact|kontakt|contatto|d[ií]gitos|digits|chiffres|cifre|ziffern)(?![\p{L}])/iu;
/** Numbers that are no phone's: a serial, a reference, an order, a tax or bank number. */
const notAPhone =
  /(?<![\p{L}])(?:s[eé]rie|serial|refer[eê]ncia|referencia|r[eé]f[eé]rence|ref|modelo|model|mod[eè]le|imei|lote|lot|pedido|order|encomenda|commande|ordine|bestellung|fatura|factura|facture|invoice|nif|nie|dni|iban|conta|cuenta|compte|account|chassis|quadro|cuadro|cadre|telaio|rahmen)(?![\p{L}])/iu;
/** Words joining a number's pieces: "and", "then", "the rest", "ends with". */
const pieceJoin =
  /^[\s,;:.-]*(?:(?:e|y|et|and|und|ed|then|depois|luego|despu[eé]s|puis|ensuite|poi|dann)\s+)?(?:(?:o|a|os|as|el|la|los|las|le|les|the|il|i|der|die|das)\s+)?(?:resto|restantes?|outros|otros|reste|rest|rimanenti|altri|acaba|termina|finit|finisce|ends?|endet|fim|final|fin|finaliza|logo|luego|depois|then|puis|poi|dann|e|y|et|and|und)?(?:\s+(?:é|e|es|est|is|è|ist|em|en|par|with|con|mit|por|in|com|:))?[\s,;:.-]*$/iu;
/** A word that makes digit runs a number's pieces: "the rest", "ends with", "then" (a bare "and" joins a list: "12 and 13 and 14"). */
const pieceWord =
  /(?<![\p{L}])(?:resto|restantes?|outros|otros|reste|rest|rimanenti|altri|acaba|termina|finit|finisce|ends?|endet|fim|final|finaliza|logo|luego|depois|despu[eé]s|then|puis|ensuite|poi|dann)(?![\p{L}])/iu;
/** A unit or a currency right after a run: a capacity, a size or a price, no phone's piece ("128 GB", "5000 mAh", "12 cm"). */
const unitAfter = /^\s?(?:gb|go|tb|to|mb|mo|mah|wh|cm|mm|km|kg|gr?|ml|cl|l|w|v|hz|mhz|ghz|mp|mpx|px|pol|inch|in|"|€|eur\p{L}*|£|\$|%|x)(?![\p{L}])/iu;
/** A year ("2021", "1998"): a date's, no phone's piece. */
const year = /^(?:19|20)\d{2}$/u;
const digitRun = /\d(?:[\s.-]?\d){0,11}/gu;

/** "add me" in each language (`addVerb`, a pronoun glued or after): "add me", "adiciona-me", "agrégame", "ajoutez-moi", "füg mich hinzu". */
const addMe = String.raw`(?:${addVerb}(?:-?(?:me|moi|mi|nos)|\s+(?:me|moi|mi|mich|us|nous|uns))(?:\s+hinzu)?)`;
/** The same name: sameness, then a name's word, or the name's word then sameness ("same nick", "o nick é igual", "même pseudo"). */
const sameness = String.raw`(?:same|igual|mesm[oa]|mism[oa]|m[eê]me|stesso|gleiche[nrs]?|selbe[nrs]?)`;
const nameWord = String.raw`(?:nick(?:name)?s?|names?|user(?:\s*name)?s?|handles?|alias|nomes?|nombres?(?:\s+de\s+usuario)?|usu[aá]rios?|utilizador(?:es)?|pseudos?|noms?|nome\s+utente|benutzernamen?|namen?)`;
/** The seller's name said to be the same, sameness first ("same nickname", "même pseudo", "mismo nombre de usuario", "gleichen Namen"): exported for the same name said to be on an app named by its colour (contact-asked-for). */
export const sameName = String.raw`(?:${sameness}\s+${nameWord})`;
const addMeSameName = new RegExp(
  String.raw`(?<![\p{L}])${addMe}[\s,;:-]+(?:(?:with|com|con|avec|mit|o|el|le|il|the|my|meu|mi|mon|mio|mein(?:en)?)\s+){0,2}(?:${sameness}\s+${nameWord}|${nameWord}\s+(?:(?:é|es|est|is|è|ist)\s+)?${sameness})(?![\p{L}])`,
  'giu',
);
/** "look up my username on Insta", "pesquisa o meu utilizador no Facebook", "cherchez mon pseudo sur Snap", "cerca il mio nome su Instagram". */
const lookUpMyName = new RegExp(
  String.raw`(?<![\p{L}])(?:search|look\s+up|find|procur\p{L}*|pesquis\p{L}*|busc\p{L}*|b[uú]sc\p{L}*|cherch\p{L}*|recherch\p{L}*|cerc\p{L}*|such\p{L}*)\s+(?:(?:for\s+)?(?:my|o\s+meu|a\s+minha|meu|mi|mon|il\s+mio|meinen|nach\s+meinem)\s+)${nameWord}\s+(?:[\p{L}'’]+\s+){0,2}?(?:on|no|na|en|sur|su|auf|bei|in)\s+(?:(?:o|a|el|le|la|the|il)\s+)?${foundByName}(?![\p{L}])`,
  'giu',
);
const maxMatches = 40;
/** How far each side of a number's pieces their sentence is read (characters). */
const sentenceReach = 160;

export function findDescribedContacts(text: string): Finding[] {
  const found: Finding[] = [];
  const add = (code: 'contact_phone' | 'social_handle', start: number, end: number) => {
    if (!found.some((f) => f.start < end && start < f.end)) found.push(finding(code, 'contact-details', text, start, end));
  };
  for (const pattern of [addMeSameName, lookUpMyName]) {
    let seen = 0;
    for (const match of matchesOf(text, pattern)) {
      if (++seen > maxMatches) break;
      add('social_handle', match.index, match.index + match[0].length);
    }
  }
  if (/\d/u.test(text) && phoneWord.test(text)) findNumbersInPieces(text, add);
  return found;
}

/** A phone number in pieces: two or more digit runs joined by piece words, 9 to 13 digits in all, in a sentence naming a phone. */
function findNumbersInPieces(text: string, add: (code: 'contact_phone', start: number, end: number) => void): void {
  // A year or a run followed by a unit is no piece: it breaks a chain of pieces.
  const isPiece = (run: RegExpExecArray) => !year.test(run[0]) && !unitAfter.test(text.slice(run.index + run[0].length, run.index + run[0].length + 6));
  const runs = [...matchesOf(text, digitRun)].slice(0, 200);
  for (let i = 0; i < runs.length; i++) {
    if (!isPiece(runs[i]!)) continue;
    let digits = runs[i]![0].replace(/\D/gu, '').length;
    let j = i;
    let joinedByPieceWord = false;
    while (j + 1 < runs.length && digits < 13) {
      const gap = text.slice(runs[j]!.index + runs[j]![0].length, runs[j + 1]!.index);
      if (gap.length > 40 || !/\p{L}/u.test(gap) || !pieceJoin.test(gap) || !isPiece(runs[j + 1]!)) break;
      joinedByPieceWord ||= pieceWord.test(gap);
      j += 1;
      digits += runs[j]![0].replace(/\D/gu, '').length;
    }
    if (j === i || digits < 9 || digits > 13 || !joinedByPieceWord) continue;
    const start = runs[i]!.index;
    const end = runs[j]!.index + runs[j]![0].length;
    const sentence = sentenceAround(text, start, end, sentenceReach);
    if (phoneWord.test(sentence.text) && !notAPhone.test(sentence.text)) add('contact_phone', start, end);
    i = j;
  }
}
