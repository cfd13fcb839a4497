/**
 * Apps named as what a phone has installed or runs ("Funciona com WhatsApp e MB WAY instalados",
 * "comes with PayPal pre-installed", "WhatsApp e Telegram, tudo funciona") are features of the item,
 * not a way to reach or pay the seller: the sentence says so with an installing, working or tested
 * word and asks nothing (no paying, writing or calling word). The apps the seller used to run on it ("usava-o para o MB WAY e o
 * WhatsApp", "I used to run PayPal on it") are its history alike.
 */
const installing = /(?<![\p{L}])(?:(?:pr[eé][\s-]?)?(?:instal(?:ad[oa]s?|ada|lé(?:e|s|es)?|liert|lat[eio]|lata)|installed|pre-?loaded|preinstal\p{L}*)|funciona[mn]?|works?|working|fonctionnen?t?|funziona(?:no)?|funktionier\p{L}*|testad[oa]s?|probad[oa]s?|test[eé]e?s?|tested|getestet|usaba(?:mos)?|usava(?:mos)?|(?:j['’])?utilisais|used\s+to|usavo|benutzte|nutzte)(?![\p{L}])/iu;
// A phone wallet's name ("Google Pay", "Apple Pay") is one more app the phone runs, not a word of paying; calls named as a noun among what was
// tested ("testado com chamadas, Telegram e Bizum", "probado con llamadas", "testé avec appels") are a feature, not a request to call.
export const asking = /(?<![\p{L}])(?:pag(?:a|ar|as|o|os|amento|ue|uen|uem|ad[oa]|ue-me|a-me)|p[aá]ga(?:me|melo)|(?<!(?:google|apple|samsung|garmin|huawei|amazon|android|fitbit|g)\s)pay(?:s|ing|ment|ments)?|paie\p{L}*|bezahl\p{L}*|zahl\p{L}*|contact\p{L}*|contat\p{L}*|fal[ae]\p{L}*|habl\p{L}*|parl\p{L}*|talk|chat|escrev\p{L}*|escrib\p{L}*|[ée]cri[vst]\p{L}*|write|scriv\p{L}*|schreib\p{L}*|manda\p{L}*|envi[ae]\p{L}*|send|chama(?!das?(?![\p{L}]))\p{L}*|lig[au]\p{L}*|llam(?!adas?(?![\p{L}]))\p{L}*|appel(?!s(?![\p{L}]))\p{L}*|call|ring|text|msg|mensag\p{L}*|mensaj\p{L}*|messag\p{L}*|reach|add|segue|sigue|follow)(?![\p{L}])/iu;
/** How far a sentence is read either side of the app's name. */
const reach = 160;

export function namedAsInstalledApp(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - reach), start);
  const after = text.slice(end, end + reach);
  const sentence = `${before.split(/[.!?\n]/u).at(-1) ?? ''} ${after.split(/[.!?\n]/u)[0] ?? ''}`;
  return installing.test(sentence) && !asking.test(sentence);
}
