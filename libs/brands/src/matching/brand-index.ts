import type { BrandCategory } from '@circular/contract';
import type { BrandEntry } from '../table/brand-table.ts';
import { brandKey, brandTokens, isLegalSuffix, otherConjunctionKeys, withoutLegalSuffixes } from './brand-key.ts';
import { editDistance, respellsVowelPair } from './edit-distance.ts';
import { accessoryWords, adapterWords, partPositionWords, componentNouns, motifNouns, motifNounsAfter, authenticWords, fittingAdjectives, isMeasure, isStorage, comparesWithName, comparisonAfterWords, comparisonBeforeBrand, comparisonLinks, fitsAnyBeforeBrand, forWhomWords, bagWords, colourWords, comparisonWords, compatibilityWords, conjunctions, alternativeWords, mountWords, phraseWords, givenNames, holderKindWords, holderWords, isCopyWord, itemTraitWords, borrowedGoodsWords, makerCueWords, conditionWords, wornWords, sellersPhraseWords, ageWords, looseWords, lackWords, ofWords, personNouns, saysCheapCopy, lensKindWords, lensNouns, productWords, placeThings, placeWords, institutionWords, screenProtectorWords, screenWords, styleAdjectives, stylesProduct, withWordBefore, withWords, withoutBatteryHealth, materialWords, withoutTradeStandards, describingMakerNames, lengthGoodsNouns, occasionWords } from './reading-words.ts';
import { type Leading, RunReading, type Written } from './run-reading.ts';
import { bitCount, collapseDoubles, fuzzyBound, isDoubling, isLookalikeOf, isOtherWord, isTypoOf, letterMask, plausibleSubstitutions, typoDistance } from './typos.ts';
import { functionWords, functionWordsByLanguage } from './function-words.ts';
import { englishGoodsNouns, describedFirstNouns } from '../table/english-nouns.data.ts';
import { languagesOfWord, type WordLanguage } from '../table/word-languages.ts';
import { isSplitNamePhrase } from '../table/split-names.ts';
import { partKinds } from '../table/part-kinds.data.ts';

export type MatchMethod = 'exact' | 'alias' | 'fuzzy' | 'catalogue';

/** A brand string read as a brand of the table (or the core system's catalogue). */
export interface BrandMatch {
  /** The canonical name. */
  brand: string;
  method: MatchMethod;
  /** 1 for an exact match; 0.95 for an alias; below 0.9 for a fuzzy match, falling with each edit. */
  score: number;
  wikidata_id?: string;
  /** The brand this one belongs to (Redmi → Xiaomi), when it has one. */
  parent?: string;
}

/** A brand found in free text, with its place: `text.slice(start, end)` is what was written. */
export interface BrandMention extends BrandMatch {
  start: number;
  end: number;
  text: string;
  /** The brand family (PlayStation → Sony): two mentions of one family name one brand. */
  family: string;
  /** The brand is also a component or licence on other makers' items of the category (Shimano, Gore-Tex, Star Wars). */
  component: boolean;
}

export interface MatchOptions {
  /** Only brands of this category match ("Trek" is a bike brand, not a word in a shoe's title). */
  category?: BrandCategory | undefined;
}

interface KeyedEntry {
  entry: BrandEntry;
  alias: boolean;
  /** An alias another brand shares on purpose: it matches only where a category leaves one brand. */
  shared?: boolean;
}

/** English determiners: a word-brand right before one is a verb of the sentence ("kindle the fire"). */
const englishDeterminers = new Set(['the', 'your', 'my', 'our', 'their', 'his', 'her', 'its', 'this', 'these', 'those']);

/** A brand name this long opening a brand string names the maker whatever model words follow. */
const minDistinctiveLength = 7;

/** Runs of this many tokens at most are read as one brand in a brand string ("Bang & Olufsen", "Air Jordan", "Agatha Ruiz de la Prada"). */
const longestRun = 5;
/** A German "twin" of a scent ("Zwilling", "Duftzwilling", "Parfümzwillinge"), and the words linking it to the brand it copies. */
const twinWord = /zwilling(?:e|en)?$/;
const twinLinks = new Set(['von', 'vom', 'zu', 'zum', 'wie']);
/** Words saying where the item was bought ("comprado na", "acheté chez", "gekauft bei", "bought at", "comprato da"). */
const boughtWords = new Set(['comprado', 'comprada', 'comprados', 'compradas', 'comprei', 'compramos', 'adquirido', 'adquirida', 'achete', 'achetee', 'achetes', 'achetees', 'gekauft', 'bought', 'purchased', 'comprato', 'comprata', 'comprati', 'comprate', 'acquistato', 'acquistata', 'acquistati', 'acquistate']);
/** The prepositions and articles between a "bought" word and the shop. */
const shopPrepositions = new Set(['na', 'no', 'nas', 'nos', 'em', 'en', 'el', 'la', 'le', 'les', 'l', 'in', 'im', 'chez', 'a', 'au', 'aux', 'bei', 'beim', 'at', 'from', 'on', 'the', 'da', 'dal', 'dalla', 'presso', 'al', 'alla', 'nel', 'nella', 'der', 'dem', 'de', 'del']);

/**
 * A brand table made searchable: exact and alias keys in maps, fuzzy matching within a bound that
 * grows with the name's length and refuses ties. Built once per table (the default one at import).
 */
export class BrandIndex {
  readonly entries: readonly BrandEntry[];
  private readonly byKey = new Map<string, KeyedEntry[]>();
  /** Spaced keys ("pull and bear") for reading free text token by token. */
  private readonly byPhrase = new Map<string, KeyedEntry[]>();
  private readonly longestPhrase: number;
  /**
   * The first token of every phrase: a word that starts none starts no mention, so `mentions` reads
   * on without building its windows — most words of a text, and `mentions` runs on every text the
   * translator plans (its heaviest step in a profile under load, November 2026).
   */
  private readonly phraseStarts = new Set<string>();
  /**
   * Every phrase's keys cut after each of its tokens ("pull", "pull and", "pull and bear"): a window
   * of a text that opens no phrase cannot grow into one, so `mentions` stops widening it there.
   */
  private readonly phrasePrefixes = new Set<string>();

  private readonly lookalikes: ReadonlySet<string>;
  private readonly nearWords: ReadonlySet<string>;
  private readonly wordAliases: ReadonlySet<string>;
  private readonly aliasWords: ReadonlySet<string>;
  private readonly byName: ReadonlyMap<string, BrandEntry>;
  private readonly categoriesOf: (raw: string) => ReadonlySet<BrandCategory>;
  /** Each product line's key ("oldskool") and the brands that sell under it (`product-lines.data.ts`). */
  private readonly lines = new Map<string, BrandEntry[]>();
  /** The kinds of vehicle part and their makers, read on first need. */
  private partKindsRead: ReturnType<typeof partKinds> | undefined;
  /** The makers of some kind of vehicle part (their lines name parts, not vehicles), read on first need. */
  private partsMakersRead: ReadonlySet<string> | undefined;
  /** The first word of each product line, by the family whose line it is. */
  private readonly lineHeads = new Map<string, string[]>();
  /**
   * The keys by first letter and length: a fuzzy match keeps the first letter and is at most two
   * letters longer or shorter, so only those keys are compared (the table has thousands).
   */
  private readonly byFirstLetter = new Map<string, [key: string, collapsed: string, letters: number, entries: KeyedEntry[]][]>();
  /**
   * A name opening with digits ("7Artisans"), its key without them ("artisans"), by first letter and length: the keys by first letter
   * never meet it from its letters, yet a string as near those letters as another brand's key is that name written without its
   * digits as much, so it is a tie (`typo`), never a read. Letters of six or more: shorter ones are a word ("999 Games").
   */
  private readonly digitless = new Map<string, [key: string, entry: BrandEntry][]>();

  /**
   * `nearWords`: dictionary words within a typo of a brand, never read as its typo. `wordAliases`:
   * aliases of a brand whose name is a common word that are words themselves ("conti" beside Continental):
   * a string that is only such a word, in lower case, is the word. `aliasWords`: aliases of any brand that are words of our
   * languages and no slip of its name ("lomo" beside Lomography, "tommy", "docs"): written in lower case opening a string, read as a
   * word-brand's name is. `categoriesOf`: the categories a brand string's own
   * product nouns name ("pendientes" → watches-jewellery), read where the caller names no category.
   */
  constructor(
    entries: readonly BrandEntry[],
    {
      lookalikes = [],
      nearWords = [],
      wordAliases = [],
      aliasWords = [],
      categoriesOf = () => new Set(),
      productLines = [],
    }: {
      lookalikes?: readonly string[];
      nearWords?: Iterable<string>;
      wordAliases?: Iterable<string>;
      aliasWords?: Iterable<string>;
      categoriesOf?: (raw: string) => ReadonlySet<BrandCategory>;
      productLines?: Iterable<readonly [brand: string, lines: readonly string[]]>;
    } = {},
  ) {
    this.entries = entries;
    this.categoriesOf = categoriesOf;
    this.lookalikes = new Set(lookalikes.map(brandKey));
    this.nearWords = new Set(nearWords);
    this.wordAliases = new Set(wordAliases);
    this.aliasWords = new Set(aliasWords);
    this.byName = new Map(entries.map((entry) => [entry.name, entry]));
    for (const [brand, lines] of productLines) {
      const entry = this.byName.get(brand);
      if (entry === undefined) continue;
      for (const line of lines) {
        push(this.lines, brandTokens(line).join(''), entry);
        // A line's first word, the part a seller glues to the maker's name ("nikeair max").
        const first = brandTokens(line)[0];
        if (first !== undefined && first.length >= 3 && !/\d/.test(first)) push(this.lineHeads, entry.family, first);
      }
    }
    let longest = 1;
    for (const entry of entries) {
      for (const [name, alias] of [[entry.name, false] as const, ...entry.aliases.map((a) => [a, true] as const)]) {
        // The tokens once, the key from them (brandKey would read the name a second time).
        const tokens = brandTokens(name);
        const key = withoutLegalSuffixes(tokens).join('');
        if (key.length > 0) push(this.byKey, key, { entry, alias });
        for (const other of [...otherConjunctionKeys(tokens), ...possessiveDropped(tokens)]) if (!this.byKey.has(other)) push(this.byKey, other, { entry, alias: true });
        // Short aliases ("mi", "ps", "lv") and lower-case words are too ambiguous to find in free text.
        if (alias && tokens.join('').length < 5) continue;
        // Longer legal names ("Compagnie Générale des Établissements Michelin") would only widen every window read.
        if (tokens.length > 0 && tokens.length <= longestRun) {
          push(this.byPhrase, tokens.join(' '), { entry, alias });
          this.phraseStarts.add(tokens[0]!);
          longest = Math.max(longest, tokens.length);
        }
      }
      for (const alias of entry.sharedAliases ?? []) push(this.byKey, brandKey(alias), { entry, alias: true, shared: true });
      // The name a bracketed table name shows ("Lotus" for "Lotus (watches)") is found in free text as that brand's name too.
      if (entry.shown !== undefined) push(this.byPhrase, brandTokens(entry.shown).join(' '), { entry, alias: false, shared: true });
    }
    this.longestPhrase = longest;
    for (const phrase of this.byPhrase.keys()) {
      const tokens = phrase.split(' ');
      for (let n = 1; n <= tokens.length; n++) this.phrasePrefixes.add(tokens.slice(0, n).join(' '));
    }
    for (const [key, keyed] of this.byKey) push(this.byFirstLetter, `${key[0]!}${key.length}`, [key, collapseDoubles(key), letterMask(key), keyed]);
    for (const entry of entries) {
      const letters = this.nameKey(entry).replace(/^\d+/, '');
      if (letters.length >= 6 && letters !== this.nameKey(entry) && !this.byKey.has(letters)) push(this.digitless, `${letters[0]!}${letters.length}`, [letters, entry]);
    }
  }

  /**
   * The canonical brand a raw brand string names, or undefined when none does within the bounds or
   * two brands could be meant. A maker and its sub-brand ("Xiaomi Redmi Note 10") answer the
   * sub-brand with its parent; in an accessory's string ("Spigen capa para iPhone") only the words
   * before `para`, `for`, `pour`, `für`, `compatible`… can name its brand.
   */
  match(raw: string, options: MatchOptions = {}): BrandMatch | undefined {
    const found = this.read(raw, options);
    if (found === undefined) return undefined;
    // "cabo jack xlr 3m", "mangueira jardim 15m": a maker whose name is a measure ("3M"), written after the noun of goods sold
    // by length ("Cabo HDMI 3M" too: sellers write metres in capitals), is that length.
    const tokens = brandTokens(raw);
    if (isMeasure(brandKey(found.brand), undefined) && !this.measureNamesMaker(tokens, found)) return undefined;
    if (this.featureOfWornItem(tokens, found, options.category)) return undefined;
    if (this.shadeAfterColour(tokens, found, options.category)) return undefined;
    if (this.opensSentenceAsWord(raw, tokens, found)) return undefined;
    // "kindle the fire", "Mann und Frau", "Fischer und Netze": the one word the brand was read from is used as a word of the
    // sentence — a verb before an English determiner, or a noun joined by "and" to another noun that is no brand nor goods.
    // A name written with "and" ("Abercrombie & Fitch"), or an ampersand anywhere (a company's name: "Miele & Cie."), makes no
    // phrase of two nouns.
    const joinedName = brandTokens(found.brand).some((token) => conjunctions.has(token)) || raw.includes('&');
    // Only a conjunction written as a word of its own: "Y-wing", "e-bike" join no phrase.
    const ownWords = new Set(raw.toLowerCase().split(/\s+/));
    return tokens.some((token, k) => this.keysBrand(token, found.brand) && this.usedAsWord(tokens, k, joinedName || ![tokens[k + 1], tokens[k - 1]].some((next) => next !== undefined && conjunctions.has(next) && ownWords.has(next))))
      ? undefined
      : found;
  }

  /** Whether the tokens, written as several words, one with an accent the brand's one-word name lacks, only join into its name. */
  private joinsAccentedWord(raw: string, tokens: readonly string[], brand: string): boolean {
    if (tokens.length < 2 || !this.unaccentedOneWordName(brand)) return false;
    const words = wordsOf(raw);
    return words.length > 1 && words.some((word) => hasAccent(raw.slice(word.start, word.end)) && word.tokens.some((token) => tokens.includes(token)));
  }

  /**
   * Whether the brand's name is one word without an accent: only such a name can be glued from words written apart, one of them
   * with an accent it lacks (a name of several words, "Yves Saint Laurent", is written apart by its own maker).
   */
  private unaccentedOneWordName(brand: string): boolean {
    const name = this.entry(brand)?.shown ?? brand;
    return !hasAccent(name) && brandTokens(name).length === 1;
  }

  /**
   * "botas de montanha gore-tex", "casaco impermeável polartec": a maker that is only ever a component (a membrane, a fleece, a sole, a
   * zip), read alone after the noun of a garment or a shoe, names what the item is made with, not who made it — the item's maker is
   * not written. Opening the string it is the name the seller gives; before a line of its own (a shoe it makes) it is the maker.
   */
  private featureOfWornItem(tokens: readonly string[], found: BrandMatch, category: BrandCategory | undefined): boolean {
    const entry = this.entry(found.brand);
    if (entry?.componentIn === undefined || entry.componentIn.length < entry.categories.length) return false;
    const worn = wornCategories.filter((own) => entry.componentIn!.includes(own) && (category === undefined || category === own));
    if (worn.length === 0) return false;
    const at = tokens.findIndex((_, j) => [1, 2, 3].some((n) => j + n <= tokens.length && (this.byKey.get(tokens.slice(j, j + n).join('')) ?? []).some((keyed) => keyed.entry.name === found.brand)));
    if (at <= 0 || this.lineAt(tokens.slice(at + 1), found.brand, category) > 0) return false;
    return tokens.slice(0, at).some((token) => worn.some((own) => this.categoriesOf(token).has(own)));
  }

  /**
   * "vestido azul tiffany para …": a brand written right after a colour word, ending the item's words (nothing after it, or only
   * what the item is for: "para", whom, an occasion), where the string's nouns (and the category named) name only goods the
   * brand does not sell — nor carries as a licence: a red jersey of a car maker's licence stays its — is the colour's shade
   * named after it, not the maker ("camisola azul Zara" stays Zara's: Zara makes clothes).
   */
  private shadeAfterColour(tokens: readonly string[], found: BrandMatch, category: BrandCategory | undefined): boolean {
    const entry = this.entry(found.brand);
    if (entry === undefined) return false;
    const at = tokens.findIndex((token, j) => j > 0 && colourWords.has(tokens[j - 1]!) && this.keysBrand(token, found.brand));
    if (at === -1 || tokens.slice(0, at - 1).some((token) => this.keysBrand(token, found.brand))) return false;
    const after = tokens.slice(at + 1);
    if (after.length > 0 && !compatibilityWords.has(after[0]!) && !forWhomWords.has(after[0]!) && !occasionWords.has(after[0]!)) return false;
    const nouns = new Set(this.categoriesOf(tokens.slice(0, at - 1).join(' ')));
    if (category !== undefined) nouns.add(category);
    const own = new Set(sells(entry));
    return nouns.size > 0 && ![...nouns].some((noun) => own.has(noun));
  }

  /**
   * "Nothing wrong with it, …": a brand that is also a word, written alone as the string's first word, then a word in lower case
   * that names nothing of the item — none of the brand's lines, no model code, brand, goods, colour, state, material or trait —
   * and then an English function word, opens a sentence of ours with the word ("Mango blusa de seda", "Nothing Ear 2 with case"
   * keep it).
   */
  private opensSentenceAsWord(raw: string, tokens: readonly string[], found: BrandMatch): boolean {
    if (this.entry(found.brand)?.commonWord !== true || tokens.length < 4) return false;
    const words = wordsOf(raw);
    const [first, next, third] = words;
    if (first?.tokens.length !== 1 || next?.tokens.length !== 1 || third === undefined || !this.keysBrand(first.tokens[0]!, found.brand)) return false;
    const word = next.tokens[0]!;
    const written = raw.slice(next.start, next.end);
    if (written !== written.toLowerCase() || /\d/.test(word) || this.byKey.has(word) || this.isProductWord(word) || functionWords.has(word)) return false;
    if ([colourWords, conditionWords, itemTraitWords, materialWords, forWhomWords, sellersPhraseWords].some((set) => set.has(word))) return false;
    if (this.lineAt([...tokens.slice(1)], found.brand, undefined) > 0) return false;
    // English only, and no "of" or "for" (a noun's phrase, what it fits): a Romance goods noun the table lacks is written before
    // "de" as often ("Brio trenó de madeira").
    const joint = third.tokens[0]!;
    return functionWordsByLanguage.en.has(joint) && !ofWords.has(joint) && !compatibilityWords.has(joint);
  }

  private measureNamesMaker(tokens: readonly string[], found: BrandMatch): boolean {
    const key = brandKey(found.brand);
    // Opening the string it is the maker's name ("3M fita dupla face").
    if (tokens[0] === key) return true;
    return !tokens.slice(0, tokens.indexOf(key)).some((token) => lengthGoodsNouns.has(token));
  }

  /** Whether the token is, on its own, the key (name or alias) of the brand or of a sub-brand of its family. */
  private keysBrand(token: string, brand: string): boolean {
    return (this.byKey.get(token) ?? []).some(({ entry }) => entry.name === brand || this.ownedBy(entry.name, brand) || this.ownedBy(brand, entry.name)) || this.isLineOf(token, brand);
  }

  /**
   * Whether the token at `k` is used as a word of a sentence, not as a name: read by an alias or as a line, right before an
   * English determiner ("kindle the fire"), or joined by a conjunction to a plain word that is neither a brand nor goods ("Mann und Frau",
   * "Fischer und Netze") — two nouns of a phrase, where "Nike e Adidas" names two brands and "Zara e calças" the goods.
   */
  private usedAsWord(tokens: readonly string[], k: number, joinedName: boolean): boolean {
    // Only a word read by an alias or as a line: a maker's own name before "The" opens its product's title ("Rituals The Ritual of …").
    const byAliasOnly = (this.byKey.get(tokens[k]!) ?? []).every((keyed) => keyed.alias);
    if (byAliasOnly && englishDeterminers.has(tokens[k + 1] ?? '') && tokens[k + 2] !== undefined) return true;
    if (joinedName) return false;
    const plainWord = (word: string | undefined, joined: string) =>
      word !== undefined &&
      /^\p{L}{3,}$/u.test(word) &&
      !this.byKey.has(word) &&
      !this.byKey.has(joined) &&
      !isLegalSuffix(word) &&
      !this.isGoodsWord(word) &&
      !productWords.has(word) &&
      !accessoryWords.has(word) &&
      !colourWords.has(word) &&
      !materialWords.has(word) &&
      this.categoriesOf(word).size === 0;
    const token = tokens[k]!;
    return (
      (conjunctions.has(tokens[k + 1] ?? '') && plainWord(tokens[k + 2], `${token}${tokens[k + 1]}${tokens[k + 2]}`)) ||
      (conjunctions.has(tokens[k - 1] ?? '') && plainWord(tokens[k - 2], `${tokens[k - 2]}${tokens[k - 1]}${token}`))
    );
  }

  private read(raw: string, { category }: MatchOptions = {}): BrandMatch | undefined {
    // "p/ Xiaomi", "c/ caixa": the Portuguese abbreviations of "para" and "com".
    raw = raw.replace(/(^|[\s(])([pc])\/(?=\s*[\p{L}\d])/giu, (_, before: string, letter: string) => `${before}${letter.toLowerCase() === 'p' ? 'para' : 'com'} `);
    // "miele g 7100", "casio g 2900": a model code's letters written apart from its number, by a space, are the one code ("g7100") —
    // not a function word ("de 2019"), a size's "x" ("60 x 120"), a letter of a name written with a sign ("b&w 606"), nor a letter
    // before a year ("gt 1967": a car's model and its year).
    raw = raw.replace(/(?<=^|\s)(\p{L}{1,2}) (\d{3,5})(?=$|[\s,;])/gu, (written, letters: string, digits: string) =>
      functionWords.has(brandKey(letters)) || brandKey(letters) === 'x' || /^(?:19|20)\d\d$/.test(digits) ? written : `${letters}${digits}`,
    );
    // "Wi-Fi", "T-shirt", "micro-ondas": a word written with hyphens that is a product word or noun once joined is that one word.
    raw = raw.replace(/\p{L}+(?:-\p{L}+){1,2}/gu, (word) => (this.isProductWord(brandKey(word)) ? word.replace(/-/g, '') : word));
    // "chave phillips ph2", "cabo xlr": a trade standard's name beside the goods it is a standard of names the standard, no maker.
    raw = withoutTradeStandards(raw, brandKey);
    if (raw.length === 0) return undefined;
    // "telemóvel Huawei sem Google", "perfume para homem Hugo Boss": what the item lacks and who it is for name nothing it is or fits.
    raw = this.withoutLackedOrPerson(raw);
    // "sofá comprado na Conforama", "perceuse achetée chez Leroy Merlin": a shop of other makers' goods, named as where the item
    // was bought, is not its maker ("vestido comprado na Zara" keeps its shop's own label).
    raw = this.withoutShopBoughtAt(raw);
    // "chicco di caffè", "Esprit de Noël": a maker's word heading a Romance noun phrase is the noun, not the maker.
    raw = this.withoutNounOpeningOfPhrase(raw, category);
    // "iphone 12 bateria 88%": the battery's health is the device's condition, no battery sold.
    raw = withoutBatteryHealth(raw);
    // "filtro agua frigorifico samsung": a part opening the string, then the device it belongs to and that device's maker, is "para".
    raw = this.withImpliedFit(raw, category);
    // "pc gaming placa gráfica nvidia", "bicicleta travões shimano": a part's noun, then a maker of such parts, says what the item
    // comes with; the item is read from its own words alone (no word is written in, which brand joining could read: "pc com").
    const component = this.impliedComponentAt(raw, category);
    // Not a maker of the kind of vehicle part the string opens with, before the make the part fits ("discos de travão brembo audi a4").
    if (component !== -1) return this.kindMakerAfterNoun(brandTokens(raw), category, undefined) ?? this.read(raw.slice(0, component), { category });
    // "playstation5", "iphone13": a brand's name or alias glued to a model number is the two words.
    const allTokens = joinSpelledLetters(brandTokens(raw)).flatMap((token) => this.unglued(token));
    // "pulseira tipo Pandora": a brand the item is compared with is not its brand, as one it fits is not.
    const cut = allTokens.findIndex(
      (token, k) =>
        (compatibilityWords.has(token) && !this.garmentWord(allTokens, k)) ||
        (comparisonWords.has(token) && (token !== 'type' || comparesWithName(allTokens[k + 1]))) ||
        // "Duftzwilling von Chanel", "Zwilling von Dior Sauvage": German's scent "twin" of a brand (the knife maker's name is never
        // followed by "von").
        (twinWord.test(token) && (token.length > 9 || twinLinks.has(allTokens[k + 1] ?? ''))) ||
        (comparisonBeforeBrand.has(token) && !(token === 'style' && styleAdjectives.has(allTokens[k - 1] ?? '')) && this.brandFollows(allTokens, k + 1, category)) ||
        (fitsAnyBeforeBrand.has(token) && this.brandFollows(allTokens, k + 1, category)) ||
        (token === 'a' && allTokens[k + 1] === 'la' && this.brandFollows(allTokens, k + 2, category)) ||
        // "sneakers alla Adidas": Italian "alla" (in the manner of) as "à la".
        (token === 'alla' && this.brandFollows(allTokens, k + 1, category)),
    );
    const tokens = cut === -1 ? allTokens : this.withoutFitted(allTokens, cut, category);
    if (tokens.length === 0 || allTokens.some((_, k) => isCopyWord(allTokens, k))) return undefined;
    if (cut !== -1 && compatibilityWords.has(allTokens[cut]!) && this.wordBeforeFitted(tokens, allTokens.slice(cut + 1), category, raw === raw.toLowerCase())) return undefined;
    // "Barbour style jacket", "Converse-style trainers", "Dyson dupe", "Air Max 90 style": a brand (with its model numbers) right
    // before an English comparing word is the one the item is compared with ("Vintage style Levi's" still names Levi's).
    if (this.comparedBefore(allTokens, category)) return undefined;
    const cued = this.cuedMaker(allTokens, category);
    if (cued !== undefined) return cued;
    const keys = unique([withoutLegalSuffixes(tokens).join(''), tokens.join('')]);
    for (const key of keys) {
      // "de l'": function words joined are no alias of a brand ("del").
      if (tokens.length > 1 && functionWords.has(key)) continue;
      const found = this.lookup(key, category);
      // "alfa" alone is the word, not Alfa Romeo: a word-brand's alias that is itself a word counts only with capitals.
      if (found?.method === 'alias' && this.wordAliases.has(key) && raw === raw.toLowerCase()) return undefined;
      // "lã cor": words written apart, one with an accent the brand's name lacks, are words of ours, never its name joined (Lacor).
      if (found && this.joinsAccentedWord(raw, key === tokens.join('') ? tokens : withoutLegalSuffixes(tokens), found.brand)) continue;
      if (found && tokens.length === 2 && key === tokens.join('') && this.joinsSplitPhrase(tokens[0]!, tokens[1]!, found.brand)) continue;
      if (found !== undefined) return found ?? undefined;
    }
    if (keys.some((key) => this.lookalikes.has(key))) return undefined;
    // "Funda", "Mando": a string of product words only is no brand misspelt.
    const productWordsOnly = tokens.every((token) => productWords.has(token) || accessoryWords.has(token));
    // "Amp EMG": a word naming another family's brand is no part of a typo of the whole string (Ampeg).
    const fuzzy = productWordsOnly ? undefined : this.withoutOtherBrandWord(this.fuzzy(keys[0]!, category), tokens, category);
    // "Makitta berbequim chinês", "Guci mala barata": where the string says the goods come cheap or from where copies come, a
    // maker read only through a misspelling is a copy's label, not a slip; a maker written right keeps its reading.
    // So do comparing words ("tipo", "estilo", "inspired"): a name one slip off a maker's beside them is a copy's ("ténis addidas tipo gazelle").
    const cheapCopy = allTokens.some((_, k) => saysCheapCopy(allTokens, k));
    const copyCued = cheapCopy || allTokens.some((token) => comparisonWords.has(token) || comparisonAfterWords.has(token));
    const answer = (found: BrandMatch | undefined) => {
      if (found !== undefined && !this.writtenByName(found, allTokens) && (cheapCopy || this.readBySlip(found, allTokens))) {
        if (copyCued) return undefined;
        // "sapatilhas pumma decathlon": a name one slip off a maker's beside another maker of its goods written right is a copy's.
        return this.namedBesideMisspelt(tokens, category, found) ?? found;
      }
      if (found !== undefined || copyCued) return found;
      return this.namedBesideMisspelt(tokens, category, undefined) ?? this.misspeltMakerOfNouns(tokens, category, written) ?? (cut === -1 ? this.makeOfModel(tokens, category) : undefined);
    };
    // "Rímel", "Clínica": a word near a brand written with an accent the brand's name lacks is a word of our languages, not its typo.
    if (fuzzy && !(hasAccent(raw) && !hasAccent(fuzzy.brand))) return answer(fuzzy);
    const capitalised = /^\P{Ll}*\p{Lu}/u.test(raw.trimStart());
    const [opening, ...wordsWritten] = wordsOf(raw);
    // Words after a "with" word ("com 2 comandos") say what comes with the item: no model name, code or number of its maker.
    const withWord = wordsWritten.findIndex((word) => word.tokens.some((token) => withWords.has(token)));
    const later = withWord === -1 ? wordsWritten : wordsWritten.slice(0, withWord);
    // "EcoTank", "PowerShot": a later word with a capital inside it is a coined model name, as telling as a model number.
    // So is a short model code in capitals ("PRX", "XT") in a string not written all in capitals, when it is no legal form's word.
    const allCapitals = raw === raw.toUpperCase();
    const coinedName = later.some((word) => {
      const written = raw.slice(word.start, word.end);
      // A product's noun in capitals ("DVD", "TV", "GPS") is no model code.
      return /\p{Ll}\p{Lu}/u.test(written) || (!allCapitals && /^\p{Lu}{2,5}$/u.test(written) && !isLegalSuffix(written.toLowerCase()) && !productWords.has(written.toLowerCase()) && this.categoriesOf(written).size === 0);
    });
    const lowerCase = raw === raw.toLowerCase();
    const accentedOpening = opening !== undefined && hasAccent(raw.slice(opening.start, opening.end));
    // Tokens of words written with an accent ("máscara Rímel"): a word of our languages, never a maker misspelt.
    const accentedTokens = new Set(wordsOf(raw).filter((word) => hasAccent(raw.slice(word.start, word.end))).flatMap((word) => word.tokens));
    // Tokens of words written with a capital ("Anel Pandorra"): a name, where a maker that is also a word may be read misspelt.
    const capitalisedTokens = new Set(wordsOf(raw).filter((word) => /^\p{Lu}/u.test(raw.slice(word.start, word.end))).flatMap((word) => word.tokens));
    // Letters joined to a number in one later word ("DW-5600", "WH-1000XM4"): a model code, not a brand written before a number.
    // Tokens of coined words (a capital inside: "DualSense", "EcoTank"): a model's name wherever written, never another name.
    const coinedTokens = new Set(wordsOf(raw).filter((word) => word.tokens.length === 1 && /\p{Ll}\p{Lu}/u.test(raw.slice(word.start, word.end))).map((word) => word.tokens[0]!));
    const codeTokens = new Set(later.filter((word) => word.tokens.length > 1 && /^\p{L}+$/u.test(word.tokens[0]!) && /^\p{L}{1,4}-?\d[\p{L}\p{N}-]*$/u.test(raw.slice(word.start, word.end))).map((word) => word.tokens[0]!));
    // With no category named, the categories the string's product nouns name ("Tous pendientes oso" → watches-jewellery), read once if needed.
    let inferred: ReadonlySet<BrandCategory> | undefined;
    const inferredCategories = () => (inferred ??= category === undefined ? this.categoriesOf(raw) : new Set<BrandCategory>());
    // A model code (a letter, then digits: "CT-S300", "A168"), not numbers alone ("Focus 2", "GT 500") nor a measure ("1000mg").
    const modelCode = later.some((word) => /\p{L}.*\d/u.test(word.tokens.join('')));
    // "Trek Marlin 7", "Wilson Pro Staff 97", "Canyon Grail CF SL": after the maker's words (and product words), a word written
    // as a name (its capital) or a short code in capitals, and a number, a model code or a coined name after it — a model's
    // name, as a word's phrase is not ("Omega 3", "Puma Energy station").
    const allWords = opening === undefined ? [] : [opening, ...later];
    const ownWord = (word: { tokens: string[] }) => !word.tokens.some((token) => productWords.has(token) || accessoryWords.has(token));
    const modelWord = (word: { start: number; end: number; tokens: string[] }) => {
      const written = raw.slice(word.start, word.end);
      return ownWord(word) && (/^\d{1,4}$/.test(written) || romanNumeral.test(written) || /\p{L}.*\d/u.test(written) || /\p{Ll}\p{Lu}/u.test(written) || /^\p{Lu}{2,5}$/u.test(written));
    };
    const namedModel = (makerWords: number): boolean => {
      if (allCapitals) return false;
      let at = makerWords;
      while (at < allWords.length && !ownWord(allWords[at]!)) at++;
      const next = allWords[at];
      if (next === undefined) return false;
      const written = raw.slice(next.start, next.end);
      if (!/^\p{Lu}(\p{Ll}|\p{Lu}{1,4}$)/u.test(written)) return false;
      // A measure ("5 litros", "1000mg") is no model number after the name.
      return /^\p{Lu}{2,5}$/u.test(written) || /\p{Ll}\p{Lu}/u.test(written) || allWords.slice(at + 1).some((word, k, rest) => modelWord(word) && !isMeasure(word.tokens.join(''), rest[k + 1]?.tokens[0]));
    };
    // How many words carry the opening text of `openingText`.
    const wordsIn = (text: string): number => allWords.filter((word) => word.end <= raw.length - raw.trimStart().length + text.length).length;
    // The opening words that carry the first `n` tokens, as written.
    const openingText = (n: number): string | undefined => {
      // Read up to the end of each word in turn: a sign between words is a token too ("Head & Shoulders": head, and, shoulders).
      for (const word of [opening, ...wordsWritten]) {
        const count = brandTokens(raw.slice(0, word?.end)).length;
        if (count === n) return raw.slice(0, word?.end).trim();
        if (count > n) return undefined;
      }
      return undefined;
    };
    // A range of years, people or kilometres ("35-40 anos") is no focal range.
    const lensRange = later.some((word, k) => /^\d{1,3}-\d{2,4}(?:mm)?$/i.test(raw.slice(word.start, word.end)) && !rangeUnits.has(later[k + 1]?.tokens[0] ?? ''));
    const written = { capitalised, coinedName, lowerCase, accentedOpening, accentedTokens, capitalisedTokens, codeTokens, coinedTokens, modelCode, lensRange, namedModel, wordsIn, inferredCategories, openingText };
    // A brand cut as what the item fits is not read again from the sentence.
    const fittedCut = cut !== -1 && tokens.length < cut;
    const byRuns = this.byTokenRuns(withoutLegalSuffixes(tokens), category, written);
    // A parts maker that is also a word, named after the part's noun ("pastilhas gates renault clio"): read where the runs
    // read none, or read only the vehicle the part fits.
    // "bougies champion peugeot 206": a maker of the part's kind named after its noun, before the make the part fits.
    const kindMaker = cut === -1 ? this.kindMakerAfterNoun(withoutLegalSuffixes(tokens), category, byRuns) : undefined;
    if (kindMaker !== undefined) return answer(kindMaker);
    const afterNoun = cut === -1 ? this.partsMakerAfterNoun(withoutLegalSuffixes(tokens), category, written, byRuns) : undefined;
    if (afterNoun !== undefined) return answer(this.makerOfPartKind(tokens, category, afterNoun) ?? afterNoun);
    const ofPartKind = cut !== -1 ? undefined : this.makerOfPartKind(tokens, category, byRuns);
    if (ofPartKind !== undefined) return answer(ofPartKind);
    return answer(
      byRuns ??
      (fittedCut ? undefined : this.inSentence(raw, cut === -1 ? undefined : allTokens[cut]!, category)) ??
      (cut === -1 || fittedCut ? undefined : this.accessoryMaker(raw, allTokens[cut]!, category)) ??
      (cut === -1 || fittedCut ? undefined : this.namedBeforeFitted(raw, allTokens, cut, category)) ??
      (cut === -1 ? (this.lineBeforeModelCode(allTokens, category) ?? this.lineAfterOwnNouns(allTokens, category)) : undefined)
    );
  }

  /**
   * "vendo bicicleta da marca giant pouco usada", "pull de la marque kiabi", "Jacke der Marke Jack Wolfskin": the name (one to four
   * tokens, exact or by alias, of the category named) right after a word for "brand" is the maker's, though it is also a word and
   * whatever words follow; read with the words after it as a string of their own, a sub-brand of its family there answers. Not after a word for "without" ("sem marca mango" names no maker), nor after a word comparing the item
   * or saying what it fits ("tipo marca chanel", "capa para marca apple"), nor a colour ("marca branca": a shop's own label).
   */
  private cuedMaker(tokens: readonly string[], category: BrandCategory | undefined): BrandMatch | undefined {
    const k = tokens.findIndex((token) => makerCueWords.has(token));
    if (k === -1) return undefined;
    const before = tokens.slice(0, k);
    if (before.some((token) => lackWords.has(token) || noWordsBeforeBrandNoun.has(token) || compatibilityWords.has(token) || comparisonWords.has(token) || comparisonBeforeBrand.has(token))) return undefined;
    const first = tokens[k + 1];
    if (first === undefined || colourWords.has(first) || functionWords.has(first) || productWords.has(first)) return undefined;
    for (let n = Math.min(longestRun, tokens.length - k - 1); n >= 1; n--) {
      const found = this.lookup(tokens.slice(k + 1, k + 1 + n).join(''), category);
      if (!found) continue;
      // The words from the name on, read as a string of their own, may say more of the same family ("marca xiaomi redmi note 9").
      const read = this.match(tokens.slice(k + 1).join(' '), { category });
      return read !== undefined && this.entry(read.brand)?.family === this.entry(found.brand)?.family ? read : found;
    }
    return undefined;
  }

  /**
   * Compatibility words that are English words of a garment too: "fur" (the material) folds to German "für", and "fit" is a garment's
   * cut ("slim fit", "regular fit jeans"). Before a garment's or a shoe's noun, or after a word saying what fur or what cut it is,
   * they describe the item, and a maker after them is the item's own ("fur coat Zara", "slim fit shirt Massimo Dutti").
   */
  private garmentWord(tokens: readonly string[], k: number): boolean {
    const token = tokens[k];
    if (token !== 'fur' && token !== 'fit') return false;
    const nouns = this.categoriesOf(tokens[k + 1] ?? '');
    if (nouns.has('clothing') || nouns.has('footwear')) return true;
    return token === 'fur' ? furTrims.has(tokens[k + 1] ?? '') || furKinds.has(tokens[k - 1] ?? '') : fitCuts.has(tokens[k - 1] ?? '') || tokens[k + 1] === 'and';
  }

  /** Whether a maker was read by a seller's slip: a typo, or a misspelling alias one or two edits off its name ("addidas"). */
  private readBySlip(found: BrandMatch, tokens: readonly string[]): boolean {
    if (found.method === 'fuzzy') return true;
    const entry = this.entry(found.brand);
    if (found.method !== 'alias' || entry === undefined) return false;
    const name = this.nameKey(entry);
    return tokens.some((_, i) => [1, 2].some((n) => {
      const key = tokens.slice(i, i + n).join('');
      return key !== name && (this.byKey.get(key) ?? []).some((keyed) => keyed.alias && keyed.entry === entry) && editDistance(key, name, 2) <= 2;
    }));
  }

  /**
   * Whether the brand read (or its owner) is written by its name or an alias, not read through a misspelling alone: an alias
   * within two letters of the name is a misspelling the table lists ("adiddas", "guci"), no other name, and a product line
   * ("galaxy", "submariner") is what a copy is sold as, not whose it is.
   */
  private writtenByName(found: BrandMatch, tokens: readonly string[]): boolean {
    const names = new Set([found.brand, found.parent]);
    const byName = ({ entry, alias }: KeyedEntry, key: string) => {
      if (!names.has(entry.name)) return false;
      const name = this.nameKey(entry);
      return !alias || key === name || (editDistance(key, name, 2) > 2 && !this.isLineOf(key, entry.name));
    };
    for (let i = 0; i < tokens.length; i++) {
      for (let n = 1; n <= longestRun && i + n <= tokens.length; n++) {
        const key = tokens.slice(i, i + n).join('');
        if ((this.byKey.get(key) ?? []).some((keyed) => byName(keyed, key))) return true;
      }
    }
    return false;
  }

  /**
   * "pneu scorpion", "capacete scorpion": among vehicle parts (named, or none named), a string opening with the noun of a kind of
   * part (`part-kinds.data.ts`) where the runs read a maker of another kind only: a maker of the opening kind whose name or
   * product line the same words are is meant (Pirelli's tyre line, not the exhaust maker of that name). Where the runs read
   * nothing (a word-maker in lower case), so is such a name or line right after the noun. Else undefined.
   */
  private makerOfPartKind(tokens: string[], category: BrandCategory | undefined, read: BrandMatch | undefined): BrandMatch | undefined {
    if (category !== undefined && category !== 'vehicle-parts') return undefined;
    const kinds = (this.partKindsRead ??= partKinds());
    const kind = kinds.find(({ nouns }) => nouns.has(tokens[0] ?? ''));
    if (kind === undefined) return undefined;
    const family = read === undefined ? undefined : this.entry(read.brand)?.family;
    const familyOf = (name: string) => this.entry(name)?.family;
    if (read !== undefined && (family === undefined || kind.makers.some((maker) => familyOf(maker) === family))) return undefined;
    if (read !== undefined && !kinds.some(({ makers }) => makers.some((maker) => familyOf(maker) === family))) return undefined;
    // The kind's makers themselves, not every brand of their families (ATE, a brake maker of a tyre maker's group).
    const ofKind: ReadonlySet<string> = new Set(kind.makers);
    // A maker of the kind named by the first word of its name ("scorpion" of Scorpion Exo).
    const byFirstWord = (run: string) => kind.makers.flatMap((maker) => this.entry(maker) ?? []).filter((entry) => run.length >= 4 && brandTokens(entry.name)[0] === run);
    for (let i = 1; i < (read === undefined ? Math.min(2, tokens.length) : tokens.length); i++) {
      for (let n = Math.min(3, tokens.length - i); n >= 1; n--) {
        const run = tokens.slice(i, i + n).join('');
        // The same words must name the maker read ("scorpion"), not a part of another name read whole ("scorpion exo").
        if (functionWords.has(run) || (read !== undefined && !(this.byKey.get(run) ?? []).some(({ entry }) => entry.name === read.brand))) continue;
        const named = unique([...(this.byKey.get(run) ?? []).map(({ entry }) => entry).filter((entry) => ofKind.has(entry.name)), ...byFirstWord(run)]);
        const lined = (this.lines.get(run) ?? []).filter((entry) => ofKind.has(entry.name));
        const makers = unique([...named, ...lined].map((entry) => entry.family));
        if (makers.length !== 1) continue;
        const maker = named[0] ?? this.entry(makers[0]!);
        // Read from the noun alone, a name or line (often an ordinary word: "power", "angel", which the word lists do not cover)
        // is the maker's only before a word of the part's own — a size or number, its position, state or colour — or nothing:
        // "tyre power inflator" is a pump.
        if (read === undefined && !this.partWordAfter(tokens.slice(i + n))) continue;
        if (maker !== undefined) return { ...this.result({ entry: maker, alias: named.length === 0 }), score: 0.8 };
      }
    }
    return undefined;
  }

  /**
   * "bougies champion peugeot 206", "mala shad sh40 yamaha xmax", "peugeot 307 velas bosch": the noun of a kind of vehicle part
   * (`part-kinds.data.ts`), then a maker of that kind by its name or its name's first word, with at most the part's own words
   * between (no brand, no number: "vela de ignição", "escovas limpa vidros"), is the part's maker. The runs' reading (or none, where
   * they read two) stands unless it is another family's vehicle brand that makes no part of that kind: the make the part fits
   * names compatibility, not the brand. A maker of the kind with nothing after it but a word of the part's own or another
   * vehicle brand, so that "velas perfumadas champion" (candles) reads none.
   */
  private kindMakerAfterNoun(tokens: string[], category: BrandCategory | undefined, read: BrandMatch | undefined): BrandMatch | undefined {
    if (category !== undefined && category !== 'vehicle-parts') return undefined;
    const readEntry = read === undefined ? undefined : this.entry(read.brand);
    if (readEntry !== undefined && !readEntry.categories.includes('vehicle-parts')) return undefined;
    const kinds = (this.partKindsRead ??= partKinds());
    const isVehicleBrand = (at: number) =>
      [3, 2, 1].some((size) => {
        if (at + size > tokens.length || (size > 1 && functionWords.has(tokens[at]!))) return false;
        const other = this.lookup(tokens.slice(at, at + size).join(''), 'vehicle-parts');
        // A make named by its model alone ("brembo golf 7") is the make the part fits too.
        return (other != null && this.entry(other.brand)?.categories.includes('vehicle-parts') === true) || (size < 3 && this.makeOfModelAt(tokens, at, size) !== undefined);
      });
    for (let at = 0; at < tokens.length; at++) {
      const kind = kinds.find(({ nouns }) => nouns.has(tokens[at]!));
      // Nouns of other goods before the part's ("bicicleta discos brembo"): the part is a component of those goods.
      // After a "with" word ("jantes bmw com pneus michelin") or another part's noun, the part comes with that item: not its maker.
      const before = tokens.slice(0, at);
      if (kind === undefined || [...this.categoriesOf(before.join(' '))].some((named) => named !== 'vehicle-parts')) continue;
      if (before.some((token) => withWords.has(token) || (this.categoriesOf(token).has('vehicle-parts') && !kinds.some(({ nouns }) => nouns.has(token)) && !this.lines.has(token) && this.lookup(token, undefined) == null))) continue;
      const makers = kind.makers.flatMap((maker) => this.entry(maker) ?? []);
      if (readEntry !== undefined && makers.some((maker) => maker.family === readEntry.family)) return undefined;
      for (let i = at + 1; i < Math.min(tokens.length, at + 4); i++) {
        const token = tokens[i]!;
        const named = makers.filter((entry) => (this.byKey.get(token) ?? []).some((keyed) => keyed.entry === entry) || (token.length >= 4 && brandTokens(entry.name)[0] === token));
        // A function word is that word ("discos de travão até 2018"); a maker's name that is a word of ours needs the make it fits or its line after it.
        if (named.length === 1 && !functionWords.has(token)) {
          const maker = named[0]!;
          const after = tokens.slice(i + 1);
          if (maker.commonWord && !(isVehicleBrand(i + 1) || before.some((_, k) => isVehicleBrand(k)) || this.lineAt(after, maker.name, 'vehicle-parts') > 0)) break;
          // What follows is the part's own (a size, a position, a model code, a state…), the make it fits, or nothing.
          const fits = after.length === 0 || this.partWordAfter(after) || isVehicleBrand(i + 1) || /\p{L}.*\d|\d.*\p{L}/u.test(after[0]!) || this.lineAt(after, maker.name, 'vehicle-parts') > 0;
          if (!fits) break;
          // The runs read the maker's own family, or a vehicle brand: only another family's vehicle brand gives way.
          if (readEntry !== undefined && readEntry.family === maker.family) return undefined;
          return { ...this.result({ entry: maker, alias: false }), score: 0.8 };
        }
        // Between the noun and the maker, the part's own words only: another kind's noun or a vehicle part's, a Romance "de" and the
        // word after it ("vela de ignição"); a describing word ("velas perfumadas") makes the item something else.
        const ownWord = kinds.some(({ nouns }) => nouns.has(token)) || this.categoriesOf(token).has('vehicle-parts') || romanceOfWords.has(token) || romanceOfWords.has(tokens[i - 1]!);
        if (!ownWord || /\d/.test(token) || (!functionWords.has(token) && this.lookup(token, undefined) != null)) break;
      }
    }
    return undefined;
  }

  /**
   * The vehicle make whose model the `size` tokens at `at` write, followed by a generation mark ("golf 7", "série 3 e90", "corsa d"):
   * a product line of exactly one maker of vehicle parts that makes no kind of part (`part-kinds.data.ts`), a word (no number
   * alone), which is no brand's name or alias of its own.
   */
  private makeOfModelAt(tokens: readonly string[], at: number, size: number): BrandEntry | undefined {
    if (at + size >= tokens.length) return undefined;
    const key = tokens.slice(at, at + size).join('');
    const makes = unique((this.lines.get(key) ?? []).map((entry) => entry.name));
    if (makes.length !== 1 || !/^\p{L}/u.test(key) || this.lookup(key, undefined) != null || !generationMark.test(tokens[at + size]!)) return undefined;
    const make = this.entry(makes[0]!);
    // A parts maker's line ("power" tyres) names a part, not the vehicle it fits.
    const partsMakers = (this.partsMakersRead ??= new Set((this.partKindsRead ??= partKinds()).flatMap(({ makers }) => makers)));
    return make?.categories.includes('vehicle-parts') === true && !partsMakers.has(make.name) ? make : undefined;
  }

  /**
   * "farol clio 4 direito", "jantes golf 7", "para-choques série 3 e90": a seller of car parts writes the model without its make.
   * Where the string is about vehicle parts (the category named; with none, a vehicle part's noun before the model and no other
   * goods' noun), a product line of exactly one maker of vehicle parts, which is no brand's name or alias of its own, followed by
   * a generation mark (a number, a roman numeral, a letter, a short code: "7", "iv", "d", "mk3", "6j", "e90"), names that make.
   * A model that is a word ("golf", "polo", "focus") with no such mark, or a line two makers share, names none.
   */
  private makeOfModel(tokens: readonly string[], category: BrandCategory | undefined): BrandMatch | undefined {
    if (category !== undefined && category !== 'vehicle-parts') return undefined;
    for (let at = 0; at < tokens.length; at++) {
      for (const size of [2, 1]) {
        const make = this.makeOfModelAt(tokens, at, size);
        if (make === undefined) continue;
        if (category === undefined) {
          const before = tokens.slice(0, at);
          const named = before.map((token) => this.categoriesOf(token));
          if (!named.some((categories) => categories.has('vehicle-parts')) || named.some((categories) => [...categories].some((other) => other !== 'vehicle-parts'))) continue;
        }
        return { ...this.result({ entry: make, alias: false }), score: 0.8 };
      }
    }
    return undefined;
  }

  /**
   * "sweat adiddas primark", "sapatilhas pumma decathlon": one maker written right (by name, no word of ours) and a word one slip off
   * another maker selling the same goods, away from vehicle parts (where the other is the make the part fits): the maker written
   * right, the slip a copy's label. `misspelt` the runs' typo reading, if any; else the string's words are read one by one.
   */
  private namedBesideMisspelt(tokens: readonly string[], category: BrandCategory | undefined, misspelt: BrandMatch | undefined): BrandMatch | undefined {
    if (category === 'vehicle-parts') return undefined;
    const named = unique(tokens.flatMap((token) => {
      const found = this.lookup(token, category);
      const entry = found == null || found.method !== 'exact' ? undefined : this.entry(found.brand);
      return entry === undefined || entry.commonWord || entry.categories.includes('vehicle-parts') ? [] : [found!];
    }).map((found) => found.brand));
    if (named.length !== 1) return undefined;
    const maker = this.entry(named[0]!)!;
    const slipOf = (token: string): BrandMatch[] => {
      if (token.length < 5 || this.isProductWord(token)) return [];
      const found = this.lookup(token, category);
      if (found === undefined) {
        const typo = this.fuzzy(token, category);
        return typo === undefined ? [] : [typo];
      }
      return found !== null && this.readBySlip(found, [token]) ? [found] : [];
    };
    const slips = misspelt !== undefined ? [misspelt] : tokens.flatMap(slipOf);
    const copied = slips.map((slip) => this.entry(slip.brand)).filter((entry) => entry !== undefined && entry.family !== maker.family && entry.categories.some((own) => maker.categories.includes(own)));
    return copied.length > 0 ? this.lookup(named[0] === maker.name ? brandKey(maker.name) : named[0]!, category) ?? undefined : undefined;
  }

  /**
   * "motosserra husqvrana 40cc", "guitarra acústica fendre": where nothing else is read, a word one seller's slip (a letter doubled,
   * dropped or swapped, `fuzzy`'s bounds) off a maker whose name is six letters or more and no word of ours, the word itself no word
   * of any of our languages (`word-languages.data.ts`, the near-word list) and no product word, names that maker where the category
   * named, or with none the string's nouns, are goods it sells.
   */
  private misspeltMakerOfNouns(tokens: readonly string[], category: BrandCategory | undefined, written: Written): BrandMatch | undefined {
    const readings = tokens.flatMap((token) => {
      if (token.length < 5 || /\d/.test(token) || this.isProductWord(token) || accessoryWords.has(token) || functionWords.has(token) || languagesOfWord(token).length > 0 || this.nearWords.has(token) || this.byKey.has(token)) return [];
      if (written.accentedTokens.has(token)) return [];
      const typo = this.fuzzy(token, category);
      const entry = typo && this.entry(typo.brand);
      if (typo === undefined || entry === undefined || entry.commonWord || entry.holding || this.nameKey(entry).length < 6) return [];
      const goods = category === undefined ? written.inferredCategories() : new Set([category]);
      return entry.categories.some((own) => goods.has(own)) ? [typo] : [];
    });
    return unique(readings.map((typo) => typo.brand)).length === 1 ? readings[0] : undefined;
  }

  /** Whether the words after a part's maker or line start with the part's own (a size or number, its position, state or colour) or are none. */
  private partWordAfter(after: readonly string[]): boolean {
    const next = after[0];
    if (next === undefined || /\d/.test(next) || partPositionWords.has(next) || conditionWords.has(next) || itemTraitWords.has(next) || colourWords.has(next)) return true;
    // A short model designation of the line's ("power rs", "angel gt"), then one of those.
    return /^\p{L}{2,3}$/u.test(next) && !functionWords.has(next) && !this.isProductWord(next) && after.length > 1 && this.partWordAfter(after.slice(1));
  }

  /**
   * "cómoda brimnes 3 gavetas": a one-word product line of one maker's, no brand's name, written right after nouns
   * alone of that maker's goods (or of the category named) and before product words or numbers alone, names its maker.
   */
  private lineAfterOwnNouns(tokens: string[], category: BrandCategory | undefined): BrandMatch | undefined {
    const at = tokens.findIndex((token) => !this.isProductWord(token));
    const line = tokens[at];
    if (at < 1 || line === undefined || this.byKey.has(line) || /\d/.test(line)) return undefined;
    if (!tokens.slice(at + 1).every((token) => /\d/.test(token) || this.isProductWord(token))) return undefined;
    const maker = this.makerOfLine(line);
    if (maker === undefined || !inCategory(maker, category)) return undefined;
    // A line that is an ordinary word of ours ("power") is the maker's only before a word of the item's own (a size or number,
    // a position, a state) or nothing: before another noun it is that noun's word ("power bank", "power inflator").
    if (languagesOfWord(line).length > 0 && !this.partWordAfter(tokens.slice(at + 1))) return undefined;
    // After the noun of a kind of vehicle part, only a maker of that kind: a tyre line after a helmet's noun is no tyre.
    const kind = (this.partKindsRead ??= partKinds()).find(({ nouns }) => tokens.slice(0, at).some((token) => nouns.has(token)));
    if (kind !== undefined && !kind.makers.some((name) => this.entry(name)?.family === maker.family)) return undefined;
    const nouns = category === undefined ? this.categoriesOf(tokens.slice(0, at).join(' ')) : new Set([category]);
    if (!sells(maker).some((own) => nouns.has(own))) return undefined;
    return { ...this.result({ entry: maker, alias: true }), score: 0.8 };
  }

  /**
   * The maker a product line names: the one brand that sells under it ("ibiza" → Seat, with its owner as parent), or, where
   * brands of one family share it, the family; none where families share it.
   */
  private makerOfLine(line: string): BrandEntry | undefined {
    const sellers = unique(this.lines.get(line) ?? []);
    if (sellers.length === 1) return sellers[0];
    const families = unique(sellers.map((entry) => entry.family));
    return families.length === 1 ? this.entry(families[0]!) : undefined;
  }

  /**
   * "bolsa Think Tank para Fujifilm X-T5": in an accessory's string naming the brand it fits after "para", "for"…, a name of several
   * words that are words of ours, written before it whole with the table's capitals, is the accessory's maker — no glass's or
   * jewel's description there.
   */
  private namedBeforeFitted(raw: string, allTokens: string[], cut: number, category: BrandCategory | undefined): BrandMatch | undefined {
    if (!compatibilityWords.has(allTokens[cut]!) || !this.brandFollows(allTokens, cut + 1, undefined)) return undefined;
    const words = wordsOf(raw);
    const end = words.findIndex((word) => word.tokens.includes(allTokens[cut]!));
    const found: BrandMatch[] = [];
    for (let i = 0; i < end; i++) {
      for (let n = 2; n <= Math.min(longestRun, end - i); n++) {
        const run = words.slice(i, i + n);
        const match = this.lookup(run.flatMap((word) => word.tokens).join(''), category);
        const entry = match ? this.entry(match.brand) : undefined;
        if (match && entry?.commonWord && match.method === 'exact' && lettersAsWritten(raw.slice(run[0]!.start, run.at(-1)!.end)) === lettersAsWritten(entry.shown ?? entry.name)) found.push(match);
      }
    }
    return found.length === 1 ? { ...found[0]!, score: 0.85 } : undefined;
  }

  /**
   * "pixel 7a", "Pixel 8a obsidian": a product line of one maker's, a word that names none alone, opening the string right before
   * a model code (letters and digits in one word, no measure: not "7", not "5kg") names its maker, where the string names no
   * accessory and no other brand.
   */
  private lineBeforeModelCode(tokens: string[], category: BrandCategory | undefined): BrandMatch | undefined {
    const [line, code] = tokens;
    if (line === undefined || code === undefined || !/\d/.test(code) || !/\p{L}/u.test(code) || isMeasure(code, tokens[2])) return undefined;
    // A word that is a brand's own name or alias is that brand, unread here, not another maker's line.
    if (this.byKey.has(line) || tokens.some((token) => accessoryWords.has(token))) return undefined;
    const maker = this.makerOfLine(line);
    if (maker === undefined || !inCategory(maker, category)) return undefined;
    return { ...this.result({ entry: maker, alias: true }), score: 0.8 };
  }

  /**
   * "funda Samsonite para portátil HP" among laptops: the category an accessory is filed under names what it fits; its maker,
   * written before "para", "for"…, is read as with no category named where none of the category is written there — a maker that
   * is no word.
   */
  private accessoryMaker(raw: string, compatibilityWord: string, category: BrandCategory | undefined): BrandMatch | undefined {
    if (category === undefined || !compatibilityWords.has(compatibilityWord)) return undefined;
    const at = wordsOf(raw).find((word) => word.tokens.includes(compatibilityWord));
    const maker = at === undefined || at.start === 0 ? undefined : this.match(raw.slice(0, at.start));
    // A maker that is also a word, outside the category, is as likely the word ("Mango para bolos" among kitchen goods).
    return maker && this.entry(maker.brand)?.commonWord === false ? maker : undefined;
  }

  /**
   * The tokens before a compatibility word that may name the item's maker. "Compatible" written after a brand and not before one
   * ("Lego compatible bricks", "iPhone 13 compatible") says what the item fits, as "para" before it does: that brand, with its
   * model numbers, is cut too ("Cobi Lego compatible" keeps Cobi).
   */
  private withoutFitted(allTokens: string[], cut: number, category: BrandCategory | undefined): string[] {
    const before = allTokens.slice(0, cut);
    // "Adaptador Canon EF para Sony E": an adapter joins what is written on both sides of its "para" — the brand right before
    // it, with its mount's code, is what the adapter takes, not its maker ("Adaptador Metabones Canon EF para Sony E" is Metabones).
    if (before.some((token) => adapterWords.has(token)) && this.brandFollows(allTokens, cut + 1, category)) {
      let end = cut;
      while (end > 0 && (/\d/.test(allTokens[end - 1]!) || (end === cut && allTokens[end - 1]!.length <= 3))) end--;
      for (let n = Math.min(longestRun, end); n >= 1; n--) if (this.lookup(allTokens.slice(end - n, end).join(''), category) !== undefined) return allTokens.slice(0, end - n);
      return before;
    }
    if (!fittingAdjectives.has(allTokens[cut]!) || this.brandFollows(allTokens, cut + 1, category)) return before;
    let end = cut;
    // A mount's code between the maker and the word ("Sony E mount", "Canon EF mount") is no model of the item.
    const mount = mountWords.has(allTokens[cut]!);
    // Nor are words saying the goods come loose, unbranded, in a state or colour ("peças Lego soltas compatíveis").
    const describing = (token: string) => !this.byKey.has(token) && (looseWords.has(token) || conditionWords.has(token) || colourWords.has(token) || itemTraitWords.has(token));
    while (end > 0 && (/\d/.test(allTokens[end - 1]!) || describing(allTokens[end - 1]!) || (mount && end === cut && allTokens[end - 1]!.length <= 2))) end--;
    for (let n = Math.min(longestRun, end); n >= 1; n--) if (this.lookup(allTokens.slice(end - n, end).join(''), category) !== undefined) return allTokens.slice(0, end - n);
    return before;
  }

  /**
   * "habitat para hamster", "Mango para bolos": a brand that is also a word, written alone before "para", "for"… where what follows
   * names no brand and only goods it does not sell, is the word naming the item (a hamster's habitat), not an accessory's maker.
   */
  private wordBeforeFitted(before: string[], after: string[], category: BrandCategory | undefined, lowerCase = false): boolean {
    const found = this.lookup(before.join(''), category);
    const entry = found ? this.entry(found.brand) : undefined;
    if (entry?.commonWord !== true || brandTokens(entry.shown ?? entry.name).length !== before.length) return false;
    for (let i = 0; i < after.length; i++) for (let n = 1; n <= Math.min(longestRun, after.length - i); n++) if (this.lookup(after.slice(i, i + n).join(''), undefined) != null) return false;
    const nouns = this.categoriesOf(after.join(' '));
    // "hay para cavalos, fardos": written in lower case, before words that name no goods at all (nor a number), the word too — a
    // maker's name before "for" is written with its goods ("Mango para mulher" reads the person, not this).
    if (nouns.size === 0) return lowerCase && after.length > 0 && after.every((token) => /^\p{L}+$/u.test(token));
    return !sells(entry).some((own) => nouns.has(own));
  }

  /**
   * The string with two phrases blanked out (spaces for their letters, so every offset stays): a "without" word and the brand
   * written right after it ("Huawei P30 sem Google", "portátil sin Windows Microsoft": the item lacks that maker's goods, and no
   * second maker is named), and a "for" word with the person the item is for after it ("perfume para homem Hugo Boss", "portátil
   * para estudante da Dynabook": no device it fits, so the maker after it is the item's own, as "perfume Hugo Boss" reads).
   * "sem marca" stays: no brand follows, and it says the item has none.
   */
  private withoutLackedOrPerson(raw: string): string {
    const words = wordsOf(raw);
    let out = raw;
    const blank = (from: number, to: number) => (out = out.slice(0, from) + ' '.repeat(to - from) + out.slice(to));
    for (let k = 0; k + 1 < words.length; k++) {
      const word = words[k]!;
      if (word.tokens.length !== 1) continue;
      const token = word.tokens[0]!;
      if (compatibilityWords.has(token) && !fittingAdjectives.has(token) && personNouns.has(words[k + 1]!.tokens[0]!)) {
        blank(word.start, words[k + 1]!.end);
        k += 1;
      }
      else if (motifNouns.has(token) || motifNounsAfter.has(words[k + 1]!.tokens.join(''))) {
        // "garrafa com motivo mammut", "Trinkflasche mit Mammut Motiv": the brand a picture shows (no licence sold as its
        // picture: Disney, Pokémon) is blanked as a lacked one is.
        const after = motifNouns.has(token);
        const from = after ? k + 1 + (ofWords.has(words[k + 1]!.tokens.join('')) ? 1 : 0) : k;
        const rest = words.slice(from, from + longestRun);
        for (let n = after ? rest.length : 1; n >= 1; n--) {
          const shown = this.lookup(rest.slice(0, n).flatMap((next) => next.tokens).join(''), undefined);
          if (shown == null || this.entry(shown.brand)?.componentIn !== undefined) continue;
          blank(rest[0]!.start, rest[n - 1]!.end);
          k = from + n - 1;
          break;
        }
      }
      else if (lackWords.has(token)) {
        const rest = words.slice(k + 1, k + 1 + longestRun);
        for (let n = rest.length; n >= 1; n--) {
          if (this.lookup(rest.slice(0, n).flatMap((next) => next.tokens).join(''), undefined) == null) continue;
          blank(word.start, rest[n - 1]!.end);
          k += n;
          break;
        }
      }
    }
    return out;
  }

  /** `raw` with a "bought at" cue and the shop of other makers' goods after it (`retailer` in the table) blanked. */
  private withoutShopBoughtAt(raw: string): string {
    const words = wordsOf(raw);
    let out = raw;
    const retailerKey = (key: string) => (this.byKey.get(key) ?? []).some(({ entry }) => entry.retailer === true);
    for (let k = 0; k + 1 < words.length; k++) {
      // "bei Douglas gekauft", "im Bauhaus gekauft": German puts the verb last, after the shop and its preposition.
      if (words[k]!.tokens.length === 1 && shopPrepositions.has(words[k]!.tokens[0]!)) {
        const shop = words.slice(k + 1, k + 1 + longestRun);
        const n = shop.findIndex((_, m) => retailerKey(shop.slice(0, m + 1).flatMap((next) => next.tokens).join('')) && shop[m + 1]?.tokens.length === 1 && boughtWords.has(shop[m + 1]!.tokens[0]!));
        if (n !== -1) {
          const bought = shop[n + 1]!;
          out = out.slice(0, words[k]!.start) + ' '.repeat(bought.end - words[k]!.start) + out.slice(bought.end);
          k = k + n + 2;
          continue;
        }
      }
      if (words[k]!.tokens.length !== 1 || !boughtWords.has(words[k]!.tokens[0]!)) continue;
      let from = k + 1;
      while (from < words.length && from <= k + 2 && words[from]!.tokens.length === 1 && shopPrepositions.has(words[from]!.tokens[0]!)) from++;
      const rest = words.slice(from, from + longestRun);
      for (let n = rest.length; n >= 1; n--) {
        const key = rest.slice(0, n).flatMap((next) => next.tokens).join('');
        if (!retailerKey(key)) continue;
        out = out.slice(0, words[k]!.start) + ' '.repeat(rest[n - 1]!.end - words[k]!.start) + out.slice(rest[n - 1]!.end);
        k = from + n - 1;
        break;
      }
    }
    return out;
  }

  /**
   * `raw` with its opening word blanked where it is a maker's name that is also a noun of PT, ES, FR or IT (`~` in the table, by
   * `word-languages.data.ts`), followed by a Romance "of" ("de", "di", "du") and a plain word that names nothing of the item — no
   * goods the maker sells, no material, colour, trait, state or whom it is for, no brand, no line of the maker: "chicco di caffè",
   * "Esprit de Noël" are those languages' noun phrases (a coffee bean, the Christmas spirit); "Mango de senhora", "Mango de festa"
   * (an occasion, `occasionWords`) keep the maker.
   */
  private withoutNounOpeningOfPhrase(raw: string, category: BrandCategory | undefined): string {
    const words = wordsOf(raw);
    const [first, of, next] = words;
    if (first === undefined || of === undefined || next === undefined || [first, of, next].some((word) => word.tokens.length !== 1)) return raw;
    const word = first.tokens[0]!;
    const noun = next.tokens[0]!;
    if (!romanceOfWords.has(of.tokens[0]!) || !/^\p{L}{3,}$/u.test(noun)) return raw;
    const entries = (this.byKey.get(word) ?? []).map(({ entry }) => entry);
    if (entries.length === 0 || !entries.every((entry) => entry.commonWord && brandKey(entry.shown ?? entry.name) === word)) return raw;
    if (!languagesOfWord(word).some((language) => language !== 'en' && language !== 'de')) return raw;
    const tail = words.slice(2).flatMap((later) => later.tokens);
    const describesItem = [materialWords, colourWords, forWhomWords, itemTraitWords, conditionWords, personNouns, productWords, accessoryWords, occasionWords].some((set) => set.has(noun));
    // "scarpa da trekking", "scarpa da calcio": a maker's word that is itself a noun of the goods it sells, before an "of" of its own
    // language, is that noun heading the phrase, whatever the phrase says of the item.
    const languages = languagesOfWord(word).filter((language) => functionWordsByLanguage[language].has(of.tokens[0]!));
    const named = new Set([word, ...languages.flatMap((language) => pluralsOf(word, language))].flatMap((form) => [...this.categoriesOf(form)]));
    const ownNoun = entries.some((entry) => sells(entry).some((own) => named.has(own)));
    if (ownNoun) return ' '.repeat(first.end) + raw.slice(first.end);
    if (describesItem || this.byKey.has(noun) || entries.some((entry) => this.lineAt(tail, entry.name, category) > 0 || sells(entry).some((own) => this.categoriesOf(noun).has(own)))) return raw;
    return ' '.repeat(first.end) + raw.slice(first.end);
  }

  /** Whether two words written apart are a phrase of ours (`isSplitNamePhrase`) that joins into the brand's one-word name. */
  private joinsSplitPhrase(functionWord: string, word: string, brand: string): boolean {
    return isSplitNamePhrase(functionWord, word) && brandTokens(this.entry(brand)?.shown ?? brand).length === 1;
  }

  /**
   * A string opening with a spare part's noun ("filtro", "comando", "borracha", `partNouns`), then — with no fitting word written —
   * the noun of a device (`deviceCategories`, one word or a compound of up to three: "máquina lavar") and right after it a maker of
   * that device, says what the part fits as "para" would: the string is read with "para" written before the device's noun.
   * "filtro agua frigorifico samsung" is none, as "filtro para frigorifico samsung" is; a maker that sells no such device is the
   * part's own ("filtro frigorífico Rowenta"), and the reading of a brand written before the device's noun is left as it was
   * ("filtro LG frigorífico americano"). A car's part before a car's make is left out: sellers and marketplaces file a used
   * car part under the make it came from ("retrovisor Seat Leon"), as most bench sets label it. The accessories' readings come
   * first: a maker, its accessory's noun and what it fits (`withFitAfterAccessory`), and accessory words before a device's
   * maker and model (`withFittedModel`).
   */
  private withImpliedFit(raw: string, category: BrandCategory | undefined): string {
    const words = wordsOf(raw);
    const tokens = words.flatMap((word) => word.tokens);
    // "Filtro aspirador Dyson V8 original": a part said to be the maker's own is that maker's, as written.
    if (words.length < 3 || tokens.some((token) => compatibilityWords.has(token) || ownPartWords.has(token))) return raw;
    const held = withHeldItem(raw, words, (at, from) => this.withParaAt(raw, at, from));
    if (held !== raw) return held;
    const heldNamed = this.withHeldNoun(raw, words);
    if (heldNamed !== raw) return heldNamed;
    const screen = this.withFittedScreen(raw, words, category);
    if (screen !== raw) return screen;
    const fitted = this.withFitAfterAccessory(raw, words, category);
    if (fitted !== raw) return fitted;
    const fittedModel = this.withFittedModel(raw, words, category);
    if (fittedModel !== raw) return fittedModel;
    const mounted = this.withLensMount(raw, words, category);
    if (mounted !== raw) return mounted;
    if (!partNouns.has(words[0]!.tokens[0]!)) return raw;
    for (let k = 1; k + 1 < words.length; k++) {
      // "joint de hublot Whirlpool", "guarnizione oblò Candy": a seal's noun, then an appliance's door or porthole (no brand there,
      // "Hublot" aside), then a maker of large appliances: the seal of that maker's machine's door.
      if (sealNouns.has(words[0]!.tokens[0]!) && applianceDoorWords.has(words[k]!.tokens.join(''))) {
        const rest = words.slice(k + 1).flatMap((word) => word.tokens);
        const maker = rest.length === 0 ? undefined : this.lookup(rest[0]!, category);
        if (maker && this.entry(maker.brand)?.categories.includes('large-appliances')) return this.withParaAt(raw, words[k]!.start);
      }
      if (accessoryWords.has(words[k]!.tokens.join('')) || this.brandFollows(words[k]!.tokens, 0, undefined)) return raw;
      for (let n = Math.min(3, words.length - k - 1); n >= 1; n--) {
        const noun = words.slice(k, k + n);
        if (noun.slice(1).some((word) => this.brandFollows(word.tokens, 0, undefined))) continue;
        const device = [...this.categoriesOf(noun.flatMap((word) => word.tokens).join(' '))].filter((named) => deviceCategories.has(named));
        if (device.length === 0) continue;
        const rest = words.slice(k + n).flatMap((word) => word.tokens);
        for (let m = Math.min(longestRun, rest.length); m >= 1; m--) {
          const maker = this.lookup(rest.slice(0, m).join(''), category);
          if (maker == null) continue;
          const sells = this.entry(maker.brand)?.categories ?? [];
          return device.some((named) => sells.includes(named)) ? this.withParaAt(raw, words[k]!.start) : raw;
        }
      }
    }
    return raw;
  }

  /**
   * "pc gaming placa gráfica Nvidia RTX 3060", "bicicleta de montanha travões Shimano", "botas sola Vibram": after the noun of
   * a whole item (and no brand), the noun of a part built into it (`componentNouns`), then a maker of such parts on others'
   * goods of that kind (`componentIn`), says what the item comes with, as "com" would: the answer is the reading of the words
   * before the part's noun alone, so the part's maker is not the item's. This returns where the part's noun starts in `raw` (-1
   * where the string has no such shape): the structure is carried as that offset, never as a word written into the string, which
   * brand joining could read with the word before it ("pc" and "com" are PcCom). A part's noun opening the string is the item
   * itself ("travões Shimano"); a maker that sells the whole item is left as written ("portátil gráfica Asus").
   */
  private impliedComponentAt(raw: string, category: BrandCategory | undefined): number {
    const words = wordsOf(raw);
    const tokens = words.map((word) => word.tokens.join(''));
    if (words.length < 3 || tokens.some((token) => withWords.has(token) || compatibilityWords.has(token))) return -1;
    const part = tokens.findIndex((token, k) => k > 0 && componentNouns.has(token));
    if (part === -1) return -1;
    const before = words.slice(0, part).flatMap((word) => word.tokens);
    if (before.some((_, j) => this.brandFollows(before, j, category))) return -1;
    // The item's own noun names goods ("vendo grupo SRAM" names none: the group is the item), of the category named where one is.
    const goods = this.categoriesOf(before.join(' '));
    if (goods.size === 0 || (category !== undefined && !goods.has(category))) return -1;
    // The part's noun may take one more word ("placa gráfica", "carte graphique") before its maker.
    for (let j = part + 1; j <= part + 2 && j < words.length; j++) {
      const rest = words.slice(j).flatMap((word) => word.tokens);
      for (let n = Math.min(longestRun, rest.length); n >= 1; n--) {
        const maker = this.lookup(rest.slice(0, n).join(''), category);
        if (maker == null) continue;
        return this.entry(maker.brand)?.componentIn?.some((own) => goods.has(own)) ? words[part]!.start : -1;
      }
    }
    return -1;
  }

  /**
   * `raw` read as if "para" were written at offset `at` (the text from `from` on after it): how the fitting readings mark what an
   * accessory or part fits. Where the tokens right before `at` joined with "para" read as a brand, brand joining would read that
   * brand the seller never wrote (as "pc" and "com" read PcCom), so `raw` is left as written.
   */
  private withParaAt(raw: string, at: number, from = at): string {
    const before = brandTokens(raw.slice(0, at));
    for (let n = 1; n < longestRun && n <= before.length; n++) {
      if (this.lookup(`${before.slice(-n).join('')}para`, undefined) != null) return raw;
    }
    return `${raw.slice(0, at)}para ${raw.slice(from)}`;
  }

  /**
   * "suporte auscultadores Sony", "soporte mando PS5", "Halterung Handy Samsung": a holder's noun opening the string, then right
   * away (no "de") the noun of a device or of a device's accessory it holds, names what it holds as "suporte de …" does: read
   * as "para". What it is fixed to or made of ("suporte parede Vogel's", "soporte madera") leaves the string as written.
   */
  private withHeldNoun(raw: string, words: readonly Word[]): string {
    const [holder, held] = words;
    if (held === undefined || !holderWords.has(holder!.tokens.join(''))) return raw;
    const noun = held.tokens.join('');
    if (ofWords.has(noun) || holderKindWords.has(noun) || this.lookup(noun, undefined) != null) return raw;
    const device = accessoryWords.has(noun) || [...this.categoriesOf(noun)].some((named) => deviceCategories.has(named));
    return device ? this.withParaAt(raw, held.start) : raw;
  }

  /**
   * "Spigen funda Samsung", "OtterBox case Samsung S23": a maker opening the string, an accessory's noun right after it (three words
   * describing it allowed), then another family's maker: the accessory's maker and what it fits, read as "Nillkin capa para Xiaomi".
   */
  private withFitAfterAccessory(raw: string, words: readonly Word[], category: BrandCategory | undefined): string {
    const tokensOf = (from: number, to: number) => words.slice(from, to).flatMap((word) => word.tokens).join('');
    let opening: BrandMatch | undefined;
    let k = 0;
    for (let n = Math.min(longestRun, words.length - 2); n >= 1 && opening === undefined; n--) {
      opening = this.lookup(tokensOf(0, n), category) ?? undefined;
      k = n;
    }
    if (opening === undefined || !accessoryWords.has(tokensOf(k, k + 1))) return raw;
    // The accessory's words ("capa de silicone transparente"), three at most, then what it fits.
    for (let j = k + 1; j < words.length && j <= k + 4; j++) {
      for (let n = Math.min(longestRun, words.length - j); n >= 1; n--) {
        const fits = this.lookup(tokensOf(j, j + n), category);
        if (fits == null) continue;
        return this.entry(fits.brand)?.family !== this.entry(opening.brand)?.family ? this.withParaAt(raw, words[j]!.start) : raw;
      }
    }
    return raw;
  }

  /**
   * "capa Samsung A52", "correia Apple Watch 45mm", "bateria portátil Asus X540": a string opening with an accessory's words alone,
   * then a maker of devices (`deviceCategories`) written with a model code of its device or a line of its own it goes by ("Apple
   * Watch", "Xiaomi Redmi"), names the device the accessory fits, as "para" would. A maker before no model is the accessory's own
   * ("carregador Samsung 25W"); a controller or remote is left out, most often the device maker's own ("comando Samsung BN59").
   */
  private withFittedModel(raw: string, words: readonly Word[], category: BrandCategory | undefined): string {
    // A case's or bag's noun opens such a string as an accessory's does, before the noun of the device it carries ("estojo
    // auscultadores AirPods", "bolsa portátil HP Envy 13"); right before a maker it is that maker's bag ("rucksack Thule R15").
    const bag = words[0]!.tokens.every((token) => bagWords.has(token)) && words[1] !== undefined && [...this.categoriesOf(words[1].tokens.join(''))].some((named) => deviceCategories.has(named));
    if (!bag && !words[0]!.tokens.every((token) => accessoryWords.has(token) && !ownAccessoryWords.has(token))) return raw;
    // The accessory's words ("capa de silicone"), three at most after its noun, then the maker.
    let j = 1;
    while (j < words.length && j < 4 && !this.brandFollows(words.slice(j).flatMap((word) => word.tokens), 0, category)) j++;
    if (j === words.length) return raw;
    const tokens = words.slice(j).flatMap((word) => word.tokens);
    // A line of its own may end the string ("estojo auscultadores AirPods"); a maker's name alone there is the accessory's own.
    for (let n = Math.min(longestRun, tokens.length); n >= 1; n--) {
      const maker = this.lookup(tokens.slice(0, n).join(''), category);
      if (maker == null) continue;
      const entry = this.entry(maker.brand);
      // A maker of parts for others' goods (Bosch's batteries, motors) may make the accessory itself: it stays.
      if (entry === undefined || !entry.categories.some((own) => deviceCategories.has(own)) || entry.componentIn !== undefined) return raw;
      // A model code ("A52", "X540") right after the maker, or a model's number after its name ("Redmi Note 12"), no measure ("25W").
      const modelAt = (k: number) => tokens[k] !== undefined && /^\p{L}{0,3}\d{1,4}\p{L}{0,3}$/u.test(tokens[k]!) && (k > n || /\p{L}/u.test(tokens[k]!)) && !isMeasure(tokens[k]!, tokens[k + 1]);
      const modelCode = [n, n + 1, n + 2].some((k) => modelAt(k) && tokens.slice(n, k).every((token) => !/\d/.test(token) && this.lookup(token, category) == null));
      const line = maker.method === 'alias' && this.isLineOf(tokens.slice(0, n).join(''), maker.brand);
      return modelCode || line ? this.withParaAt(raw, words[j]!.start) : raw;
    }
    return raw;
  }

  /**
   * "pelicula de vidro samsung", "screen protector oneplus", "Spigen vidro temperado Samsung": a device maker written after a
   * screen protector's words is the device it fits, read as if "para" were written before it — a model need not follow, device
   * makers seldom selling protectors second-hand; a maker written before those words stays the protector's own.
   */
  private withFittedScreen(raw: string, words: readonly Word[], category: BrandCategory | undefined): string {
    const tokens = words.map((word) => word.tokens.join(''));
    const protector = tokens.findIndex((token, k) => screenProtectorWords.has(token) || ((token === 'protector' || token === 'protetor' || token === 'protecteur') && [...tokens.slice(k + 1, k + 3), tokens[k - 1]].some((next) => screenWords.has(next ?? ''))));
    if (protector === -1) return raw;
    for (let j = protector + 1; j < words.length; j++) {
      for (let n = Math.min(longestRun, words.length - j); n >= 1; n--) {
        const maker = this.lookup(tokens.slice(j, j + n).join(''), category);
        if (maker == null) continue;
        return this.entry(maker.brand)?.categories.some((own) => deviceCategories.has(own)) ? this.withParaAt(raw, words[j]!.start) : raw;
      }
    }
    return raw;
  }

  /**
   * "tamron 28-75 f2.8 nikon", "sigma 30mm f1.4 contemporary sony": a lens maker opening the string, the lens's focal length or
   * aperture, then a camera maker of another family — the mount the lens is made for, read as "Sigma 30mm para Sony" (as "Sony E
   * mount" is). Only among cameras or with no category, and only where both makers make cameras and lenses.
   */
  private withLensMount(raw: string, words: readonly Word[], category: BrandCategory | undefined): string {
    if (category !== undefined && category !== 'cameras') return raw;
    const tokensOf = (from: number, to: number) => words.slice(from, to).flatMap((word) => word.tokens).join('');
    const makesCameras = (match: BrandMatch) => this.entry(match.brand)?.categories.includes('cameras') === true;
    let opening: BrandMatch | undefined;
    let k = 0;
    for (let n = Math.min(longestRun, words.length - 2); n >= 1 && opening === undefined; n--) {
      opening = this.lookup(tokensOf(0, n), category) ?? undefined;
      k = n;
    }
    if (opening === undefined || !makesCameras(opening)) return raw;
    let measured = false;
    for (let j = k; j < words.length; j++) {
      const written = raw.slice(words[j]!.start, words[j]!.end).toLowerCase();
      for (let n = Math.min(longestRun, words.length - j); n >= 1; n--) {
        const mount = this.lookup(tokensOf(j, j + n), category);
        if (mount == null) continue;
        if (!measured || !makesCameras(mount) || this.entry(mount.brand)?.family === this.entry(opening.brand)?.family) return raw;
        return this.withParaAt(raw, words[j]!.start);
      }
      measured ||= lensMeasureWritten(written, raw.slice(words[j + 1]?.start ?? raw.length, words[j + 1]?.end ?? raw.length));
    }
    return raw;
  }

  /** The typo read over a whole string of several words, unless one of its words is another family's brand's own name. */
  private withoutOtherBrandWord(typo: BrandMatch | undefined, tokens: readonly string[], category: BrandCategory | undefined): BrandMatch | undefined {
    if (typo === undefined || tokens.length < 2) return typo;
    const family = this.entry(typo.brand)?.family;
    // A word two brands are named ("Jaguar": the cars' and the watches') names brands as much as a word one brand is named.
    return tokens.some((token) => (this.byKey.get(token) ?? []).some(({ entry, alias }) => !alias && inCategory(entry, category) && entry.family !== family)) ? undefined : typo;
  }

  /** Whether a brand is named (exactly or by alias) at `start`, after at most two linking words ("of the", "à la"). */
  private brandFollows(tokens: string[], start: number, category: BrandCategory | undefined): boolean {
    let at = start;
    while (at < tokens.length && at < start + 2 && comparisonLinks.has(tokens[at]!)) at++;
    for (let n = 1; n <= Math.min(longestRun, tokens.length - at); n++) if (this.lookup(tokens.slice(at, at + n).join(''), category) != null) return true;
    return false;
  }

  /** Whether a comparing word that follows what it compares ("style", "dupe", "inspired") comes right after a brand and its model numbers. */
  private comparedBefore(tokens: string[], category: BrandCategory | undefined): boolean {
    for (let k = 1; k < tokens.length; k++) {
      if (!comparisonAfterWords.has(tokens[k]!) || stylesProduct.has(tokens[k + 1] ?? '')) continue;
      // "dupe do Dior", "dupe of Chanel": linked to a brand after it, the word compares with that one, not with what it follows.
      if (comparisonLinks.has(tokens[k + 1] ?? '') && this.brandFollows(tokens, k + 1, category)) continue;
      let j = k - 1;
      while (j > 0 && /\d/.test(tokens[j]!)) j--;
      for (let n = 1; n <= Math.min(longestRun, j + 1); n++) if (this.lookup(tokens.slice(j - n + 1, j + 1).join(''), category) != null) return true;
      // A misspelt brand opening the string is compared as much ("Chanell dupe").
      if (j === 0 && this.fuzzy(tokens[0]!, category) !== undefined) return true;
    }
    return false;
  }

  /**
   * "vendo bicicleta trek quase nova", "Objektiv von Canon, kaum benutzt": a brand written inside a
   * seller's sentence, read as `mentions` reads free text (exact names and aliases only, a brand that
   * is also a word only with its capitals). Only where the string does not open with that brand
   * (a brand string opening with a brand is `byTokenRuns`'s to judge: "Puma Energy station"), only
   * before an accessory's compatibility word, and only where every mention is of one family.
   */
  private inSentence(raw: string, compatibilityWord: string | undefined, category: BrandCategory | undefined): BrandMatch | undefined {
    const words = wordsOf(raw);
    if (words.length < 3) return undefined;
    const end = compatibilityWord === undefined ? raw.length : (words.find((word) => word.tokens.includes(compatibilityWord))?.start ?? raw.length);
    // "Retrovisor direito Ford Focus 2012": a brand's name written right after a maker, as a product line of the maker's own, is
    // the maker's model, not a second brand (`product-lines.data.ts`: Ford | focus…), as in a brand string's runs — not in an
    // accessory's string, where the maker and its model are what the accessory fits ("Bracelete Garmin Fenix silicone").
    const read = this.mentions(raw.slice(0, end), { category });
    const fitting = words.some((word) => word.tokens.some((token) => accessoryWords.has(token)));
    const mentions = fitting ? read : read.filter((mention) => !read.some((maker) => maker !== mention && maker.family !== mention.family && raw.slice(maker.end, mention.start).trim() === '' && this.lineAt(brandTokens(raw.slice(maker.end, end)), maker.brand, category) >= brandTokens(mention.text).length));
    if (mentions.length === 0 || mentions.some((mention) => mention.start === words[0]!.start)) return undefined;
    // "Canon Nikon lote": a string opening with a brand that is also a word (free text does not read it there) still opens with a brand.
    if (this.opensWithBrand(words, category)) return undefined;
    // "relógios rolex e omega": a second maker joined to the one mentioned, which free text does not read in lower case, leaves no one maker.
    if (mentions.some((mention) => this.joinedToWordMaker(words, mention, category, raw))) return undefined;
    const onItem = mentions.filter((mention) => !(mention.component && withWordBefore.test(raw.slice(Math.max(0, mention.start - 120), mention.start))));
    if (onItem.length === 0) return undefined;
    const own = this.withoutOwners(withoutComponents(onItem, (mention) => mention.family));
    if (new Set(own.map((mention) => mention.family)).size !== 1) return undefined;
    // "Capa iPhone 13 Pro": in an accessory's string a product line names what the item fits, as in a brand string's runs,
    // where the accessory is named first ("iPhone 12 com capa" is the phone); so does a sub-brand named as its family's line
    // ("vinil skin PlayStation 5").
    const accessory = words.find((word) => word.tokens.some((token) => accessoryWords.has(token)));
    if (accessory && accessory.start < own[0]!.start && own.every((mention) => (mention.method === 'alias' || this.entry(mention.brand)?.parent !== undefined) && (productWords.has(brandKey(mention.text)) || this.isLineOf(brandKey(mention.text), mention.brand)))) return undefined;
    const deepest = own.reduce((a, b) => (this.depth(b.brand) > this.depth(a.brand) ? b : a));
    // With no category, a brand right after a word written with its capital that names no brand nor product, in a sentence whose
    // nouns name only goods the brand does not sell, is part of a name: a painter's, a composer's, a film's ("Hieronymus Bosch
    // livro de arte", "Pachelbel Canon in D partitura").
    const before = words.filter((word) => word.end <= deepest.start).at(-1);
    const beforeWritten = before === undefined ? '' : raw.slice(before.start, before.end);
    const afterName = before !== undefined && /^\p{Lu}/u.test(beforeWritten) && !before.tokens.some((token) => productWords.has(token) || accessoryWords.has(token)) && this.categoriesOf(beforeWritten).size === 0;
    // A licence or component right after a maker's name with a letter doubled or undoubled is on that maker's item ("Leggo Star
    // Wars"): its maker misspelt, no brand of the item is read.
    if (before !== undefined && before.tokens.length === 1 && this.isComponent(deepest.brand, category) && this.doublingOfBrand(before.tokens[0]!, deepest.brand)) return undefined;
    // So is a brand that is also a word or a place ("Livro Patagonia viagem"): it names the book's subject, not its maker. And so
    // is any brand in a sentence naming goods of other makers only, an accessory's aside: the item's subject, a toy's model, a
    // coil's inventor ("carrinho de brincar Mercedes", "bobina de Tesla educativa"); a bag named beside a maker of what goes in
    // it names nothing of the maker ("Bolsa Lowepro …").
    if (category === undefined) {
      const particular = afterName || this.entry(deepest.brand)?.commonWord === true;
      const accessory = words.some((word) => word.tokens.some((token) => accessoryWords.has(token)));
      if (particular || !accessory) {
        // The brands' own words name no goods ("Val Gardena": no garden's).
        const text = mentions.reduce((text, mention) => text.slice(0, mention.start) + ' '.repeat(mention.end - mention.start) + text.slice(mention.end), raw.slice(0, end));
        const named = this.categoriesOf(particular ? text : wordsOf(text).flatMap((word) => word.tokens).filter((token) => !bagWords.has(token)).join(' '));
        // A car's noun beside a toy's is the toy's kind ("Ferngesteuertes Auto Porsche").
        const nouns = named.has('toys-baby') ? new Set([...named].filter((noun) => noun !== 'vehicle-parts')) : named;
        if (nouns.size > 0 && !sells(this.entry(deepest.brand)!).some((own) => nouns.has(own))) return undefined;
      }
    }
    const unmentioned = mentions.reduce((text, mention) => text.slice(0, mention.start) + ' '.repeat(mention.end - mention.start) + text.slice(mention.end), raw.slice(0, end));
    if (this.namesTitle(this.entry(deepest.brand)!, unmentioned, category)) return undefined;
    // "Relógio Rolax Daytona": a word beside the brand that is a look-alike spelling of it names a copy, as in a brand string's runs.
    const unread = words.filter((word) => word.end <= end && !mentions.some((mention) => word.start >= mention.start && word.end <= mention.end)).flatMap((word) => word.tokens);
    if (this.copiesName(unread, deepest.brand)) return undefined;
    return { ...this.result({ entry: this.entry(deepest.brand)!, alias: deepest.method === 'alias' }), score: Math.round(deepest.score * 0.85 * 100) / 100 };
  }

  /**
   * "caixas rolex e omega", "chaussures kickers ou geox": a brand mentioned, joined by "and" or "or" to a word that free text
   * does not read as a maker (a maker's name that is also a word, in lower case; a maker's code with its number, "PS4"), is one of two makers named where that word is
   * another family's maker of the goods: of the category named, else of goods the text's nouns name (or, where they name none,
   * the mentioned brand's own goods) — not a part of it there ("relógio omega e caixa": a box is no maker).
   */
  private joinedToWordMaker(words: readonly Word[], mention: BrandMention, category: BrandCategory | undefined, text: string): boolean {
    const first = words.findIndex((word) => word.start >= mention.start);
    const last = words.findLastIndex((word) => word.end <= mention.end);
    if (first === -1 || last === -1) return false;
    const joiner = (word: Word | undefined) => word !== undefined && word.tokens.length === 1 && (conjunctions.has(word.tokens[0]!) || alternativeWords.has(word.tokens[0]!));
    // A model's word written with its capital or a number right after the brand leaves it joined ("Xbox One e PS4").
    const modelWord = (word: Word | undefined) => word !== undefined && word.tokens.length === 1 && !this.byKey.has(word.tokens[0]!) && /^\p{Lu}|\d/u.test(text.slice(word.start, word.end));
    const after = joiner(words[last + 1]) ? words[last + 2] : modelWord(words[last + 1]) && joiner(words[last + 2]) ? words[last + 3] : undefined;
    const other = [after, joiner(words[first - 1]) ? words[first - 2] : undefined];
    const nouns = category === undefined ? this.categoriesOf(text) : undefined;
    // Where the nouns name no goods, the goods of the brand mentioned.
    const mentioned = new Set(sells(this.entry(mention.brand)!));
    // "jogos PS4 e Xbox One": a maker's short code with its number, or a name in capitals, which free text reads as no mention
    // either, is another maker joined to it too.
    const codeWritten = (word: Word) => /\p{L}\d|^\p{Lu}{2,}$/u.test(text.slice(word.start, word.end));
    return other.some(
      (word) =>
        word !== undefined &&
        word.tokens.length === 1 &&
        (this.byKey.get(word.tokens[0]!) ?? []).some(
          ({ entry }) =>
            (entry.commonWord === true || codeWritten(word)) &&
            entry.family !== mention.family &&
            inCategory(entry, category) &&
            !this.isComponent(entry.name, category) &&
            (nouns === undefined || sells(entry).some((own) => (nouns.size > 0 ? nouns : mentioned).has(own))),
        ),
    );
  }

  /** A token that joins a brand's name or alias (three letters or more) to a model number, as the two ("xbox360"); else itself. */
  private unglued(token: string): string[] {
    if (this.byKey.has(token)) return [token];
    const glued = /^(\p{L}{3,})(\d+\p{L}{0,3})$/u.exec(token);
    if (glued && this.byKey.has(glued[1]!)) return [glued[1]!, glued[2]!];
    // "nikeair", "lenovothinkpad": a maker's own name glued to the first word of one of its product lines is the two words.
    if (token.length >= 6 && /^\p{L}+$/u.test(token) && !this.nearWords.has(token)) {
      for (let at = 3; at <= token.length - 3; at++) {
        const makers = (this.byKey.get(token.slice(0, at)) ?? []).filter(({ alias }) => !alias);
        const rest = token.slice(at);
        if (makers.some(({ entry }) => this.lineHeads.get(entry.family)?.includes(rest) === true)) return [token.slice(0, at), rest];
      }
    }
    return [token];
  }

  /** Whether a word is another family's brand name with a letter doubled or undoubled ("leggo" for Lego), not the name itself. */
  private doublingOfBrand(word: string, brand: string): boolean {
    if (this.byKey.has(word)) return false;
    const collapsed = collapseDoubles(word);
    const family = this.entry(brand)?.family;
    return [-2, -1, 0, 1, 2].some((d) =>
      (this.byFirstLetter.get(`${word[0]!}${word.length + d}`) ?? []).some(([, candidate, , keyed]) => candidate === collapsed && keyed.some(({ entry, alias }) => !alias && entry.family !== family)),
    );
  }

  /**
   * Whether the word at `i`, a function word of ours ("del"), is written as a brand: it is a brand's own name (a name that is a
   * word is judged as such elsewhere), or its brand's product line or a model code (letters and digits) follows it ("del
   * inspiron 15", "DEL XPS").
   */
  private functionWordCue(tokens: string[], i: number, head: number, word: string, category: BrandCategory | undefined): boolean {
    const keyed = (this.byKey.get(word) ?? []).filter(({ entry }) => inCategory(entry, category));
    if (keyed.some(({ alias }) => !alias)) return true;
    const next = tokens[i + 1] ?? '';
    return keyed.some(({ entry }) => this.lineAt(tokens.slice(i + 1, head), entry.name, category) > 0) || (/\p{L}/u.test(next) && /\d/.test(next));
  }

  /**
   * "capri pants": a holding (it sells under its brands' names, not its own) read by its name without the legal or division word
   * ("Capri" of Capri Holdings, "Arc" of Arc International) is a word of ours among other words, unless that word follows it
   * ("Amer Sports Salomon") or the short name is an acronym the table writes in capitals ("VF" of VF Corporation).
   */
  private holdingByShortName(found: BrandMatch, tokens: string[], i: number, n: number): boolean {
    const entry = this.entry(found.brand);
    if (entry?.holding !== true) return false;
    const nameTokens = brandTokens(entry.name);
    const short = withoutLegalSuffixes(nameTokens);
    const run = tokens.slice(i, i + n).join('');
    const acronym = /^\p{Lu}{2,}$/u.test((entry.shown ?? entry.name).split(/\s+/)[0]!);
    return short.length < nameTokens.length && run === short.join('') && !acronym && tokens[i + n] !== nameTokens[short.length];
  }

  /**
   * "bicicleta ghost", "serrote bellota": a one-word maker that is a word, written in lower case after nouns alone of its own
   * goods and before nothing but product words and numbers (up to a "with" word: "bicicleta ghost com rodas…"), is the maker where
   * the word is no everyday word of goods — no product word (a colour, a size) nor a noun of any category ("bike bell"). Whether
   * the word at `i` is such a word.
   */
  private everydayWordOfNone(tokens: string[], i: number, head: number): boolean {
    const word = tokens[i]!;
    return !this.isProductWord(word) && !goodsNounsOfMakers.has(word) && tokens.slice(i + 1, head).every((token) => /\d/.test(token) || this.isProductWord(token));
  }

  /**
   * "kindel oasis": an opening word within a typo of a brand's alias shorter than eight letters (which a typo alone never
   * reaches), right before a product line of that brand, is the alias misspelt — the line says whose it is.
   */
  private aliasTypoBeforeLine(tokens: string[], head: number, category: BrandCategory | undefined): Leading | undefined {
    const word = tokens[0]!;
    const bound = fuzzyBound(word.length);
    if (bound === 0 || this.byKey.has(word) || productWords.has(word) || accessoryWords.has(word)) return undefined;
    const typo = this.typo(word, bound, category, true);
    const entry = typo && this.entry(typo.brand);
    if (typo === undefined || entry === undefined) return undefined;
    const rest = tokens.slice(1, head);
    // The line follows the alias ("… oasis") or opens with it ("kindle oasis").
    const lined = this.lineAt(rest, typo.brand, category) > 0 || entry.aliases.some((alias) => alias[0] === word[0] && this.lineAt([brandKey(alias), ...rest], typo.brand, category) > 1);
    // "iphne 12 mini", "galxy s21", "macbok pro 2019": the alias misspelt is itself a product line of its brand, and a model number or
    // code follows it (after product words alone): the line's generation, as the line written right says.
    const aliasLine = (alias: string) => alias[0] === word[0] && this.isLineOf(alias, typo.brand) && isTypoOf(word, alias);
    let next = 0;
    while (next < rest.length && productWords.has(rest[next]!)) next++;
    const modelNext = rest[next] !== undefined && (/^\d{1,4}$/.test(rest[next]!) || modelCode(rest[next]!, rest[next + 1]));
    const misspeltLine = modelNext && entry.aliases.map(brandKey).some(aliasLine);
    return lined || misspeltLine ? { match: typo, tokens: 1 } : undefined;
  }

  /** Whether a key is a product line (`product-lines.data.ts`) of the brand's family ("kindle" of Amazon's). */
  private isLineOf(key: string, brand: string): boolean {
    const family = this.entry(brand)?.family;
    return this.lines.get(key)?.some((entry) => entry.family === family) === true;
  }

  /**
   * Whether a brand that is only a licence (a component in each of its categories: Star Wars, Astérix), written among nouns of
   * books and media only, names the title — "Livro do Astérix", "DVD Star Wars" — not the maker (the publisher, the studio).
   */
  private namesTitle(entry: BrandEntry, nounsText: string, category: BrandCategory | undefined): boolean {
    // A category listed plainly beside its licence mark ("bm^ bm": Disney, Pixar) is one the brand sells under its own name too.
    const count = (list: readonly BrandCategory[], category: BrandCategory) => list.filter((listed) => listed === category).length;
    if (entry.componentIn === undefined || entry.categories.some((own) => count(entry.categories, own) > count(entry.componentIn!, own))) return false;
    // Books and media named as the category say so whatever the string's nouns.
    if (category !== undefined) return category === 'books-media';
    const nouns = this.categoriesOf(nounsText);
    return nouns.size > 0 && [...nouns].every((noun) => noun === 'books-media');
  }

  /** Whether a token is a product word, an accessory's word or a product noun of any category. */
  private isProductWord(token: string): boolean {
    return productWords.has(token) || accessoryWords.has(token) || this.categoriesOf(token).size > 0;
  }

  /**
   * Whether tokens are goods words only ("friteuse", "aspirador"), where a word for "without" and the one word after it ("sans huile",
   * "sem fios", "sin cable") describe the goods too: what the item is made without.
   */
  private goodsWordsOnly(tokens: readonly string[]): boolean {
    return tokens.every((token, k) => this.isGoodsWord(token) || (lackWords.has(token) && k > 0 && k + 1 < tokens.length) || (k > 1 && lackWords.has(tokens[k - 1]!)));
  }

  /** Whether a token is a product word or a noun of goods, no accessory's word: after one a brand is what the accessory fits ("bracelete Garmin"). */
  private isGoodsWord(token: string): boolean {
    return productWords.has(token) || (!accessoryWords.has(token) && this.categoriesOf(token).size > 0);
  }

  /** Whether the first words, one to four of them, name a brand of the category exactly or by alias. */
  private opensWithBrand(words: Word[], category: BrandCategory | undefined): boolean {
    for (let n = 1; n <= Math.min(longestRun, words.length); n++) {
      if (this.lookup(words.slice(0, n).flatMap((word) => word.tokens).join(''), category) !== undefined) return true;
    }
    return false;
  }

  /**
   * Whether the word of `text` that starts at `index` (as `mentions` reads a text's words) opens a
   * phrase of the table: a mention can begin only at such a word, so a caller that wants only
   * mentions beginning at certain places can skip `mentions` when none of them opens one. Says
   * nothing about whether a mention is there.
   */
  opensPhraseAt(text: string, index: number): boolean {
    freeTextWordAt.lastIndex = index;
    const word = freeTextWordAt.exec(text)?.[0];
    if (word === undefined) return false;
    const first = brandTokens(word)[0];
    return first !== undefined && this.phraseStarts.has(first);
  }

  /** Every brand written in `text`, left to right, longest phrase first; no fuzzy reading in prose. */
  mentions(text: string, { category }: MatchOptions = {}): BrandMention[] {
    const words = wordsOf(text);
    // The categories the text's nouns name, read once when first needed (no category given).
    let nouns: ReadonlySet<BrandCategory> | undefined;
    const found: BrandMention[] = [];
    for (let i = 0; i < words.length; ) {
      if (!this.phraseStarts.has(words[i]!.tokens[0]!)) {
        i += 1;
        continue;
      }
      let matched = 0;
      // The phrase keys of the words from here on, one word long, two…: each the last one and a word more.
      const keys: string[] = [];
      for (let n = 1; n <= Math.min(this.longestPhrase, words.length - i); n++) {
        // "Lyle & Scott": a sign "&" standing alone between two words is the name's "and", so the whole name is read, not its last word.
        const tokens = (n > 1 && /^\s*&\s*$/.test(text.slice(words[i + n - 2]!.end, words[i + n - 1]!.start)) ? 'and ' : '') + words[i + n - 1]!.tokens.join(' ');
        const key = n === 1 ? tokens : `${keys[n - 2]} ${tokens}`;
        if (!this.phrasePrefixes.has(key)) break;
        keys.push(key);
      }
      for (let n = keys.length; n >= 1 && matched === 0; n--) {
        const candidates = this.byPhrase.get(keys[n - 1]!);
        if (candidates === undefined) continue;
        const start = words[i]!.start;
        const end = words[i + n - 1]!.end;
        const written = text.slice(start, end);
        // An alias that is itself a word of ours ("honour", "conti"), written in lower case, is that word, as a word-brand's name is.
        const wordAlias = written === written.toLowerCase() && this.wordAliases.has(keys[n - 1]!.replace(/ /g, ''));
        const passing = candidates.filter(({ entry, alias }) => inCategory(entry, category) && (alias ? !wordAlias : writtenAsBrand(entry, written, text, start)));
        let hit = passing[0];
        if (!hit) continue;
        // A name two brands bear ("Lotus": cars, Festina's watches), with no category: the one whose goods the text's nouns name, if one.
        if (category === undefined && passing.some(({ entry }) => entry !== hit!.entry)) {
          const told = mostNamed([...new Set(passing.map(({ entry }) => entry))], (nouns ??= this.categoriesOf(text)));
          if (told.length === 1) hit = passing.find(({ entry }) => entry === told[0])!;
        }
        const before = words[i - 1];
        const surname = before !== undefined && before.tokens.length === 1 && givenNames.has(before.tokens[0]!) && /^\p{Lu}/u.test(text.slice(before.start, before.end)) && /^\s+$/u.test(text.slice(before.end, start));
        if (!surname) {
          // With no category, a maker joined to another by "and" in a text whose nouns name only goods it is no component of is a
          // second maker there ("lote ferramentas Bosch e Makita": Bosch's e-bike motors and car parts are not these tools).
          const joined = category === undefined && (conjunctions.has(before?.tokens.at(-1) ?? '') || conjunctions.has(words[i + n]?.tokens[0] ?? ''));
          const goods = joined ? (nouns ??= this.categoriesOf(text)) : undefined;
          const makerHere = goods !== undefined && goods.size > 0 && !hit.entry.componentIn?.some((own) => goods.has(own));
          const component = hit.entry.componentIn !== undefined && (category === undefined || hit.entry.componentIn.includes(category)) && !makerHere;
          found.push({ ...this.result(hit), start, end, text: written, family: hit.entry.family, component });
          matched = n;
        }
      }
      i += Math.max(matched, 1);
    }
    return found;
  }

  /**
   * The brand a whole key names: the canonical name before an alias; `null` (stop looking) when two
   * brands could be meant (an alias two brands share, or a shared one no category decides).
   */
  private lookup(key: string, category: BrandCategory | undefined): BrandMatch | null | undefined {
    const candidates = (this.byKey.get(key) ?? []).filter(({ entry }) => inCategory(entry, category));
    if (candidates.length === 0) return undefined;
    const brands = new Set(candidates.map(({ entry }) => entry));
    const named = candidates.filter(({ alias }) => !alias);
    if (brands.size > 1 && (candidates.some(({ shared }) => shared) || named.length !== 1)) return null;
    const only = named[0] ?? candidates[0]!;
    // "Lotus" among watches: the name a bracketed table name shows ("Lotus (watches)") is its name, not an alias.
    return this.result(only.entry.shown !== undefined && brandKey(only.entry.shown) === key ? { ...only, alias: false } : only);
  }

  private fuzzy(key: string, category: BrandCategory | undefined): BrandMatch | undefined {
    const bound = fuzzyBound(key.length);
    // A key that names a brand of another category is that brand, not a typo of one of this category ("Canon" among bikes).
    if (this.byKey.has(key)) return undefined;
    // Under five letters only a pair of vowels spelt as heard is a slip ("Ikya"); at five it may be one letter more ("Ikiea").
    if (bound === 0) return this.vowelPairSpelling(key, category);
    return (
      this.typo(key, bound, category) ?? (key.length === 5 && !this.dropsLetterOf(key, category) ? this.vowelPairSpelling(key, category) : undefined) ?? this.heardSpelling(key, category)
    );
  }

  private byHeard: Map<string, KeyedEntry[]> | undefined;

  /**
   * "zamsung", "phujifilm" among the maker's category: a name of five letters or more written as it sounds (`soundsAlike`:
   * "ph" as "f", "k" as "c", "z" as "s", "y" as "i"…), its first letter too, read where the caller names a category the maker
   * sells and one maker of it is meant; not a word of ours. Without a category such a spelling says too little.
   */
  private heardSpelling(key: string, category: BrandCategory | undefined): BrandMatch | undefined {
    // "corda" (rope) as Korda: a word of our languages written as it sounds is that word (the word-language data knows words the
    // near-words list, made by edit distance, leaves out: one sound off is no letter off).
    if (category === undefined || key.length < 5 || this.nearWords.has(key) || languagesOfWord(key).length > 0) return undefined;
    if (this.byHeard === undefined) {
      this.byHeard = new Map();
      for (const [name, keyed] of this.byKey) if (name.length >= 5 && /^\p{L}+$/u.test(name)) for (const one of keyed) if (!one.alias && !one.shared) push(this.byHeard, heardKey(name), one);
    }
    const meant = unique((this.byHeard.get(heardKey(key)) ?? []).filter((keyed) => inCategory(keyed.entry, category)).map((keyed) => keyed.entry));
    if (meant.length !== 1 || this.nameKey(meant[0]!) === key) return undefined;
    return { ...this.result({ entry: meant[0]!, alias: false }), method: 'fuzzy', score: 0.8 };
  }

  /**
   * Whether a five-letter key is a six-letter name of the category with one letter dropped: a slip of that name as much as a
   * four-letter name's vowels spelt as heard ("boeal" beside Boreal and Beal), so the vowels say nothing.
   */
  private dropsLetterOf(key: string, category: BrandCategory | undefined): boolean {
    return (this.byFirstLetter.get(`${key[0]!}6`) ?? []).some(
      ([candidateKey, , , keyedEntries]) => typoDistance(key, candidateKey, 1) === 1 && keyedEntries.some((keyed) => !keyed.shared && inCategory(keyed.entry, category)),
    );
  }

  private typo(key: string, bound: number, category: BrandCategory | undefined, shortAliases = false): BrandMatch | undefined {
    let best: { keyed: KeyedEntry; distance: number; length: number } | undefined;
    // The nearest brand each disallowed near miss would have been ("cayon" is one edit from Canon
    // and from Canyon): a string as near another brand is that brand's typo as much, so it is a tie.
    const rivals: { entry: BrandEntry; distance: number }[] = [];
    const collapsed = collapseDoubles(key);
    // A word of one of our languages within a typo of a brand ("bosco", "orage") is that word, unless
    // it only doubles or undoubles a letter of the brand ("Cannon").
    const isWord = this.nearWords.has(key);
    const nearby = [-2, -1, 0, 1, 2].flatMap((d) => this.byFirstLetter.get(`${key[0]!}${key.length + d}`) ?? []);
    const letters = letterMask(key);
    for (const [candidateKey, candidateCollapsed, candidateLetters, keyedEntries] of nearby) {
      if (fuzzyBound(candidateKey.length) === 0) continue;
      // Each edit adds or removes at most two letters from the set of letters used: a cheap bound before the distance.
      if (bitCount(letters ^ candidateLetters) > 2 * bound && collapsed !== candidateCollapsed) continue;
      // Misspelling aliases are typos already: a typo of a typo ("Bimba" → "bimby") is too far.
      if (candidateKey.length < 8 && !shortAliases && keyedEntries.every(({ alias }) => alias)) continue;
      // Doubling or undoubling letters ("Pirreli" for Pirelli) is one slip, however many letters it moves.
      const distance = collapsed === candidateCollapsed ? 1 : typoDistance(key, candidateKey, Math.min(bound, fuzzyBound(candidateKey.length)));
      if (distance === Infinity) continue;
      // A word of ours near a brand by a slip other than a doubled letter is not read as its typo; but where that slip is a letter a
      // seller drops or adds ("frodo" for a six-letter maker), the word is as near it as a brand whose letter it only doubles or
      // undoubles: a tie. A changed letter is no rival, as it makes another word ("Cannon" is Canon, for all Canyon).
      const wordOnly = isWord && collapsed !== candidateCollapsed;
      // Adding or dropping a letter turns names under five letters into other names (Sony/Sonys),
      // unless the letter only doubles or undoubles its neighbour ("Chico" for Chicco); from five, the
      // words it would make are in the near-word list ("orage" is no Orange).
      // In a name of five or six letters one letter changed for an unrelated one makes another word
      // ("Leila" is no Leica): there a changed letter must be a slip to a neighbouring key, one vowel
      // for another ("Huawai") or a letter that sounds the same ("Seico", "Ibanes").
      const allowed =
        !isOtherWord(key, candidateKey) &&
        (key.length === candidateKey.length || Math.min(key.length, candidateKey.length) >= 5 || isDoubling(key, candidateKey)) &&
        // From seven letters one changed letter of any kind is a slip; two changed letters must each be one ("Polystetion" is no
        // slip of a longer name: two letters changed for unrelated ones make a look-alike).
        (key.length !== candidateKey.length || (key.length >= 7 && distance < 2) || plausibleSubstitutions(key, candidateKey));
      for (const keyed of keyedEntries) {
        if (keyed.shared || !inCategory(keyed.entry, category) || (keyed.alias && candidateKey.length < 8 && !shortAliases)) continue;
        // Near a misspelling alias, but a look-alike of the name itself ("Panasonec" beside "panasonnic"): no typo.
        if (keyed.alias && isLookalikeOf(key, this.nameKey(keyed.entry))) continue;
        if (wordOnly) {
          if (allowed && key.length !== candidateKey.length) rivals.push({ entry: keyed.entry, distance });
        } else if (!allowed) rivals.push({ entry: keyed.entry, distance });
        else if (!best || distance < best.distance) best = { keyed, distance, length: Math.max(key.length, candidateKey.length) };
        else if (distance === best.distance && keyed.entry !== best.keyed.entry) rivals.push({ entry: keyed.entry, distance });
      }
    }
    if (!best || rivals.some(({ entry, distance }) => entry !== best.keyed.entry && distance <= best.distance)) return undefined;
    for (const [letters, entry] of [-1, 0, 1].flatMap((d) => this.digitless.get(`${key[0]!}${key.length + d}`) ?? [])) {
      if (entry !== best.keyed.entry && inCategory(entry, category) && typoDistance(key, letters, best.distance) <= best.distance) return undefined;
    }
    const score = Math.round(Math.min(0.9, 1 - best.distance / best.length) * 100) / 100;
    return { ...this.result(best.keyed), method: 'fuzzy', score };
  }


  /**
   * A four-letter name whose pair of vowels is written as heard ("Ikya", "Ikiea"): the one slip read in so short a name. Not a
   * name that is also a word, not a dictionary word (the near-word list has them), and not where two names could be meant.
   */
  private vowelPairSpelling(key: string, category: BrandCategory | undefined): BrandMatch | undefined {
    if (this.nearWords.has(key)) return undefined;
    let found: KeyedEntry | undefined;
    for (const [candidateKey, , , keyedEntries] of this.byFirstLetter.get(`${key[0]!}4`) ?? []) {
      if (!respellsVowelPair(key, candidateKey)) continue;
      for (const keyed of keyedEntries) {
        if (keyed.alias || keyed.shared || keyed.entry.commonWord || !inCategory(keyed.entry, category)) continue;
        if (found && found.entry !== keyed.entry) return undefined;
        found = keyed;
      }
    }
    return found && { ...this.result(found), method: 'fuzzy', score: 0.75 };
  }

  /**
   * "Apple iPhone 12", "Sapatilhas NIKE", "Nike Air Jordan 1": runs of tokens name brands, exactly or
   * by alias, and every other token is a model number or a product word — "Puma Energy" and "Candy
   * Crush" are other names. Brands of one family answer the deepest (the sub-brand, with its parent);
   * brands of two families answer nothing. Read token by token, each step in turn (`RunReading` holds what is read so far):
   * a misspelt opening, a misspelt maker, a product line after its brand, a brand's run; a word no step reads ends the
   * reading as another name (`unknownWordNames`); then the brands read make the item's (`itemBrand`).
   */
  private byTokenRuns(tokens: string[], category: BrandCategory | undefined, written: Written): BrandMatch | undefined {
    if (tokens.length < 2) return undefined;
    const reading = new RunReading(tokens, category, written);
    for (let i = 0; i < tokens.length; ) {
      const opening = i === 0 ? this.readMisspeltOpening(reading) : 0;
      if (opening > 0) {
        i = opening;
        continue;
      }
      if (this.readMisspeltMaker(reading, i)) {
        i += 1;
        continue;
      }
      const step = this.readOwnLine(reading, i) || this.readLaterBrandsLine(reading, i) || this.readRun(reading, i);
      if (this.unknownWordNames(reading, i, step)) return undefined;
      this.leadFrom(reading, i, step);
      i += Math.max(step, 1);
    }
    return this.itemBrand(reading);
  }

  /**
   * A misspelt maker before a model number ("Huawai P30", "Makitta DHP482"): the first word read as a typo within the same
   * bounds as a whole string, never as a maker of free words. With a category, a misspelt maker of that category that is no
   * word (or a word written with its capital) opens a string of model words too ("Maybeline Lash Sensational"). A maker of
   * two words or more with one of them misspelt ("Bang & Olufsem", "New Balanse"): the opening words read together as a typo
   * of a name of as many words that shares one of them, before model words as for one word. Before a product line of its own
   * too ("Carolina Herreira Good Girl"). Else a word one letter off, another word, where the string says whose name it is
   * (`corroboratedOpening`). The tokens it reads, or 0.
   */
  private readMisspeltOpening(reading: RunReading): number {
    const { tokens, category, head, modelNumber, written } = reading;
    if (this.lookup(tokens[0]!, category) !== undefined) return 0;
    const misspelt = this.misspeltOpening(tokens, category);
    const readable = (found: Leading) =>
      modelNumber || written.coinedName || tokens.slice(found.tokens).every((token) => productWords.has(token)) || category !== undefined || this.lineAt(tokens.slice(found.tokens, head), found.match.brand, category) > 0;
    const opening = misspelt && readable(misspelt) ? misspelt : (this.corroboratedOpening(tokens, head, category) ?? this.aliasTypoBeforeLine(tokens, head, category));
    if (!opening) return 0;
    reading.read(opening.match, 0, opening.tokens);
    reading.leading = opening;
    // Read where the string says whose it is: its maker written as a name, the words after it its model's.
    if ('corroborated' in opening) reading.familyWritten = true;
    return opening.tokens;
  }

  /**
   * "Anel Pandorra", "pneus Bridgstone": the first word, or among a category's brands the first word after product words
   * alone, read as a maker misspelt. With no category, the string's own nouns stand in for one where the slip only doubles or
   * undoubles a letter ("Pulseira Pandorra"). Whether it read one.
   */
  private readMisspeltMaker(reading: RunReading, i: number): boolean {
    const { tokens, category, head, modelNumber, matches, written } = reading;
    // A name of several words written whole or by alias (a misspelt maker's name that is its alias) outranks a typo of its first word
    // alone (a shorter brand), at the start or after product words ("casaco Armand Thiery": no Armani).
    const namedWhole = Array.from({ length: Math.min(longestRun, tokens.length - i) - 1 }, (_, k) => k + 2).some((n) => this.lookup(tokens.slice(i, i + n).join(''), category) != null);
    const afterProductWords = i > 0 && matches.size === 0 && tokens.slice(0, i).every((token) => productWords.has(token) || accessoryWords.has(token));
    const token = tokens[i]!;
    if (!(((i === 0 || afterProductWords) && !namedWhole) && !productWords.has(token) && !accessoryWords.has(token) && this.lookup(token, category) === undefined)) return false;
    const found = this.fuzzy(token, category);
    const accented = i === 0 ? written.accentedOpening : written.accentedTokens.has(token);
    const typo = found && !(accented && !hasAccent(found.brand)) ? found : undefined;
    const typoEntry = typo && this.entry(typo.brand);
    // "Huawai pneus": product words alone after a slip say nothing of its maker where their nouns name only goods it sells none of.
    const namesOtherGoods = typoEntry !== undefined && written.inferredCategories().size > 0 && !typoEntry.categories.some((own) => written.inferredCategories().has(own));
    const beforeModel = i === 0 && (modelNumber || (tokens.slice(1).every((later) => productWords.has(later)) && !namesOtherGoods));
    // A maker whose name is also a word counts with its capitals, as when spelt right ("Kartel Componibili" in furniture).
    const writtenAsName = i === 0 ? written.capitalised : written.capitalisedTokens.has(token);
    const makerOfCategory = category !== undefined && typoEntry !== undefined && (!typoEntry.commonWord || writtenAsName) && inCategory(typoEntry, category);
    const doubling = typo !== undefined && collapseDoubles(token) === collapseDoubles(brandKey(typo.brand));
    const makerOfNouns = category === undefined && doubling && typoEntry !== undefined && (!typoEntry.commonWord || writtenAsName) && typoEntry.categories.some((own) => written.inferredCategories().has(own));
    // Before a product line of its own ("Clinqiue Moisture Surge") a misspelt maker opening the string is read as before a model number.
    const beforeLine = i === 0 && typo !== undefined && this.lineAt(tokens.slice(1, head), typo.brand, category) > 0;
    // Opening the string with no category named, a maker that is no word before nouns alone of its own goods ("Swarowski brincos").
    const ownNouns =
      i === 0 && category === undefined && typoEntry !== undefined && !typoEntry.commonWord && tokens.slice(1).every((later) => this.isProductWord(later)) && typoEntry.categories.some((own) => written.inferredCategories().has(own));
    if (typo && (((category !== undefined || i === 0) && (beforeModel || makerOfCategory || beforeLine || ownNouns)) || makerOfNouns)) {
      reading.read(typo, i, 1);
      reading.leading = { match: typo, tokens: 1 };
      return true;
    }
    // "Pneus Micheline Primacy": a word of ours one letter off a maker, where both the nouns name its goods and its product
    // line (or a model number) follows.
    const confused = typo === undefined && !accented ? this.corroboratedWord(tokens, i, head, category, modelNumber) : undefined;
    if (!confused) return false;
    reading.read(confused, i, 1);
    reading.leading = { match: confused, tokens: 1 };
    reading.familyWritten = true;
    return true;
  }

  /**
   * "Vans Old Skool", "Clinique Moisture Surge": a product line the one brand read sells under, written right after it, before
   * any other brand it may also be (itself opening the string or after product words or nouns of goods alone, no accessory's:
   * "esquis rossignol sender"), writes that brand as the maker's
   * name, a word or not: the words after it are its model words, as after a maker written with a sub-brand of its own. The
   * line's tokens, or 0.
   */
  private readOwnLine(reading: RunReading, i: number): number {
    const { tokens, category, head, matches, named, at } = reading;
    if (!(i > 0 && i < head && matches.size === 1)) return 0;
    const [maker] = matches.values();
    const makerAt = at.get(maker!.brand) ?? 0;
    const n = named.has(i - 1) && tokens.slice(0, makerAt).every((word) => this.isGoodsWord(word)) ? this.lineAt(tokens.slice(i, head), maker!.brand, category) : 0;
    // A maker read as a typo ("Marshal Stanmore") only where the string's nouns (the line's words aside), with no category
    // named, leave it its goods.
    const nouns = maker!.method === 'fuzzy' && category === undefined && n > 0 ? this.categoriesOf(tokens.filter((_, k) => (k < i && !named.has(k)) || k >= i + n).join(' ')) : new Set<BrandCategory>();
    if (!(n > 0 && (nouns.size === 0 || sells(this.entry(maker!.brand)!).some((own) => nouns.has(own))))) return 0;
    reading.leading ??= { match: maker!, tokens: i - makerAt };
    for (let k = i; k < i + n; k++) reading.lineTokens.add(k);
    reading.familyWritten = true;
    return n;
  }

  /**
   * A later brand's product line right after it ("Pastilhas Brembo Renault Clio": the car's model) is that brand's words, no
   * unknown word; which brand is the item's is judged after (`fittedCar`). The line's tokens, or 0.
   */
  private readLaterBrandsLine(reading: RunReading, i: number): number {
    const { tokens, category, head, matches, named, at } = reading;
    if (!(i > 0 && i < head && matches.size > 1 && named.has(i - 1))) return 0;
    const latest = [...at.entries()].filter(([, k]) => k < i).sort(([, a], [, b]) => b - a)[0]?.[0];
    const n = latest === undefined ? 0 : this.lineAt(tokens.slice(i, head), latest, category);
    for (let k = i; k < i + n; k++) reading.lineTokens.add(k);
    return n;
  }

  /** The longest run of tokens from `i` (four at most) that names a brand exactly or by alias, read as what it is. Its tokens, or 0. */
  private readRun(reading: RunReading, i: number): number {
    const { tokens, category, head, matches, written } = reading;
    // "Puma Ford Titanium", "Mustang Ford": a product line opening the string before its own maker, and its model words up to
    // the maker, name no brand of their own — another family's brand the line's word also is ("Puma") is the model's name there.
    const lineFirst = this.lineBeforeMaker(reading);
    if (lineFirst !== undefined && i >= lineFirst.start && i < lineFirst.makerAt && this.modelNameOfLine(reading, tokens[i]!, lineFirst.maker)) return 0;
    for (let n = Math.min(longestRun, tokens.length - i); n >= 1; n--) {
      const run = tokens.slice(i, i + n).join('');
      // "Crema de L'Erbolario": a function word of ours ("del", Dell's alias) is no brand joined from several tokens, nor as an alias
      // without a cue of its maker after it (`functionWordCue`).
      if (functionWords.has(run) && (n > 1 || !this.functionWordCue(tokens, i, head, run, category))) continue;
      // "discos até 2018": a function word written with an accent its maker's name lacks (Portuguese "até", not ATE) is the word.
      if (functionWords.has(run) && written.accentedTokens.has(run) && (this.byKey.get(run) ?? []).every(({ entry }) => !hasAccent(entry.shown ?? entry.name))) continue;
      const found = this.lookup(run, category);
      // "camisola de lã cor mostarda": a name joined from words written apart, one of them with an accent the name lacks, is those words.
      if (n > 1 && found && tokens.slice(i, i + n).some((token) => written.accentedTokens.has(token)) && this.unaccentedOneWordName(found.brand)) continue;
      // "reloj de bolsillo", "libro de bolsillo": a function word of ours and a word of its language, written apart, are that
      // phrase, never a maker's one-word name joined from them (Debolsillo); "de walt" is DeWalt written apart ("walt" is no word).
      if (n === 2 && found && this.joinsSplitPhrase(tokens[i]!, tokens[i + 1]!, found.brand)) continue;
      if (found === null) {
        const candidates = [...new Set((this.byKey.get(run) ?? []).map(({ entry }) => entry))];
        // A name two brands share, right before a product line of one of them ("Boss Katana": Roland's), is that one.
        const lined = candidates.filter((entry) => inCategory(entry, category) && this.lineAt(tokens.slice(i + n, head), entry.name, category) > 0);
        // With no category, the string's nouns may name the goods of one of them only ("Shark aspirador sem fios"): read as that one,
        // so it leads the words after it as a maker opening the string does.
        // Where the nouns name goods of both, the one selling more of the goods named ("Alpine car stereo": the car-audio maker, not the cars).
        const told = lined.length === 1 ? lined : mostNamed(candidates.filter((entry) => inCategory(entry, category)), category === undefined ? written.inferredCategories() : this.categoriesOf(tokens.join(' ')));
        if (told.length === 1) {
          reading.read(this.result({ entry: told[0]!, alias: brandKey(told[0]!.shown ?? told[0]!.name) !== run }), i, n);
          // "pedal boss ce5 chorus": told by its nouns, a word-maker before a model code of its own leads the words after it.
          if (i > 0 && matches.size === 1 && written.lowerCase && told[0]!.commonWord && this.modelAfterOwnNouns(reading, i, n, told[0]!.name)) {
            reading.leading = { match: matches.get(told[0]!.name)!, tokens: n };
            reading.familyWritten = true;
          }
        }
        else reading.shared.push({ run, candidates, at: i });
        return n;
      }
      if (!found) continue;
      if (this.holdingByShortName(found, tokens, i, n)) continue;
      // "poltrona ikea poäng bétula": a one-word name written with an accent the brand's name lacks, after another brand, is a word
      // of ours (a wood, a colour), as it is never read as a misspelt maker.
      if (n === 1 && i > 0 && matches.size > 0 && written.accentedTokens.has(run) && !hasAccent(this.entry(found.brand)?.shown ?? found.brand) && ![...matches.values()].some((match) => this.entry(match.brand)?.family === this.entry(found.brand)?.family)) return 0;
      // "Casio G-Shock DW-5600": the letters of a model code, not a brand.
      if (n === 1 && i > 0 && written.codeTokens.has(run)) return 1;
      if (n === 1 && (productWords.has(run) || accessoryWords.has(run))) {
        // "Galaxy Tab S7": a product line of several words opening with the maker's alias word names the maker, read whole, where
        // the string is no accessory's (an accessory's names what it fits: "Capa Galaxy Tab S7").
        const line = found.method === 'alias' ? this.lineAt(tokens.slice(i, head), found.brand, category) : 0;
        if (line > 1 && !tokens.slice(0, head).some((token) => accessoryWords.has(token))) {
          reading.read(found, i, line);
          return line;
        }
        // "capacete moto": an alias that is a noun of goods its maker does not sell (a motorbike's, beside Motorola) is that noun,
        // unless a model code follows it ("moto g84").
        const nouns = this.categoriesOf(run);
        const ownWord = nouns.size === 0 || this.entry(found.brand)!.categories.some((own) => nouns.has(own)) || /^\p{L}{1,3}\d/u.test(tokens[i + 1] ?? '');
        if (found.method === 'alias' && ownWord) {
          reading.productLines.set(found.brand, found);
          reading.productLineAt.set(found.brand, i);
        }
        return 1;
      }
      // "Capa Kindle": after an accessory's word, a maker's alias that is a product line of its own names what the accessory fits,
      // as "iPhone" does — so does a sub-brand named as its family's line ("skin Xbox", "capa PlayStation").
      if ((found.method === 'alias' || found.parent !== undefined) && tokens.slice(0, i).some((token) => accessoryWords.has(token)) && this.isLineOf(run, found.brand)) {
        reading.productLines.set(found.brand, found);
        reading.productLineAt.set(found.brand, i);
        return n;
      }
      // "kitchen shell" (Shell): a brand that is also a word, after words that name no brand and all in lower case, is that
      // word, as in free text; written as a name ("Shell"), opening the string ("shell helix") or after its maker
      // ("nike jordan") or before a product line of its own ("sapatilhas vans old skool") it is the brand.
      // A name of several words after nouns alone of its own goods is the brand, in lower case too ("ração royal canin").
      const ownNouns =
        (n > 1 || this.everydayWordOfNone(tokens, i, head)) && tokens.slice(0, i).every((token) => this.isProductWord(token)) && this.entry(found.brand)!.categories.some((own) => this.categoriesOf(tokens.slice(0, i).join(' ')).has(own));
      // "bike focus lens": a word-maker right before an English noun of goods it does not sell describes that noun (`describesEnglishNoun`).
      if (i > 0 && this.describesEnglishNoun(reading, i, n, found.brand)) return 0;
      // A product line of its own written before it ("bad boy carolina herrera", "ipad 6 apple") writes it as the maker, as one after it does.
      const lineBefore = this.lineBeforeMaker(reading)?.makerAt === i && this.lineBeforeMaker(reading)?.maker === found.brand;
      const wordMaker = i > 0 && matches.size === 0 && written.lowerCase && this.entry(found.brand)?.commonWord === true && !ownNouns && !lineBefore && this.lineAt(tokens.slice(i + n, head), found.brand, category) === 0;
      // After its own nouns, a model code or a line of its own a few words on says the word is the maker ("objetiva sigma 50mm art").
      // So does a word of no language its nouns are written in ("bicicleta giant pouco usada"): it makes no phrase there.
      // And with the category named, so does a word right after a noun of it written in a language that puts a noun's describing
      // words after it ("vestido mango estampado", "chaqueta desigual flores"): there it names who made the item.
      const modelAhead =
        wordMaker && (this.modelAfterOwnNouns(reading, i, n, found.brand) || this.foreignWordAfterOwnNouns(reading, i, n, found.brand) || this.makerAfterRomanceNoun(reading, i, n, found.brand));
      if (wordMaker && !modelAhead) return 0;
      // "skis rossignol react rt elite": in lower case, after a maker written with its own line, another maker's word is a model word.
      if (this.modelWordOfLeader(reading, i, n, found.brand)) return 0;
      // The maker written again, by a product line of its own or a sub-brand ("Fender Stratocaster", "Fender Squier").
      const leading = reading.leading;
      if (i > 0 && leading !== undefined && !this.entry(leading.match.brand)?.holding && this.entry(found.brand)?.family === this.entry(leading.match.brand)?.family) reading.familyWritten = true;
      reading.read(found, i, n);
      // "livro porto editora matemática 9 ano", "table maisons du monde bois": a maker's whole name of several words, after nouns
      // alone of its own goods (of the category named, where one is), is written as the maker's, as a maker that is no word is
      // there: it leads the words after it, which say what the item is.
      const wholeNameAfterOwnNouns = i > 0 && n > 1 && matches.size === 1 && ownNouns && found.method === 'exact' && inCategory(this.entry(found.brand)!, category);
      if (modelAhead || (wholeNameAfterOwnNouns && reading.leading === undefined)) {
        reading.leading = { match: found, tokens: n };
        reading.familyWritten = true;
      }
      return n;
    }
    return 0;
  }

  /**
   * "obiettivo sigma 70mm macro dg", "relógio polar m430 preto", "pedal boss ce5 chorus": a maker that is also a word, written in lower case
   * after nouns alone of its own goods (or the category named), is the maker where its word is no everyday word of goods and,
   * among the item's words after it, a product line of its own or a model code follows: letters and digits ("ds1x", "28ce"; no
   * measure: "500ml"), or for a maker of lenses a focal length or an aperture ("105mm", "18-35mm", "f1.4"). Nouns alone ("head
   * torch") or numbers alone ("focus 2") say nothing; nor do nouns of other goods ("livro sigma 6").
   */
  private modelAfterOwnNouns(reading: RunReading, i: number, n: number, brand: string): boolean {
    const { tokens, category, head } = reading;
    const entry = this.entry(brand)!;
    const word = tokens.slice(i, i + n).join('');
    if (this.isProductWord(word) || goodsNounsOfMakers.has(word) || functionWords.has(word) || phraseWords.has(tokens[i + n] ?? '')) return false;
    const before = tokens.slice(0, i);
    if (!this.goodsWordsOnly(before)) return false;
    const nouns = this.categoriesOf(before.join(' '));
    if (!sells(entry).some((own) => nouns.has(own) || own === category)) return false;
    // "botas mustang senhora", "casaco mango preto": with the category named, a maker of it right after a noun of it, then only
    // who the item is for, its colour, size, material or more nouns of the category, is the maker — our languages write the
    // describing word after the noun, and a maker's word there, no colour, says who made it. Words that go on a phrase ("poco
    // usado", "nothing a declarar", "elite de estrada") leave it the word.
    if (category !== undefined && nouns.has(category) && inCategory(entry, category) && !colourWords.has(word)) {
      const describes = (token: string) => /^\d/.test(token) || forWhomWords.has(token) || colourWords.has(token) || itemTraitWords.has(token) || this.categoriesOf(token).has(category);
      if (tokens.slice(i + n, head).every(describes)) return true;
    }
    const lenses = entry.categories.includes('cameras');
    for (let k = i + n; k < head; k++) {
      const token = tokens[k]!;
      if (this.lineAt(tokens.slice(k, head), brand, category) > 0) return true;
      if (lenses && lensMeasure(token, tokens[k + 1])) return true;
      if (modelCode(token, tokens[k + 1]) && !this.isProductWord(token)) return true;
    }
    return false;
  }

  /**
   * "bike focus lens", "tent orange pegs": English writes a noun's describing word right before it, so a maker whose name is
   * also an English word (`word-languages.data.ts`), written in lower case right before an English noun of goods
   * (`englishGoodsNouns`: no word of PT, ES, FR, IT or DE) that names none of the goods the maker sells, describes that noun —
   * whatever nouns came before it. A noun of its own goods after it ("bike focus frame") or its own line keeps the maker.
   */
  private describesEnglishNoun(reading: RunReading, i: number, n: number, brand: string): boolean {
    const { tokens, category, head, written } = reading;
    const entry = this.entry(brand);
    const word = tokens[i]!;
    const next = tokens[i + 1];
    if (n !== 1 || next === undefined || i + 1 >= head || !written.lowerCase || entry?.commonWord !== true || !languagesOfWord(word).includes('en')) return false;
    if (!englishGoodsNouns.has(next) || this.lineAt(tokens.slice(i + 1, head), brand, category) > 0) return false;
    const nouns = this.categoriesOf(next);
    const own = new Set(sells(entry));
    return nouns.size > 0 && ![...nouns].some((noun) => own.has(noun));
  }

  /**
   * "bicicleta giant pouco usada", "sapatilhas decathlon criança usadas": a maker that is also a word, written in lower case
   * after nouns alone of its own goods (and of the category named, where one is), is the maker where its word is an ordinary
   * word of none of the languages those nouns are written in (our dictionaries, `word-languages.data.ts`): there it makes no
   * phrase with the words around it ("pouco usada" says how the bike was used, not what "giant" is) where only words describing the
   * item follow. A word of
   * the nouns' language stays as it was read ("vestido mango estampado": Portuguese and Spanish both have "mango"; "head torch",
   * "bell tent": English nouns, English words), as do colours, traits and the English words sellers borrow for goods ("vestido
   * camel", "casaco oversize", "ecrã smart").
   */
  private foreignWordAfterOwnNouns(reading: RunReading, i: number, n: number, brand: string): boolean {
    const { tokens, category } = reading;
    const word = tokens[i]!;
    if (n !== 1 || this.isProductWord(word) || goodsNounsOfMakers.has(word) || functionWords.has(word) || colourWords.has(word) || itemTraitWords.has(word) || borrowedGoodsWords.has(word)) return false;
    if (phraseWords.has(tokens[i + 1] ?? '') || functionWords.has(tokens[i + 1] ?? '')) return false;
    const entry = this.entry(brand)!;
    if (category !== undefined && !inCategory(entry, category)) return false;
    const before = tokens.slice(0, i);
    if (!this.goodsWordsOnly(before)) return false;
    const nouns = this.categoriesOf(before.join(' '));
    if (!sells(entry).some((own) => nouns.has(own) || own === category)) return false;
    // The nouns' languages: of the product nouns among them ("de", "the", "new" say no language of their own).
    const written = new Set(before.filter((token) => this.categoriesOf(token).size > 0).flatMap((token) => languagesOfWord(token)));
    if (written.size === 0 || languagesOfWord(word).some((language) => written.has(language))) return false;
    // Words after it that no list of ours knows may go on its own language's phrase ("bicicleta time trial", "vestido next day",
    // "relogio radiant sol"): only numbers, codes and words describing the item (its state, colour, size, material, nouns, whom
    // it is for) may follow.
    return tokens
      .slice(i + 1, reading.head)
      .every((token, k, after) => /\d/.test(token) || isMeasure(after[k - 1] ?? '', token) || this.isProductWord(token) || colourWords.has(token) || itemTraitWords.has(token) || forWhomWords.has(token) || conditionWords.has(token) || degreeWords.has(token));
  }

  /**
   * "vestido mango midi estampado", "chaqueta desigual flores", "pies de gato boreal": with a category named, a maker of it that is
   * also a word, written in lower case right after nouns alone of that category, in a language of ours that writes a noun's
   * describing words after it and joins another noun to it with "de" (PT, ES, FR, IT, by the dictionaries of
   * `word-languages.data.ts`; nouns English also has, "sofa", "piano", say no order) and a word of that language itself, is the
   * maker: a bare word there names the maker or the colour, not a second noun. Its word is no colour, trait, borrowed English word, kind of lens ("objetiva zoom"),
   * product word or function word, and the word after it opens no phrase with it ("poco usado", "nothing a declarar") — a Romance
   * "de" before the item's material ("cama habitat de carvalho") opens none: it says what the item is made of.
   */
  private makerAfterRomanceNoun(reading: RunReading, i: number, n: number, brand: string): boolean {
    const { tokens, category } = reading;
    const word = tokens[i]!;
    if (category === undefined || n !== 1) return false;
    if (this.isProductWord(word) || goodsNounsOfMakers.has(word) || functionWords.has(word) || colourWords.has(word) || itemTraitWords.has(word) || borrowedGoodsWords.has(word) || lensKindWords.has(word) || forWhomWords.has(word)) return false;
    const next = tokens[i + 1];
    // "cama habitat de carvalho", "mala tous de pele": a Romance "de" and the item's material after the maker say what the item is made of.
    const ofMaterial = next !== undefined && romanceOfWords.has(next) && (itemTraitWords.has(tokens[i + 2] ?? '') || materialWords.has(tokens[i + 2] ?? ''));
    if (next !== undefined && !ofMaterial && (phraseWords.has(next) || functionWords.has(next) || degreeWords.has(next))) return false;
    // "violino rico timbre": a maker's name that is a describing word, before a word that is not the item's own (a size, number or
    // state, a goods noun, the maker's line, a model's name and its number: "palhetas rico reserve 3"), describes that word.
    const ownAfter = (after: readonly string[]) => this.partWordAfter(after) || this.isProductWord(after[0]!) || this.categoriesOf(after[0]!).has(category) || this.lineAt([...after], brand, category) > 0 || /\d/.test(after[1] ?? '');
    if (describingMakerNames.has(word) && next !== undefined && !ownAfter(tokens.slice(i + 1))) return false;
    if (!inCategory(this.entry(brand)!, category)) return false;
    const before = tokens.slice(0, i);
    if (!this.goodsWordsOnly(before) || !this.categoriesOf(before.join(' ')).has(category)) return false;
    // Nouns of PT, ES, FR or IT only, and the maker's word one of theirs too: a word of another language is another reading's
    // (`foreignWordAfterOwnNouns`), where an English phrase may go on after it ("vestido next day").
    const own = languagesOfWord(word);
    const nouns = before.filter((token) => this.categoriesOf(token).size > 0).map((token) => languagesOfWord(token));
    return nouns.some(
      (languages) => languages.length > 0 && !languages.includes('en') && !languages.includes('de') && languages.some((language) => romanceLanguages.has(language) && own.includes(language)),
    );
  }

  /**
   * Whether a maker that is also a word, at `i` in a string written all in lower case, is a model word of the maker leading it: that
   * maker is written with a product line of its own before it, and no line or model code of the word's maker follows it ("skis
   * rossignol react rt elite": another maker's name as the ski's model word; "… elite 2" too: a number alone says nothing).
   */
  private modelWordOfLeader(reading: RunReading, i: number, n: number, brand: string): boolean {
    const { tokens, category, head, leading, written } = reading;
    const entry = this.entry(brand);
    if (!(i > 0 && n === 1 && written.lowerCase && reading.familyWritten && reading.lineTokens.size > 0 && leading !== undefined && entry?.commonWord === true)) return false;
    if (this.entry(leading.match.brand)?.family === entry.family || this.lineAt(tokens.slice(i + 1, head), brand, category) > 0) return false;
    return tokens.slice(i + 1, head).every((token) => /^\d+$/.test(token) || this.isProductWord(token));
  }

  /**
   * Whether the word at `i`, which no step read as a brand (`step` 0), makes another name ("Puma Energy", "Omega Pharma"): a
   * word that is no model number, product word, legal form after a maker, nor a coined model name written before any brand —
   * unless the brand opening the string leads it as its maker's model words ("Fender Squier Affinity": a maker written with a
   * sub-brand or product line of its own family; else where `opensAsMaker` says so).
   */
  private unknownWordNames(reading: RunReading, i: number, step: number): boolean {
    const { tokens, category, head, matches, named, leading, written } = reading;
    if (step !== 0 || i >= head) return false;
    const token = tokens[i]!;
    // "VF Corporation The North Face", "Samsung Electronics Galaxy": a legal form's word right after a maker's name is of its company name.
    const companyWord = i > 0 && named.has(i - 1) && isLegalSuffix(token);
    // A coined word before any brand is the model's name written before its maker ("DualSense PS5").
    const coinedBefore = matches.size === 0 && written.coinedTokens.has(token);
    // A product noun of any category ("churrasqueira", "ração") describes the item: it makes no name with the brand, nor does
    // a unit after a number ("43 polegadas", "5 litros") is its measure.
    const unit = i > 0 && /^\d+(?:[.,]\d+)?$/.test(tokens[i - 1]!) && isMeasure(tokens[i - 1]!, token);
    // "friteuse sans huile ninja", "aspirador sem fios shark": a word for "without" and the word after it say what the item lacks.
    const lacked = lackWords.has(token) || (i > 0 && lackWords.has(tokens[i - 1]!));
    // "azul pacífico", "verde alpino", "bleu nuit": a word right after a colour word names the colour's shade, not the item.
    // Not a colour written right after a brand's word before any model number: "sage green", "salsa verde" are phrases of the
    // word, where "iphone 13 mini verde alpino" names the phone's colour.
    const shade = i > 1 && colourWords.has(tokens[i - 1]!) && !(this.byKey.has(tokens[i - 2]!) && !tokens.slice(0, i - 2).some((before) => /\d/.test(before)));
    // "MacBook Pro como novo", "iPad 9 usado 1 ano", "iPhone 13 com caixa": after a brand read, what the seller says of the item —
    // its state, its age and price, what comes with it — makes no other name with the brand. A unit of time is the item's age only
    // after a number and a word of its state or of "since" ("usado 1 ano", "comprado há 2 anos"; "35-40 anos" are people's).
    const sellersWords = (matches.size > 0 || reading.productLines.size > 0) && (conditionWords.has(token) || sellersPhraseWords.has(token) || (sinceWords.has(token) && /^\d+$/.test(tokens[i + 1] ?? '') && ageWords.has(tokens[i + 2] ?? '')) || (ageWords.has(token) && /^\d+$/.test(tokens[i - 1] ?? '') && tokens.slice(0, i - 1).some((before) => conditionWords.has(before) || sellersPhraseWords.has(before) || sinceWords.has(before))) || ((degreeWords.has(token) || functionWords.has(token)) && [conditionWords, sellersPhraseWords].some((words) => words.has(tokens[i + 1] ?? ''))) || tokens.slice(0, i + 1).some((before) => withWords.has(before)));
    if (companyWord || coinedBefore || lacked || shade || sellersWords || /\d/.test(token) || productWords.has(token) || accessoryWords.has(token)) return false;
    // "columbia university hoodie": a university's or college's word right after the maker leading the string makes the institution's name.
    if (leading !== undefined && institutionWords.has(token) && i === (reading.at.get(leading.match.brand) ?? 0) + leading.tokens) return true;
    // A maker that is also a word, written in lower case, is read as before: its nouns may be a phrase of the word ("head torch").
    const wordInLowerCase = leading !== undefined && !written.capitalised && this.entry(leading.match.brand)?.commonWord === true;
    if ((unit || this.categoriesOf(token).size > 0) && (!wordInLowerCase || this.lowerCaseMaker(reading, leading!.match))) return false;
    // "Galaxy Buds Samsung", "Old Skool Vans": a word of a product line opening the string, its maker written right after it.
    if (leading === undefined && this.lineBeforeMaker(reading) !== undefined && i < this.lineBeforeMaker(reading)!.makerAt) return false;
    return !(
      i > 0 &&
      leading !== undefined &&
      (reading.familyWritten ||
        this.lowerCaseMaker(reading, leading.match) ||
        this.opensAsMaker(leading, {
          category,
          capitalised: written.capitalised,
          modelNumber: reading.modelNumber,
          modelCode: written.modelCode,
          lensRange: written.lensRange,
          namedModel: written.namedModel,
          wordsIn: written.wordsIn,
          placeAfter: this.placeAfter(reading, leading),
          accentedOpening: written.accentedOpening,
          inferred: written.inferredCategories,
          openingText: written.openingText,
          coinedName: written.coinedName,
        }))
    );
  }

  /**
   * Whether a word of a place, a venue or an institution follows the brand leading the string ("Nokia Arena", "Siemens Park
   * bilhete") with no noun of the maker's own goods after it ("Bosch Park Assist sensor" is a line of parking sensors).
   */
  private placeAfter(reading: RunReading, leading: Leading): boolean {
    const { tokens, head, at } = reading;
    const end = (at.get(leading.match.brand) ?? 0) + leading.tokens;
    if (!placeWords.has(tokens[end] ?? '')) return false;
    // With a category named, the maker and a place's word are as often a line of its goods ("Trek road", "Roxy beach", "Dyson
    // station de carga"): the place is read only where a thing of the place follows it (a ticket, a map, a postcard).
    if (reading.category !== undefined && !tokens.slice(end + 1, head).some((token) => placeThings.has(token))) return false;
    const own = sells(this.entry(leading.match.brand)!);
    return ![...this.categoriesOf(tokens.slice(end + 1, head).join(' '))].some((noun) => own.includes(noun));
  }

  /** The brand read first leads the words after it: opening the string, or — a maker that is no word — after product words alone ("Berbequim Bosch GSB"). */
  private leadFrom(reading: RunReading, i: number, step: number): void {
    const { tokens, matches } = reading;
    if (i === 0 && step > 0 && matches.size > 0) reading.leading = { match: [...matches.values()][0]!, tokens: step };
    else if (reading.leading === undefined && step > 0 && matches.size === 1 && tokens.slice(0, i).every((word) => productWords.has(word))) {
      const first = [...matches.values()][0]!;
      if (this.entry(first.brand)?.commonWord === false) reading.leading = { match: first, tokens: step };
    } else if (step > 0 && reading.leading === undefined && this.lineBeforeMaker(reading)?.makerAt === i) {
      // The maker written after a product line of its own opening the string leads the words after it, written as its name.
      const line = this.lineBeforeMaker(reading)!;
      reading.leading = { match: matches.get(line.maker)!, tokens: step };
      for (let k = line.start; k < line.makerAt; k++) reading.lineTokens.add(k);
      reading.familyWritten = true;
    } else if (step > 0) this.leadAfterSubject(reading, i, step);
  }

  /**
   * Whether a word of a product line written before its maker, that is another family's brand too ("Puma" of Ford's Puma, "Kona"
   * of Hyundai's), is the model's name there: only with no category named (with one, `lookup` has already read the word as that
   * category's), where the string's nouns name goods the line's maker sells and none of that brand's. "Gazelle Adidas" alone
   * says nothing of which it is, and stays two brands.
   */
  private modelNameOfLine(reading: RunReading, token: string, maker: string): boolean {
    const other = this.lookup(token, reading.category);
    // A sub-brand of the maker's own family ("POCO X6 Pro Xiaomi") is read as it is: the deeper brand answers.
    if (other == null || this.entry(other.brand)?.family === this.entry(maker)?.family) return false;
    if (reading.category !== undefined) return false;
    const nouns = reading.written.inferredCategories();
    return sells(this.entry(maker)!).some((own) => nouns.has(own)) && !sells(this.entry(other.brand)!).some((own) => nouns.has(own));
  }

  /**
   * A product line opening the string (after product words alone) with a brand of its family written right after it, its model
   * numbers and product words between allowed ("Galaxy Buds Samsung", "Old Skool Vans", "Air Max 90 Nike"): where the line starts,
   * and where its maker is written. Read once per string.
   */
  private lineBeforeMaker(reading: RunReading): { start: number; makerAt: number; maker: string } | undefined {
    if (reading.lineFirst !== undefined) return reading.lineFirst || undefined;
    const { tokens, head, category } = reading;
    let found: { start: number; makerAt: number; maker: string } | undefined;
    for (let start = 0; start < head && found === undefined; start++) {
      for (let n = Math.min(longestRun, head - start); n >= 1 && found === undefined; n--) {
        const families = new Set(this.lines.get(tokens.slice(start, start + n).join(''))?.map((entry) => entry.family));
        if (families.size === 0) continue;
        // The line's model words between it and its maker: numbers, product words and at most two other words ("iPad mini 6 Apple").
        // A sub-brand signed "by" its maker ("G-Shock by Casio") is that sub-brand, no line before its maker.
        for (let makerAt = start + n, free = 0; makerAt < head && found === undefined && free <= 2 && (makerAt === start + n || tokens[makerAt - 1] !== 'by'); makerAt++) {
          for (let m = Math.min(longestRun, head - makerAt); m >= 1 && found === undefined; m--) {
            const maker = this.lookup(tokens.slice(makerAt, makerAt + m).join(''), category);
            if (maker && families.has(this.entry(maker.brand)?.family ?? '')) found = { start, makerAt, maker: maker.brand };
          }
          if (!/\d/.test(tokens[makerAt]!) && !productWords.has(tokens[makerAt]!)) free++;
        }
      }
      if (!productWords.has(tokens[start]!)) break;
    }
    reading.lineFirst = found ?? false;
    return found;
  }

  /**
   * "Star Wars Lego Millennium Falcon", "Porsche 911 Lego Technic", "Ferrari Hot Wheels": a licence, or a car's make with its
   * model numbers, opening the string right before a toy maker names the toy's subject — the maker leads the words after them,
   * written as its edition's name, and the subject is no second maker (`RunReading.subjects`).
   */
  private leadAfterSubject(reading: RunReading, i: number, step: number): void {
    const { tokens, at, named, leading } = reading;
    if (leading === undefined || reading.subjects.size > 0) return;
    const subject = this.entry(leading.match.brand);
    const maker = this.entry([...at.entries()].find(([, k]) => k === i)?.[0] ?? '');
    if (subject === undefined || maker === undefined || subject.family === maker.family) return;
    if (!maker.categories.includes('toys-baby') || maker.componentIn?.includes('toys-baby')) return;
    // The subject sells no toys of its own: a licence on others' toys, or a car's make.
    const licence = subject.componentIn !== undefined;
    if (!(licence || subject.categories.includes('vehicle-parts')) || (subject.categories.includes('toys-baby') && !subject.componentIn?.includes('toys-baby'))) return;
    // Right after the subject and its model numbers ("Porsche 911"), or its model's name, a product line of its own ("Ford Mustang").
    const subjectAt = at.get(subject.name) ?? 0;
    const after = subjectAt + leading.tokens + this.lineAt(tokens.slice(subjectAt + leading.tokens, i), subject.name, undefined);
    if (!tokens.slice(after, i).every((token, k) => /\d/.test(token) || named.has(after + k))) return;
    reading.subjects.add(subject.name);
    reading.leading = { match: reading.matches.get(maker.name)!, tokens: step };
    reading.familyWritten = true;
  }

  /**
   * The item's brand from the brands a string's runs read: a product line alone names its maker, a shared name is decided by
   * the family written beside it, and of the brands left one family must remain (`itemBrands`); it answers the deepest brand,
   * unless the string shows it is a word (`namesAWord`).
   */
  private itemBrand(reading: RunReading): BrandMatch | undefined {
    const { tokens, head, withAt, matches, at } = reading;
    // An accessory's word after the "with" word is what comes with the item ("iPhone 13 com caixa"), not the item itself.
    // "iPhone 13 com capa OtterBox": a brand written only after the "with" word leaves the product line before it the item's.
    const byLines = ![...at.values()].some((k) => k < head) && !tokens.slice(0, head).some((token) => accessoryWords.has(token));
    if (byLines) for (const [brand, match] of reading.productLines) if ((reading.productLineAt.get(brand) ?? 0) < head) matches.set(brand, match);
    if (!this.resolveShared(reading)) return undefined;
    // A brand written only after the "with" word is a part or what comes with the item, not its maker ("Blusa con …").
    if (withAt !== -1 && !(byLines && matches.size > 0) && ![...at.values()].some((k) => k < head)) return undefined;
    const found = this.itemBrands(reading);
    const families = new Set(found.map((match) => this.entry(match.brand)?.family ?? match.brand));
    if (found.length === 0 || families.size > 1) return undefined;
    // The deepest brand of the family: the one whose parent chain is longest (Jordan under Nike); of two as deep, the one written
    // later, the more particular name (a brand its owner sells today under its own name after an older one: "Btwin Triban").
    const deepest = found.reduce((a, b) => (this.depth(b.brand) > this.depth(a.brand) || (this.depth(b.brand) === this.depth(a.brand) && (at.get(b.brand) ?? 0) > (at.get(a.brand) ?? 0)) ? b : a));
    if (this.namesAWord(reading, deepest)) return undefined;
    const { component: _, ...answer } = deepest;
    return { ...answer, score: Math.round(deepest.score * 0.9 * 100) / 100 };
  }

  /**
   * Each run two brands share read as the one whose family another run names, or with no category the one the string's nouns
   * name ("Boss … pedal": Roland's Boss). False where one stays undecided.
   */
  private resolveShared(reading: RunReading): boolean {
    const { category, matches, written } = reading;
    for (const { run, candidates, at } of reading.shared) {
      const known = new Set([...matches.values()].map((match) => this.entry(match.brand)?.family));
      // Its family, or its holding, written beside it ("SharkNinja Shark") tells it apart too; so does, for a holding, one of its
      // brands written beside it ("Puig Rabanne": the perfume group, not the maker of motorbike parts).
      let inFamily = candidates.filter((entry) => (known.has(entry.family) || [...matches.keys()].some((read) => this.ownedBy(entry.name, read) || this.ownedBy(read, entry.name))) && inCategory(entry, category));
      // With no category and no family written, the string's nouns may tell the brands apart ("Boss … pedal": Roland's Boss).
      if (inFamily.length === 0 && category === undefined) inFamily = candidates.filter((entry) => entry.categories.some((own) => written.inferredCategories().has(own)));
      // "Samsung Galaxy Buds Orange": a name that is a word, which none of the brands bearing it are, after another brand is that word.
      if (inFamily.length === 0 && at > 0 && matches.size > 0 && candidates.every((entry) => entry.commonWord)) continue;
      if (inFamily.length !== 1) return false;
      matches.set(inFamily[0]!.name, this.result({ entry: inFamily[0]!, alias: brandKey(inFamily[0]!.shown ?? inFamily[0]!.name) !== run }));
    }
    return true;
  }

  /**
   * The brands read that may be the item's: owners set aside for what they own, the car a part fits, a word-brand after a
   * maker that is no word, a component or licence beside another family's maker, a designer signing a line "by", and with
   * no category a brand of goods the opening maker sells none of.
   */
  private itemBrands(reading: RunReading): (BrandMatch & { component: boolean })[] {
    const { tokens, category, head, matches, named, at, lineTokens, leading, written } = reading;
    // "Bugaboo Fox with Cybex adapters": a brand written only after the "with" word, beside one written before it, is what
    // comes with the item, not its maker.
    const read = this.withoutOwners([...matches.values()].filter((match) => (at.get(match.brand) ?? 0) < head));
    // "Farol Valeo Renault Clio IV", "Pastilhas Bosch Peugeot 208": after the maker of a car part named first (after product or
    // accessory words alone), a car's make written with one of its models names the car the part fits, not a second maker —
    // and the part's maker is the item's, though it is a component on others' cars.
    const first = read.reduce<BrandMatch | undefined>((a, b) => (a === undefined || (at.get(b.brand) ?? 0) < (at.get(a.brand) ?? 0) ? b : a), undefined);
    const partMaker =
      first !== undefined && this.entry(first.brand)?.categories.includes('vehicle-parts') && tokens.slice(0, at.get(first.brand) ?? 0).every((word) => productWords.has(word) || accessoryWords.has(word)) ? first : undefined;
    const fittedCars = partMaker === undefined ? [] : read.filter((match) => match !== partMaker && this.entry(match.brand)?.family !== this.entry(partMaker.brand)?.family && this.fittedCar(match, partMaker, tokens, at, named, head));
    const familyOf = (match: BrandMatch) => this.entry(match.brand)?.family ?? match.brand;
    // "zoom lens Nikon", "orange case Samsung": in a string not written all in lower case, a brand that is also a word written
    // in lower case is that word where another family's brand is written as a name (with its capital, or a name that is no word).
    const asWord = (match: BrandMatch) => !written.lowerCase && this.entry(match.brand)?.commonWord === true && !written.capitalisedTokens.has(tokens[at.get(match.brand) ?? 0] ?? '');
    const cased = read.filter((match) => !asWord(match));
    const worded = read.filter((match) => !asWord(match) || cased.some((other) => familyOf(other) === familyOf(match)) || cased.length === 0);
    // "objectif zoom 28-200", "canon powershot zoom 20x": a maker named by a kind of lens, in lower case, beside a lens's noun, a
    // focal length, an aperture, a magnification or a camera maker of another family, is the lens's kind.
    const lensKind = (match: BrandMatch) => {
      const k = at.get(match.brand) ?? 0;
      if (!lensKindWords.has(tokens[k]!) || named.has(k + 1) || written.capitalisedTokens.has(tokens[k]!)) return false;
      // Before a line or a model code of its own ("zoom h6") it is the maker.
      if (this.lineAt(tokens.slice(k + 1, head), match.brand, category) > 0 || (tokens[k + 1] !== undefined && modelCode(tokens[k + 1]!, tokens[k + 2]) && !lensMeasure(tokens[k + 1]!, tokens[k + 2]))) return false;
      const lensWord = (token: string, j: number) => lensNouns.has(token) || lensMeasure(token, tokens[j + 1]) || /^\d{1,3}x\d{0,3}$/.test(token);
      return tokens.some((token, j) => j !== k && lensWord(token, j)) || read.some((other) => familyOf(other) !== familyOf(match) && this.entry(other.brand)?.categories.includes('cameras'));
    };
    const owned = worded.filter((match) => !fittedCars.includes(match) && !reading.subjects.has(match.brand) && !this.beforeName(reading, match) && !lensKind(match));
    // "DJI Osmo Pocket 2": a brand that is also a word, written after another family's maker that is no word, is that word —
    // read before components are set aside, so a maker that is also a component elsewhere keeps its string ("Bose … Flex").
    // The maker opens the string, or follows product words alone ("Raqueta Babolat …").
    const opensString = (k: number | undefined) => k !== undefined && tokens.slice(0, k).every((word) => productWords.has(word));
    // With no category, a maker that is also a word opening the string with its capital counts so where the string's nouns name
    // its goods ("Kartell … cadeira"): a word-brand after it that sells none of them is a word.
    const nouns = () => (category === undefined ? written.inferredCategories() : new Set<BrandCategory>());
    const sellsNouns = (match: BrandMatch) => this.entry(match.brand)?.categories.some((own) => nouns().has(own)) === true;
    // So does one written before a product line of its own ("Carolina Herrera 212 … Rosé": Rose is a word there).
    const openingMaker =
      owned.find((match) => opensString(at.get(match.brand)) && this.entry(match.brand)?.commonWord === false) ??
      owned.find((match) => at.get(match.brand) === 0 && written.capitalised && this.entry(match.brand)?.commonWord === true && sellsNouns(match)) ??
      // "lonely planet guia de viagem": so does a name of several words, in lower case too — a phrase of ours written whole
      // before nouns of its own goods names the maker.
      owned.find((match) => at.get(match.brand) === 0 && brandTokens(this.entry(match.brand)!.shown ?? match.brand).length > 1 && this.entry(match.brand)?.commonWord === true && sellsNouns(match) && tokens.slice(0, brandTokens(this.entry(match.brand)!.shown ?? match.brand).length).join('') === brandKey(this.entry(match.brand)!.shown ?? match.brand)) ??
      (lineTokens.size > 0 ? owned.find((match) => match.brand === leading?.match.brand && opensString(at.get(match.brand))) : undefined);
    // "Tissot e Omega", "Canon and Olympus", "Geox ou Kickers": a brand joined to another by "and" or "or" is a second brand, word or not.
    const joined = (match: BrandMatch) => [conjunctions, alternativeWords].some((words) => words.has(tokens[(at.get(match.brand) ?? 0) - 1] ?? ''));
    const wordMaker = openingMaker !== undefined && this.entry(openingMaker.brand)?.commonWord === true;
    const unworded =
      openingMaker === undefined
        ? owned
        : owned.filter(
            (match) =>
              familyOf(match) === familyOf(openingMaker) ||
              joined(match) ||
              !(this.entry(match.brand)?.commonWord === true && (at.get(match.brand) ?? 0) > 0 && !(wordMaker && sellsNouns(match))),
          );
    // A component or licence beside another family's maker ("LEGO Star Wars", "Trek Shimano" in bikes) is not the item's brand —
    // but one opening the string, another family's maker signing it "by", sells the item under its own name, the maker having made
    // it for it ("Nespresso Citiz by De'Longhi": Nespresso's machine), as below a designer signs the opening brand's line.
    const signers = new Set(unworded.filter((match) => tokens[(at.get(match.brand) ?? 0) - 1] === 'by' && (at.get(match.brand) ?? 0) > 1).map(familyOf));
    const signedOpener = (match: BrandMatch) => at.get(match.brand) === 0 && signers.size === 1 && !signers.has(familyOf(match));
    // With no category, a maker joined to another by "and" where the string's nouns name only goods it is no component of is a
    // second maker ("Bosch und Makita Werkzeug"), as in free text.
    const joinedEither = (match: BrandMatch) => joined(match) || conjunctions.has(tokens[(at.get(match.brand) ?? 0) + 1] ?? '');
    const makerHere = (match: BrandMatch) => category === undefined && joinedEither(match) && nouns().size > 0 && this.entry(match.brand)?.componentIn?.some((own) => nouns().has(own)) !== true;
    const parts = withoutComponents(
      unworded.map((match) => ({ ...match, component: this.isComponent(match.brand, category) && !makerHere(match) && !(match === partMaker && fittedCars.length > 0) && !signedOpener(match) })),
      familyOf,
    );
    // "Adidas by Stella McCartney": a line of the brand opening the string made with a designer who signs it "by" — the opening
    // brand's, as "Squier by Fender" is Squier ("Nike x Sacai" says nothing of which one makes it).
    const designers = new Set(parts.filter((match) => tokens[(at.get(match.brand) ?? 0) - 1] === 'by' && (at.get(match.brand) ?? 0) > 1).map(familyOf));
    const opener = parts.find((match) => at.get(match.brand) === 0);
    const signed = opener !== undefined && designers.size === 1 && !designers.has(familyOf(opener)) ? parts.filter((match) => !designers.has(familyOf(match))) : parts;
    // With no category, a brand of goods the opening maker (no word) sells none of names a licence or an edition on its item, not a
    // second maker ("Lego Technic Porsche 911": the car is the set's subject).
    // So does one that is a word, written with its capital where the string's nouns name its goods ("Taschen livro …").
    const openerGoods = openingMaker !== undefined && (!wordMaker || sellsNouns(openingMaker)) && category === undefined ? new Set(sells(this.entry(openingMaker.brand)!)) : undefined;
    const licensedByOpener = openerGoods === undefined ? signed : signed.filter((match) => familyOf(match) === familyOf(openingMaker!) || this.entry(match.brand)!.categories.some((own) => openerGoods.has(own)));
    const licensed = this.withoutToysModels(licensedByOpener, category, nouns, familyOf);
    // "Jaguar figura Schleich", "Gazelle OG Adidas sapatilhas": with no category, a brand that is also a word, of goods the
    // string's nouns do not name, beside another family's brand of the goods they name, is a word there (a toy's animal, the
    // other maker's model name), not a second maker — unless joined to it by "and". That other brand is written as a maker: no word,
    // or a word with its capital; two words of ours in lower case say nothing of which is the maker ("ghost omega colar").
    if (category === undefined && nouns().size > 0) {
      const sellsNamed = (match: BrandMatch) => sells(this.entry(match.brand)!).some((own) => nouns().has(own));
      const selling = licensed.filter(sellsNamed);
      const asName = (match: BrandMatch) => this.entry(match.brand)?.commonWord !== true || written.capitalisedTokens.has(tokens[at.get(match.brand) ?? 0] ?? '');
      if (selling.some(asName))
        return licensed.filter((match) => sellsNamed(match) || joined(match) || this.entry(match.brand)?.commonWord !== true || selling.some((other) => familyOf(other) === familyOf(match)));
    }
    return licensed;
  }

  /**
   * "Voiture miniature Norev Peugeot 205", "Coche teledirigido Mercedes AMG de Rastar": with no category, beside a maker of toys
   * (its own goods, not a licence), a make of cars that sells no toys names the model the toy copies, written before the toy's
   * maker or after it, where the string's nouns name toys (a car's noun beside them too) or nothing — not a second maker.
   */
  private withoutToysModels<T extends BrandMatch>(brands: T[], category: BrandCategory | undefined, nouns: () => ReadonlySet<BrandCategory>, familyOf: (match: T) => string): T[] {
    // A car's noun beside a toy's ("voiture miniature") is the toy's kind.
    if (category !== undefined || [...nouns()].some((noun) => noun !== 'toys-baby' && !(noun === 'vehicle-parts' && nouns().has('toys-baby')))) return brands;
    const toyMaker = (match: T) => { const entry = this.entry(match.brand); return entry !== undefined && entry.categories.includes('toys-baby') && entry.componentIn?.includes('toys-baby') !== true; };
    const makers = new Set(brands.filter(toyMaker).map(familyOf));
    if (makers.size === 0) return brands;
    return brands.filter((match) => makers.has(familyOf(match)) || !this.entry(match.brand)?.categories.includes('vehicle-parts') || toyMaker(match));
  }

  /**
   * Whether a brand written after another family's brand, not joined to it by "and", is followed right away by a word written
   * with its capital that no step read — no brand, product word, noun, line or number: the two make another name, a person's
   * or a title's ("Penguin Classics Jane Austen": Jané is no second maker).
   */
  private beforeName(reading: RunReading, match: BrandMatch): boolean {
    const { tokens, at, named, lineTokens, leading, written } = reading;
    const start = at.get(match.brand) ?? 0;
    if (start === 0 || leading === undefined || this.entry(leading.match.brand)?.family === this.entry(match.brand)?.family) return false;
    if (conjunctions.has(tokens[start - 1] ?? '')) return false;
    let end = start;
    while (named.has(end)) end++;
    const next = tokens[end];
    return next !== undefined && !lineTokens.has(end) && written.capitalisedTokens.has(next) && !/\d/.test(next) && !this.isProductWord(next);
  }

  /**
   * "miele g5000", "vaio sx14": a maker of one word that is also a word, opening a string written all in lower
   * case, is the maker where a product line of its own or a model code of letters and digits (only after a name of four letters
   * or more: "uno r3" is a board's name) follows it, and every other word after it is a number, a product word or a noun of its
   * own goods; its word is no everyday word of goods (a colour, a size, a noun of any category), no function word and no alias,
   * and with a category named the maker is of it. Numbers alone say nothing ("omega 3", "focus 2"), nor do nouns of its goods
   * alone: the word makes a phrase with them ("head torch").
   */
  private lowerCaseMaker(reading: RunReading, match: BrandMatch): boolean {
    const { tokens, category, head, written } = reading;
    const entry = this.entry(match.brand);
    const word = tokens[0]!;
    if (!written.lowerCase || match.method !== 'exact' || entry?.commonWord !== true || entry.holding || reading.at.get(match.brand) !== 0) return false;
    if (brandKey(entry.shown ?? entry.name) !== word || this.isProductWord(word) || goodsNounsOfMakers.has(word) || functionWords.has(word) || phraseWords.has(tokens[1] ?? '')) return false;
    if (category !== undefined && !inCategory(entry, category)) return false;
    const own = new Set(sells(entry));
    // A noun right after the maker, of the category named or with none of the goods it sells, in a language that writes the
    // describing word after its noun ("miele aspirador", "tamaris stiefeletten", "guess mala tiracolo"): the maker, not a word
    // describing the item ("bell tent": English).
    const nextNames = this.categoriesOf(tokens[1] ?? '');
    // With a category named, a noun of goods the maker sells there or elsewhere ("giro capacete", bikes; "polar relógio", sports):
    // the maker is of the category named, and its word opens the noun's phrase.
    const ownGoods = [...nextNames].some((noun) => own.has(noun)) || (category !== undefined && nextNames.has(category));
    // A noun that is a word of PT, ES, FR or IT too, joined to another by a Romance "de" ("perfume de ambiente", "creme de aloé"),
    // heads a phrase of those languages, which write a noun's describing words after it: the word before it names the maker, not
    // a describing word, though the noun is an English or German word as well. An English-only noun ("torch") opens no such phrase.
    const romancePhrase = romanceOfWords.has(tokens[2] ?? '');
    // English and German write a describing word before its noun ("head torch", "pure radio", "goldene Ohrringe"): only a word of
    // the noun's English or German, or a name ("nancy doll": a name of no dictionary describes as "Barbie doll" does), describes it
    // there. A maker's word of our other languages only ("tamaris pumps", "pandora charms", "amica herd": French, Portuguese,
    // Italian words) is no describing word of theirs, so it names the maker.
    const nounLanguages = languagesOfWord(tokens[1] ?? '');
    const wordLanguages = languagesOfWord(word);
    const describes = wordLanguages.length === 0 || wordLanguages.some((language) => (language === 'en' || language === 'de') && (nounLanguages.length === 0 || nounLanguages.includes(language)));
    // With no category, a noun that is an English or German word too may follow a describing word ("pure radio", "tous ohrringe").
    const ownNoun = ownGoods && (category !== undefined || romancePhrase || !describes || !describedFirstNouns.has(tokens[1]!));
    if (ownNoun && !colourWords.has(word) && (!describes || !englishGoodsNouns.has(tokens[1]!))) return true;
    let cue = false;
    for (let k = 1; k < head; ) {
      const line = this.lineAt(tokens.slice(k, head), match.brand, category);
      if (line > 0) {
        cue = true;
        k += line;
        continue;
      }
      const token = tokens[k]!;
      if (/^\p{L}{1,3}\d+\p{L}?$/u.test(token) && word.length >= 4) cue = true;
      // A measure or a device's storage ("60cm", "512gb") says no more than a number does.
      else if (!/^\d+$/.test(token) && !isMeasure(token, tokens[k + 1]) && !isStorage(token) && !productWords.has(token) && ![...this.categoriesOf(token)].some((noun) => own.has(noun))) return false;
      k += 1;
    }
    return cue;
  }

  /**
   * "pastilhas travão gates renault clio", "filtro de ar mann", "relógio police homem": in a string written all in lower case, a
   * maker whose name is also a word (or read by an alias that is one), written right after the item's noun (a noun of the
   * category opening the string, with the nouns and "de" phrases that go on it: "filtro de ar"), is the maker: our languages
   * write a noun's describing words after it. Not where the word is one describing the item (a colour, a trait, a size, whom it
   * is for) or a word of goods, nor where the word after it goes on a phrase with it (an article, a preposition, "de" other than
   * before the item's material), nor where the string names goods the maker does not sell or says the goods are no maker's
   * ("genérico"). Among vehicle parts (named, or with no category a part's noun opening the string) a car's or motorbike's make
   * after the part's maker names what the part fits ("correia gates renault clio"): the runs' reading of that make gives way.
   * In the other categories (named) a describing word after the noun is as often a word that is some maker's name as the
   * maker, so the word must also be no ordinary word of the language the string's nouns are written in
   * (`word-languages.data.ts`: "carrinho de passeio duplo" is Portuguese's "double"; a string whose nouns say no language
   * reads none), and the word after it must be the item's (a number, a model code, a size, a colour, a material, whom it is
   * for, its state, a noun of goods the maker sells, the maker's line) or none: a word that goes on the word's own phrase
   * ("rover", "final", "geometrici") makes it that phrase's word. Else undefined, the runs' reading standing.
   */
  private partsMakerAfterNoun(tokens: string[], named: BrandCategory | undefined, written: Written, byRuns: BrandMatch | undefined): BrandMatch | undefined {
    if (!written.lowerCase || tokens.length < 2) return undefined;
    // With no category named, a part's noun opening the string scopes it to vehicle parts, where a make it fits follows; a noun
    // of one category alone opening it ("relógio", "tesoura") scopes it to that category.
    const opening = this.categoriesOf(tokens[0]!);
    const category = named ?? (opening.has('vehicle-parts') ? 'vehicle-parts' : opening.size === 1 ? [...opening][0] : undefined);
    if (category === undefined || !this.categoriesOf(tokens[0]!).has(category)) return undefined;
    const parts = category === 'vehicle-parts';
    // An accessory's word that is no part's noun ("capa", a cover) says what it fits.
    const accessory = (token: string) => accessoryWords.has(token) && !this.categoriesOf(token).has(category);
    if (tokens.some((token, k) => isCopyWord(tokens, k) || accessory(token) || compatibilityWords.has(token) || comparisonWords.has(token) || comparisonBeforeBrand.has(token))) return undefined;
    // The item's noun phrase: nouns of goods, and a "de" with the one word after it.
    let i = 1;
    while (i < tokens.length && (this.isGoodsWord(tokens[i]!) || this.categoriesOf(tokens[i]!).has(category) || (romanceOfWords.has(tokens[i]!) && i + 1 < tokens.length) || (romanceOfWords.has(tokens[i - 1]!) && !/\d/.test(tokens[i]!) && this.lookup(tokens[i]!, category) === undefined))) i++;
    if (i >= tokens.length || romanceOfWords.has(tokens[i - 1]!)) return undefined;
    let found: BrandMatch | undefined;
    let n = Math.min(3, tokens.length - i);
    for (; n >= 1 && found === undefined; n--) {
      const run = tokens.slice(i, i + n).join('');
      const match = this.lookup(run, category);
      if (match) found = match;
    }
    n += 1;
    const entry = found && this.entry(found.brand);
    // A maker that is no word is read by the runs wherever written — but before the make a part fits, which the runs read
    // ("disco de travão brembo bmw x1"); one read here by an alias is by a word of ours ("mann").
    const wordMaker = entry?.commonWord === true || found?.method === 'alias';
    if (!found || !entry || entry.holding || !entry.categories.includes(category)) return undefined;
    // Elsewhere than among vehicle parts a maker that is no word is the runs' to read, and only a one-word name the word lists
    // know (`word-languages.data.ts` lists the word-makers' names, not their aliases) can be told from a describing word.
    if (!parts && !(entry.commonWord === true && found.method === 'exact' && n === 1)) return undefined;
    const word = tokens.slice(i, i + n).join('');
    // "tapetes de borracha …": a word right after the item's material describes the material.
    if (materialWords.has(tokens[i - 1]!) || itemTraitWords.has(tokens[i - 1]!)) return undefined;
    // A function word of the nouns' language is that word; one of another language only ("dove", "only" after Portuguese
    // nouns) is no word of the string, away from vehicle parts, where short makers stay unread ("até").
    const nounsLanguages = this.nounsLanguages(tokens.slice(0, i));
    const functionWord = parts || nounsLanguages.length === 0 ? functionWords.has(word) : nounsLanguages.some((language) => functionWordsByLanguage[language].has(word));
    if (this.isProductWord(word) || goodsNounsOfMakers.has(word) || functionWord || colourWords.has(word) || itemTraitWords.has(word) || borrowedGoodsWords.has(word) || lensKindWords.has(word) || forWhomWords.has(word)) return undefined;
    const next = tokens[i + n];
    const ofMaterial = next !== undefined && romanceOfWords.has(next) && (materialWords.has(tokens[i + n + 1] ?? '') || itemTraitWords.has(tokens[i + n + 1] ?? ''));
    if (next !== undefined && !ofMaterial && !written.codeTokens.has(next) && (functionWords.has(next) || phraseWords.has(next) || degreeWords.has(next) || ofWords.has(next) || conjunctions.has(next))) return undefined;
    // A word of English or German that is no word of the part's nouns' languages is one sellers borrow to say the part's kind
    // or look ("escape racing"), not whose it is; a word of our Romance languages after a Romance noun, or of none (a name:
    // "gates", "mann"), says who made it.
    // A maker's name that is also an English word ("gates", "walker") is told from such a word by what follows it: the make the
    // part fits, the maker's own line or a model code right after it ("correia gates seat ibiza", "top case shad sh40").
    const wordLanguages = languagesOfWord(word);
    const nounLanguages = tokens.slice(0, i).flatMap((token) => (this.categoriesOf(token).size > 0 ? languagesOfWord(token) : []));
    const borrowed = nounLanguages.length > 0 && wordLanguages.some((language) => language === 'en' || language === 'de') && !wordLanguages.some((language) => nounLanguages.includes(language));
    if (parts && borrowed && !this.makerShownAfter(tokens.slice(i + n), entry, category)) return undefined;
    // English and German write a describing word before its noun: after nouns of theirs alone, a word opens another phrase
    // ("canvas print mountain landscape"), no maker's name.
    if (nounLanguages.length > 0 && nounLanguages.every((language) => language === 'en' || language === 'de')) return undefined;
    if (!parts && !this.noWordOfTheNouns(word, tokens.slice(0, i), tokens.slice(i + n), entry, category)) return undefined;
    // Goods the maker does not sell, named after it, make its word a word of theirs.
    const after = tokens.slice(i + n);
    const nouns = this.categoriesOf(after.join(' '));
    const own = new Set(sells(entry));
    if ([...nouns].some((noun) => !own.has(noun) && noun !== category)) return undefined;
    // Another family's brand after it: a make the part fits; a brand of no vehicle parts, no reading of ours.
    let fitted = false;
    for (let k = i + n; k < tokens.length; k++) {
      // Its own line: among vehicle parts the rest is the part's; elsewhere a brand after the line is another maker still.
      const ownLine = this.lineAt(tokens.slice(k), entry.name, category);
      if (ownLine > 0 && parts) break;
      if (ownLine > 0) {
        k += ownLine - 1;
        continue;
      }
      // A run opening with a function word ("de origem") is that phrase, not a brand joined from it.
      // A name two brands share is read as the category's first ("kawasaki" among vehicle parts: the motorbikes, not the shoes).
      const look = (key: string) => this.lookup(key, category) ?? this.lookup(key, undefined);
      const m = [3, 2, 1].find((size) => k + size <= tokens.length && (size === 1 || !functionWords.has(tokens[k]!)) && look(tokens.slice(k, k + size).join('')) != null);
      const other = m === undefined ? undefined : look(tokens.slice(k, k + m).join(''));
      if (other == null || this.entry(other.brand)?.family === entry.family) continue;
      if (!parts || !this.entry(other.brand)?.categories.includes('vehicle-parts')) return undefined;
      fitted = true;
      // The make's model after it ("ford focus") is its words, no brand of its own.
      k += m! - 1 + this.lineAt(tokens.slice(k + m!), other.brand, undefined);
    }
    if (parts && (named === undefined || !wordMaker) && !fitted) return undefined;
    if (byRuns !== undefined && !(fitted && this.entry(byRuns.brand)?.family !== entry.family)) return undefined;
    return found;
  }

  /**
   * Whether a maker's word written after the item's nouns (`nouns`) is, by the evidence a describing word lacks, the maker's
   * name: no ordinary word of the language the nouns share (or, where they share none, of any language of theirs; where they
   * name no language, of any language of ours), and followed by nothing or by a word of the item — a number, a measure, a
   * model code, a size or trait, a colour, a material, whom it is for, its state, a noun of goods the maker sells, the
   * maker's own line — not by a word that goes on a phrase of the word's own.
   */
  /**
   * The languages the item's nouns are written in: those all its nouns of known language share, else any of theirs; none where
   * none is known. A noun of three letters or fewer is an abbreviation every language writes alike ("bd", "cd", "tv").
   */
  private nounsLanguages(nouns: readonly string[]): WordLanguage[] {
    const languages = nouns.filter((token) => token.length > 3 && this.isGoodsWord(token)).map((token) => languagesOfWord(token)).filter((known) => known.length > 0);
    const shared = languages.length === 0 ? [] : languages.reduce<WordLanguage[]>((common, known) => common.filter((language) => known.includes(language)), [...languages[0]!]);
    return unique(shared.length > 0 ? shared : languages.flat());
  }

  /**
   * Whether the words right after a vehicle-parts maker's word show it is the maker's name: the maker's own line, a model code
   * (letters and digits, no measure or storage), or the name of another family's maker of vehicle parts (the make the part fits).
   */
  private makerShownAfter(after: readonly string[], entry: BrandEntry, category: BrandCategory): boolean {
    const next = after[0];
    if (next === undefined) return false;
    if (this.lineOrCodeAfter(after, entry, category)) return true;
    if (functionWords.has(next)) return false;
    const look = (key: string) => this.lookup(key, category) ?? this.lookup(key, undefined);
    return [3, 2, 1].some((size) => {
      const other = size <= after.length ? look(after.slice(0, size).join('')) : undefined;
      const otherEntry = other == null ? undefined : this.entry(other.brand);
      return otherEntry !== undefined && otherEntry.family !== entry.family && otherEntry.categories.includes('vehicle-parts');
    });
  }

  /** Whether the maker's own line or a model code (letters and digits, no measure or storage) opens the words after its name. */
  private lineOrCodeAfter(after: readonly string[], entry: BrandEntry, category: BrandCategory): boolean {
    const next = after[0];
    if (next === undefined) return false;
    return this.lineAt([...after], entry.name, category) > 0 || (/\p{L}/u.test(next) && /\d/.test(next) && !isMeasure(next, after[1]) && !isStorage(next));
  }

  private noWordOfTheNouns(word: string, nouns: readonly string[], after: readonly string[], entry: BrandEntry, category: BrandCategory): boolean {
    const next = after[0];
    // The maker's own line or a model code right after the word: the maker's, whatever the word means ("elixir nanoweb").
    if (this.lineOrCodeAfter(after, entry, category)) return true;
    const written = this.nounsLanguages(nouns);
    const own = languagesOfWord(word);
    if (written.length === 0 ? own.length > 0 : own.some((language) => written.includes(language))) return false;
    // The word after it must be the item's (below): a word of no goods after it ("police academy", "nothing else matters", a
    // person's surname after a given name: "vestido morgan freeman") makes the two one phrase, not the maker's name.
    return next === undefined || this.itemWordAfterMaker(after, entry);
  }

  /**
   * Whether the word opening `after`, right after a maker's word, is the item's: a number, a measure, a trait, a colour, a
   * material, whom it is for, its state, a product word or a noun of goods the maker sells — no word going on a phrase of the
   * maker's word ("police academy", "rico timbre").
   */
  private itemWordAfterMaker(after: readonly string[], entry: BrandEntry): boolean {
    const next = after[0] ?? '';
    const sold = new Set(sells(entry));
    return (
      /\d/.test(next) ||
      isMeasure(next, after[1]) ||
      itemTraitWords.has(next) ||
      colourWords.has(next) ||
      materialWords.has(next) ||
      forWhomWords.has(next) ||
      conditionWords.has(next) ||
      productWords.has(next) ||
      [...this.categoriesOf(next)].some((noun) => sold.has(noun))
    );
  }


  /** Whether the one family's brand read is, as the string is written, a word or a copy of the brand, not its maker. */
  private namesAWord(reading: RunReading, deepest: BrandMatch): boolean {
    const { tokens, category, head, named, at, lineTokens, written } = reading;
    // A brand that is also a word (or a model designation, "GT") beside numbers alone, with no
    // category to say what is sold, is that word with a number ("Focus 2", "GT 500").
    // Written with its capital before a model code ("Casio A168") it is the maker, as `opensAsMaker` reads it.
    // So is a maker of lenses before a zoom's focal range ("Sigma 10-20").
    const lensMaker = written.lensRange && this.entry(deepest.brand)?.categories.includes('cameras') === true;
    const codedMaker = (written.capitalised && (written.modelCode || lensMaker) && at.get(deepest.brand) === 0) || this.lowerCaseMaker(reading, deepest);
    if (category === undefined && named.size === 1 && this.entry(deepest.brand)?.commonWord && !codedMaker && tokens.every((token, k) => k >= head || named.has(k) || /\d/.test(token))) return true;
    // A word-brand of two words or more before product nouns of other categories than its own alone, with no category named,
    // is part of the item's description ("Silver Cross" before a necklace's nouns, "Black Diamond" before earrings'), not its
    // maker. Only the words read as no brand count: a brand's own name may hold a noun ("Baby-G"). A fashion brand keeps its
    // jewels and perfume (`alsoSold`). So is one of one word ("Pearl" before a necklace's nouns; "polar fleece", "smart
    // watch"). Written with a product line of its own it is the maker whatever the nouns ("Cube Stereo Hybrid motor Bosch").
    const deepestEntry = this.entry(deepest.brand);
    // "Next to new jacket", "Focus on the bike book", "Guess what t-shirt": with no category, a brand that is also a word,
    // opening the string as one word right before an article, a preposition or a pronoun, opens a phrase of that word.
    // With a category named, only where the word is an ordinary word of a language the article or preposition after it belongs to
    // ("Tous les bijoux": French "all the"): the category says where the item is listed, the words that they make a phrase.
    const phraseOfItsLanguage = (word: string, next: string) => languagesOfWord(word).some((language) => functionWordsByLanguage[language].has(next));
    if ((category === undefined || phraseOfItsLanguage(tokens[0] ?? '', tokens[1] ?? '')) && deepestEntry?.commonWord && at.get(deepest.brand) === 0 && named.has(0) && !named.has(1) && !lineTokens.has(1) && phraseWords.has(tokens[1] ?? '')) return true;
    // "only worn twice", "solo usado una vez": a brand whose word is a function word of ours (an adverb), opening the string right
    // before a word of the item's state, says how the item was used, with or without a category.
    if (deepestEntry?.commonWord && at.get(deepest.brand) === 0 && named.has(0) && !named.has(1) && !lineTokens.has(1) && functionWords.has(tokens[0] ?? '') && [conditionWords, wornWords].some((words) => words.has(tokens[1] ?? ''))) return true;
    // "Livro do Astérix", "DVD Star Wars": a brand that is only a licence, alone among nouns of books and media only, names the
    // title, not the maker (the publisher or the studio).
    if (deepestEntry !== undefined && this.namesTitle(deepestEntry, tokens.filter((_, k) => !named.has(k)).join(' '), category)) return true;
    // So is a brand read by an alias of one word written in lower case ("livro tommy", "mesa del salón"): such aliases are
    // often words of our languages.
    const start = at.get(deepest.brand) ?? 0;
    const aliasWord = deepest.method === 'alias' && named.has(start) && !named.has(start + 1) && !written.capitalisedTokens.has(tokens[start] ?? '');
    // With a category named, the same for a word-brand written in lower case with no model code of its own ("silver cross colar de
    // prata", "omega 3 comprimidos" among watches): the category says where the item is listed, the nouns what it is, and
    // nothing in the string says the maker made it — but toys are made of every kind of goods ("cozinha" of a play kitchen).
    // Who the item is for ("bebé", "homem") names no goods.
    const wordWritten = deepestEntry?.commonWord === true && category !== 'toys-baby' && !written.capitalisedTokens.has(tokens[start] ?? '') && !codedMaker;
    if ((category === undefined || wordWritten) && deepestEntry !== undefined && (deepestEntry.commonWord || aliasWord) && lineTokens.size === 0) {
      const rest = tokens.filter((token, k) => !named.has(k) && !lineTokens.has(k) && !forWhomWords.has(token));
      const nouns = this.agreedNouns(rest);
      const sold = new Set(sells(deepestEntry));
      const coded = category !== undefined && rest.some((token, k) => modelCode(token, rest[k + 1]) && !this.isProductWord(token));
      if (nouns.size > 0 && ![...nouns].some((noun) => sold.has(noun)) && !coded) return true;
    }
    // "miniatura Porsche 911", "livro Ferrari fotografia": with no category, a maker of vehicles and their parts only (its licences
    // aside), among nouns of toys, books and media only, is the model's, the book's or the poster's subject, not its maker.
    if (category === undefined && deepestEntry !== undefined && deepestEntry.categories.includes('vehicle-parts')) {
      const nouns = this.categoriesOf(tokens.filter((_, k) => !named.has(k) && !lineTokens.has(k)).join(' '));
      const vehiclesOnly = deepestEntry.categories.every((own) => own === 'vehicle-parts' || deepestEntry.componentIn?.includes(own) === true);
      // A car's noun beside a toy's is the toy's kind ("auto ferngesteuert", "carro telecomandado"); a maker of vehicles that sells
      // other goods too (clothes) and no toys is the subject where a toy's noun is written ("moto de juguete").
      const subjectOnly = [...nouns].every((noun) => noun === 'toys-baby' || noun === 'books-media' || (noun === 'vehicle-parts' && nouns.has('toys-baby')));
      if (nouns.size > 0 && subjectOnly && (vehiclesOnly || (nouns.has('toys-baby') && !sells(deepestEntry).includes('toys-baby')))) return true;
    }
    // "the north face of the eiger", "hot wheels of fortune", "game boy of the year": a brand's name or line right before English
    // "of" and a word (no number: "pack of 5") opens a phrase of those words, not the maker's item.
    if (this.opensOfPhrase(reading, deepest)) return true;
    // "Rolax Daytona": a word read as no brand that is a look-alike spelling of the brand read later (a knock-off's label,
    // by the look-alike policy) names a copy of that brand's model, not the brand.
    return this.copiesName(tokens.filter((_, k) => !named.has(k)), deepest.brand);
  }

  /**
   * The categories the tokens' nouns name, a noun of several categories read as the one another noun names ("óleo motor": a
   * car's oil, no body oil; "óleo corporal" the other way): a category named only by such nouns, where each also names one
   * another noun names, is left out.
   */
  private agreedNouns(tokens: readonly string[]): ReadonlySet<BrandCategory> {
    const named = this.categoriesOf(tokens.join(' '));
    const each = tokens.map((token) => this.categoriesOf(token)).filter((nouns) => nouns.size > 0);
    const agreed = (nouns: ReadonlySet<BrandCategory>, category: BrandCategory) => nouns.size > 1 && [...nouns].some((other) => other !== category && each.some((more) => more !== nouns && more.has(other)));
    return new Set([...named].filter((category) => { const naming = each.filter((nouns) => nouns.has(category)); return naming.length === 0 || !naming.every((nouns) => agreed(nouns, category)); }));
  }

  /** Whether the brand read, by its name or a line of its family, ends right before English "of" and a word. */
  private opensOfPhrase(reading: RunReading, deepest: BrandMatch): boolean {
    const { tokens, named, lineTokens, at } = reading;
    const start = at.get(deepest.brand) ?? 0;
    let end = start;
    while (end < tokens.length && (named.has(end) || lineTokens.has(end))) end++;
    return end > start && tokens[end] === 'of' && /^\p{L}/u.test(tokens[end + 1] ?? '');
  }

  /**
   * "Farol Valeo Renault Clio IV": after a maker of car parts, a car's make written with one of its models (its product line)
   * names the car the part fits, not a second maker.
   */
  private fittedCar(match: BrandMatch, opening: BrandMatch, tokens: string[], at: ReadonlyMap<string, number>, named: ReadonlySet<number>, head: number): boolean {
    const start = at.get(match.brand);
    if (start === undefined || start <= (at.get(opening.brand) ?? 0)) return false;
    if (!this.entry(match.brand)?.categories.includes('vehicle-parts') || !this.entry(opening.brand)?.categories.includes('vehicle-parts')) return false;
    let end = start;
    while (named.has(end)) end++;
    // The model may be read as the make's alias too ("Volkswagen Golf").
    const family = this.entry(match.brand)?.family;
    for (let k = start + 1; k <= end && k < head; k++) {
      for (let n = 1; n <= Math.min(longestRun, head - k); n++) if (this.lines.get(tokens.slice(k, k + n).join(''))?.some((entry) => entry.family === family)) return true;
    }
    return false;
  }

  /** Whether a text opens with a product line of the brand's family (`product-lines.data.ts`): "Orange C7" after Gazelle. */
  opensWithLine(text: string, brand: string): boolean {
    const tokens = brandTokens(text);
    return this.lineAt(tokens, brand, undefined) > 0;
  }

  /** Whether a word (four letters or more, no noun of goods) is a look-alike spelling of the brand's name, a knock-off's label (the look-alike policy). */
  private copiesName(tokens: string[], brand: string): boolean {
    const entry = this.entry(brand);
    // A noun of goods is that noun, no label ("faro" is a headlight beside Ford).
    return entry !== undefined && tokens.some((token) => token.length >= 4 && ((/^\p{L}+$/u.test(token) && isLookalikeOf(token, this.nameKey(entry)) && this.categoriesOf(token).size === 0) || spelledWithDigits(token, this.nameKey(entry))));
  }

  /**
   * How many of the opening tokens (four at most) name a product line of the brand's family ("old skool" after Vans), or 0 — a
   * brand of that family written there is read as that brand, the deeper one ("Decathlon Quechua" is Quechua); a line that is
   * also the brand's own alias ("Kartell Componibili") stays a line.
   */
  private lineAt(tokens: string[], brand: string, category: BrandCategory | undefined): number {
    const family = this.entry(brand)?.family;
    for (let n = Math.min(longestRun, tokens.length); n >= 1; n--) {
      const key = tokens.slice(0, n).join('');
      if (!this.lines.get(key)?.some((entry) => entry.name === brand || entry.family === family)) continue;
      const named = this.lookup(key, category);
      if (!(named && named.brand !== brand && this.entry(named.brand)?.family === family)) return n;
      // A sub-brand of the maker's own answers itself ("Xiaomi Redmi"); a sister brand's name for a line the maker written sells as
      // its own too ("tefal cookeo": Moulinex's name for it in other markets) is the written maker's line.
      return this.lines.get(key)!.some((entry) => entry.name === brand) && !this.ownedBy(named.brand, brand) ? n : 0;
    }
    return 0;
  }

  /**
   * "Dr Martins botas", "Ralph Laurent camisa": a maker of two words or more written with one word one letter off that is
   * another word (a surname, a name: no slip the fuzzy bounds read), the others right — read only where the string says
   * whose it is: a product line of its own follows, or its nouns (outside the name) name its goods. A look-alike spelling
   * that is no word stays a knock-off's ("Omaga Speedmaster").
   */
  private corroboratedOpening(tokens: string[], head: number, category: BrandCategory | undefined): { match: BrandMatch; tokens: number; corroborated: true } | undefined {
    for (let n = Math.min(longestRun, head); n >= 2; n--) {
      const run = tokens.slice(0, n);
      if (run.some((token) => /\d/.test(token) || productWords.has(token) || accessoryWords.has(token))) continue;
      const key = run.join('');
      // A run that names a brand is no misspelling ("Hot Wheels").
      if (this.byKey.has(key)) return undefined;
      let nouns: ReadonlySet<BrandCategory> | undefined;
      const letters = letterMask(key);
      const found = new Map<BrandEntry, BrandMatch>();
      // A first letter written as it sounds ("Kalvin Klein"; "j" for a soft "g") is looked for under the
      // letter it stands for too, and read only as heard.
      const firstLetters = heardFirstLetters(key[0]!);
      for (const [candidateKey, , candidateLetters, keyedEntries] of firstLetters.flatMap((first) => [-2, -1, 0, 1, 2].flatMap((d) => this.byFirstLetter.get(`${first}${key.length + d}`) ?? []))) {
        // One edit changes at most two letters of the set used: a cheap bound before the distance. Or the word is spelt as it
        // sounds ("Ralph Loren": "au" heard as "o").
        if (candidateKey[0] !== key[0] && !soundsAlike(key, candidateKey)) continue;
        if (bitCount(letters ^ candidateLetters) > 2 || (editDistance(key, candidateKey, 1) !== 1 && !soundsAlike(key, candidateKey))) continue;
        for (const keyed of keyedEntries) {
          if (keyed.shared || !inCategory(keyed.entry, category)) continue;
          const written = [keyed.entry.name, ...keyed.entry.aliases].map(brandTokens).find((nameTokens) => nameTokens.join('') === candidateKey);
          if (written?.length !== n) continue;
          const misspelt = run.map((token, k) => [token, written[k]!] as const).filter(([token, word]) => token !== word);
          if (misspelt.length !== 1 || misspelt[0]![0].length < 5 || productWords.has(misspelt[0]![0])) continue;
          // A look-alike spelling that is no word of ours is a knock-off's label ("Omaga"), a word one letter off a seller's confusion.
          if (isLookalikeOf(misspelt[0]![0], misspelt[0]![1]) && !this.nearWords.has(misspelt[0]![0])) continue;
          const says = this.lineAt(tokens.slice(n, head), keyed.entry.name, category) > 0 || sells(keyed.entry).some((own) => (nouns ??= this.categoriesOf(tokens.slice(n).join(' '))).has(own));
          if (says) found.set(keyed.entry, { ...this.result(keyed), method: 'fuzzy', score: Math.round((1 - 1 / key.length) * 0.9 * 100) / 100 });
        }
      }
      if (found.size === 1) return { match: [...found.values()][0]!, tokens: n, corroborated: true };
    }
    return undefined;
  }

  /**
   * A word of our languages (the near-word list) one letter off a maker's one-word name, read as the maker only where the
   * string says so twice: its nouns (outside the word) name the maker's goods, and its product line or a model number
   * follows ("Pneus Micheline Primacy"; not "Casaco Michellin", nor "Micheline" alone).
   */
  private corroboratedWord(tokens: string[], i: number, head: number, category: BrandCategory | undefined, modelNumber: boolean): BrandMatch | undefined {
    const token = tokens[i]!;
    if (token.length < 6 || !/^\p{L}+$/u.test(token) || !this.nearWords.has(token)) return undefined;
    const nouns = this.categoriesOf(tokens.filter((_, k) => k !== i).join(' '));
    if (nouns.size === 0) return undefined;
    const letters = letterMask(token);
    const found = new Set<BrandEntry>();
    for (const [candidateKey, , candidateLetters, keyedEntries] of [-1, 0, 1].flatMap((d) => this.byFirstLetter.get(`${token[0]!}${token.length + d}`) ?? [])) {
      if (bitCount(letters ^ candidateLetters) > 2 || editDistance(token, candidateKey, 1) !== 1) continue;
      for (const { entry, alias, shared } of keyedEntries) {
        if (alias || shared || !inCategory(entry, category) || brandTokens(entry.shown ?? entry.name).length !== 1) continue;
        if (sells(entry).some((own) => nouns.has(own)) && (modelNumber || this.lineAt(tokens.slice(i + 1, head), entry.name, category) > 0)) found.add(entry);
      }
    }
    if (found.size !== 1) return undefined;
    const [entry] = found;
    return { ...this.result({ entry: entry!, alias: false }), method: 'fuzzy', score: Math.round((1 - 1 / token.length) * 0.9 * 100) / 100 };
  }

  /** The longest opening run of two words or more that is a typo of a brand name of as many words sharing one of them. */
  private misspeltOpening(tokens: string[], category: BrandCategory | undefined): { match: BrandMatch; tokens: number } | undefined {
    for (let n = Math.min(longestRun, tokens.length); n >= 2; n--) {
      const run = tokens.slice(0, n);
      // A run of product words ("new pro") or with a model number is no maker's name.
      if (run.every((token) => productWords.has(token) || accessoryWords.has(token)) || run.some((token) => /\d/.test(token))) continue;
      const typo = this.fuzzy(run.join(''), category);
      const nameTokens = typo && brandTokens(typo.brand);
      if (!typo || nameTokens?.length !== n) continue;
      // Each misspelt word is a typo of the name's word in its place within the bounds of a one-word name, and no
      // product word: "New Balanse" is New Balance; "Michael Korn", a short word changed, is another name.
      const misspelt = run.map((token, k) => [token, nameTokens[k]!] as const).filter(([token, word]) => token !== word);
      const typos = misspelt.every(([token, word]) => !productWords.has(token) && !accessoryWords.has(token) && isTypoOf(token, word));
      if (misspelt.length > 0 && misspelt.length < n && typos) return { match: typo, tokens: n };
    }
    return undefined;
  }

  /** Whether the brand is a component or licence on other makers' items of the category (any category when none is named). */
  private isComponent(name: string, category: BrandCategory | undefined): boolean {
    const componentIn = this.entry(name)?.componentIn;
    return componentIn !== undefined && (category === undefined || componentIn.includes(category));
  }

  /**
   * Whether a brand opening a string names its maker whatever words follow ("Omega Speedmaster").
   * With a category: a brand of that category; one that is also a word ("Giant", "Wilson") only
   * written as a name (two words, "TAG Heuer", or with its capital) or before a model number. Without a category: never a
   * word, and a name of seven letters or more, or a shorter one before a model number ("Trek
   * Marlin 5") — short names go on to make other names ("Puma Energy", "Apple pie"); a word-brand only written with its
   * capital before a model code ("Casio CT-S300": letters and digits, not numbers alone). Where the string's product nouns
   * name categories (`categoriesOf`), a maker of one of them, spelt right, counts as with that category named
   * ("Tous pendientes oso", "Makita berbequim sem fios").
   */
  private opensAsMaker(
    { match, tokens }: { match: BrandMatch; tokens: number },
    {
      category,
      capitalised,
      modelNumber,
      modelCode,
      lensRange = false,
      namedModel = () => false,
      wordsIn = () => 0,
      placeAfter = false,
      accentedOpening = false,
      inferred,
      openingText,
      coinedName = false,
    }: {
      category: BrandCategory | undefined;
      capitalised: boolean;
      modelNumber: boolean;
      modelCode: boolean;
      lensRange?: boolean;
      namedModel?: (makerWords: number) => boolean;
      wordsIn?: (text: string) => number;
      placeAfter?: boolean;
      accentedOpening?: boolean;
      inferred: () => ReadonlySet<BrandCategory>;
      openingText: (tokens: number) => string | undefined;
      coinedName?: boolean;
    },
  ): boolean {
    const found = this.entry(match.brand);
    if (found === undefined) return false;
    // "lomo embuchado": a maker read by an alias of one word that is a word of ours, written in lower case, opens as a word-brand does.
    // A product line of the maker's ("kindle", "galaxy") names it as a line does, and nouns of its goods as its name does ("tommy
    // vestido verão").
    const openingKey = brandKey(openingText(1) ?? '');
    const aliasWord =
      match.method === 'alias' && tokens === 1 && !capitalised && this.aliasWords.has(openingKey) && !this.isLineOf(openingKey, match.brand) && !sells(found).some((own) => inferred().has(own));
    const entry = aliasWord ? { ...found, commonWord: true } : found;
    // A misspelt word-brand with its capital counts only where a category says the maker is one of its brands ("Kartel" in furniture).
    const writtenAsName = !entry.commonWord || tokens > 1 || ((capitalised || modelNumber) && match.method !== 'fuzzy') || (capitalised && category !== undefined);
    // A place, venue or institution named after the maker ("Nokia Arena", "Siemens Park") is that place's name, in any category
    // but toys, whose sets are places in every language ("Lego estação", "Playmobil praia", "castelo dos cavaleiros").
    if (category !== undefined) return inCategory(entry, category) && writtenAsName && !(placeAfter && !modelNumber && category !== 'toys-baby');
    // A misspelt maker before model words: a long name, or, a letter only doubled or undoubled, one the string's product nouns say
    // is the maker of its goods ("Chico … berço"), as with its category named.
    if (match.method === 'fuzzy') {
      const opening = openingText(tokens);
      const doubling = opening !== undefined && collapseDoubles(brandKey(opening)) === collapseDoubles(brandKey(entry.shown ?? entry.name));
      const nounsSay = doubling && entry.categories.some((own) => inferred().has(own));
      return entry.commonWord ? nounsSay && capitalised && tokens === 1 && opening !== undefined && /^\p{Lu}/u.test(opening) : brandKey(entry.shown ?? entry.name).length >= minDistinctiveLength || nounsSay;
    }
    if (writtenAsName && entry.categories.some((named) => inferred().has(named))) return true;
    // A name of two words or more written whole with the table's capitals (spaces, hyphens and accents aside: "Fisher Price",
    // "Miu Miu") is the maker where it is no word, or, a `~` name, before a model code or a coined model name ("Rip Curl DW3",
    // "Hot Wheels FastLane") — not numbers alone ("… Glass 2") — or, a compound the table writes with a hyphen, written so
    // ("Ray-Ban", "K-Way": a coined name, no phrase), unless the string's product nouns name only other categories than the
    // brand's (a jewel's nouns after "Silver Cross" make it the jewel's description). Before words alone a `~` name is not
    // read so: other names open with the same capitalised words ("Black Diamond" before a glass's words; "Take Two" or
    // "All City" before others' as well — a compound written with a space is such words).
    const text = tokens > 1 ? openingText(tokens) : undefined;
    const hyphenCompound = /\p{L}-\p{L}/u.test(entry.name) && text?.replace(/\s+/g, '') === entry.name.replace(/\s+/g, '');
    if (text !== undefined && (!entry.commonWord || modelCode || coinedName || hyphenCompound || namedModel(wordsIn(text))) && lettersAsWritten(text) === lettersAsWritten(entry.shown ?? entry.name)) {
      const named = inferred();
      if (named.size === 0 || entry.categories.some((own) => named.has(own))) return true;
    }
    if (entry.commonWord) {
      if (capitalised && modelCode) return true;
      // "Sigma 10-20", "Sigma 150-600 Sports": a maker of lenses with its capital before a zoom's focal range, unless the string's
      // nouns name only other goods ("Sigma 70-200 poster").
      if (capitalised && lensRange && tokens === 1 && entry.categories.includes('cameras')) {
        const named = inferred();
        return named.size === 0 || sells(entry).some((own) => named.has(own));
      }
      // A product line of the maker written whole, an alias of several words ("Fender Stratocaster", "Penguin Classics"), writes it as a name.
      if (capitalised && tokens > 1 && match.method === 'alias' && text !== undefined) return true;
      // Before a model's name ("Trek Marlin 7"), unless the string's product nouns name only other categories ("Citizen Kane DVD").
      const named = inferred();
      return capitalised && tokens === 1 && namedModel(1) && (named.size === 0 || sells(entry).some((own) => named.has(own)));
    }
    // A name written with an accent the brand's name lacks is a name of our languages ("Ibañez" beside Ibanez), not the maker.
    if (accentedOpening && !hasAccent(entry.shown ?? entry.name) && brandKey(entry.shown ?? entry.name).length < minDistinctiveLength && !modelNumber) return false;
    // A maker whose name is no word opens a string of model words: a long name always ("Salomon Speedcross"), a shorter one
    // before a model number ("Trek Marlin 5") or, where the string's product nouns name none but other categories than those
    // it sells, before model names it has ("Uniqlo Ultra Light Down", "Cybex Priam").
    if (modelNumber) return true;
    // A place, venue or institution named after the maker ("Nokia Arena", "Nikon Hotel") is that place's name.
    if (placeAfter) return false;
    // A film's, a book's or a record's title before its medium's noun ("… DVD", "… livro"), from a maker of no media, names its
    // subject or a person ("Stanley Kubrick DVD", "Olympus Has Fallen Blu-ray"), not the maker.
    if (inferred().has('books-media') && !sells(entry).includes('books-media')) return false;
    if (brandKey(entry.shown ?? entry.name).length >= minDistinctiveLength) return true;
    // Only a name written as words of its own: joined to more letters ("Maje-stic") it is part of another word.
    if (openingText(tokens) === undefined) return false;
    const named = inferred();
    // A toy maker's goods are small copies of every kind of goods ("smoby cozinha", "janod cuisine en bois", "vtech telefone"): nouns
    // of any goods name its goods too, where its own name is written — an alias is as often a game's or a toy's title ("guess who").
    return named.size === 0 || sells(entry).some((own) => named.has(own)) || (match.method === 'exact' && sells(entry).includes('toys-baby'));
  }

  private readonly nameKeys = new Map<BrandEntry, string>();

  /** A brand's name as a key, kept once read. */
  private nameKey(entry: BrandEntry): string {
    let key = this.nameKeys.get(entry);
    if (key === undefined) this.nameKeys.set(entry, (key = brandKey(entry.shown ?? entry.name)));
    return key;
  }

  /** "Inditex Zara", "LVMH Louis Vuitton": a holding named beside a brand it owns is that brand's owner, not a second brand. */
  private withoutOwners<T extends { brand: string }>(matches: T[]): T[] {
    return matches.filter((match) => !(this.entry(match.brand)?.holding && matches.some((other) => other !== match && this.ownedBy(other.brand, match.brand))));
  }

  /** Whether `owner` is on a brand's parent chain. */
  private ownedBy(name: string, owner: string): boolean {
    let depth = 0;
    for (let entry = this.entry(name); entry?.parent !== undefined && depth < 10; entry = this.entry(entry.parent), depth++) if (entry.parent === owner) return true;
    return false;
  }

  private entry(name: string): BrandEntry | undefined {
    return this.byName.get(name);
  }

  private depth(name: string): number {
    let depth = 0;
    for (let entry = this.entry(name); entry?.parent !== undefined && depth < 10; entry = this.entry(entry.parent)) depth += 1;
    return depth;
  }

  private result({ entry, alias }: KeyedEntry): BrandMatch {
    const method: MatchMethod = entry.source === 'catalogue' ? 'catalogue' : alias ? 'alias' : 'exact';
    return {
      brand: entry.name,
      method,
      score: alias ? 0.95 : 1,
      ...(entry.wikidataId ? { wikidata_id: entry.wikidataId } : {}),
      ...(entry.parent ? { parent: entry.parent } : {}),
    };
  }
}

/** Letters heard as another (`soundsAlike`): "y" as "i", "k" as "c", "z" as "s", a "g" before "e" or "i" as "j". */
const heardLetters: Readonly<Record<string, string>> = { y: 'i', k: 'c', z: 's', g: 'j' };

/** The first letters a name's first letter may be written as, heard alike: itself, and "k" for "c", "s" for "z", "j" for a soft "g"… */
function heardFirstLetters(letter: string): string[] {
  const heard = heardLetters[letter] ?? letter;
  return unique([letter, heard, ...Object.keys(heardLetters).filter((other) => heardLetters[other] === heard)]);
}

/** Letters written as they sound in our languages: "au" as "o", "ou" as "u", "ph" as "f", "y" as "i", "k" as "c", "z" as "s", a "g" before "e" or "i" as "j". */
function soundsAlike(written: string, name: string): boolean {
  return written !== name && heardKey(written) === heardKey(name);
}

/** A key as it sounds: "au" as "o", "ou" as "u", "ph" as "f", "qu" before "e" or "i" as "c", `heardLetters`, doubled letters once. */
function heardKey(key: string): string {
  // "y" is heard as "i" before a "g" is read, so a "g" before it is soft too.
  // "qu" before "e" or "i" is heard as "k" in PT, ES, FR and IT ("maquina", "quilo"), so as "c" here too.
  return collapseDoubles(key.replace(/au/g, 'o').replace(/ou/g, 'u').replace(/ph/g, 'f').replace(/qu(?=[ei])/g, 'c').replace(/[ykz]|g(?=[eiy])/g, (letter) => heardLetters[letter]!));
}

/**
 * "victoria secret", "dr brown": a name of two words or more written without its possessive "'s" (a seller's slip), as a key. A
 * name of one word is left whole: without it, it is often a word or a name of ours ("Church's", "Hill's", "Claire's").
 */
function possessiveDropped(tokens: string[]): string[] {
  const words = tokens.filter((token, k) => !(token === 's' && k > 0));
  return words.length >= 2 && words.length < tokens.length ? [words.join('')] : [];
}

/**
 * A name spelt letter by letter ("D y s o n V15", "m.a.k.i.t.a"): three single letters or more in a row are one word, as the seller
 * meant; one or two stay apart ("A4", "T S").
 */
function joinSpelledLetters(tokens: string[]): string[] {
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= 3) out.push(run.join(''));
    else out.push(...run);
    run = [];
  };
  for (const token of tokens) {
    if (/^\p{L}$/u.test(token)) run.push(token);
    else {
      flush();
      out.push(token);
    }
  }
  flush();
  return out;
}

/** Goods a maker of a category commonly sells beyond it: fashion brands' jewels, perfume and shoes. */
const alsoSold: Partial<Record<BrandCategory, readonly BrandCategory[]>> = {
  clothing: ['watches-jewellery', 'beauty-perfume', 'footwear'],
  footwear: ['clothing'],
};

/** A model's generation in Roman numerals, written in capitals ("II", "IV", "XII"; not "I", "V" or "X" alone, which are words or signs). */
const romanNumeral = /^(?:II|III|IV|VI|VII|VIII|IX|XI|XII)$/;

/** A car model's generation as sellers write it after the model: a number, a roman numeral, a letter, "mk3", a chassis code ("6j", "8p", "e90"). */
const generationMark = /^(?:\d{1,2}|[ivx]{1,4}|[a-z]|mk\d|\d[a-z]{1,2}|[a-z]{1,2}\d{1,3})$/;
/**
 * A model code: letters then digits ("ds1x", "x90", "em10"), or digits then letters ("28ce", "50fn2") — no measure ("500ml", "30l"),
 * no size ("60x90", "2x3m"), no ordinal ("2nd", "3eme").
 */
function modelCode(token: string, next: string | undefined): boolean {
  if (/^\p{L}{1,4}\d/u.test(token)) return true;
  return /^\d+\p{L}/u.test(token) && token.length >= 3 && !isMeasure(token, next) && !/^\d+(?:[.,]\d+)?x\d/.test(token) && !/^\d+(?:st|nd|rd|th|er|eme|o|a)$/.test(token);
}
/** A lens's focal length ("105mm"; a range's last token, "18-35mm": "35mm") or its aperture's first token ("f1.4": "f1"; "f/2.8": "f", "2"). */
const lensMeasure = (token: string, next: string | undefined) => /^(?:\d{1,4}mm|f\d{1,2})$/.test(token) || (token === 'f' && /^\d{1,2}$/.test(next ?? ''));

/** Words after a range of numbers that count years, people, days, distance, weight or money: no lens's focal range. */
const rangeUnits = new Set([
  'anos', 'ano', 'ans', 'anni', 'jahre', 'years', 'year', 'meses', 'mois', 'mesi', 'monate', 'months', 'dias', 'jours', 'giorni', 'tage',
  'days', 'horas', 'heures', 'ore', 'stunden', 'hours', 'pessoas', 'personas', 'personnes', 'persone', 'personen', 'people', 'jogadores',
  'jugadores', 'joueurs', 'giocatori', 'spieler', 'players', 'km', 'kms', 'kg', 'kgs', 'metros', 'metres', 'meters', 'm', 'cm', 'euros', 'eur',
]);

/**
 * A lens's measure as written: a focal length ("50mm", "18-55mm"), a zoom's range ("28-75", "70-300") or an aperture ("f1.8",
 * "f3.5-5.6"; "f/2.8" as "f" then "2.8").
 */
function lensMeasureWritten(word: string, next: string): boolean {
  return (
    /^\d{1,3}(?:[.,]\d)?(?:-\d{1,4})?mm$/.test(word) ||
    /^\d{1,3}-\d{2,4}$/.test(word) ||
    /^f\d{1,2}(?:[.,]\d{1,2})?(?:-\d{1,2}(?:[.,]\d)?)?$/.test(word) ||
    (word === 'f' && /^\d{1,2}(?:[.,]\d)?$/.test(next))
  );
}

/** The categories a maker sells in: its own, and the goods makers of those commonly sell beyond them (`alsoSold`). */
function sells(entry: BrandEntry): BrandCategory[] {
  return entry.categories.flatMap((own) => [own, ...(alsoSold[own] ?? [])]);
}

/** A name's letters and digits as written, capitals kept, accents, spaces and signs dropped: "Fisher-Price" → "FisherPrice". */
function lettersAsWritten(text: string): string {
  return text.normalize('NFKD').replace(/[^\p{L}\p{N}]/gu, '');
}

/** Whether a text carries a letter with an accent or another diacritic mark. */
function hasAccent(text: string): boolean {
  return /\p{M}/u.test(text.normalize('NFD'));
}

/** A brand that is also a word counts only when written with capitals and not just opening a sentence. */
function writtenAsBrand(entry: BrandEntry, written: string, text: string, start: number): boolean {
  if (!entry.commonWord) return true;
  if (written === written.toLowerCase()) return false;
  const name = entry.shown ?? entry.name;
  if (written !== name && written !== name.toUpperCase()) return false;
  const before = text.slice(0, start).trimEnd();
  return before.length > 0 && !/[.!?:\n]$/.test(before);
}

/** Where brands of several families are named, those that are not components or licences (if any are); one family's brands all stay (Paw Patrol by Spin Master). */
function withoutComponents<T extends { component: boolean }>(matches: T[], familyOf: (match: T) => string): T[] {
  if (new Set(matches.map(familyOf)).size <= 1) return matches;
  const own = matches.filter((match) => !match.component);
  return own.length > 0 ? own : matches;
}

/** The letters a digit is written for, to pass a filter ("R0lex", "Gucc1", "Chan3l"). */
const digitLetters: Readonly<Record<string, string>> = { '0': 'o', '1': 'il', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b' };

/** Whether a word mixing letters and digits spells the name with digits for some of its letters (the look-alike policy: no brand). */
function spelledWithDigits(token: string, name: string): boolean {
  if (token.length !== name.length || !/\d/.test(token) || !/\p{L}/u.test(token)) return false;
  return [...token].every((char, k) => char === name[k] || (digitLetters[char]?.includes(name[k]!) ?? false));
}

/** Of brands sharing a name, the one selling the most of the categories a string's nouns name, where one alone does; else none. */
function mostNamed(entries: readonly BrandEntry[], nouns: ReadonlySet<BrandCategory>): BrandEntry[] {
  const named = entries.map((entry) => entry.categories.filter((own) => nouns.has(own)).length);
  const most = Math.max(0, ...named);
  const told = entries.filter((_, k) => named[k] === most);
  return most > 0 && told.length === 1 ? told : [];
}

function inCategory(entry: BrandEntry, category: BrandCategory | undefined): boolean {
  return category === undefined || entry.categories.includes(category);
}

interface Word {
  tokens: string[];
  start: number;
  end: number;
}

/**
 * Nouns of a device's spare part or consumable that may open a string before the device it fits: a filter, a remote. Cases,
 * straps, chargers and cables are left out: their own makers (Spigen, Peak Design, Anker) are filed under the devices they fit.
 */
/** "original", "genuine", "OEM", "d'origine": the part is the device maker's own, not one that fits it. */
const ownPartWords = new Set([...authenticWords, 'oem', 'origine', 'origem', 'origen']);

/** A device's controllers and remotes: written before its maker, most often the maker's own ("comando Samsung", "mando PS5"). */
const ownAccessoryWords = new Set(['mando', 'comando', 'controller', 'remote', 'replica']);

/** Words saying what fur it is ("faux fur", "real fur", "rabbit fur"): English, so "fur" after one is no German "für". */
const furKinds = new Set(['faux', 'fake', 'real', 'vegan', 'synthetic', 'artificial', 'genuine', 'natural', 'rabbit', 'fox', 'mink', 'sheepskin', 'shearling']);

/** What English fur is on a garment ("fur trim", "fur collar", "fur lined", "fur hood"). */
const furTrims = new Set(['trim', 'trimmed', 'collar', 'lined', 'lining', 'hood', 'hooded', 'cuffs', 'stole', 'pompom']);

/** A garment's cuts written before English "fit" ("slim fit", "relaxed fit", "oversized fit"). */
const fitCuts = new Set(['slim', 'skinny', 'regular', 'relaxed', 'loose', 'straight', 'tapered', 'oversize', 'oversized', 'athletic', 'tailored', 'comfort', 'wide', 'boxy', 'muscle', 'classic', 'modern', 'easy', 'custom', 'perfect', 'true', 'standard', 'super', 'extra', 'baggy', 'mom', 'boyfriend']);

const partNouns = new Set([
  'filtro', 'filtros', 'filter', 'filters', 'filtre', 'filtres', 'filtri', 'comando', 'mando', 'remote', 'telecomando', 'telecommande', 'fernbedienung',
  // a door's seal or gasket, a vacuum's bags and brushes, a washer's belt, hose and pump, a fridge's shelf and drawer, spare parts
  'borracha', 'borrachas', 'goma', 'gomas', 'vedante', 'vedantes', 'junta', 'juntas', 'burlete', 'gasket', 'gaskets', 'seal', 'seals', 'joint', 'joints', 'guarnizione', 'guarnizioni',
  'dichtung', 'turdichtung', 'saco', 'sacos', 'sacchetto', 'sacchetti', 'beutel', 'staubsaugerbeutel', 'escova', 'escovas', 'cepillo', 'cepillos', 'brosse', 'brosses',
  'spazzola', 'spazzole', 'correia', 'correa', 'courroie', 'cinghia', 'keilriemen', 'mangueira', 'manguera', 'tuyau', 'hose', 'bomba', 'pompe', 'pompa', 'pumpe',
  'pump', 'prateleira', 'prateleiras', 'balda', 'baldas', 'clayette', 'clayettes', 'gaveta', 'gavetas', 'cajon', 'tiroir', 'cassetto', 'schublade', 'puxador',
  'tirador', 'poignee', 'maniglia', 'griff', 'resistencia', 'resistance', 'heizstab', 'peca', 'pecas', 'pieza', 'piezas', 'piece', 'pieces', 'ricambio', 'ricambi',
  'recambio', 'recambios', 'ersatzteil', 'ersatzteile', 'spare',
]);

/** The words that join a noun to another in PT, ES, FR and IT ("de", "della"): `ofWords` without English "of". */
const romanceOfWords: ReadonlySet<string> = new Set([...ofWords].filter((word) => word !== 'of'));

/** The words for "no" a seller writes before a word for "brand" ("no brand", "keine Marke"); "without" is `lackWords`. */
const noWordsBeforeBrandNoun = new Set(['no', 'nessuna', 'keine', 'kein', 'aucune']);
/** Our languages that write a noun's describing words after it and join a noun to another with "de". */
const romanceLanguages: ReadonlySet<string> = new Set(['pt', 'es', 'fr', 'it']);
/** Words of degree and manner that make a phrase with the word before them ("poco usado", "pouco uso", "muy nuevo", "nothing like"). */
/** The categories of goods worn, whose every noun is the whole item: a fabric's or a sole's maker on them is a component. */
const wornCategories: readonly BrandCategory[] = ['clothing', 'footwear'];
/** "Since", "ago" in our languages ("há 2 anos", "hace 3 meses", "depuis 1 an", "seit 2 Jahren"). */
const sinceWords = new Set(['ha', 'hace', 'depuis', 'seit', 'since', 'ago', 'fa']);
const degreeWords = new Set(['pouco', 'poco', 'peu', 'little', 'muito', 'mucho', 'molto', 'bem', 'bien', 'bene', 'muy', 'tres', 'sehr', 'quase', 'casi', 'presque', 'quasi', 'nunca', 'jamais', 'mai', 'never', 'sempre', 'siempre', 'toujours', 'always', 'como', 'comme', 'come', 'wie', 'like', 'as', 'tal', 'tan', 'tao', 'assim', 'asi', 'ainsi', 'cosi']);
/**
 * Nouns of goods that are also makers' names, kept out of the product nouns (which name no brand): a bike's bell, a heater's element,
 * a perfume's essence, a lamp's globe. After nouns of goods they are the goods' word ("bike bell"), not the maker.
 */
const goodsNounsOfMakers = new Set(['bell', 'bells', 'element', 'elements', 'essence', 'globe', 'globes']);
/** A door's seal or gasket, in the six languages (a subset of `partNouns`). */
const sealNouns = new Set(['borracha', 'borrachas', 'goma', 'gomas', 'vedante', 'vedantes', 'junta', 'juntas', 'burlete', 'gasket', 'gaskets', 'seal', 'seals', 'joint', 'joints', 'guarnizione', 'guarnizioni', 'dichtung', 'turdichtung']);
/** An appliance's door or porthole: "porta", "hublot", "oblò", "Tür". */
const applianceDoorWords = new Set(['porta', 'portas', 'puerta', 'puertas', 'porte', 'portes', 'door', 'doors', 'hublot', 'escotilla', 'oblo', 'sportello', 'tur', 'bullauge']);
/** The categories of devices a part is written for: appliances and electronics (a car's or a bike's parts are read apart). */
const deviceCategories = new Set<BrandCategory>(['phones', 'tablets', 'laptops', 'consoles', 'small-appliances', 'large-appliances', 'cameras', 'audio']);

/**
 * "suporte de telemóvel Samsung", "support de casque Bose", "soporte de mando PS5 Sony": a holder's noun opening the string, then
 * "de" and what it holds, names what it holds, not whose the holder is: read as "para" is ("suporte para telemóvel Samsung"). What it
 * is fixed to or made of after "de" ("suporte de parede Vogel's", "suporte de madeira") leaves the string as written.
 */
function withHeldItem(raw: string, words: readonly Word[], withParaAt: (at: number, from: number) => string): string {
  const [holder, of, held] = words;
  if (held === undefined || !holderWords.has(holder!.tokens.join('')) || !ofWords.has(of!.tokens.join('')) || holderKindWords.has(held.tokens.join(''))) return raw;
  return withParaAt(of!.start, held.start);
}

/**
 * The plurals a noun of one of our Romance languages takes by its regular endings ("scarpa" → "scarpe", "bota" → "botas"), as the
 * product nouns list some goods by their plural only; none for English and German, whose nouns the lists hold as written.
 */
function pluralsOf(word: string, language: WordLanguage): string[] {
  if (language === 'it') return [word.replace(/a$/, 'e'), word.replace(/[oe]$/, 'i')].filter((plural) => plural !== word);
  if (language === 'pt' || language === 'es' || language === 'fr') return [`${word}s`];
  return [];
}

/** A word of free text: "Pull&Bear" is one word (of three tokens). */
const freeTextWord = /[\p{L}\p{N}][\p{L}\p{N}&'’+.-]*[\p{L}\p{N}+]|[\p{L}\p{N}]/gu;
/** `freeTextWord` matched where it is asked to start, and only there. */
const freeTextWordAt = new RegExp(freeTextWord.source, 'uy');

/** The words of free text with their offsets; "Pull&Bear" is one word of three tokens. */
function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(freeTextWord)) {
    const tokens = brandTokens(match[0]);
    if (tokens.length > 0) words.push({ tokens, start: match.index, end: match.index + match[0].length });
  }
  return words;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

