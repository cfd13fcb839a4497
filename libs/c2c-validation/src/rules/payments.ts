import { cashAtHandOverAllowed } from '../policy/profiles.ts';
import { finding, type Finding, type RuleContext } from './finding.ts';
import { asking, mayNameInstalledApp, namedAsInstalledApp } from './installed-apps.ts';
import { isNegated, isRefusedAfter } from './negation.ts';
import { isAskedAndDenied } from './asked-and-denied.ts';
import { lineAfter, lineBefore, sentenceAfter, sentenceAround, sentenceBefore } from '../text/sentence.ts';
import { matchesOf } from '../text/matches.ts';

/** Digits, signs and accented letters sellers type for the letters they look like ("B1zum", "r3v0lut", "P4yPal", "Bízum"). */
const lookalikes: Record<string, string> = { a: 'a4@áàâã', e: 'e3€éèê', i: 'i1!|líìî', l: 'l1|i', o: 'o0óòôõ', u: 'uúùû', s: 's5$', t: 't7', b: 'b8', g: 'g9', z: 'z2' };

const letterClass = (c: string) => (lookalikes[c] ? `[${lookalikes[c]!.replace(/[|$]/g, '\\$&')}]` : c);

/**
 * A name as a pattern that also matches it disguised: look-alike digits for letters ("B1zum"), a letter doubled ("Bizzum"), a
 * space, dot or dash (or two) where it has a space, or every letter set apart ("M.B W.A.Y", "P i x";
 * the same separator between all letters, so "it's wish" is not Swish).
 */
function disguised(name: string): string {
  const letters = [...name.replace(/ /g, '')];
  // A letter typed twice ("Bizzum", "Revollut") is the same name.
  const whole = [...name].map((c) => (c === ' ' ? String.raw`[\s.-]{0,3}` : `${letterClass(c)}{1,2}`)).join('');
  const apart = letters.map(letterClass).join(String.raw`[\s.]{1,3}`);
  return `(?:${whole}|${apart})`;
}

/**
 * Wallets and money-transfer services of the countries our marketplaces serve, by name, and the prepaid cash coupons sold at
 * newsagents and tobacconists whose code is sent instead of paying (a scam's way of being paid: Transcash, Neosurf, Cashlib,
 * Flexepin, Toneo; PCS and Ticket Premium are words too, in `ambiguousWalletNames`).
 */
const walletNames = ['mb way', 'mbw', 'bizum', 'paylib', 'revolut', 'wero', 'satispay', 'postepay', 'twint', 'monzo', 'vipps', 'mobilepay', 'venmo', 'cash app', 'transferwise', 'payconiq', 'tikkie', 'paysafecard', 'skrill', 'western union', 'moneygram', 'transcash', 'neosurf', 'cashlib', 'flexepin', 'toneo'];
/** Bank transfer by its one-word names, disguised the same ways ("tr4nsferência", "b0nifico"); tried after the longer phrases. */
const transferNames = ['bonifico', 'virement', 'uberweisung', 'überweisung', 'sofortüberweisung', 'sofortuberweisung', 'echtzeitüberweisung', 'transferencia', 'transferência'];
/** German words no other language of ours writes: a text with one reads German. */
const germanWord = /(?<![\p{L}])(?:mit|und|f[uü]r|ist|nicht|eine[mnrs]?|auch|oder|bei|ohne|sehr|das|dem|zum|zur|neuwertig|zustand|abholung|versand|gebraucht|funktioniert|kaum|wenig)(?![\p{L}])/iu;
/** A capitalised word right after a given name, no wallet's own product or card ("Lydia Pro", "Lydia Carte"): a surname. */
const surnameAfter = /^\s+(?!(?:Pro|Premium|Black|Blue|Card|Carte|Karte|Tarjeta|Cart[aã]o|Sumeria|Ok|OK)(?![\p{L}]))\p{Lu}\p{Ll}+(?![\p{L}])/u;
const anywhere = () => true;
/** A prepaid coupon or top-up named right before a coupon's name ("coupons", "recharge", "código", "Gutschein"). */
const couponEnding = /(?<![\p{L}])(?:coupons?|cupon(?:es)?|cup[oó]n|cup[aã]o|cup[oõ]es|recharges?|recargas?|ricaric(?:a|he)|carregamentos?|c[oó]digos?\s+(?:de\s+)?|codes?\s+(?:de\s+)?|codici\s+|gutscheine?n?|aufladung(?:en)?|tickets?|vouchers?)\s*$/iu;
/** Whether a coupon word ends the 30 characters before the name written at `start` (`couponEnding`). */
const couponSaidBefore = (text: string, start: number) => couponEnding.test(text.slice(Math.max(0, start - 30), start));
/**
 * Wallet names that are everyday words too, each with where it is the word (`isWord`, given the name as written and what follows it):
 * there it names a wallet only where paying is said just before it (`ordinaryWord`).
 */
const ambiguousWalletNames: { name: string; isWord: (written: string, text: string, end: number) => boolean }[] = [
  // "a wise choice", "the verse of a song", "more pix" (pictures), LINE the messenger, Apple's own cash, a basket's or a skirt's swish.
  { name: 'wise', isWord: anywhere },
  { name: 'verse', isWord: anywhere },
  { name: 'pix', isWord: anywhere },
  { name: 'line pay', isWord: anywhere },
  { name: 'apple cash', isWord: anywhere },
  { name: 'swish', isWord: anywhere },
  // A cell (a battery's, a prison's, a solar panel's) in a German text, where it is written as a word (no digit for a letter, no letters set apart).
  { name: 'zelle', isWord: (written, text) => /^\p{L}+$/u.test(written) && germanWord.test(text) },
  // A given name, capitalised, with a capitalised surname after it ("Lydia Bennet tote bag"): a person's name.
  { name: 'lydia', isWord: (written, text, end) => /^\p{Lu}\p{Ll}+$/u.test(written) && surnameAfter.test(text.slice(end, end + 30)) },
  // Pieces ("12 pcs"), computers ("two PCs"), a premium ticket: the prepaid coupon only where a coupon is said right before it or
  // the card's name after it ("coupon PCS", "recharge Ticket Premium", "PCS Mastercard").
  { name: 'pcs', isWord: (written, text, end) => !couponSaidBefore(text, end - written.length) && !/^\s+mastercard(?![\p{L}])/iu.test(text.slice(end, end + 12)) },
  { name: 'ticket premium', isWord: (written, text, end) => !couponSaidBefore(text, end - written.length) },
];
const ambiguousWallets = ambiguousWalletNames.map((wallet) => ({ ...wallet, written: new RegExp(`^${disguised(wallet.name)}$`, 'iu') }));
/** A word of paying ("pago solo por", "pay by", "paiement par", "accetto") up to two words before, or "via" right before. */
const payingSaid = String.raw`(?:(?:pag|pay|paie|r[eèé]gl|bezahl|zahl|accept|aceit|acept|accett|nehm|take|prefer|prefier|prefir|pr[eé]f[eè]r)\p{L}*\s+(?:\p{L}+\s+){0,2}|via\s+)`;
const payingSaidEnding = new RegExp(`${payingSaid}$`, 'iu');
/** Whether paying is said just before `start` (`payingSaid`, read over the 60 characters before it). */
const payingSaidBefore = (text: string, start: number) => payingSaidEnding.test(text.slice(Math.max(0, start - 60), start));
/** A wallet's name that is an everyday word (`ambiguousWalletNames`) where it is that word: its word's place, and no paying said just before. */
function ordinaryWord(text: string, start: number, end: number): boolean {
  const written = text.slice(start, end);
  const wallet = ambiguousWallets.find((w) => w.written.test(written));
  return wallet !== undefined && wallet.isWord(written, text, end) && !payingSaidBefore(text, start);
}
// "pay pal" and "paypal" alike: a space or a dot may split the name where its two words meet.
const paypal = disguised('pay pal');
/**
 * PayPal's personal payments ("friends and family", no buyer protection) in the six languages, one list for every way it is
 * written after the name: a space, brackets or a dash between ("PayPal amigos", "PayPal (Freunde)", "PayPal - amici").
 */
const paypalPersonal = String.raw`(?:amig[ao]s?|friends?|fam[ií]lia|famille|familie|famiglia|amis?|amici|proches|freunde|parenti|f\s?&\s?f|ff)`;
/** The same sent as a gift ("PayPal regalo", "PayPal Geschenk"). */
const paypalGift = String.raw`(?:gift|regalo|cadeau|presente|oferta|geschenk)`;

/** Ways to pay outside the platform, in PT, ES, FR, EN, IT and DE. */
const offPlatform = new RegExp(
  [
    ...walletNames.map(disguised),
    String.raw`m\.?\s?b\.?[\s-]?way`,
    // MB WAY with its letters said by name ("eme bê way", "emebeway", "em bê way").
    String.raw`em(?:e|me)?[\s.-]?b[eêé][\s.-]?way`,
    String.raw`(?:aceito|aceita|aceitamos|paga(?:r|mento)?|pago|por|via|com|no|chave|key)\s+(?:(?:o|em|por|via|no)\s+)?${disguised('pix')}`,
    String.raw`${disguised('pix')}\s+(?:key|chave|ou|or|e|tamb[eé]m)`,
    String.raw`wise\s+(?:transfer|payment)`,
    String.raw`(?:ue|[uü])berweisung`,
    String.raw`bonifico(?:\s+bancario)?`,
    String.raw`${paypal}\s*(?:[-–(\[]\s*)?${paypalPersonal}(?![\p{L}])[^.,;\n]{0,25}`,
    String.raw`${paypal}\s*(?:[-–(\[]\s*)?${paypalGift}`,
    String.raw`${paypal}\s+(?:entre|para|between|pour|a)\s+(?:amigos?|friends|amis|proches)`,
    String.raw`transfer[eê]ncia(?:\s+banc[aá]ria)?`,
    String.raw`transferencia(?:\s+bancaria)?`,
    String.raw`(?:transfir[ao]|transfere|transferir|transfiere|ingresa|ingresar|ingreso|virer|virez)\s+(?:o\s+valor\s+|el\s+importe\s+|le\s+montant\s+)?(?:para|a|en|sur|na|no|la)(?:\s+(?:(?:minha|mi|ma|la)\s+)?(?:conta|cuenta|compte|iban|nib|rib))?`,
    String.raw`virement(?:\s+bancaire)?`,
    // Portuguese ATM payment references, a deposit into the seller's account, bank details offered by message.
    String.raw`refer[eê]ncias?\s+(?:de\s+)?(?:multibanco|mb)`,
    String.raw`(?:pag\p{L}*|pago)\s+(?:por|via|com|no|pelo)\s+multibanco`,
    String.raw`(?:dep[oó]sitos?|ingresos?)\s+(?:en|na|no|a|numa|num)\s+(?:(?:mi|minha|la|a)\s+)?(?:cuenta|conta)(?:\s+banc[aá]ria)?`,
    String.raw`(?:envio|mando|dou|passo|te\s+paso|te\s+env[ií]o|te\s+mando|je\s+(?:vous\s+|t\x27)?envoie|i\x27?ll\s+send(?:\s+you)?|ich\s+schicke(?:\s+dir)?)\s+(?:o\s+|el\s+|mon\s+|my\s+|meu\s+|mi\s+|le\s+|den\s+|meine?n?\s+)?(?:nib|iban|rib|bankdaten|datos\s+bancarios|dados\s+banc[aá]rios|coordonn[eé]es\s+bancaires|bank\s+details|n[uú]mero\s+de\s+(?:cuenta|conta)|num[eé]ro\s+de\s+compte|account\s+number|kontonummer|numero\s+di\s+conto)`,
    String.raw`(?:bank|wire)\s+transfer`,
    // Cash on delivery through the post ("te lo mando contrarreembolso", "envio à cobrança", "contre-remboursement", "Nachnahme"): paid to the courier, outside the platform.
    // "à cobrança" alone is the Portuguese post's cash on delivery ("mando para qualquer lado à cobrança"); unaccented only with the post after it.
    String.raw`contra[\s-]?reembolso|contrarreembolso|(?:envio|env[ií]o|pagamento|pago)\s+(?:[àa]|a\s+la)\s+cobran[cç]a|contre[\s-]remboursement|cash\s+on\s+delivery|contrassegno|nachnahme`,
    String.raw`à\s+cobran[cç]a(?!\s+(?:d[eoa]s?|por)(?![\p{L}]))|a\s+cobran[cç]a(?=\s+(?:pel[oa]s?|via|atrav[eé]s\s+d[oa]s?)\s+(?:correios?|ctt))`,
    String.raw`pagamento\s+(?:por\s+fora|fora\s+d[ao]\s+(?:plataforma|site|app|olx))`,
    // Paying "por fora"/"por fuera" (outside), the platform left unnamed.
    String.raw`(?:pag(?:ar|o|as?|amos|ue[sn]?)|pagamento|pago)\s+(?:(?:todo|tudo|it|lo|o)\s+)?por\s+(?:fora|fuera|afuera)(?![\p{L}])`,
    String.raw`pago\s+fuera\s+de\s+(?:la\s+)?(?:plataforma|app|wallapop)`,
    String.raw`paiement\s+(?:en\s+)?(?:dehors|hors)\s+(?:de\s+)?(?:la\s+)?(?:plateforme|vinted|appli)`,
    String.raw`(?:pay|payment)\s+outside\s+(?:the\s+)?(?:platform|app|ebay)`,
    ...transferNames.map(disguised),
    // Last: the phrases that start with one of these names ("Wise transfer", "pix key") are tried before it; `ordinaryWord` reads the name alone.
    ...ambiguousWalletNames.map(({ name }) => disguised(name)),
  ].join('|'),
  'giu',
);
/**
 * A transfer of data, of ownership or of tickets is not a payment: "cabo de transferência de dados", "transferência dos
 * bilhetes pela app oficial", "transferência pela bilheteira do festival", "transfert des billets", "Übertragung", "transferência de nome" (a ticket's or a registration's holder),
 * "transferencia de la entrada"; nor a transfer the ticket seller's official app makes. A vehicle's change of owner is named by who
 * pays for it or that it is done ("Transferencia a cargo del comprador", "transferência incluída", "transferencia hecha en Tráfico"),
 * or by its costs ("gastos de transferencia", `transferCostsBefore`): a fee of the sale, not a way of paying the seller.
 */
const innocentTransfer =
  /^virement\s+de\s+bord|^(?:transfer[eê]ncia|transferencia)\s+(?:t[eé]rmica|textil|t[eê]xtil|por\s+calor|a\s+quente|de\s+calor|de\s+imagem|de\s+imagen)(?![\p{L}])|^(?:transfer[eê]ncia|transferencia|virement)\s+(?:(?:de|dos|das|do|da|del|de\s+los|de\s+las|de\s+la|de\s+l['’]|des|du)\s*)?(?:dados|datos|ficheiros|arquivos|archivos|fotos|m[uú]sica|propriedade|titularidade|propiedad|titularidad|calor|imagem|imagen|bilhetes?|entradas?|billets?|tickets?|lugares?|assentos?|asientos?|places?|nomes?|nombres?|noms?|titular(?:es)?|registo|registro|matr[ií]cula|dom[ií]nio|dominio|ve[ií]culos?|viaturas?|carros?|coches?|motos?)(?![\p{L}])|^(?:transfer[eê]ncia|transferencia)\s+(?:pela|pelo|via|na|no|por\s+la|por\s+el|en\s+la|en\s+el|con\s+la)\s+(?:(?:app|aplica[cç][aã]o|aplicaci[oó]n|site|web|p[aá]gina|plataforma)\s+)?(?:(?:da|do|de\s+la|del|de)\s+)?(?:oficial|bilheteira|taquilla|promotora|organiza\p{L}*)(?![\p{L}])|^(?:transfer[eê]ncia|transferencia)\s+(?:(?:[eé]|es|est[aá])\s+)?(?:a\s+cargo|por\s+cuenta|por\s+conta|paga\s+pelo|pagada\s+por|inclu[ií]d[ao]|incluso|hech[ao]|feita|tramitad[ao]|en\s+tr[aá]fico|na\s+conservat[oó]ria|en\s+la\s+dgt)(?![\p{L}])/iu;
/**
 * "gastos de transferencia", "custos da transferência", "despesas de transferência": the costs of a vehicle's change of owner; "folhas de
 * transferência", "papier transfert", "hojas de transferencia": the paper that carries a print onto cloth.
 */
const transferCostsBefore = /(?<![\p{L}])(?:(?:gastos|custos|costes?|despesas|impuestos?|tasas?|taxas?)\s+(?:de|da|del)|(?:pap[eé]is|papel(?:es)?|papier|paper|carta|folhas?|hojas?|feuilles?|vinil|vinilo|vinyle|decalques?)\s+(?:de|para|pour|per|da|di)?\s*)\s*$/iu;
const paypalAlone = new RegExp(String.raw`(?<![\p{L}\p{N}])${paypal}(?![\p{L}\p{N}])`, 'giu');

/**
 * The off-platform payment words as whole words (compiled once: the pattern is large). A name spelt out letter by letter and
 * followed by a one-letter word ("m b w a y e envio", "b i z u m y te lo envío") is joined with that word when the text is folded
 * ("mbwaye"): a single "e", "y", "o" or "a" glued to the name's end still ends it.
 */
const bounded = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${offPlatform.source})(?:(?![\p{L}\p{N}])|(?=[eyoa](?![\p{L}\p{N}])))`, 'giu');

/** The marketplaces a payment is said to go through, or to leave, by name. */
const platformNames = String.raw`vinted|olx|wallapop|ebay|leboncoin|milanuncios|subito|kleinanzeigen`;

/**
 * A way of paying named after the marketplace it is paid through, in one clause ("Pagamento na OLX com MB WAY", "Paiement via
 * Vinted (carte, PayPal)", "Buy through Vinted, pay with PayPal at checkout"): the platform's own checkout, not a payment outside
 * it — unless the platform is negated or left ("não pago pela Vinted", "fora da OLX").
 */
const platformBefore = new RegExp(
  String.raw`(?<![\p{L}])(?:pel[ao]|via|through|n[ao]|en|dans|sur|par|por|con|com|dentro\s+d[ao]|within|inside|at|in|on|auf|über|su|tramite|nella|sulla)\s+(?:(?:a|la|l\x27|the|el|o|die|der|das)\s*)?(?:app\s+(?:d[ao]\s+|de\s+|of\s+)?)?(?:${platformNames})(?![\p{L}])|(?<![\p{L}])at\s+checkout`,
  'iu',
);
const leavesPlatform = new RegExp(
  String.raw`(?<![\p{L}])(?:fora|fuera|hors|outside|au[sß]erhalb|fuori|sem|sin|sans|without|ohne|senza)\s+(?:(?:d[ao]|de|de\s+la|del|du|de\s+l\x27|the|der|dem|della|dalla)\s*)?(?:app\s+)?(?:${platformNames}|plataforma|plateforme|platform)`,
  'iu',
);
function paidThroughPlatform(text: string, start: number): boolean {
  const clause = text.slice(Math.max(0, start - 120), start).split(/[.!?;\n]/u).at(-1) ?? '';
  const cue = platformBefore.exec(clause);
  if (!cue || leavesPlatform.test(clause)) return false;
  const cueAt = start - clause.length + cue.index;
  // "Sur Vinted les frais sont chers, alors Lydia": a turn of the sentence between them offers the payment instead of the platform's.
  const between = text.slice(cueAt + cue[0].length, start);
  if (turnsAway.test(between) || between.trim().split(/\s+/u).length > 8) return false;
  return !isNegated(text, cueAt) && !isNegated(text, cueAt + cue[0].search(/\S+$/u));
}
const turnsAway = /(?<![\p{L}])(?:mas|but|pero|mais|alors|donc|so|ent[aã]o|entonces|aber|ma|per[oò]|instead|prefir\p{L}*|prefer\p{L}*|prefier\p{L}*|pr[eé]f[eè]r\p{L}*|lieber|meglio|ou\s+seja|sen[aã]o|sinon|otherwise|sonst|altrimenti|fees|frais|comiss\p{L}*|comisi\p{L}*|geb[uü]hr\p{L}*|commission\p{L}*)(?![\p{L}])/iu;

/** How far either side of a payment's name its sentence or title is read (characters). */
const sentenceReach = 240;

/** Words of a wallet or holder's room for cards: "espaço para cartões", "hueco para tarjetas", "compartiment pour carte", "fits a … card". */
const cardWords = String.raw`(?:cart[oõ]es|cart[aã]o|tarjetas?|cartes?|cards?|carte|karten?)`;
const holdsCards = new RegExp(String.raw`(?<![\p{L}])(?:espa[cç]os?|espacios?|huecos?|compartiment\p{L}*|compartimentos?|ranhuras?|ranuras?|slots?|space|room|spazio|scomparti?\p{L}*|f[aä]ch(?:er)?|platz|holds?|fits?|cabe[mn]?|caben?|tient|entre)(?![\p{L}])(?:\s+\p{L}+){0,2}\s+(?:para|pour|for|per|f[uü]r|a|an?|the|la|le|o|el|de)?\s*(?:(?:as|os|las|los|les|the|le|i|die)\s+)?${cardWords}(?![\p{L}])`, 'iu');
/** A way of paying named in a sentence about a wallet's room for cards, with no paying word ("cabe o cartão Revolut"): the card, an object. */
function cardHeld(text: string, start: number, end: number): boolean {
  const sentence = sentenceAround(text, start, end, sentenceReach).text;
  return holdsCards.test(sentence) && !asking.test(sentence.replace(text.slice(start, end), ''));
}

/** Words naming a book, film or print, before a title. */
const titleWords = String.raw`(?:livros?|libros?|livres?|libr[oi]|books?|buch|romance|roman|novel|filmes?|films?|pel[ií]cula|document[aá]rio|documental|documentaire|documentary|dvd|manual|guia|gu[ií]a|guide|revista|magazine|poster|estampa|print|imprim[eé]|stampa|aufdruck|slogan)`;
/** Supersets of what `holdsCards` and `inTitle` look for, to rule a text out at once. */
const anyCardWord = new RegExp(cardWords, 'iu');
const anyTitleCue = new RegExp(String.raw`["“”«»„]|${titleWords}`, 'iu');

/**
 * A way of paying named inside a work's or a print's title: in quotation marks ('camiseta "I love Bizum"') or within four words after
 * a word naming a book, film or print ("Book: The PayPal Wars", "Libro de Bizum para torpes"): the title, not a way to pay.
 */
const titleWordBefore = new RegExp(String.raw`(?<![\p{L}])${titleWords}(?![\p{L}])[:\s"“”«»„'‘’]+(?:[\p{L}'’-]+\s+){0,4}$`, 'iu');
function inTitle(text: string, start: number, end: number): boolean {
  const line = lineBefore(text, start, sentenceReach);
  const rest = lineAfter(text, end, sentenceReach);
  const open = line.search(/["“”«»„][^"“”«»„]*$/u);
  const close = rest.search(/["“”«»„]/u);
  // A quotation of a few words, the name among them (a name quoted alone, 'aceito "Bizum"', is still a way to pay).
  const quoted = open !== -1 && close !== -1 && (line.match(/["“”«»„]/gu)?.length ?? 0) % 2 === 1 && `${line.slice(open + 1)} ${rest.slice(0, close)}`.trim().split(/\s+/u).length >= 2;
  // '"Cash Only" vinyl single', '«Bizum» (livre)': a quotation closed right before a word naming a work is that work's title.
  const titledAfter = open !== -1 && close !== -1 && (line.match(/["“”«»„]/gu)?.length ?? 0) % 2 === 1 && workWordAfter.test(rest.slice(close + 1, close + 40));
  return quoted || titledAfter || titleWordBefore.test(line.slice(-60));
}
/** Right after a closing quotation mark: a word naming a work, one word between at most ("… vinyl single", "… (livro)", "… LP"). */
const workWordAfter = new RegExp(String.raw`^\s*\(?\s*(?:[\p{L}'’-]+\s+)?(?:${titleWords}|vinyl|vinil|vinilo|vinyle|single|lp|ep|cd|album|[aá]lbum|song|can[cç][aã]o|canci[oó]n|chanson|canzone|lied)(?![\p{L}])`, 'iu');

/** "like the Revolut Metal card", "Revolut metal colour", "cor MB WAY": a card or an app named for the look of the item, not a way to pay. */
const likeBefore = /(?<![\p{L}])(?:like\s+(?:the\s+|a\s+|an\s+)?|(?:como|comme|wie|come)\s+(?:o|a|la|le|el|die|der|il)\s+|(?:tipo|style|estilo|look)\s+)$/iu;
const lookAfter = /^\s+(?:\p{L}+\s+)?(?:colou?rs?|cor(?:es)?|color(?:es)?|couleurs?|farbe|colore|style|look|finish|acabamento|acabado)(?![\p{L}])/iu;
function namedForItsLook(text: string, start: number, end: number): boolean {
  return likeBefore.test(text.slice(Math.max(0, start - 16), start)) || lookAfter.test(text.slice(end, end + 30));
}

/**
 * A word naming a person just before a name: a relative, a friend or a title, with or without a possessive ("ma fille Lydia", "my
 * sister Monzo", "minha amiga", "Mme", "Frau"). Some wallets carry given names (Lydia, Vipps' and Twint's aside): a name right
 * after such a word is that person's.
 */
const personWordBefore = new RegExp(
  String.raw`(?<![\p{L}])(?:fille|fils|s(?:œ|oe)ur|fr[eè]re|m[eè]re|p[eè]re|amie?|copine|cousine?|ni[eè]ce|neveu|tante|oncle|grand-m[eè]re|b[eé]b[eé]|daughter|son|sister|brother|mother|father|mum|mom|friend|cousin|niece|nephew|aunt|granny|baby|filha|filho|irm[aã]o?|m[aã]e|pai|amig[oa]|prim[oa]|sobrinh[oa]|tia|tio|av[oó]|beb[eé]|hij[oa]|herman[oa]|madre|padre|sobrin[oa]|abuela|figli[oa]|sorella|fratello|amic[oa]|cugin[oa]|nipote|zia|nonna|tochter|sohn|schwester|bruder|mutter|vater|freundin|freund|nichte|neffe|oma|madame|mme|mrs|ms|miss|mr|sra|dona|se[nñ]ora|frau|signora|poup[eé]es?|bonecas?|mu[nñ]ecas?|bambol[ae]|puppen?|dolls?)\s*,?\s*$`,
  'iu',
);
/** A doll's or a figure's noun right after a name ("Lydia doll", "Lydia fashion doll"): the name is the doll's. */
const dollAfter = /^\s+(?:[\p{L}-]+\s+)?(?:dolls?|poup[eé]es?|bonecas?|mu[nñ]ecas?|bambol[ae]|puppen?|figurines?|figures?)(?![\p{L}])/iu;
const namedAsPerson = (text: string, start: number, end = start) => personWordBefore.test(text.slice(Math.max(0, start - 30), start)) || dollAfter.test(text.slice(end, end + 30));

/** A word of paying, as a noun or a verb (PT, ES, FR, EN, IT, DE). */
const payWord = String.raw`(?:pag(?:o|amentos?|ar|as?|am|os|ue[sn]?)|paiements?|payer|payez|paies?|r[eè]glement|r[eé]gle[zs]?|pay(?:ment|ing|s)?|pagament[oi]|pagare|zahlung|bezahl\p{L}*|zahl(?:e|en|st|t))`;
/** The platform as a place: its app, its site, or a marketplace by name. */
const platformNoun = String.raw`(?:app|aplica[cç][aã]o|aplicaci[oó]n|appli(?:cation)?|site|sitio|web|plataforma|plateforme|platform|plattform|piattaforma|portale|${platformNames})(?![\p{L}])`;
/** Leaving the platform: outside it ("fora do OLX", "fuera de la app", "hors du site", "außerhalb der Plattform") or not through it ("pas via le site", "not through the app", "nicht über die Plattform"). */
const leavingPlatform = String.raw`(?:(?:fora|fuera|hors|en\s+dehors|outside|off|au(?:ß|ss)erhalb|fuori|al\s+margen|[àa]\s+margem|en\s+marge)\s+(?:(?:d[ao]|de(?:\s+la)?|del|du|de\s+l\x27|of|the|der|des|dem|della|dalla|dal|di|von|vom)\s*)?(?:(?:la|le|l\x27|o|a|el|the|die|das|il|lo)\s*)?|(?:n[aã]o|no|pas|not|nicht|non)\s+(?:por|pela|pelo|via|par|through|on|[uü]ber|tramite|sur|en|na|no|con|com|sul|sulla)\s+(?:(?:la|le|l\x27|o|a|el|the|die|der|das|il|lo)\s*)?)${platformNoun}`;
/**
 * Paying, then leaving the platform later in the same sentence ("te pago en efectivo cuando nos veamos, fuera de wallapop", "règlement en liquide à la remise,
 * pas via le site", "Zahlung bar, nicht über die Plattform"): the payment is offered outside it, whatever the means.
 */
/** Leaving the platform, then paying in the same sentence ("l'échange hors Vinted, tu me paies directement"). */
const outsideThenPaying = new RegExp(String.raw`(?<![\p{L}])(${leavingPlatform})([^.!?;\n]{0,60}?)(?<![\p{L}])${payWord}(?![\p{L}])`, 'giu');
/**
 * Settling the sale outside the platform, said with a verb of arranging or doing ("tratamos disso por fora", "lo cerramos fuera de la plataforma", "on fait ça
 * en dehors du site", "we can sort it outside the app", "regeln wir außerhalb der Plattform", "lo facciamo fuori dalla piattaforma"): paying
 * the seller apart from it, whatever the means. Portuguese and Spanish "por fora"/"por fuera" name the outside on their own.
 */
const dealtOutside = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:combin\p{L}*|trat(?:a|amos|ar|o)|negoci\p{L}*|arregl\p{L}*|cerr(?:ar|amos)|acord\p{L}*|resolv\p{L}*)(?:\s+[\p{L}'’]+){0,3}?\s+por\s+(?:fora|fuera|afuera)(?![\p{L}])|(?:combin\p{L}*|fa(?:z|zer|zemos|ço|zes)|trat(?:a|amos|ar|o)|negoci\p{L}*|hac(?:er|emos|es)|hago|arregl\p{L}*|cerr(?:ar|amos)|fais|fait|faisons|faire|r[eè]gl(?:e|ons|er)|arrange|sort|deal|regel\p{L}*|mach(?:en)?|facc(?:iamo|io)|fare|sistem\p{L}*)(?:\s+[\p{L}'’]+){0,3}?\s+${leavingPlatform})`,
  'giu',
);
/** Couriers and postmen: paying one of them is paying on delivery. */
const courierWords = String.raw`(?:carteiro|estafeta|repartidor|mensajero|cartero|livreur|facteur|coursier|courier|postman|postie|corriere|postino|fattorino|postboten?|zusteller|kurier|paketboten?)`;
/** Paying the courier ("pagas en efectivo al repartidor", "règlement au livreur", "pay the courier on arrival", "bar beim Postboten"). */
const payingTheCourier = new RegExp(String.raw`(?<![\p{L}])${payWord}(?![\p{L}])[^.!?;\n]{0,40}?(?<![\p{L}])(?:ao|à|al|a\s+la|au|to\s+the|the|beim|dem|der|alla|allo)\s+(?:\p{L}+\s+)?${courierWords}(?![\p{L}])`, 'giu');
const payingOutside = new RegExp(String.raw`(?<![\p{L}])${payWord}(?![\p{L}])([^.!?;\n]{0,60}?)(?<![\p{L}])(${leavingPlatform})`, 'giu');
/** Carriers and couriers: the post of each country, parcel companies, and the words for a courier. */
const carrier = String.raw`(?:transporteur|livreur|coursier|courier|carrier|correos|ctt|correios?|la\s+poste|colissimo|chronopost|mondial\s+relay|dhl|ups|fedex|seur|mrw|gls|dpd|hermes|poste\s+italiane|corriere|brt|bartolini|sda|paketdienst|kurier|postbote|mensajer\p{L}*|estafeta|transportadora|spedizioniere)`;
/**
 * Paying on delivery by a carrier ("paiement en espèces à la livraison par mon transporteur", "pago contra entrega por mensajero",
 * "payment on delivery via DHL"): cash on delivery, paid to the courier outside the platform. Without a carrier in the sentence it is
 * a hand-over in person, which the marketplaces allow.
 */
const payOnCarrierDelivery = new RegExp(
  String.raw`(?<![\p{L}])${payWord}(?![\p{L}])\s+(?:[\p{L}]+\s+){0,3}?(?:[àa]\s+la\s+(?:livraison|r[eé]ception)|contra\s+entrega|en\s+la\s+entrega|n[ao]\s+entrega|[àa]\s+entrega|(?:on|upon|at)\s+delivery|alla\s+consegna|bei\s+(?:lieferung|zustellung|erhalt))(?![\p{L}])(?=[^.!?;\n]{0,60}?(?<![\p{L}])${carrier}(?![\p{L}]))`,
  'giu',
);

/** Cash in the six languages ("dinheiro", "numerário", "efectivo", "metálico", "espèces", "liquide", "cash", "contanti", "Bargeld"). */
const cashWord = String.raw`(?:dinheiro|numer[aá]rio|efectivo|efetivo|met[aá]lico|esp[eè]ces|liquide|cash|contanti|bargeld)`;
/** The hand-over a cash payment is made at, read with it ("… on collection", "… na entrega", "… al recogerlo", "… à la remise", "… bei Abholung"). */
const handOverAfter = String.raw`(?:\s+(?:only\s+)?(?:on|at|upon)\s+(?:collection|pick-?up|delivery|handover)|\s+(?:na|no|em|[àa]|al|en\s+la|[àa]\s+la|au|alla|bei|beim)\s+(?:entrega|recolha|levantamento|recogida|recoger(?:lo|la)?|entregar|remise|retrait|livraison|consegna|ritiro|abholung|[uü]bergabe|lieferung|zustellung)(?![\p{L}]))?`;
/** The platform's fees, named with the platform ("eBay fees", "comissões da Vinted", "frais Vinted", "commissioni della piattaforma"). */
const platformFees = String.raw`(?:(?:${platformNames}|plataforma|plateforme|platform|plattform|piattaforma|app|site)\s+(?:fees|charges)|(?:fees|charges|comiss(?:[oõ]es|[aã]o)|comisi(?:ones|[oó]n)|frais|commission[ie]?|commissions|geb[uü]hren|provisi(?:on|onen)|taxas?|tasas?)\s+(?:(?:de|da|do|of|the|della|dalla|der|des|du|di|sur)\s+(?:(?:la|a|o|el|le|il)\s+)?)?(?:${platformNames}|plataforma|plateforme|platform|plattform|piattaforma|app|site))`;
/**
 * Avoiding the platform's fees by dealing directly ("evitamos as comissões da Vinted e fazemos negócio direto", "skip the eBay fees if
 * you deal with me directly", "sin comisiones de Wallapop, te paso mi número"): a sale settled outside the platform.
 */
const feesAvoided = new RegExp(
  String.raw`(?<![\p{L}])(?:evit\p{L}*|avoid\p{L}*|skip\p{L}*|sav(?:e|ing)|[ée]vit\p{L}*|vermeid\p{L}*|spar\p{L}*|ahorr\p{L}*|poup\p{L}*|[ée]conomis\p{L}*|risparmi\p{L}*|salt\p{L}*|sin|sem|sans|without|ohne|senza|no)\s+(?:[\p{L}'’]+\s+){0,3}?${platformFees}(?![\p{L}])`,
  'iu',
);
/** Dealing directly or reaching the seller apart from the platform, in the sentence ("negócio direto", "en direct", "directly", "te paso mi número"). */
const dealtDirectly = /(?<![\p{L}])(?:diret[oa]s?|direct[oa]s?|directement|en\s+direct|directly|direct|direkt|dirett[oa]|diretta(?:mente)?|directamente|diretamente|statt\s+[uü]ber|fora|fuera|hors|outside|au(?:ß|ss)erhalb|fuori|(?:mi|meu|my|mon|mio|meine?)\s+(?:n[uú]mero|number|num[eé]ro|numero|nummer|whats\p{L}*|telefone|tel[eé]fono|handy)|whats\s?app|telegram)(?![\p{L}])/iu;

/**
 * Paying in cash, said as a way to pay: a word of paying then cash ("pagamento em dinheiro", "pago en efectivo", "me pagues en metálico",
 * "règlement en liquide", "pay me cash", "pagamento in contanti", "Bezahlung in bar"), cash then paying ("Barzahlung", "cash payment",
 * "bar bezahlen"), cash at collection ("cash on collection", "cash only", "nur bar", "só em dinheiro"). Not a cash box, a "bar" of pressure.
 */
const cashPayment = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:pag\p{L}*|pay(?:s|ing|ment|ments|[eé]e?s?|ez|er)?|paie\p{L}*|r[eè]gl\p{L}*|bezahl\p{L}*|zahl(?:e|en|st|t|ung|bar)?|accept\p{L}*|aceit\p{L}*|acept\p{L}*|accett\p{L}*|nehme)(?:-(?:me|te|nos|lo|la|mi))?\s+(?:(?:me|you|moi|mir|mi|te|vous|lo|la|o|a|it|him|her|i)\s+)?(?:(?:em|en|in|au|con|com|with|par|per|by|à|a|only|just|solo|s[oó]|seulement|uniquement|nur)\s+)?${cashWord}|(?:bezahl\p{L}*|zahl(?:e|en|st|t|ung)?)\s+(?:nur\s+)?(?:in\s+)?bar|bar(?:zahlung|geld)|bar\s+(?:bezahl\p{L}*|zahl(?:en|t|e)?)|cash\s+(?:payment|only|on\s+(?:collection|pick-?up|handover)|at\s+(?:collection|pick-?up))|(?:only|just)\s+cash|(?:s[oó]|solo|solamente|seulement|uniquement|nur|solo\s+in)\s+(?:em\s+|en\s+|in\s+)?${cashWord})(?![\p{L}])${handOverAfter}`,
  'giu',
);
/** Cash paid on the seller's delivery, the hand-over word read with it ("… à la livraison", "… bei Lieferung", "… on delivery", "… alla consegna a domicilio"). */
const paidOnSellersDelivery = /(?<![\p{L}])(?:livraison|lieferung|zustellung|delivery|consegna)(?![\p{L}])/iu;
/** A hand-over in person the buyer comes to ("entrega em mão", "entrega en mano", "remise en main propre", "collection only", "consegna a mano", "nur Abholung"). */
const handOverInPerson =
  /(?<![\p{L}])(?:(?:entrega|entregas|entrego)\s+(?:em|en)\s+m[aã]no|em\s+m[aã]o|en\s+mano|(?:remise\s+)?en\s+main\s+propre|in\s+person|collection|collected|collect|pick[\s-]?up|picked\s+up|a\s+mano|di\s+persona|ritiro|pers[oö]nlich\p{L}*|abholung|abholen|selbstabhol\p{L}*|recolha|levantamento|recogida|recoger|[àa]\s+la\s+remise|retrait)(?![\p{L}])/iu;

/**
 * Whether cash said at `start`…`end` is paid at a hand-over in person the marketplace allows (`cashAtHandOverAllowed`): the sentence names
 * the hand-over, neither the seller's delivery nor a refusal of the platform's payment. Read by the cash rules of other files too.
 */
export function cashPaidAtHandOver(text: string, start: number, end: number, profile: RuleContext['profile']): boolean {
  if (!cashAtHandOverAllowed[profile]) return false;
  const sentence = sentenceAround(text, start, end, sentenceReach).text;
  return handOverInPerson.test(sentence) && !paidOnSellersDelivery.test(sentence) && !refusesPlatformPayment.test(sentence);
}

/**
 * A way of paying limited, just after its name, to the hand-over in person ("mbway aceite, apenas na recolha em mão", "Bizum solo en mano", "Lydia
 * seulement en main propre", "Revolut only on collection in person"): paid face to face where the marketplace allows cash there, as cash would be.
 * Not where the sentence goes on to shipping ("só em mão ou envio"): paid for a parcel too.
 */
const onlyAtHandOverAfter = new RegExp(
  String.raw`^(?:\s+(?:accepted|taken|aceite|aceito|aceptad[oa]|accept[eé]e?|accettat[oa]|akzeptiert|ok))?\s*,?\s*(?:s[oó]|apenas|only|just|s[oó]lo|solamente|[uú]nicamente|seulement|uniquement|nur|soltanto|solo)\s+(?:(?:na|no|em|on|at|upon|en|[àa]|al|bei|beim|alla|in|au)\s+)?(?:(?:la|el|the|der|die|il|le|a|o)\s+)?(?:(?:entrega|recolha|recogida|recoger(?:lo|la)?|entregar(?:lo|la)?|remise|hand-?over|consegna|[uü]bergabe)\s+)?(?:(?:em|en|in|a|di)\s+)?(?:m[aã]os?|mano|main\s+propre|person|persona|pers[oö]nlich|collection|pick[\s-]?up|recolha|levantamento|recogida|abholung|ritiro|retrait)(?![\p{L}])(?![^.!?;\n]{0,40}?(?<![\p{L}])(?:ou|o|or|y|e|et|oder|od)\s+(?:\p{L}+\s+){0,2}?(?:envio|env[ií]o|envoi|ship\p{L}*|post\p{L}*|versand|spedi\p{L}*|mando|mand[oe]|send\p{L}*))`,
  'iu',
);
const paidOnlyAtHandOver = (text: string, end: number, profile: RuleContext['profile']) => cashAtHandOverAllowed[profile] && onlyAtHandOverAfter.test(text.slice(end, end + 60));

/** The seller's own purchase of the item: bought, a shop, a receipt (PT, ES, FR, EN, IT, DE). */
const purchaseSaid = /(?<![\p{L}])(?:comprei|comprad[oa]s?|compr[eé]|compramos|bought|purchased|achet[ée]e?s?|j['’]ai\s+achet\p{L}*|gekauft|acquistat[oaie]|comprat[oaie]|loja|tienda|boutique|magasin|shop|store|outlet|laden|gesch[aä]ft|negozio|fatura|factura|facture|receipt|invoice|rechnung|scontrino|ricevuta|ticket\s+de\s+(?:compra|caisse))(?![\p{L}])/iu;
/**
 * How the seller once paid for the item, in the past tense, with a wallet's name ("pagué con PayPal", "payé avec PayPal", "paid with
 * PayPal", "pagato con PayPal", "mit PayPal bezahlt"), in a sentence naming the purchase, the shop or its site: no way to pay the seller.
 */
const paidWithBefore = /(?<![\p{L}])(?:paguei|pagu[eé]|pagamos|pagad[oa]s?|pay[eé](?:e|s|es)?|paid|pagat[oaie]|bezahlt)\s+(?:\p{L}+\s+){0,2}?(?:com|con|with|avec|par|per|via|por|by|mit)\s+(?:(?:o|el|le|la|il|the)\s+)?$/iu;
const paidWithAfter = /^\s+(?:\p{L}+\s+){0,2}?(?:bezahlt|gezahlt)(?![\p{L}])/iu;
const shopSiteSaid = /(?<![\p{L}])(?:web(?:site|seite)?|site|sitio|sito|online|en\s+l[ií]nea|internet)(?![\p{L}])/iu;
function paidOnceForPurchase(text: string, start: number, end: number): boolean {
  if (!paidWithBefore.test(text.slice(Math.max(0, start - 40), start)) && !paidWithAfter.test(text.slice(end, end + 30))) return false;
  const sentence = `${sentenceBefore(text, start, sentenceReach)} ${sentenceAfter(text, end, sentenceReach)}`;
  return purchaseSaid.test(sentence) || shopSiteSaid.test(sentence);
}
/** The platform's protected payment by its own name ("paiement sécurisé", "pagamento seguro", "pago protegido", "secure payment", "sicheres Bezahlen"). */
const securePayment = String.raw`(?:${payWord}|envio|env[ií]o|envoi)\s+(?:\p{L}+\s+)?(?:s[eé]curis[eé]e?s?|segur[oa]s?|protegid[oa]s?|protected|secure[d]?|sicher\p{L}*|protett[oa])(?![\p{L}])|sicheres?\s+bezahlen|secure\s+checkout`;
/** Refusing the platform's own payment in the sentence ("no uso la pasarela", "I don't do payments through the site", "niente pagamenti online"). */
const refusesPlatformPayment = new RegExp(
  String.raw`(?<![\p{L}])(?:n[aã]o|no|not|don['’]?t|do\s+not|never|pas|jamais|nunca|nicht|kein\p{L}*|niente|senza|sin|sem|sans|without|ohne|nada\s+de|rien)\s+(?:[\p{L}'’]+\s+){0,4}?(?:online|en\s+l[ií]nea|pasarela(?:\s+de\s+pago)?|checkout|${platformNoun}|${securePayment})`,
  'iu',
);

/** The platform named as the way, between the two ("pagamento pela app, entregas fora da plataforma"): paid through it. */
const throughPlatformBetween = new RegExp(String.raw`(?<![\p{L}])(?:via|pel[ao]|por(?:\s+la)?|per|through|par|sur|su|[uü]ber|tramite|na|no|en|con|com|with|mit|avec|dentro\s+d[ao]|within|inside)\s+(?:(?:la|le|l\x27|o|a|el|the|die|der|das|il|lo)\s*)?${platformNoun}`, 'iu');

/** Buyer protection named beside PayPal, in the six languages (PayPal's "goods and services"). */
const buyerProtected =
  /(?<![\p{L}])(?:k[aä]uferschutz|buyer\s+protection|goods\s+(?:and|&)\s+services|waren\s+(?:und|&)\s+dienstleistungen|protec(?:ci[oó]n|ç[aã]o|cao)\s+(?:al|del|do|ao)\s+comprador|protection\s+(?:des\s+)?achats?|protezione\s+(?:acquisti|acquirente)|biens\s+et\s+services|bienes\s+y\s+servicios|bens\s+e\s+servi[cç]os|beni\s+e\s+servizi)(?![\p{L}])/iu;

/**
 * A transfer's word said of a name or an official system right after it ("transferência nominal", "transferencia oficial do clube"), or of
 * the organiser's official app ("transfiro na app oficial do festival", "transfer in the official app"): a ticket's name moved, no money.
 */
const namedOrOfficialAfter =
  /^\s+(?:nominal|nominativ[ao]|oficial|officiel(?:le)?|ufficiale|official|(?:(?:na|no|en|in|dans|nell['’]|nella|sur|on|through|pela|pelo|por|via|[uü]ber|mit|with|com|con|avec)\s+(?:(?:a|o|la|el|l['’]|the|der|die|den|il)\s*)?)?(?:app|aplica[cç][aã]o|aplicaci[oó]n|application|applicazione)\s+(?:oficial|officielle?|ufficiale|official|offizielle?n?)(?![\p{L}])(?!\s+(?:d[oae]l?|of\s+the|of|my|du|de\s+la|della|der|meu|mi|ma)\s+(?:\p{L}+\s+)?(?:banc\p{L}*|bank\p{L}*)))(?![\p{L}])/iu;
/** An official system's word before it ("sistema de transferencia", "système de transfert"). */
const systemBefore = /(?<![\p{L}])(?:sistema|system|syst[eè]me|servi[cç]o|servicio|service|servizio)\s+(?:de|of|di)\s+$/iu;
/**
 * A registration, a licence or a name the thing carries, earlier in the sentence ("Registado em meu nome na ANAC, faço a transferência",
 * "matriculada a mi nombre, hago la transferencia"): the transfer is of that registration, not a payment.
 */
const registeredBefore =
  /(?<![\p{L}])(?:registad[oa]|registrad[oa]|registered|immatricul\p{L}*|immatricolat[oa]|zugelassen|matriculad[oa]|em\s+meu\s+nome|a\s+mi\s+nombre|[àa]\s+mon\s+nom|in\s+my\s+name|a\s+mio\s+nome|auf\s+meinen\s+namen|titular|propriet[aá]ri[oa]|propietari[oa]|livrete|documento\s+[uú]nico|dua|v5c?|carte\s+grise|libretto|fahrzeugbrief|ficha\s+t[eé]cnica|permiso\s+de\s+circulaci[oó]n)(?![\p{L}])[^.!?\n]{0,80}$/iu;
/** Bank words right after it ("transferência bancária", "para a minha conta", "IBAN"). */
const bankAfter = /^\s*(?:banc\p{L}*|bank\p{L}*|iban|nib|rib|para\s+(?:a\s+)?(?:minha\s+)?conta|a\s+(?:mi\s+)?cuenta|sur\s+(?:mon\s+)?compte|to\s+my\s+account)/iu;
/**
 * The buyer or the new owner as whom a thing is transferred to ("je la transfère à la nouvelle propriétaire", "se transfiere a la compradora", "transfere para o
 * novo dono"): the seller hands over a registration, a warranty or an account of the item; money goes the other way.
 */
const toTheBuyer =
  /^\s*(?:(?:o|a|os|as|el|al|la|los|le|les|l['’]|à|au|ao|the|il|lo|all['’]|den|die|dem|der|seu|su|son|votre|your|vostro|nov[oa]|nuev[oa]|nouvel(?:le)?|nouveau|new|nuov[oa]|neuen?)\s*){0,3}(?:comprador(?:a|es)?|acheteu(?:r|se)s?|acqu[eé]reurs?|buyers?|purchasers?|donos?|due[nñ]os?|propriet[aá]ri[oa]s?|propietari[oa]s?|propri[eé]taires?|owners?|acquirente|compratore|k[aä]ufer(?:in|s)?|besitzer(?:in)?|eigent[uü]mer(?:in)?)(?![\p{L}])/iu;
/** A transfer of a registration or a ticket's name, not of money: said so around the word, and no paying (`payingSaidBefore`: "pagamento por", "paiement par") or bank word beside it. */
function ownershipTransfer(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 120), start);
  const after = text.slice(end, end + 40);
  if (payingSaidBefore(text, start) || bankAfter.test(after)) return false;
  return toTheBuyer.test(after) || namedOrOfficialAfter.test(after) || (systemBefore.test(before) && /^\s+(?:\p{L}+\s+)?(?:oficial|officiel(?:le)?|ufficiale|official|d[oe]l?\s+(?:clube|club))/iu.test(after)) || registeredBefore.test(before);
}

/** Off-platform payment: MB WAY, Bizum, Lydia, PayPal "friends", bank transfer; PayPal itself everywhere but eBay (on generic, not with buyer protection). */
export function findOffPlatformPayments(text: string, { profile }: RuleContext): Finding[] {
  const found: Finding[] = [];
  // Read once per text, and only once a name is found: without a card word, a quotation mark or a title word no name is a held
  // card or a title, and each name would otherwise read its sentence for them (a long text naming a way of paying a thousand times).
  let mayHoldCards: boolean | undefined;
  let mayQuoteTitles: boolean | undefined;
  // Whether the text holds any installing word (`mayNameInstalledApp`): read once, at the first name.
  let mayNameInstalled: boolean | undefined;
  // What makes a named way of paying no offer to pay outside: refused, an installed app, the platform's own checkout, a card held, a title.
  const notOffered = (start: number, end: number) =>
    isNegated(text, start) ||
    isRefusedAfter(text, end) ||
    paidOnlyAtHandOver(text, end, profile) ||
    isAskedAndDenied(text, end) ||
    namedAsPerson(text, start, end) ||
    ((mayNameInstalled ??= mayNameInstalledApp(text)) && namedAsInstalledApp(text, start, end)) ||
    paidThroughPlatform(text, start) ||
    paidOnceForPurchase(text, start, end) ||
    ((mayHoldCards ??= anyCardWord.test(text)) && cardHeld(text, start, end)) ||
    ((mayQuoteTitles ??= anyTitleCue.test(text)) && inTitle(text, start, end));
  for (const match of matchesOf(text, bounded)) {
    if (innocentTransfer.test(text.slice(match.index, match.index + 60)) || ownershipTransfer(text, match.index, match.index + match[0].length) || namedForItsLook(text, match.index, match.index + match[0].length) || ordinaryWord(text, match.index, match.index + match[0].length) || transferCostsBefore.test(text.slice(Math.max(0, match.index - 20), match.index)) || notOffered(match.index, match.index + match[0].length)) continue;
    found.push(finding('off_platform_payment', 'payments', text, match.index, match.index + match[0].trimEnd().length));
  }
  for (const pattern of [outsideThenPaying, payingTheCourier, dealtOutside]) {
    for (const match of matchesOf(text, pattern)) {
      const end = match.index + match[0].length;
      if (found.some((f) => f.start < end && match.index < f.end) || isNegated(text, match.index)) continue;
      // "hors Vinted, via Vinted je paie": the platform named as the way between leaving and paying.
      if (pattern === outsideThenPaying && throughPlatformBetween.test(match[2] ?? '')) continue;
      // "envio à cobrança, paga ao carteiro": the courier paid for a cash on delivery already found in the sentence is that one.
      if (pattern === payingTheCourier && found.some((f) => !/[.!?;\n]/u.test(f.end <= match.index ? text.slice(f.end, match.index) : text.slice(end, f.start)))) continue;
      found.push(finding('off_platform_payment', 'payments', text, match.index, end));
    }
  }
  for (const match of matchesOf(text, payOnCarrierDelivery)) {
    const end = match.index + match[0].length;
    if (found.some((f) => f.start < end && match.index < f.end) || isNegated(text, match.index)) continue;
    found.push(finding('off_platform_payment', 'payments', text, match.index, end));
  }
  for (const match of matchesOf(text, payingOutside)) {
    const end = match.index + match[0].length;
    const leaveAt = end - match[2]!.length;
    if (found.some((f) => f.start < end && match.index < f.end) || throughPlatformBetween.test(match[1]!)) continue;
    // "Não aceito pagamentos fora da app", "paiement jamais en dehors du site": refused, not offered.
    if (isNegated(text, match.index) || (!/^(?:n[aã]o|no|pas|not|nicht|non)\s/iu.test(match[2]!) && isNegated(text, leaveAt))) continue;
    found.push(finding('off_platform_payment', 'payments', text, match.index, end));
  }
  // Cash: where the marketplace has no hand-over in person (`cashAtHandOverAllowed`), paying in cash is paying outside it; where it
  // allows cash at a hand-over, cash is outside the platform only where the sentence refuses its payment.
  for (const match of matchesOf(text, cashPayment)) {
    const end = match.index + match[0].length;
    if (found.some((f) => f.start < end && match.index < f.end) || isNegated(text, match.index) || isRefusedAfter(text, end)) continue;
    // '"Cash Only" vinyl single', 'camiseta "Pago en efectivo"': a work's or a print's title, as for the wallets' names.
    if ((mayQuoteTitles ??= anyTitleCue.test(text)) && inTitle(text, match.index, end)) continue;
    // "Payé en espèces en boutique", "foi pago em dinheiro na loja": how the seller once bought the item, no way to pay the seller.
    const sentence = `${sentenceBefore(text, match.index, sentenceReach)} ${sentenceAfter(text, end, sentenceReach)}`;
    if (purchaseSaid.test(sentence)) continue;
    // "liquide à la livraison", "in bar bei Zustellung", "cash on delivery": paid when the seller brings it, a sale settled away from the platform's
    // shipping and its protection (a hand-over the buyer comes to, "on collection", "à la remise", "bei Abholung", is the marketplaces' own).
    if (cashAtHandOverAllowed[profile] && !refusesPlatformPayment.test(sentence) && !paidOnSellersDelivery.test(match[0])) continue;
    found.push(finding('off_platform_payment', 'payments', text, match.index, end));
  }
  // Avoiding the platform's fees by dealing directly: the sentence's fee phrase carries the finding.
  {
    const fees = feesAvoided.exec(text);
    if (fees && !found.some((f) => f.start < fees.index + fees[0].length && fees.index < f.end) && !isNegated(text, fees.index)) {
      const end = fees.index + fees[0].length;
      const sentence = `${sentenceBefore(text, fees.index, sentenceReach)} ${sentenceAfter(text, end, sentenceReach)}`;
      // "… envio direto pela app": directly through the platform is the platform's way.
      if (dealtDirectly.test(sentence) && !throughPlatformBetween.test(sentence)) found.push(finding('off_platform_payment', 'payments', text, fees.index, end));
    }
  }
  if (profile !== 'ebay') {
    for (const match of matchesOf(text, paypalAlone)) {
      if (found.some((f) => f.start <= match.index && match.index < f.end) || notOffered(match.index, match.index + match[0].length)) continue;
      // "über PayPal mit Käuferschutz", "goods and services via PayPal": on a marketplace of no checkout of its own (generic), a payment the
      // buyer is protected by is not one that leaves the buyer's protection.
      if (profile === 'generic' && buyerProtected.test(text.slice(Math.max(0, match.index - 40), match.index + match[0].length + 50))) continue;
      found.push(finding('off_platform_payment', 'payments', text, match.index, match.index + match[0].length));
    }
  }
  // "Règlement hors Vinted accepté par virement ou Lydia": where the sentence names the ways of paying, they carry the finding, not the
  // words saying the payment leaves the platform.
  const named = found.filter((f) => !leavingWord.test(f.evidence));
  const sameSentence = (a: Finding, b: Finding) => !/[.!?;\n]/u.test(a.end <= b.start ? text.slice(a.end, b.start) : text.slice(b.end, a.start));
  const kept = found.filter((f) => !leavingWord.test(f.evidence) || meansWord.test(f.evidence) || !named.some((n) => sameSentence(f, n)));
  return mergeAdjacent(text, kept.sort((a, b) => a.start - b.start));
}
/** A way of paying of its own inside a phrase that leaves the platform ("pago en mano fuera de la app", "espèces … hors du site"). */
const meansWord = /(?<![\p{L}])(?:mano|m[aã]o|main|hand|efectivo|dinheiro|numer[aá]rio|esp[eè]ces|liquide|cash|bar|contanti|met[aá]lico|bargeld)(?![\p{L}])/iu;
const leavingWord = /(?<![\p{L}])(?:fora|fuera|afuera|hors|dehors|outside|au(?:ß|ss)erhalb|fuori)(?![\p{L}])/iu;

/** "virement PayPal entre amis": ways of paying written one after the other (a space apart, not a list) are one finding. */
function mergeAdjacent(text: string, found: Finding[]): Finding[] {
  const merged: Finding[] = [];
  for (const f of found) {
    const last = merged.at(-1);
    if (last && f.start >= last.end && /^\s{1,2}$/u.test(text.slice(last.end, f.start))) merged[merged.length - 1] = { ...last, end: f.end, evidence: text.slice(last.start, f.end) };
    else merged.push(f);
  }
  return merged;
}
