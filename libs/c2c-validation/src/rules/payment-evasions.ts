import { matchesOf } from '../text/matches.ts';
import { finding, type Finding } from './finding.ts';
import { isNegated, isRefusedAfter } from './negation.ts';
import { sentenceAround } from '../text/sentence.ts';

/**
 * Ways of paying outside the platform that name no wallet the payment rules know (PT, ES, FR, EN, IT, DE), all under the
 * marketplaces' payments clause (`payments`):
 * - crypto-assets, named as such or by their tickers ("pago en USDT", "we take LTC or XRP", "accetto bitcoin");
 * - money orders and postal giros ("vale postal", "giro postal", "mandat cash", "money order", "vaglia postale", "Postanweisung");
 * - gift cards, store vouchers and a shop's card asked for as the payment ("payment in gift cards only", "una carta Steam come pagamento");
 * - a cheque asked for as the payment, and the seller's own escrow or "safe pay" site;
 * - paying the seller apart from the platform for a discount ("pagas-me por fora e fica mais barato", "pay me direct and I'll take £20 off",
 *   "si me pagas directamente te lo dejo más barato", "paie-moi en direct, je fais une remise").
 */

/** A word of paying or accepting, as a noun or a verb (PT, ES, FR, EN, IT, DE), a clitic pronoun glued to it ("paga-me", "págame"). */
const payOrAccept = String.raw`(?:pag(?:o|os|a|as|am|an|amos|ar|are|ate|ami|amelo|amento|amentos|amenti|ando|[aá]vel|ue|uem|ues|uen|hi|hiamo)|p[aá]g(?:ame|amelo|anos|alo|ala|amento)|pay(?:s|ing|ment|ments)?|paid|paie\p{L}*|payer|payez|r[eè]gl\p{L}*|bezahl\p{L}*|zahl(?:e|en|st|t|ung)?|accept\p{L}*|aceit\p{L}*|acept\p{L}*|accett\p{L}*|akzeptier\p{L}*|nehme|payable)(?:-(?:me|mi|nos|moi|lo|la|o|a|se))?`;

/** What the seller once paid with ("paguei com …", "I paid in …", "j'ai payé en …"): how the item was bought, no way to pay the seller. */
const notPastPaying = String.raw`(?<!(?:foi|foram|era|eram|fue|fueron|fu[eé]|was|were|been|[eé]t[eé]|stato|stata|wurde|wurden)\s+)(?!(?:paguei|pagou|pagaram|pagu[eé]|pagó|pagaron|pagaste|pagamos|pagad[oa]s?|paid|pay[eé]e?s?|pagat[oaie]|bezahlt|gezahlt)(?![\p{L}]))`;

/** Crypto-assets named as such: no everyday word among them. */
const cryptoWord = String.raw`(?:crypto(?:s|currenc(?:y|ies)|-?monnaies?)?|cripto(?:s|moedas?|monedas?|valut[ae]|divisas?)?|kryptow[aä]hrung(?:en)?|krypto|bitcoins?|ether(?:eum)?|tether|litecoin|dogecoin|monero|stablecoins?)`;
/** Tickers: short letters that are other things too (a "sol", an "eth" school), read only after a word of paying or beside a crypto word. */
const ticker = String.raw`(?:btc|eth|usdt|usdc|ltc|xrp|doge|bnb|xmr|trx)`;
const cryptoNamed = String.raw`(?:${cryptoWord}|${ticker})`;
/** A list of crypto-assets ("BTC or ETH", "USDT/USDC", "bitcoin, ethereum"). */
const cryptoList = String.raw`${cryptoNamed}(?:\s*(?:,|/|\bor\b|\bou\b|\bo\b|\boder\b|\bo\b|&|\+|\be\b|\by\b|\bet\b|\band\b|\bund\b)\s*${cryptoNamed}){0,4}`;
/**
 * Paying then crypto, an adverb, a pronoun and a preposition between at most ("paiement en crypto", "pago solo en USDT", "accetto
 * anche bitcoin", "paiement en crypto"): "pago o envio do livro Bitcoin" names a book, not a way to pay.
 */
const payInCrypto = new RegExp(
  String.raw`(?<![\p{L}])${notPastPaying}${payOrAccept}\s+(?:(?:only|also|just|s[oó]|solo|s[oó]lo|solamente|tamb[eé]m|tambi[eé]n|seulement|uniquement|aussi|anche|soltanto|nur|auch|me|you|mi|moi|mir|te)\s+){0,2}(?:(?:via|in|en|em|por|con|com|with|by|par|per|mit|avec|through|using|atrav[eé]s\s+de)\s+)?(?:(?:o|a|el|la|le|the|il|lo|l['’])\s*)?${cryptoList}(?![\p{L}\p{N}])(?:\s+(?:only|s[oó]|solo|seulement|uniquement|nur|soltanto))?`,
  'giu',
);
/** Crypto then paying or accepting ("bitcoin accepted", "USDT only", "crypto payment", "cripto aceite"). */
const cryptoThenPay = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${cryptoList}\s+(?:(?:payment|paiement|pagamento|pago|zahlung|accepted|accept[eé]e?s?|aceite|aceito|aceptad[oa]s?|accettat[oi]|akzeptiert|welcome|bienvenue|bienvenid[oa]s?)(?![\p{L}]))`,
  'giu',
);
/** One bare ticker before a loose word ("Doge welcome mat", "ETH pago"): a name or a word, not crypto asked for. */
const bareTickerLoose = new RegExp(String.raw`^${ticker}\s+(?:pago|welcome|bienvenue|bienvenid[oa]s?)$`, 'iu');
/** A wallet's address given or asked for, a crypto word or ticker in the sentence ("wallet address in chat", "te paso la dirección de wallet"). */
const walletAddress = /(?<![\p{L}])(?:wallet\s+address|adress?e?\s+(?:de\s+|du\s+)?(?:portefeuille|wallet)|endere[cç]o\s+(?:d[ae]\s+)?(?:carteira|wallet)|direcci[oó]n\s+(?:de\s+)?(?:la\s+)?(?:billetera|cartera|wallet|monedero)|indirizzo\s+(?:del\s+)?(?:wallet|portafoglio)|wallet-?adresse)(?![\p{L}])/iu;
const anyCrypto = new RegExp(String.raw`(?<![\p{L}\p{N}])${cryptoNamed}(?![\p{L}\p{N}])`, 'iu');

/**
 * Money orders and postal giros: paid at a post office or a bank into the seller's hands, outside the platform. French "mandat" only
 * with its kind ("mandat cash", "mandat postal"), Spanish and Portuguese "giro"/"vale" only postal.
 */
const moneyOrder = new RegExp(
  String.raw`(?<![\p{L}])(?:money\s+orders?|postal\s+orders?|vales?\s+(?:postal(?:es)?|de\s+correio|dos\s+correios)|giros?\s+(?:postal(?:es)?|telegr[aá]fic[oa]s?|de\s+correos)|mandats?[\s-](?:cash|postal|postaux|lettre|compte|minute)|vaglia(?:\s+(?:postale|postali|telegrafico))?|postanweisung(?:en)?|bonifico\s+postale)(?![\p{L}])`,
  'giu',
);

/**
 * Gift cards and store vouchers asked for as the payment ("payment in gift cards only", "pago con tarjeta regalo", "le code d'une carte
 * cadeau en paiement", "una carta Steam come pagamento", "Zahlung per Amazon-Gutschein"): a scam's way of being paid, never the
 * platform's. Gift cards offered for sale are items (the gift-cards clause); only a card named as the way to pay counts here.
 */
const giftCard = String.raw`(?:gift\s*cards?|gift\s+vouchers?|(?:amazon|apple|itunes|google\s+play|steam|psn|playstation|xbox|netflix|spotify)\s+(?:gift\s+)?(?:cards?|vouchers?|codes?)|cart(?:[aã]o|[oõ]es)\s+(?:de\s+)?(?:presente|oferta)|tarjetas?\s+(?:de\s+)?regalo|tarjetas?\s+(?:steam|amazon|apple|google\s+play|psn)|cartes?\s+cadeaux?|cartes?\s+(?:steam|amazon|apple|google\s+play|psn)|cart[ae]\s+regalo|buoni?\s+regalo|carte?\s+(?:steam|amazon|apple|google\s+play|psn)|geschenkkarten?|gutscheinkarten?|(?:amazon|apple|steam|google[\s-]play|psn)[\s-]?(?:gutschein(?:e|en)?|guthaben|karten?)|vales?\s+(?:de\s+)?(?:compras?|oferta|presente|desconto|descuento|regalo)|cheques?[\s-](?:regalo|prendas?|cadeaux?|cadeau)|bons?\s+d(?:['’]|\s)\s*achat|(?:store|shop)\s+(?:vouchers?|credit|cards?)|buoni?\s+(?:acquisto|spesa)|einkaufsgutschein(?:e|en)?|gutschein(?:e|en)?)`;
/** A shop's own card after the paying word ("pagas-me com cartão do hipermercado", "pago con tarjeta de unos grandes almacenes", "carte Fnac"): a store card; a bank's card is none. */
const storeCard = String.raw`(?:cart(?:[aã]o|[oõ]es)|tarjetas?|cartes?|carta|karte)\s+(?:d[ao]|de(?:l)?|di|von)\s+(?:(?:la|el|le|the)\s+)?(?!(?:cr[eé]dito|d[eé]bito|cr[eé]dit|d[eé]bit|credito|debito|multibanco|banco|banque|bank|visa|mastercard|cidad[aã]o|identidade|identidad|identit[eé]|embarque|embarquement|mem[oó]ria|memoria|m[eé]moire|sim|visita|visite|cliente)(?![\p{L}]))\p{L}{3,20}`;
const payInGiftCards = new RegExp(String.raw`(?<![\p{L}])${notPastPaying}${payOrAccept}\s+(?:(?:only|just|s[oó]|solo|seulement|uniquement|nur|soltanto)\s+)?(?:(?:in|en|em|con|com|with|by|par|per|mit|via|avec|through|using|por|tramite)\s+)?(?:(?:a|an|una?|um|uma|une?|ein(?:e|en)?|the|o|a|el|la|le|il|l['’])\s*)?(?:${giftCard}|${storeCard})(?![\p{L}])(?:\s+(?:ou|o|or|et|y|e|oder|od)\s+(?:(?:a|an|una?|um|uma|une?|the|o|el|la|le|il)\s+)?${giftCard}(?![\p{L}]))?`, 'giu');
const giftCardsAsPayment = new RegExp(String.raw`(?<![\p{L}])${giftCard}(?:\s+[\p{L}'’]+){0,3}?\s+(?:as\s+(?:a\s+)?payment|como\s+(?:forma\s+de\s+)?(?:pago|pagamento)|en\s+(?:guise\s+de\s+)?paiement|comme\s+paiement|come\s+pagamento|in\s+pagamento|als\s+(?:zahlung|bezahlung)|zur\s+bezahlung)(?![\p{L}])`, 'giu');

/**
 * A cheque asked for as the payment ("règlement par chèque certifié", "pago con cheque bancario", "pay by cashier's check",
 * "pagamento con assegno circolare", "Zahlung per Bankscheck"): paid by post or at a bank, outside the platform.
 */
const payByCheque = new RegExp(
  String.raw`(?<![\p{L}])${notPastPaying}${payOrAccept}\s+(?:(?:only|just|s[oó]|solo|seulement|uniquement|nur|soltanto)\s+)?(?:par|by|com|con|por|mit|per|in|en|em|via|avec|with|tramite|mediante|atrav[eé]s\s+de|a\s+trav[eé]s\s+de|au\s+moyen\s+d['’\s]\s*|by\s+means\s+of|per\s+mezzo\s+di|durch)\s+(?:(?:un|une|a|an|um|uma|una|ein(?:en)?)\s+)?(?:ch[eè]ques?(?:\s+(?:de\s+banque|bancaires?|certifi[eé]s?))?|cheques?(?:\s+(?:bancari[oa]s?|visad[oa]s?|de\s+banco|certificad[oa]s?))?|(?:cashier['’]?s\s+|certified\s+|bank\s+)?checks?|(?:cashier['’]?s\s+|certified\s+|bank\s+)?cheques?|bank\s+drafts?|assegn[oi](?:\s+(?:circolar[ei]|bancari[oi]))?|(?:bank)?schecks?)(?![\p{L}])`,
  'giu',
);
/**
 * The seller's own escrow or "safe pay" site ("we use our own escrow service, link by message", "pago por mi propia web de
 * pago seguro", "mon propre site de paiement sécurisé"): a payment page the seller controls, outside the platform (the platform's own
 * protected payment is named by its name, never "my own").
 */
/** The seller's own: "my own", "o meu próprio", "mi propia", "mon propre", "il mio", "meine eigene". */
const ownWord = String.raw`(?:my\s+own|our\s+own|o\s+meu\s+pr[oó]prio|a\s+minha\s+pr[oó]pria|meu\s+pr[oó]prio|minha\s+pr[oó]pria|mi\s+propi[oa]|nuestr[oa]\s+propi[oa]|mon\s+propre|ma\s+propre|notre\s+propre|(?:il\s+)?mio|(?:la\s+)?mia|mein(?:e|en)?\s+eigene[nrs]?|unsere[nrs]?\s+eigene[nrs]?)`;
/** An escrow or a safe, secure or protected payment, in the six languages. */
const escrowWord = String.raw`(?:escrow|safe[\s-]?pay(?:ment)?|secure[\s-]pay(?:ment)?|pag(?:o|amento)\s+(?:segur|protegid)[oa]|paiement\s+(?:s[eé]curis[eé]|prot[eé]g[eé])|pagamento\s+(?:sicuro|protetto|garantito)|protected\s+payment|treuhand\p{L}*|sicher(?:e|en)?\s+bezahl\p{L}*|garant(?:ia|ie)\s+de\s+pag\p{L}*)`;
// "la mia carta tramite il pagamento sicuro": the words between cross no "through"/"with"; a card of one's own paid through the platform's
// protected payment names the platform's.
const ownEscrow = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:(?:no|na|num|numa|em|en|on|in|at|sur|dans|su|sul|auf|über)\s+)?${ownWord}\s+(?:(?!(?:tramite|via|through|using|with|com|con|avec|mit|por|pelo|pela|par|per|über|using)\s)[\p{L}'’-]+\s+){0,3}?${escrowWord}(?:\s+(?:site|website|page|link|service|web|sitio|site|p[aá]gina|servi[cç]o|servicio|servizio|dienst|seite|plataforma|platform|plateforme))?|${escrowWord}\s+(?:[\p{L}'’-]+\s+){0,2}?(?:por|via|through|on|sur|par|em|no|na|pelo|pela|en|sul|auf|über)\s+${ownWord}\s+(?:site|website|page|web|sitio|p[aá]gina|plataforma|platform|plateforme|sito|seite|webseite))(?![\p{L}])`,
  'giu',
);

/** Outside the platform, or directly to the seller. */
const outsideWord = String.raw`(?:por\s+(?:fora|fuera|afuera)|[àa]\s+parte|por\s+aparte|outside(?:\s+(?:the\s+)?(?:app|site|platform|ebay|vinted))?|off[\s-](?:app|site|platform)|direct(?:ly)?|directamente|diretamente|directement|en\s+direct|direkt|direttamente|fuori)`;
/** A discount, cheaper, or the fees saved: what the seller offers for paying outside. */
const discountWord = /(?<![\p{L}])(?:descontos?|descuentos?|remises?|r[eé]ductions?|discounts?|sconto|sconti|rabatt\p{L}*|nachlass|baratos?|barato|cheaper|moins\s+cher|pi[uù]\s+economico|g[uü]nstiger|billiger|(?:taxas|tasas|comiss[oõ]es|comisiones|frais|fees|commissioni|geb[uü]hren)|(?:\d+\s*(?:€|£|\$|eur(?:os?)?)|(?:€|£|\$)\s*\d+)\s+(?:off|menos|de\s+moins|in\s+meno|weniger))(?![\p{L}])/iu;
/** Paying the seller outside ("paga-me por fora", "pay me direct", "págame directamente", "paie-moi en direct", "pagami a parte", "zahl mir direkt"). */
const payMeOutside = new RegExp(
  String.raw`(?<![\p{L}])(?:${payOrAccept}|zahl\s+mir|zahlst\s+du\s+mir)(?:\s+(?:me|mi|moi|mir|you|tu|te|lo|la|it|todo|tudo|tout|tutto|alles))?\s+${outsideWord}(?![\p{L}])`,
  'giu',
);
/** Shipping named right before the paying word ("Portes pagos à parte", "spese di spedizione pagate a parte", "envío pagado por fuera"): the postage paid apart, not the item. */
const shippingBefore = /(?<![\p{L}])(?:portes|envios?|env[ií]os?|transporte|postage|shipping|delivery|livraison|envoi|port|spedizion[ei]|trasporto|versand(?:kosten)?)(?![\p{L}])[\p{L}\s'’]*$/iu;
/** The platform named as the way ("directly through the app", "directamente por la plataforma"): its own payment, not one outside it. */
const throughPlatform = /(?<![\p{L}])(?:via|pel[ao]|through|por\s+la|por\s+el|en\s+la|sur|su|[uü]ber|tramite|with|com|con|dentro\s+d[ao]|within|inside)\s+(?:(?:the|a|la|o|il|l['’]|le|die|der|das)\s*)?(?:app|aplica[cç][aã]o|aplicaci[oó]n|appli|site|sitio|web|platform|plataforma|plateforme|piattaforma|plattform|checkout|vinted|ebay|olx|wallapop|leboncoin|subito|kleinanzeigen)(?![\p{L}])/iu;
/** Sentence reach for the discount beside the payment (characters each side). */
const reach = 120;

export function findPaymentEvasions(text: string): Finding[] {
  const found: Finding[] = [];
  const add = (start: number, end: number) => {
    if (!found.some((f) => f.start < end && start < f.end)) found.push(finding('off_platform_payment', 'payments', text, start, end));
  };
  const offered = (start: number, end: number) => !isNegated(text, start) && !isRefusedAfter(text, end);
  for (const pattern of [payInCrypto, cryptoThenPay, moneyOrder, payInGiftCards, giftCardsAsPayment, payByCheque, ownEscrow]) {
    for (const match of matchesOf(text, pattern)) {
      const end = match.index + match[0].length;
      if (pattern === cryptoThenPay && bareTickerLoose.test(match[0])) continue;
      if (offered(match.index, end)) add(match.index, end);
    }
  }
  // "wallet address in chat": where the sentence names a crypto-asset, and no payment in crypto was found already.
  const wallet = walletAddress.exec(text);
  if (wallet && found.length === 0) {
    const sentence = sentenceAround(text, wallet.index, wallet.index + wallet[0].length, reach).text;
    if (anyCrypto.test(sentence) && offered(wallet.index, wallet.index + wallet[0].length)) add(wallet.index, wallet.index + wallet[0].length);
  }
  for (const match of matchesOf(text, payMeOutside)) {
    const end = match.index + match[0].length;
    // "por fora"/"por fuera" names the outside on its own; "directly" only with a discount or the fees saved in the sentence.
    // "à parte"/"a parte" is also "separately" (shipping paid apart): it needs the discount like "directly" does.
    const saidOutside = /(?:fora|fuera|afuera|outside|off[\s-]|fuori)/iu.test(match[0]);
    if (shippingBefore.test(text.slice(Math.max(0, match.index - 40), match.index))) continue;
    const sentence = sentenceAround(text, match.index, end, reach).text;
    if (!saidOutside && (!discountWord.test(sentence) || throughPlatform.test(sentence))) continue;
    if (offered(match.index, end)) add(match.index, end);
  }
  return found.sort((a, b) => a.start - b.start);
}
