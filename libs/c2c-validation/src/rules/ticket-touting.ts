import { matchesOf } from '../text/matches.ts';

/**
 * Event tickets offered above the price the seller paid for them (touting): resale above face value is an offence in France
 * (Code pénal art. 313-6-2), Italy (Law 232/2016 art. 1 c. 545), Portugal and Spain for sports events, and the marketplaces list
 * it (Vinted and Wallapop refuse such resale, OLX and eBay restrict event tickets). What is read: a ticket's word, the price the
 * seller says was paid or printed on it ("paguei 89", "face value £60", "prix de base 75 €"), and an asking price above it in the
 * listing's title or description, each compared per ticket ("180 € cada", "150 for the pair").
 */

/** Words naming an event ticket; the looser ones (seats, passes, German compounds of "Karte") only beside an event's word. */
const ticketWords = /(?<![\p{L}])(?:bilhetes?|ingressos?|entradas|abonos?|billets?|e-?billets?|\p{L}*tickets?|e-?tickets?|bigliett[oi]|eintrittskarten?|(?:konzert|festival|stadion|theater|konzert)karten?)(?![\p{L}])/giu;
const anyTicketWord = new RegExp(ticketWords.source, 'iu');
const looseTicketWords = /(?<![\p{L}])(?:entrada|places?|lugares?|posti|pases?|passes?|plätze|sitzpl[aä]tze|karten?)(?![\p{L}])/iu;
/** A title opening with a loose ticket word, after a count at most ("Entrada Paredes de Coura sábado", "2 places Indochine", "Deux places …"): the item it sells. */
const titleOpensWithLooseTicket = new RegExp(
  String.raw`^\s*(?:(?:\d{1,2}\s*x?|dois|duas|dos|deux|two|due|zwei|tr[eê]s|trois|three|tre|drei|quatro|cuatro|quatre|four|quattro|vier)\s+)?${looseTicketWords.source}`,
  'iu',
);
const eventWords =
  /(?<![\p{L}])(?:concertos?|conciertos?|concerts?|konzert\p{L}*|festivals?|festival|jogo|partido|match|partita|spiel|finale?|show|espect[aá]culo|spectacle|teatro|th[eé][aâ]tre|theat(?:er|re)|tribunas?|tribunes?|bancada|derby|derbi|cl[aá]sico|bundesliga|topspiel|pista|plateia|platea|parterre|stade|stadium|estadio|est[aá]dio|stadion|gira|tour|tourn[eé]e|reventa|revenda|revente|resale|rivendita|weiterverkauf)(?![\p{L}])/iu;

const amount = String.raw`(\d{1,5}(?:[.,]\d{1,2})?)`;
const currency = String.raw`(?:€|£|\$|eur(?:os?)?(?![\p{L}])|euros?(?![\p{L}])|chf)`;
/** Verbs saying what the seller paid or what the ticket cost: "paguei", "comprados a", "me costó", "achetées", "bought at", "gekauft für". */
const paidVerb = String.raw`(?:paguei|pagou|dei|pag[oa]s(?=\s+a\s)|originally|originalmente|[àa]\s+l['’]origine|originariamente|urspr[uü]nglich|pagu[eé]|pagamos|pagaste|pagad[oa]s?|custou(?:-(?:me|nos))?|custaram(?:-(?:me|nos))?|me\s+cost[oó]|me\s+costaron|cost[oó]|costaron|comprei|compr[eé]|compramos|comprad[oa]s?|saqu[eé]|sacad[oa]s|(?:l['’]ho|li\s+ho|le\s+ho|l['’]abbiamo)\s+(?:pagat|comprat)[oiae]|pagat[oiae]|comprat[oiae]|costat[oiae]|j['’]ai\s+(?:pay[eé]|achet[eé])e?s?|pay[eé]e?s?|achet[eé]e?s?|co[uû]t[eé]e?s?|valait|paid|bought|purchased|cost\s+me|gekauft|erworben|bezahlt|gekostet|kostete[n]?)`;
/** A price the ticket is said to have had: "preço de bilheteira", "precio oficial", "prix de base", "face value", "prezzo del biglietto", "Originalpreis". */
const facePriceNoun = String.raw`(?:(?:pre[cç]o|precio|prix|price|prezzo|valor|valeur|value)\s+(?:(?:de|do|da|del|della|dello|du|de\s+la|of\s+the|on\s+the)\s+)?(?:bilheteira|taquilla|guichet|box\s+office|botteghino|oficial|officiel|official|ufficiale|original[e]?|d['’]origine|facial|faciale|nominal|d['’]achat|de\s+compra|di\s+acquisto|de\s+base|initial|public|bilhete|entrada|billet|ticket|biglietto)|(?:pre[cç]o|precio|prix|price|prezzo|costo|coste|custo|cost|valor|valeur|value)\s+(?:(?:de|do|da|dos|das|del|della|dello|dei|degli|du|des|of)\s+)?(?:(?:the|la|las|le|les|el|los|o|os|a|as|il|i|gli|l['’])\s*)?(?:bilhetes?|ingressos?|entradas?|billets?|places?|tickets?|bigliett[oi])|face\s+value|originalpreis|neupreis|kaufpreis|ticketpreis|kartenpreis|vorverkaufspreis)`;
/** The price paid or printed, its word first: "paguei 89", "comprei a 75", "me costaron 90", "prix de base 75 €", "face value £60", "bought at £45". */
const paidPrice = new RegExp(
  String.raw`(?<![\p{L}])(?:${paidVerb}|${facePriceNoun})(?:-(?:os|as|o|a|lo|la|los|las|me|nos))?\s*(?:(?:was|era|fue|[eé]tait|war|[eè]|de|of|à|a|at|for|por|pour|per|f[uü]r|zu|um)\s+)?[:=]?\s*${currency}?\s*${amount}`,
  'giu',
);
/** A ticket's word as the subject of a verb of costing: "Ticket cost £30", "the tickets were £50", "Die Karte hat 60 € gekostet". */
const ticketCost = new RegExp(
  String.raw`(?<![\p{L}])(?:bilhetes?|ingressos?|entradas?|abonos?|billets?|places?|tickets?|bigliett[oi]|karten?|\p{L}+karten?|\p{L}+tickets?|they|ils|elles|ellas|ellos|elas|eles|sie)\s+(?:m['’]|me\s+|mi\s+|nos\s+|mir\s+)?(?:(?:cost|costs|were|was|costou|custou|custaram|cost[oó]|costaron|a\s+co[uû]t[eé]|ont\s+co[uû]t[eé]|costava|[eè]\s+costat[oa]|sono\s+costat[ie]|kostete[n]?|hat|haben)\s+)(?:me\s+)?${currency}?\s*${amount}(?:\s*${currency})?(?:\s+gekostet)?`,
  'giu',
);
/**
 * The price paid or printed, its amount first: "99 € bezahlt", "55 € chacune au guichet", "£40 at the box office". Not a number after a slash
 * or a colon: "14/07 al prezzo pagato" is a date's month.
 */
const paidPriceAfter = new RegExp(
  String.raw`(?<![\d.,/:])${currency}?\s*${amount}\s*${currency}?\s+(?:[\p{L}'’]+\s+){0,2}?(?:bezahlt|gezahlt|ausgegeben|pagat[oiae]|pagad[oa]s?|pay[eé]e?s?|paid|(?:na|en\s+la|en|au|at\s+the|al|an\s+der)\s+(?:bilheteira|taquilla|guichet|box\s+office|botteghino|(?:abend)?kasse))(?![\p{L}])`,
  'giu',
);
/** Right after an amount: the tickets it counts ("2 bilhetes", "3x entradas", "two tickets"). */
const ticketsCounted = new RegExp(String.raw`^\s*x?\s*${ticketWords.source}`, 'iu');
/** An amount of money: "180 €", "£150", "200 euros", "150 euro l'uno". */
const money = new RegExp(String.raw`${currency}\s*${amount}|${amount}\s*${currency}`, 'giu');
/** An amount asked after a selling word: "vendo as três entradas por 240", "las vendo por 180", "selling for 150". */
const asked = new RegExp(
  String.raw`(?<![\p{L}])(?:vend\p{L}*|revend\p{L}*|sell\p{L}*|verkauf\p{L}*|cedo|gebe|dou|doy|(?:lo|la|li|le)\s+do(?:\s+via)?|pe[cç]o|pido|asking|chiedo|(?:je\s+)?demande|(?:la|le|lo|las|los|les|li|o|a|os|as)\s+(?:dejo|deixo|laisse|lascio)|let(?:ting)?\s+(?:it|them)\s+go)\s+(?:(?:[\p{L}'’]+\s+){0,4}?(?:por|for|pour|per|f[uü]r|a|à|at|zu|en|in)\s+)?${currency}?\s*${amount}`,
  'giu',
);
/**
 * An amount asked after a selling word, the tickets counted between ("vendo 3 passes por 140 cada", "je vends mes 2 billets à 160",
 * "selling my 2 tickets at £90 each"), or after German "für" spelt without its umlaut ("verkaufe beide fuer 300"): a preposition before the
 * amount is needed, so the count itself is never read as the price.
 */
const askedAfterCount = new RegExp(
  String.raw`(?<![\p{L}])(?:vend\p{L}*|revend\p{L}*|sell\p{L}*|verkauf\p{L}*|cedo)\s+(?:(?:my|mis|mes|meus?|minhas?|le|les|las|los|the|os|as|i|le|die|meine)\s+)?(?:(?:\d{1,2}|[\p{L}]+)\s+(?:[\p{L}]+\s+)?)?(?:por|for|pour|per|f(?:u|ue|ü)r|a|à|at|zu|um|en|in)\s+${currency}?\s*${amount}`,
  'giu',
);
const eachAfter = /^\s*(?:€|£|\$|eur(?:os?)?|euros?)?\s*\)?\s*(?:(?:por\s+)?cada(?:\s+(?:um|uma|una|uno|bilhete|entrada))?|each|chacun[e]?|la\s+place|pi[eè]ce|l['’]un[oa]|ciascun[oa]|pro\s+(?:st[uü]ck|karte|ticket)|je|per\s+ticket|por\s+(?:entrada|bilhete)|par\s+billet|a\s+biglietto)(?![\p{L}])/iu;
const pairAfter = /^\s*(?:€|£|\$|eur(?:os?)?|euros?)?\s*\)?\s*(?:(?:for|por|pour|per|f[uü]r)\s+)?(?:(?:os|as|los|las|les|the|i|le|die)\s+)?(?:dois|duas|dos|deux|two|due|zwei|both|ambas?|ambos|entrambi|beide|the\s+pair|o\s+par|el\s+par|la\s+paire|la\s+coppia|das\s+paar|for\s+the\s+pair)(?![\p{L}])/iu;

interface Price {
  value: number;
  start: number;
  end: number;
  /** How many tickets the amount is for: 1 for a ticket's price, 2 for a pair's, 3 or 4 for as many; 0 where the text does not say. */
  per: number;
}
/** How many tickets a word names: the pair and its words, three and four in six languages. */
const countWords: [RegExp, number][] = [
  [/(?<![\p{L}])(?:dois|duas|dos|deux|two|due|zwei|both|ambas?|ambos|entrambi|beide|pair|par|paire|coppia|paar)(?![\p{L}])/iu, 2],
  [/(?<![\p{L}])(?:tr[eê]s|trois|three|tre|drei)(?![\p{L}])/iu, 3],
  [/(?<![\p{L}])(?:quatro|cuatro|quatre|four|quattro|vier)(?![\p{L}])/iu, 4],
];
/** The words right after an amount saying how many tickets it is for: "150 os dois", "300 € les trois", "400 the four". */
const countAfter = /^\s*(?:€|£|\$|eur(?:os?)?|euros?)?\s*\)?\s*(?:(?:for|por|pour|per|f[uü]r)\s+)?(?:(?:os|as|los|las|les|the|i|le|die|all|todas?|todos|tous|toutes|tutt[ie]|alle)\s+)?(\p{L}+)/iu;
/** The word right before an amount saying how many tickets it is for: "je vends les trois 110 €", "both for £150". */
const countBefore = /(\p{L}+)\s+(?:(?:for|por|pour|per|f[uü]r|a|à|zu)\s+)?(?:€|£|\$)?\s*$/u;
/** Words after an amount saying it is for all the tickets together: "zusammen", "juntas", "together", "en total", "in tutto". */
const togetherAfter = /^\s*(?:€|£|\$|eur(?:os?)?|euros?)?\s*\)?\s*(?:zusammen|insgesamt|together|in\s+total|total|juntas|juntos|en\s+total|no\s+total|ensemble|au\s+total|insieme|in\s+tutto)(?![\p{L}])/iu;
const togetherBefore = /(?<![\p{L}])(?:zusammen|insgesamt|together|in\s+total|juntas|juntos|en\s+total|no\s+total|ensemble|au\s+total|insieme|in\s+tutto)\s*[:,]?\s*(?:(?:for|por|pour|per|f[uü]r|a|à|zu)\s+)?(?:€|£|\$)?\s*$/iu;
/** How many tickets a listing names: a count before a ticket word ("2 Tickets", "dois bilhetes", "four tickets"). */
const ticketCountPattern = new RegExp(String.raw`(?<![\p{L}\p{N}])(\d|\p{L}+)\s*x?\s+${ticketWords.source}`, 'iu');
const countOf = (words: string): number => countWords.find(([pattern]) => pattern.test(words))?.[1] ?? 0;
/** How many tickets the listing names, where it says (0 where it does not). */
const ticketCount = (text: string): number => {
  const word = ticketCountPattern.exec(text)?.[1] ?? '';
  return /^[2-9]$/u.test(word) ? Number(word) : countOf(word);
};
/** A ticket's price said before its amount: "Pro Karte 40 €", "per ticket £30", "por bilhete 50", "cada uno 40". */
const eachBefore = /(?<![\p{L}])(?:pro\s+(?:st[uü]ck|karte|ticket)|per\s+ticket|por\s+(?:bilhete|entrada)|par\s+(?:billet|place)|cada\s+(?:um|uma|una|uno)|a\s+biglietto)\s*[:=]?\s*$/iu;
const priceAt = (text: string, value: string, start: number, end: number, lead = ''): Price => {
  const after = text.slice(end, end + 30);
  if (eachBefore.test(text.slice(Math.max(0, start - 20), start))) return { value: Number(value.replace(',', '.')), start, end, per: 1 };
  // "110 € zusammen", "300 juntas": the amount is for all the listing's tickets.
  if (togetherAfter.test(after) || togetherBefore.test(text.slice(Math.max(0, start - 24), start))) return { value: Number(value.replace(',', '.')), start, end, per: ticketCount(text) };
  const before = countBefore.exec(text.slice(Math.max(0, start - 24), start))?.[1] ?? '';
  const counted = pairAfter.test(after) ? 2 : countOf(countAfter.exec(after)?.[1] ?? '') || countOf(lead) || countOf(before);
  return { value: Number(value.replace(',', '.')), start, end, per: eachAfter.test(after) ? 1 : counted };
};

/**
 * Whether a listing's texts offer tickets above what was paid for them: the paid price and an asking price (another amount, or
 * one after a selling word) compared per ticket where either says "each" or "the pair" (the other read alike otherwise).
 */
/** Old tickets sold to collectors ("entradas antiguas", "ticket stubs", "Sammlung"): a collection's price, not a ticket resold. */
const collected = /(?<![\p{L}])(?:antig[uo]\p{L}*|vintage|cole[cç]\p{L}*|colecci\p{L}*|coleccionis\p{L}*|collection\p{L}*|collector\p{L}*|collectionn\p{L}*|collezion\p{L}*|sammler\p{L}*|sammlung|stubs?|matrices)(?![\p{L}])/iu;

export function offersTicketsAboveFaceValue(text: string, other: string, title = ''): boolean {
  const both = `${text}\n${other}`;
  if (collected.test(both)) return false;
  if (!anyTicketWord.test(both) && !(looseTicketWords.test(both) && (eventWords.test(both) || titleOpensWithLooseTicket.test(title)))) return false;
  const paid: Price[] = [];
  for (const pattern of [paidPrice, ticketCost, paidPriceAfter]) {
    for (const m of matchesOf(both, pattern)) {
      // A price paid is said within one line ("…ao preço que paguei" closing the title is no price of the description's "2 bilhetes"), and
      // an amount its verb reads that counts tickets ("paguei 2 bilhetes") is no price.
      if (m[0].trim().includes('\n') || (pattern !== paidPriceAfter && ticketsCounted.test(both.slice(m.index + m[0].length, m.index + m[0].length + 40)))) continue;
      if (!paid.some((p) => m.index < p.end && p.start < m.index + m[0].length)) paid.push(priceAt(both, m[1]!, m.index, m.index + m[0].length));
    }
  }
  if (paid.length === 0) return false;
  const asking: Price[] = [];
  // An amount after a selling word first ("selling both for £150"): the same amount read alone after it adds nothing.
  for (const pattern of [askedAfterCount, asked, money]) {
    for (const m of matchesOf(both, pattern)) {
      const value = m.slice(1).find((g) => g !== undefined)!;
      const end = m.index + m[0].length;
      if ([...paid, ...asking].some((p) => m.index < p.end && p.start < end)) continue;
      if (pattern !== money && dateOrTime(both, m[0], value, end)) continue;
      asking.push(priceAt(both, value, m.index, end, pattern === money ? '' : m[0]));
    }
  }
  // Above what was paid with the usual booking fees on top (up to a tenth), or above it at all where the seller says the event is sold out.
  const markup = soldOut.test(both) ? 1 : 1.1;
  return paid.some((p) => asking.some((a) => perTicket(a, p) > perTicket(p, a) * markup));
}

/** Right after an amount: a month, an hour, a day's ordinal ("a 24 de agosto", "um 20 Uhr", "à 21h30", "on the 14th"). */
const dateOrTimeAfter =
  /^\s*(?:[.:h]\s*\d|uhr(?![\p{L}])|h(?![\p{L}])|horas?(?![\p{L}])|heures?(?![\p{L}])|hours?(?![\p{L}])|ore(?![\p{L}])|o['’]?clock|(?:st|nd|rd|th|º|ª|°|er)(?![\p{L}])|(?:de\s+|di\s+|del\s+|of\s+)?(?:janeiro|enero|janvier|january|gennaio|januar|jan|fevereiro|febrero|f[eé]vrier|february|febbraio|februar|feb|fev|mar[cç]o|marzo|mars|march|m[aä]rz|mar|abril|avril|april|aprile|apr|abr|avr|maio|mayo|mai|may|maggio|junho|junio|juin|june|giugno|juni|jun|julho|julio|juillet|july|luglio|juli|jul|agosto|ao[uû]t|august|aug|ago|setembro|septiembre|septembre|september|settembre|sept?|outubro|octubre|octobre|october|ottobre|oktober|oct|out|okt|novembro|noviembre|novembre|november|nov|dezembro|diciembre|d[eé]cembre|december|dicembre|dezember|dec|dez|dic)(?![\p{L}]))/iu;
/** An amount read after a selling word that is a date, a time or a year ("vendo 2 entradas en 25 de julio", "2 tickets in 2025 edition"): no price. */
function dateOrTime(text: string, matched: string, value: string, end: number): boolean {
  if (/(?:€|£|\$|eur|chf)/iu.test(matched)) return false;
  return /^(?:19|20)\d\d$/u.test(value) || dateOrTimeAfter.test(text.slice(end, end + 24));
}

/** The event said sold out or the tickets scarce: "esgotado", "agotadísimas", "sold out", "complet", "esaurito", "ausverkauft", "none left". */
const soldOut =
  /(?<![\p{L}])(?:esgot\p{L}*|agotad\p{L}*|sold[\s-]+out|[ée]puis[ée]\p{L}*|complet|esaurit[oi]|ausverkauft|no\s+quedan|n[aã]o\s+h[aá]\s+mais|there\s+are\s+none\s+left|none\s+left|es\s+gibt\s+keine\s+mehr)(?![\p{L}])/iu;

/** A price per ticket, read beside the other price: "180 cada" against "paguei 89" is 180 and 89; "180 las dos" against "60 cada" is 90. */
function perTicket(price: Price, against: Price): number {
  if (price.per > 1 && against.per !== price.per) return price.value / price.per;
  return price.value;
}

const looseEverywhere = new RegExp(looseTicketWords.source, 'giu');
/** The ticket words of one field (where a finding is placed); seats and passes where the listing names an event. */
export function ticketWordsIn(text: string, other = '', title = ''): { start: number; end: number }[] {
  const loose = eventWords.test(`${text}\n${other}`) || titleOpensWithLooseTicket.test(title) ? [...matchesOf(text, looseEverywhere)] : [];
  return [...matchesOf(text, ticketWords), ...loose].map((m) => ({ start: m.index, end: m.index + m[0].length })).sort((a, b) => a.start - b.start);
}

/** Tickets issued to a person ("nominativos", "nominal", "personalised", "in my name", "à mon nom", "auf meinen Namen"). */
const personalTicket =
  /(?<![\p{L}])(?:nominativ[oa]s?|nominais|nominal(?:es)?|nominatif|nominatives?|nominativ[ie]|personali[sz]ed|personnalis[ée]e?s?|personalisiert\p{L}*|personalizzat[oi]|personalizad[oa]s?|(?:in|on)\s+my\s+name|(?:em|no)\s+meu\s+nome|a\s+mi\s+nombre|[àa]\s+mon\s+nom|a\s+mio\s+nome|(?:auf|unter)\s+meinen\s+namen)(?![\p{L}])/iu;
/** The gate said not to check: "never checks", "no lo comprueban", "ne vérifient pas", "non controllano", "kontrollieren nicht". */
const notCheckedSource = String.raw`(?:(?:never|don['’]?t|won['’]?t|do\s+not|n[aã]o|no|nunca|jamais|nie|nicht|non|mai)\s+(?:\p{L}+\s+){0,2}?(?:check|verific|comprueb|confer|v[ée]rifi|kontrollier|controll)\p{L}*(?!-)|ne\s+(?:v[ée]rifi|contr[ôo]l)\p{L}*\s+(?:pas|jamais|rien)|(?:kontrollier|pr[uü]f)\p{L}*\s+(?:\p{L}+\s+)?(?:nicht|nie))`;
const notCheckedPattern = new RegExp(notCheckedSource, 'iu');
/**
 * The holder's identity worked around: the name changed by the seller, outside the organiser ("mudo o nome", "cambio de nombre por
 * fuera", "name change", "Namensänderung"), the seller's identity document shown, or the gate said not to check ("they never check",
 * "no lo comprueban", "ils ne vérifient pas").
 */
const identityWorkedAround = new RegExp(
  String.raw`(?<![\p{L}])(?:mud(?:o|amos|ar|an[cç]a\s+d[eo])\s+(?:o\s+)?nome|troc(?:o|amos|ar)\s+(?:o\s+)?nome|cambi(?:o|amos|ar)\s+(?:el\s+|de\s+)?nombre|cambio\s+de\s+nombre|change(?:r)?\s+(?:the\s+|le\s+)?(?:name|nom)|name\s+change|changement\s+de\s+nom|cambi(?:o|are|amo)\s+(?:il\s+|del\s+)?nome|namens[aä]nderung|namen\s+[aä]ndern|umschreiben|(?:my|meu|mi|ma|mon|il\s+mio|meinen?)\s+(?:id|cc|dni|bi|cart[aã]o\s+de\s+cidad[aã]o|carte\s+d['’]identit[ée]|carta\s+d['’]identit[aà]|ausweis|passport|passaporte|pasaporte|passeport)|${notCheckedSource}|por\s+fuera|por\s+fora)(?![\p{L}])`, 'iu');
/** The organiser's own channel named for a change of holder ("pela app oficial", "en la web oficial", "through Ticketmaster"): allowed. */
const officialChannel = /(?<![\p{L}])(?:oficial|officiel(?:le)?|official|ufficiale|offiziell\p{L}*|ticketmaster|dice|see\s+tickets|eventim|fnac|bilheteira|taquilla|billetterie|botteghino|vorverkauf)(?![\p{L}])/iu;

/**
 * Whether a listing offers tickets issued to a person with the holder's identity worked around (the name changed outside the organiser,
 * the seller's ID shown, the gate said not to check): personal tickets are not transferable but by the organiser, and the marketplaces'
 * ticket clauses refuse such resale.
 */
export function offersPersonalTicketsWorkedAround(text: string, other: string): boolean {
  const both = `${text}\n${other}`;
  if (collected.test(both) || !anyTicketWord.test(both) || !identityWorkedAround.test(both)) return false;
  // A change of holder through the organiser's own channel is the allowed way; the gate not checking is a workaround whatever the channel.
  const notChecked = notCheckedPattern.test(both);
  return (personalTicket.test(both) || notChecked || /name\s+change|cambio\s+de\s+nombre|namens[aä]nderung|changement\s+de\s+nom/iu.test(both)) && (notChecked || !officialChannel.test(both));
}
