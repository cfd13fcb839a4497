import { sentenceAfter, sentenceBefore } from '../text/sentence.ts';
import { requiredLiteralsPattern } from '../text/term-index.ts';

/**
 * Wiping words ("formatado", "borrado", "effacé", "wiped", "ripristinato", "gelöscht", "reposição de fábrica"): the apps named beside
 * them are what the device held before its reset.
 */
const wiped = String.raw`formatad[oa]s?|formate[oaé]|format[eé]e?s?|apagad[oa]s?|borrad[oa]s?|eliminad[oa]s?|effac[eé]e?s?|supprim[eé]e?s?|wiped|erased|deleted|reset|r[eé]initialis[eé]e?s?|remise?\s+[àa]\s+z[eé]ro|ripristinat[oa]|cancellat[oia]|gel[oö]scht|zur[uü]ckgesetzt|werkseinstellung\p{L}*|reposi[cç][aã]o\s+de\s+f[aá]brica|restaurad[oa]|restablecid[oa]|valores\s+de\s+f[aá]brica|factory\s+settings|impostazioni\s+di\s+fabbrica|(?:had|avait|tinha|ten[ií]a|aveva|hatte)\s+(?:\p{L}+\s*,?\s+){1,6}?(?:on\s+it|dessus|drauf|nel\s+telefono)`;
/**
 * Apps named as what a phone has installed or runs ("Funciona com WhatsApp e MB WAY instalados",
 * "comes with PayPal pre-installed", "WhatsApp e Telegram, tudo funciona") are features of the item,
 * not a way to reach or pay the seller: the sentence says so with an installing, working or tested
 * word and asks nothing (no paying, accepting, writing or calling word; "liga" alone is the phone turning on, "enviar" the parcel
 * sent). The apps the seller used to run on it ("usava-o para o MB WAY e o
 * WhatsApp", "I used to run PayPal on it") are its history alike.
 */
const installing = new RegExp(String.raw`(?<![\p{L}])(?:(?:pr[eé][\s-]?)?(?:instal(?:ad[oa]s?|ada|lé(?:e|s|es)?|liert|lat[eio]|lata)|installed|pre-?loaded|preinstal\p{L}*)|funciona[mn]?|works?|working|fonctionnen?t?|funziona(?:no)?|funktionier\p{L}*|testad[oa]s?|probad[oa]s?|test[eé]e?s?|tested|getestet|usaba(?:mos)?|usava(?:mos)?|(?:j['’])?utilisais|used\s+to|usavo|benutzte|nutzte|${wiped})(?![\p{L}])`, 'iu');
// A phone wallet's name ("Google Pay", "Apple Pay") is one more app the phone runs, not a word of paying; calls named as a noun among what was
// tested ("testado com chamadas, Telegram e Bizum", "probado con llamadas", "testé avec appels") are a feature, not a request to call.
export const asking = /(?<![\p{L}])(?:pag(?:a|ar|as|o|os|amento|ue|uen|uem|ad[oa]|ue-me|a-me)|p[aá]ga(?:me|melo)|(?<!(?:google|apple|samsung|garmin|huawei|amazon|android|fitbit|g)\s)pay(?:s|ing|ment|ments)?|paie\p{L}*|bezahl\p{L}*|zahl\p{L}*|contact\p{L}*|contat\p{L}*|fal[ae]\p{L}*|habl\p{L}*|parl\p{L}*|talk|chat|escrev\p{L}*|escrib\p{L}*|[ée]cri[vst]\p{L}*|write|scriv\p{L}*|schreib\p{L}*|manda\p{L}*|envi[ae][\s-]*(?:me|nos)|send|chama(?!das?(?![\p{L}]))\p{L}*|lig(?:a[\s-]*(?:me|nos)|ue\p{L}*|ar(?:[\s-]*me)?|uem)|llam(?!adas?(?![\p{L}]))\p{L}*|appel(?!s(?![\p{L}]))\p{L}*|call|ring|text|msg|mensag\p{L}*|mensaj\p{L}*|messag\p{L}*|reach|add|segue|sigue|follow|aceit\p{L}*|acept\p{L}*|accept\p{L}*|akzeptier\p{L}*|accett\p{L}*|pr[eé]f[eè]r\p{L}*|bevorzug\p{L}*)(?![\p{L}])/iu;
/** How far a sentence is read either side of the app's name. */
const reach = 160;

const installingCheck = requiredLiteralsPattern([installing.source]);
/**
 * Whether a text may name an app as installed at all: it holds one of the literals every installing word holds (`requiredLiterals`:
 * "instal", "funciona", "test"…). Those literals hold no space, so one found in the sentence `namedAsInstalledApp` reads (the text's
 * words before and after the app's name, a space between) lies in the text itself: where this says no, that says no at every name. A
 * caller reading many names of one text asks it once.
 */
export function mayNameInstalledApp(text: string): boolean {
  return installingCheck === undefined || installingCheck.test(text);
}

export function namedAsInstalledApp(text: string, start: number, end: number): boolean {
  const sentence = `${sentenceBefore(text, start, reach)} ${sentenceAfter(text, end, reach)}`;
  let said = saidOfSentence.get(sentence);
  if (said === undefined) {
    said = installing.test(sentence) && !asking.test(sentence);
    // The sentences read last, kept: a text naming an app many times in one sentence (a wall of it) asks the same sentence again.
    if (saidOfSentence.size >= maxSentencesKept) saidOfSentence.clear();
    saidOfSentence.set(sentence, said);
  }
  return said;
}
const saidOfSentence = new Map<string, boolean>();
const maxSentencesKept = 64;
