import { matchesOf } from '../text/matches.ts';
import { finding, type Finding } from './finding.ts';
import { isNegated } from './negation.ts';

/**
 * A phone number the seller points at instead of writing it (PT, ES, FR, EN, IT, DE), a way off the platform (clause `contact-details`):
 * - buyers told to call or text "the number" printed on the packaging, a sticker or shown in a picture ("telefona ao número do
 *   autocolante", "ring the number printed on the sticker", "manda un sms al número del embalaje", "appelez le numéro noté sur le carton",
 *   "chiama il numero scritto sulla scatola", "ruf die Nummer auf dem Karton an"), or told the seller's number is there ("o meu número
 *   está na última foto", "meine Nummer steht auf dem Karton");
 * - a number written in groups with words between them in brackets ("tlm 91 2 (espaço) 34 5 (espaço) 67 8"), after a phone word.
 * A model or serial number on a label is the item's ("the serial number is on the box, photo 3"): the number must be called, texted or the seller's.
 */

/** Calling, texting, writing or reaching: the verb's imperative or infinitive forms (a glued or following pronoun allowed). */
const callVerb = String.raw`(?:liga(?:-me|r)?|ligue(?:m)?|telefona|manda\s+(?:sms|mensagem|msg)|envia\s+(?:sms|mensagem|msg)|llam(?:a|e|ad|en|ar)|marca|env[ií]a\s+(?:un\s+)?(?:sms|mensaje|whatsapp)|escrib(?:e|id|an)\s+(?:al|a)|appel(?:le|lez|ez|er|les)|t[eé]l[eé]phon(?:e|ez|er)|envoy(?:ez|er)\s+(?:un\s+)?(?:sms|texto|message)|[eé]cri(?:s|vez)\s+au|call|ring|phone(?!\s+numbers?)|text|whatsapp|message|sms|chiam(?:a|ate|are)|telefon(?:a|ate)|scriv(?:i|ete)\s+al|manda\s+(?:un\s+)?(?:sms|messaggio)|ruf(?:e|t|en)?|anrufen|schreib(?:e|t|en)?\s+(?:an\s+)?(?:die|der))`;
/** The number, by its word, with its article ("o número", "el número", "le numéro", "the number", "il numero", "die Nummer"). */
const numberWord = String.raw`(?:(?:o|al|el|le|au|the|il|al|die|der|den|este|esse|that|this|ce|questo|dieser?)\s+)?(?:n[uú]mero|num[eé]ro|numero|number|nummer|tel[eé]fono|telefone|t[eé]l[eé]phone|phone\s+number|telefonnummer|handynummer)`;
/** Where it is: a box, a label, a sticker, a card, a photo or a picture (numbered or not). */
const placeWord = String.raw`(?:caixa|embalagem|etiqueta|autocolante|cart[aã]o|foto(?:grafia)?s?|imagem|imagens|caja|embalaje|pegatina|tarjeta|imagen(?:es)?|bo[iî]te|carton|[eé]tiquette|autocollant|carte|photos?|images?|box|packaging|label|sticker|card|pic(?:ture)?s?|image|scatola|confezione|etichetta|adesivo|biglietto|immagin[ei]|karton|verpackung|etikett|aufkleber|karte|bild(?:er)?|fotos?)`;
/** The call verb, the number and, a few words on, the place ("manda sms para o número da etiqueta na segunda foto"). */
const callTheNumberThere = new RegExp(
  String.raw`(?<![\p{L}])${callVerb}(?:\s+(?:me|us|nos|moi|mi|mich|uns))?\s+(?:(?:para|a|to|on|at|au|al|an|unter)\s+)?${numberWord}(?![\p{L}])(?:\s+[\p{L}'’]+){0,6}?\s+(?:na|no|nas|nos|em|da|do|en|de|del|de\s+la|sur|dans|du|de\s+la|on|in|at|of|from|sulla|sul|nella|nel|della|dalla|auf|in|im|am|an|von|vom)\s+(?:(?:a|o|la|el|le|l['’]|the|il|lo|der|die|dem|den)\s*)?(?:[\p{L}]+\s+){0,2}?${placeWord}(?![\p{L}])`,
  'giu',
);
/** The seller's own number said to be in a photo or on the box: "my number is in the last photo", "mi número está en la foto 2". */
const myNumberThere = new RegExp(
  String.raw`(?<![\p{L}])(?:my|o\s+meu|meu|mi|mon|il\s+mio|meine)\s+(?:n[uú]mero|num[eé]ro|numero|number|nummer|tel[eé]fono|telefone|t[eé]l[eé]phone|phone\s+number|telefonnummer|handynummer|contacto|contact|kontakt)(?:\s+(?:de\s+)?(?:telem[oó]vel|m[oó]vil|portable|mobile|cellulare|handy))?\s+(?:is|est[aá]|es|est|[eè]|ist|steht|fica|va|vient)\s+(?:(?:escrito|written|[eé]crit|scritto|geschrieben)\s+)?(?:na|no|en|sur|dans|on|in|nella|nel|sulla|sul|auf|im|in\s+der)\s+(?:(?:a|o|la|el|le|l['’]|the|il|lo|der|die|dem|den|[uú]ltima|[uú]ltimo|last|derni[eè]re|ultima|letzten?)\s*){0,2}${placeWord}(?![\p{L}])`,
  'giu',
);
/** A phone's word, then digit groups with a bracketed word or two between them: "mobile 07 7 (gap) 00 9 (gap) 00 12". */
const phoneWordFirst = String.raw`(?:n[uú]m(?:ero)?|num[eé]ro|number|nummer|tel[eé]?f?|tlf|tlm|telem[oó]vel|m[oó]vil|portable|mobile|cell(?:ulare)?|handy|phone|contacto|contact|kontakt)`;
const digitGroup = String.raw`\d(?:[\s.-]?\d){1,3}`;
const groupsWithBracketedWords = new RegExp(
  String.raw`(?<![\p{L}])${phoneWordFirst}\.?\s*[:.]?\s*${digitGroup}(?:\s*[(\[]\s*\p{L}{1,12}\s*[)\]]\s*${digitGroup}){2,4}(?![\p{N}])`,
  'giu',
);
/** Every pattern needs a number's word: a text without one (most texts) is not read. */
const anyNumberWord = /n[uú]m|nummer|number|tel|tlf|tlm|m[oó]vil|portable|mobile|cell|handy|phone|contact|kontakt/iu;

export function findNumbersPointedAt(text: string): Finding[] {
  if (!anyNumberWord.test(text)) return [];
  const found: Finding[] = [];
  for (const pattern of [callTheNumberThere, myNumberThere, groupsWithBracketedWords]) {
    let seen = 0;
    for (const match of matchesOf(text, pattern)) {
      if (++seen > 20) break;
      const end = match.index + match[0].length;
      if (pattern === groupsWithBracketedWords) {
        const digits = match[0].replace(/\D/gu, '').length;
        if (digits < 9 || digits > 13) continue;
      }
      if (isNegated(text, match.index) || found.some((f) => f.start < end && match.index < f.end)) continue;
      found.push(finding('contact_phone', 'contact-details', text, match.index, end));
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
