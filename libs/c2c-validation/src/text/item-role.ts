import { matchesOf } from './matches.ts';
import { articles, complementWords } from './word-classes.ts';

/**
 * Whether a word matched in a listing names the item for sale or something the item is for, about, or made to hold.
 *
 * A noun names the item only where it heads its phrase. Three constructions make it a dependent instead, the same in
 * every language we read:
 * - after a word of purpose, use, compatibility or subject ("para", "for", "pour", "per", "für", "zum", French "à",
 *   "sobre", "about", "compatible with"…): what the item serves or speaks of, a few words on;
 * - after "de", "of", "du", "di", "da"… that follows another noun: a complement of that noun ("a glass of the kind for
 *   X"), unless that noun is a form, an amount, a container or a set of the thing (a bottle, a box, a lot, seeds, oil,
 *   capsules, grams), which sells the thing itself;
 * - in English, before another noun of its phrase (an English compound's head is its last noun: "X microphone", "X rack"),
 *   unless that noun is a form, amount, container or set again, a condition or a size word, or itself a matched term.
 *
 * The decision is by structure only; which nouns are terms stays the lexicon's ({@link ItemRoleOptions.isTerm}).
 */
export type ItemRole = 'item' | 'purpose' | 'complement' | 'modifier' | 'depiction' | 'likeness';

export interface ItemRoleOptions {
  /** Whether the text is English (pre-modifying compounds are read only there). */
  english: boolean;
  /** Whether a word is itself one of the lexicon's terms: a term heading the phrase is the item whatever follows. */
  isTerm: (word: string) => boolean;
  /** Whether the term names a made thing (a weapon, a blade, a seat, a document, an animal's likeness): one of plastic, foam or plush, or a toy one, is a likeness. */
  likeness?: boolean;
  /**
   * Whether a complement of another noun is read (default true): in a title, the noun before "de" heads a noun phrase; in a
   * description's sentences it is as often a verb ("preciso de", "acabei de"), so a description is read without it.
   */
  complements?: boolean;
  /**
   * The topic's part nouns (a weapon's barrel, magazine, stock, trigger, silencer): a part of the thing before "de"/"of", or after an
   * English term, sells the thing's part, which the topic covers ("cano de espingarda", "pistol magazine").
   */
  parts?: RegExp | undefined;
}

/** Words that introduce what an item is for, what it fits, or what it is about (PT, ES, FR, EN, IT, DE). */
const purposeWords = new Set(
  'para pra for pour per für fuer zum zur sobre about sur über ueber acerca regarding à fits fit cabe cabem caben entra entram entran holds tient tiennent passt passen entrano compatible compatibles compatível compatíveis compatibile compatibili kompatibel adatto adatta adatti adatte adequado adequada adequados adequadas apto apta aptos aptas adapté adaptée adaptés adaptées suitable geeignet'.split(' '),
);
/** Verbs of selling, giving or swapping as sellers open a listing with them (PT, ES, FR, EN, IT, DE). */
const saleVerbs = new Set(
  'vendo vende vendem vendemos vende-se vendese vendo-o vendo-a vendes vendons vends vend vendu sell selling sells sold verkaufe verkaufen verkauft vendesi vendiamo cedo cede doy dou regalo offro ofereço ofrezco offre troco cambio échange swap tausche despacho liquido'.split(' '),
);
/** A price ending the text before a word ("40 € ", "£30 ", "25 euros "): the amount a following "for" pays. */
const priceBefore = /(?:[€£$]\s?\d+(?:[.,]\d+)?|\d+(?:[.,]\d+)?\s?(?:€|£|\$|eur(?:os?)?))\s*$/iu;
const afterPrice = (text: string, at: number) => priceBefore.test(text.slice(Math.max(0, at - 16), at));
/** Words that join a second thing to the first ("with", "and", "or"): what follows them is sold too, or is another item. */
const joiningWords = new Set('com con avec with mit e y et and und ou o or oder ed plus mais'.split(' '));
/** Of the joining words, those that coordinate two nouns of one role ("X and Y"), where "with" adds a second thing. */
const coordinatingWords = new Set('e y et and und ou o or oder ed'.split(' '));
/**
 * Words saying what follows is a picture on the item or of it: a print, a pattern, a drawing, a theme, a painting or a
 * poster, a sticker or an embroidery (PT, ES, FR, EN, IT, DE). Not "motivo" or "logo", which also mean "reason" and "soon".
 */
const depictionBefore =
  /^(?:estampad[oa]s?|estampas?|estampagem|padr(?:[aã]o|[oõ]es)|desenhos?|dibujos?|motifs?|imprim[eé]e?s?|prints?|printed|patterns?|stampat[oa]|stamp[ae]|aufdrucke?|aufdruck|motive?|muster|designs?|dise[nñ]os?|themed?|th[eè]mes?|temas?|tematic[oa]|ilustra[cç](?:[aã]o|[oõ]es)|ilustraci[oó]n|illustrations?|illustrazion[ei]|pinturas?|paintings?|tableaux?|cuadros?|dipint[oi]|gem[aä]lde|posters?|cartaz(?:es)?|affiches?|l[aá]minas|bodeg[oó]n|silhouettes?|silhuetas?|siluetas?|bordad[oa]s?|brod[eé]e?s?|embroidered|stickers?|autocolantes?|pegatinas?|aufkleber|adesivi|decals?|vinilos?|vinis)$/iu;
/** The same, as an English or German word right after the thing ("… print", "… motif", "… logo"). */
const depictionAfter = /^(?:prints?|printed|patterns?|motifs?|motive?|logos?|stickers?|decals?|graphics?|embroidery|aufdruck|muster)$/iu;
/** An elided article or preposition glued to a word: "l'", "d'", "dell'", "all'", "nell'", "sull'". */
const elidedArticle = /^(?:l|d|dell|all|nell|sull|dall|un)['’]/iu;
/** Nouns of a brand, a logo or an advert: what follows their "de" is what the brand sells, not the item. */
const brandNouns = /^(?:marcas?|marques?|brands?|marchio|marchi|marken?|logos?|logotipos?|publicidade|publicidad|publicit[eé]|pubblicit[aà]|werbung|advertising|an[uú]ncios?|r[eé]clames?)$/iu;
/** Shape words: a picture of the thing only before "de"/"of" ("em forma de", "shape of", "forme de"). */
const shapeWords = /^(?:formas?|formato|formes?|shapes?|silhouettes?)$/iu;

/** "-shaped", " shaped" right after the thing (English; "förmig" glued in German). */
const shapedAfter = /^(?:[\s-]?shaped|f[oö]rmig)(?![\p{L}])/iu;
/** Looking like it, said just before it: "looks like a", "shaped like a", "parece um", "parece una", "ressemble à un", "sieht aus wie ein", "sembra un". */
const lookingLikeBefore =
  /(?<![\p{L}])(?:looks?\s+like|looking\s+like|shaped\s+like|parec(?:e|em|en)(?:\s+mesmo)?|ressembl(?:e|ent)\s+[àa]|sieht\s+(?:genau\s+)?aus\s+wie|aussieht\s+wie|sembr(?:a|ano)|a\s+forma\s+di|in\s+forma\s+di)\s+(?:(?:a|an|the|um|uma|un|une|una|ein|eine|einen|o|el|la|le|il|lo|de|du|des)\s+)?(?:real\s+|verdadeir[oa]\s+|de\s+verdad\s+|vrai\s+|echte[nrs]?\s+|vera?\s+)?$/iu;

/**
 * Materials no working weapon, blade, seat or live animal is made of, and words making it a toy or a plaything. Not wood: a
 * wooden staff, bow, crossbow or nunchaku is the real thing.
 */
const likenessWords =
  /^(?:pl[aá]stico|plastic|plastique|plastica|kunststoff|espuma|esponja|sponge|[eé]ponge|spugna|gommapiuma|eva|foam|mousse|gomma|schaumstoff|peluches?|pel[uú]cias?|plush|felt|feltro|fieltro|feutrine|feutre|filz|cart[aã]o|cart[oó]n|carton|cardboard|pappe|cartone|papel|paper|papier|carta|tecido|tela|tissu|fabric|stoff|chocolate|chocolat|cioccolato|schokolade|porcelana|porcelaine|porcelain|porzellan|porcellana|cer[aâ]mica|c[eé]ramique|ceramic|keramik|resina|resin|r[eé]sine|gesso|yeso|pl[aâ]tre|plaster|gips|borracha|goma|caoutchouc|rubber|lego|brinquedo|brincar|juguete|jouet|toy|giocattolo|spielzeug|inflatable|insufl[aá]vel|hinchable|gonflable)$/iu;
/** Words naming a scale model or its kit ("Modellbausatz Panzer", "maquette char", "modellino fucile"): a model of the thing, not the thing. */
const scaleModelWords = /^(?:modellbausatz|modellbaus[aä]tze|maquettes?|maquetas?|maquetes?|modellin[oi]|modelismo|modellismo|modellbau)$/iu;
/** A scale model named just before the term: a scale model's word, or English "scale model" ("1/6 scale model rifle kit"). */
function scaleModelBefore(before: Word[]): boolean {
  const last = before.at(-1)!.text;
  return scaleModelWords.test(last) || (/^models?$/iu.test(last) && /^scale$/iu.test(before.at(-2)?.text ?? ''));
}
/** "Toy" naming a dog breed's size ("toy poodle", "caniche toy", "Toy-Pudel"). */
const toyBreed = /(?<![\p{L}])(?:(?:caniches?|poodles?|pudel|barboncin[oi]|terriers?|spaniels?|pinschers?|fox)[\s-]+toy|toy[\s-]+(?:poodles?|caniches?|pudel|terriers?|fox|spaniels?|pinschers?))(?![\p{L}])/iu;
/** Words making a thing a toy or a plaything. */
const toyWords = /^(?:lego|brinquedo|brincar|juguete|jouet|toy|giocattolo|spielzeug|inflatable|insufl[aá]vel|hinchable|gonflable)$/iu;
/** Words linking a thing to its material or its use as a toy ("de madeira", "en plastique", "made of", "aus Holz", "de brincar"). */
const materialLinks = new Set('de em en in of aus di da made fait hecho feito'.split(' '));
/** Articles and possessives (numbers are read apart) that may stand between a marker and the noun it introduces. */
const determiners: ReadonlySet<string> = new Set([...articles, ...'your my seu sua meu minha su mi ton ta votre son sa'.split(' ')]);

/**
 * Forms, amounts, containers and sets of a thing (PT, ES, FR, EN, IT, DE): a noun of this class before "de"/"of", or
 * after an English term, sells the thing itself ("a box of X", "X seeds", "X oil", "5 bottles of X"); so do an animal's sexes and
 * young, in the plural ("machos de X", "femelles de X", "X chicks"): the animals themselves.
 */
const wholeOf =
  /^(?:lotes?|lots?|lotto|conjuntos?|ensembles?|sets?|packs?|pack|bundles?|kits?|packungs?|packung|caixas?|cajas?|bo[iî]tes?|box(?:es)?|scatol[ae]|kisten?|karton|cart[oó]n|cartons?|cajetillas?|ma[cç]os?|stecc[ah]e?|stangen?|schachteln?|garrafas?|botell(?:a|as|ines?)|bouteilles?|bottles?|bottigli[ae]|flaschen?|frascos?|flacons?|flacone|fl[aá]sc?hchen|jars?|latas?|canettes?|cans|tins?|barattol[oi]|lattin[ae]|dosen?|pacotes?|paquetes?|paquets?|packets?|pacchett[oi]|sach(?:ets?|et)|sacos?|sacs?|bags?|bolsas?|sacchett[oi]|beutel|t[uü]ten?|embalage(?:m|ns)|emballages?|confezion[ei]|cases?|crates?|casse|cassa|caisses?|unidades?|unit[eé]s?|units?|st[uü]ck|pe[cç]as|pieces?|pi[eè]ces?|doses?|gramas?|gramos?|grammes?|grams?|grammi|gramm|quilos?|kilos?|kg|g|litros?|litres?|liters?|litri|ml|cl|l|cole[cç][cç][aã]o|cole[cç][aã]o|colecci[oó]n|collections?|collezion[ei]|sammlung(?:en)?|pares?|paires?|pairs?|paar|p[aä]rchen|coppi[ae]|casa(?:l|is)|parejas?|couples?|sementes|semillas|graines|seeds|semi|samen|[oó]leos?|aceites?|huiles?|oils?|olio|[oö]le?|c[aá]psulas|g[eé]lules|capsules|capsule|kapseln|comprimidos|comprim[eé]s|tablets|tabletten|compresse|pastillas|pills|pillole|gomas|gummies|gotas|gouttes|drops|gocce|tropfen|extra(?:c?tos?|its?|cts?|tti?)|pó|polvo|poudre|powder|polvere|pulver|flores|fleurs|flowers|fiori|bl[uü]ten|cogollos|buds|resinas?|r[eé]sines?|recargas?|recharges?|refills?|l[ií]quidos?|liquides?|liquids?|juices?|pods|cartuchos?|cartouches?|cartridges?|cartucc[ei]a?|patronen|canetas?|plumas?|stylos?|pens?|seringas?|jeringas?|jeringuillas?|seringues?|syringes?|ampolas?|ampollas?|ampoules?|viales?|vials?|fiale|spritzen|ninhadas?|camadas|port[eé]es|litters?|cucciolat[ae]|w[uü]rfe|mach[oa]s|hembras?|f[eê]meas?|m[aâ]les|femelles?|males|females?|maschi|femmin[ae]|m[aä]nnchen|weibchen|crias|cr[ií]as|filhotes|chicks|poussins|pulcini|pollitos)$/iu;

/** English words after a term that leave it the head: condition, age, size, sale and quality words, and the words of a designation ("group 1", "model 70", "stage 2"). */
const englishTail = new Set(
  'group groups stage stages grade class type model version series generation gen mark new used boxed unboxed sealed unopened opened mint vintage rare genuine original authentic real old antique good great excellent working condition only available sale sold cheap offer offers bundle included inc incl with without for and or in on from by to at size sizes small medium large kids kid adult adults mens womens ladies child children baby edition limited collectors collector collectible collectable free postage delivery pickup collection brand ready available wanted needed left going here now today please forsale x'.split(
    ' ',
  ),
);

// A one-letter prefix and its hyphen are part of the word ("t-shirt", "e-bike", "x-ray"): the letter alone is no head.
const wordPattern = /(?:\p{L}-)?[\p{L}\p{N}'’]+/gu;
/** Marks that end a phrase: nothing on their far side modifies or complements a word on this side. */
const phraseBreak = /[,;:.!?()[\]{}|/\n–—•+]|\s-\s/u;
const phraseBreaks = new RegExp(phraseBreak.source, 'gu');

interface Word {
  text: string;
  start: number;
  end: number;
}

/** The words of the phrase before `start` (back to a phrase break), nearest last, at most `limit` of them. */
function wordsBefore(text: string, start: number, limit: number): Word[] {
  const from = Math.max(0, start - 80);
  const stretch = text.slice(from, start);
  const cut = lastBreak(stretch);
  const words: Word[] = [];
  for (const m of matchesOf(stretch.slice(cut), wordPattern)) words.push({ text: m[0], start: from + cut + m.index, end: from + cut + m.index + m[0].length });
  return words.slice(-limit);
}

/** The words of the phrase after `end` (up to a phrase break), at most `limit` of them. */
function wordsAfter(text: string, end: number, limit: number): Word[] {
  const stretch = text.slice(end, end + 80);
  const brk = phraseBreak.exec(stretch);
  const phrase = brk ? stretch.slice(0, brk.index) : stretch;
  const words: Word[] = [];
  for (const m of matchesOf(phrase, wordPattern)) {
    words.push({ text: m[0], start: end + m.index, end: end + m.index + m[0].length });
    if (words.length >= limit) break;
  }
  return words;
}

function lastBreak(stretch: string): number {
  let cut = 0;
  for (const m of matchesOf(stretch, phraseBreaks)) cut = m.index + m[0].length;
  return cut;
}

const isNumber = (word: string) => /\p{N}/u.test(word);

/**
 * The role of the mention `text.slice(start, end)`: `item` where it heads its phrase (or nothing says otherwise),
 * `purpose` after a word of purpose, fit or subject, `complement` after "de"/"of" following another noun that is no
 * form, amount, container or set of it, `modifier` before an English phrase's head noun.
 */
export function itemRole(text: string, start: number, end: number, options: ItemRoleOptions): ItemRole {
  return roleAt(text, start, end, options, 0);
}

/** How many amounts or forms back a complement's role is followed ("estojo para caixas de garrafas de X"): a chain is short. */
const maxHeadDepth = 3;

function roleAt(text: string, start: number, end: number, { english, isTerm, likeness = false, complements = true, parts }: ItemRoleOptions, depth: number): ItemRole {
  const before = wordsBefore(text, start, 8);
  const after = wordsAfter(text, end, 5);
  // A picture of the thing: a depiction word a few words before it in its phrase ("estampado de calavera y …", "en forme de …"),
  // or right after it ("… print", "… motif").
  const near = before.slice(-6);
  // An elided article glued to the word ("l'imprimé", "dell'illustrazione") is no part of it.
  const pictured = near.some((w, k) => depictionBefore.test(w.text.replace(elidedArticle, '')) || (shapeWords.test(w.text) && /^(?:de|of|di)$|^d['’]/iu.test(near[k + 1]?.text ?? '')));
  if (pictured || (after[0] && text.slice(end, after[0].start).trim() === '' && depictionAfter.test(after[0].text))) return 'depiction';
  // A thing shaped like it or looking like it ("vape-shaped USB stick", "a lighter that looks like a grenade", "parece uma pistola"): its look, not the thing.
  if (shapedAfter.test(text.slice(end, end + 12)) || lookingLikeBefore.test(text.slice(Math.max(0, start - 40), start))) return 'depiction';
  // A likeness of a made thing: of a material no real one is made of, or a toy ("… en plastique", "… de brincar", "wooden …").
  // "Toy poodle", "caniche toy": a dog breed's size, not a toy.
  if (likeness && !toyBreed.test(text.slice(Math.max(0, start - 12), end + 12)) && (isLikeness(after) || (before.length > 0 && (likenessWords.test(before.at(-1)!.text) || scaleModelBefore(before))))) return 'likeness';
  // Back from the mention to the marker, over determiners, numbers and one other word ("para fazer …", "de bom …").
  for (let i = before.length - 1, skipped = 0; i >= 0 && skipped <= 1; i--) {
    const word = before[i]!.text.toLowerCase().replace(/[’']$/u, '');
    // "compatible with", "compatível com": the fit word before the joining word makes it one of purpose.
    if (joiningWords.has(word)) {
      // After a price ("35 € para o X") the purpose word says what the price buys: the thing sold.
      if (purposeWords.has(before[i - 1]?.text.toLowerCase() ?? '')) {
        if (afterPrice(text, before[i - 1]!.start)) break;
        return 'purpose';
      }
      // "… para X e Y", "copas de X y Y": a noun joined by "and" to another shares its role; one after "with" is sold too.
      if (coordinatingWords.has(word)) continue;
      break;
    }
    if (purposeWords.has(word)) {
      // "Vendo para despachar X", "Selling for collectors X": after a verb of selling, "para"/"for" says why or to whom the seller
      // sells, and what follows is the thing sold; after a noun ("suporte para X") it is what that thing serves.
      if (saleVerbs.has(before[i - 1]?.text.toLowerCase() ?? '')) break;
      // "40 € pour 6 bouteilles de X", "£30 for a case of X": after a price, "for" says what the price buys, which is the thing sold.
      if (afterPrice(text, before[i]!.start)) break;
      return 'purpose';
    }
    // "marque de tabac", "marca de cerveja", "logo d'une marque de …": a brand's, a logo's or an advert's complement names what the brand
    // sells, in a description too (these nouns are no verbs before "de").
    if ((complementWords.has(word) || word.endsWith("d'") || word.endsWith('d’')) && brandNouns.test(before[i - 1]?.text ?? '')) return 'complement';
    if (complements && (complementWords.has(word) || word.endsWith("d'") || word.endsWith('d’'))) {
      const head = before[i - 1];
      // No noun before the complement word ("de 1990", at the phrase's start): nothing to depend on.
      if (!head || isNumber(head.text)) break;
      const headWord = head.text.toLowerCase();
      if (determiners.has(headWord)) break;
      if (wholeOf.test(headWord) || isTerm(head.text) || parts?.test(headWord)) {
        // An amount, a form, the thing or its part names it, in the role its own phrase gives it: "caixa de X" is X, "estuche para
        // plumas de X" what a case is for, "prateleira de garrafas de X" a shelf's complement.
        const headRole = depth < maxHeadDepth ? roleAt(text, head.start, head.end, { english: false, isTerm, complements, parts }, depth + 1) : 'item';
        if (headRole === 'purpose' || headRole === 'complement') return headRole;
        break;
      }
      return 'complement';
    }
    // A word between the marker and the mention: an article, a number, one adjective or verb; a second one ends the search.
    if (!determiners.has(word) && !isNumber(word)) skipped++;
  }
  // In English the phrase's head is its last noun: a term before it only modifies it (also after "with": "a shirt with a X print").
  if (english) {
    // In a text written in Title Case ("Beer Slug Traps With Lid") a capital says nothing of a word being a name.
    const capitalsAreStyle = titleCased(text);
    const head = (word: string) => isEnglishHead(word, isTerm, capitalsAreStyle);
    const next = after[0];
    // The head ends its phrase, or a preposition, a condition word or a number follows it ("… stand for six glasses"); a noun
    // followed by another noun is a telegraphic list ("X wood handle"), not the head.
    const further = after[1];
    const endsPhrase = !further || isNumber(further.text) || englishTail.has(further.text.toLowerCase());
    if (next && text.slice(end, next.start).trim() === '' && endsPhrase && head(next.text) && !parts?.test(next.text.toLowerCase())) return 'modifier';
    // A substance (not a made thing) before a compound of two or three nouns modifies its last one: "X slug traps", "X rummy card
    // game", "X tap handle collectible" name a trap, a game, a handle. A form, amount or container in the run sells the substance.
    if (!likeness && next && text.slice(end, next.start).trim() === '' && compoundHead(text, after, head, parts)) return 'modifier';
  }
  return 'item';
}

/** Whether the words after a term say it is made of a material no real one is made of, or made as a toy. */
function isLikeness(after: Word[]): boolean {
  const [first, second, third] = after.map((w) => w.text.toLowerCase());
  if (first === undefined) return false;
  // Bare after the thing only a toy word ("pistolet jouet", "pistola giocattolo"): a bare material there is a part's ("knife wood handle").
  if (toyWords.test(first)) return true;
  if (materialLinks.has(first) && second !== undefined && (likenessWords.test(second) || (determiners.has(second) && third !== undefined && likenessWords.test(third)))) return true;
  // A toy word further on in the phrase ("… com sons de brincar"): the thing is a toy whatever its first complement.
  return after.slice(1).some((w, k) => toyWords.test(w.text) && materialLinks.has(after[k]!.text.toLowerCase()));
}

/** How many nouns an English compound after a term may hold before its head. */
const maxCompoundNouns = 3;

/**
 * Whether the words after an English term are a compound of two or three nouns that ends its phrase (nothing after it, a number
 * or a condition, size or sale word): the compound's last noun heads the phrase. Each word joined to the next by a space only.
 */
function compoundHead(text: string, after: Word[], isHead: (word: string) => boolean, parts: RegExp | undefined): boolean {
  let nouns = 0;
  for (let k = 0; k < after.length; k++) {
    const word = after[k]!;
    if (k > 0 && text.slice(after[k - 1]!.end, word.start).trim() !== '') return false;
    const lower = word.text.toLowerCase();
    if (isNumber(word.text) || englishTail.has(lower)) return nouns >= 2;
    if (nouns >= maxCompoundNouns || !isHead(word.text) || parts?.test(lower)) return false;
    nouns++;
  }
  return nouns >= 2 && after.length < 5;
}

/**
 * Whether a word after an English term is the head noun of its phrase (the term then only modifies it). A capitalised word is a
 * name, not a noun of the phrase, unless the text capitalises its words anyway (`capitalsAreStyle`).
 */
function isEnglishHead(word: string, isTerm: (word: string) => boolean, capitalsAreStyle = false): boolean {
  if (word.length < 3 || isNumber(word) || (!capitalsAreStyle && /^\p{Lu}/u.test(word))) return false;
  const lower = word.toLowerCase();
  // A participle after the term says its state ("sealed", "vaccinated"): the term heads the phrase.
  if (/ed$/u.test(lower)) return false;
  return !englishTail.has(lower) && !wholeOf.test(lower) && !isTerm(word);
}

/**
 * Whether a text is written in Title Case: at least three words of three letters or more, all of them capitalised (a title, "Wine
 * Cork Board With Oak Frame"; not "Dark rum Havana"), read in its first 120 characters.
 */
function titleCased(text: string): boolean {
  const words = text.slice(0, 120).match(/[\p{L}][\p{L}'’]{2,}/gu) ?? [];
  const capitalised = words.filter((w) => /^\p{Lu}/u.test(w)).length;
  return words.length >= 3 && capitalised === words.length;
}

/** English function and listing words ("in" left out: Italian and German write it too). */
const englishWords = /(?<![\p{L}])(?:the|and|with|for|of|is|to|new|used|condition|boxed|size|from|only|this|very|good|great|comes)(?![\p{L}])/giu;
const otherWords =
  /(?<![\p{L}])(?:de|da|do|das|dos|del|la|el|le|les|los|las|com|con|avec|para|pour|per|und|mit|für|et|y|e|em|en|est|es|é|um|uma|une|un|novo|nueva?|nuevo|neuf|neuve|usad[oa]|nuovo|usato|neu|gebraucht|sem|sin|sans|ohne|muito|muy|très|molto|sehr|vendo|vende|vends|vendu|venduto|verkaufe|il|lo|gli|della|delle|nel|nella|sono|ist|der|das|ein|eine|nicht)(?![\p{L}])/giu;

/** Whether a listing's text reads as English: more English function words than those of our other languages. */
export function looksEnglish(text: string): boolean {
  const sample = text.slice(0, 600);
  const english = sample.match(englishWords)?.length ?? 0;
  const other = sample.match(otherWords)?.length ?? 0;
  return english > other;
}
