import type { BrandCategory } from '@circular/contract';
import type { BrandEntry } from '../table/brand-table.ts';
import { brandKey, brandTokens, isLegalSuffix, withoutLegalSuffixes } from './brand-key.ts';
import { editDistance, respellsVowelPair, substitutionDistance } from './edit-distance.ts';

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

/** Tokens after which a brand names what an accessory fits, not its maker ("capa para iPhone"). */
const compatibilityWords = new Set(['para', 'pra', 'for', 'pour', 'fur', 'per', 'voor', 'compatible', 'compatibles', 'compativel', 'compativeis', 'kompatibel', 'compatibile', 'compatibili', 'fits', 'fit']);

/** "And" in our languages (`&` is read as "and"): a brand after one is a second brand beside the first. */
const conjunctions = new Set(['e', 'y', 'et', 'and', 'und', 'ed']);

/**
 * Common given names of our countries: a brand written right after one, with its capital ("Pedro Bose", "Mark Gibson"), is a
 * person's surname, not the brand (a designer's full name, "Christian Dior", is the brand's alias and is read whole first).
 */
const givenNames = new Set(
  ('joao jose maria ana miguel pedro paulo carlos antonio manuel francisco luis jorge rui nuno ricardo tiago diogo andre bruno rita sofia ines joana ' +
    'marta carla patricia sandra teresa isabel catarina beatriz mariana juan javier alejandro pablo sergio fernando rafael raul alberto enrique lucia carmen ' +
    'laura elena cristina pilar jean pierre michel philippe alain nicolas christophe francois jacques louis marie nathalie isabelle sylvie catherine sophie ' +
    'julien mathieu thomas antoine camille claire julie john james david michael robert william richard mark paul steve steven peter george tom tony ' +
    'mary elizabeth sarah emma kate jennifer linda susan giovanni giuseppe marco luca andrea francesca giulia alessandro matteo lorenzo roberto hans klaus ' +
    'jurgen wolfgang stefan andreas sabine petra ursula helmut heinz ' +
    // first names of the famous sellers list memorabilia of ("Marilyn Monroe", "Elvis Presley"); none a brand's name or alias
    'marilyn elvis frank bob kurt freddie whitney amy ed justin britney edith serge audrey grace marlon ron elton mick keith ringo jim janis tina ' +
    'diana brad angelina leonardo cristiano lionel rafa roger serena novak michelle barack donald hillary emmanuel angela vladimir nelson albert ' +
    'salvador frida harry').split(' '),
);

/** Words that compare the item with a brand ("tipo", "estilo", "façon", "dupe"): what follows is not its maker. ("like" is left out: "like new".) */
// French and English "type" and French "genre" before a brand too ("parfum type …", "sac genre …").
// Plurals too ("auriculares parecidos a los …"), the Italian and German words ("simile a", "ähnlich wie") and French "à la manière de".
// Perfume dupes' words too ("equivalente a", "inspiração", "que imita"), and plurals.
const comparisonWords = new Set(['equivalente', 'equivalentes', 'equivalent', 'equivalencia', 'equivalence', 'inspiracao', 'inspiracion', 'inspiration', 'inspirazione', 'imita', 'imitam', 'imitan', 'imitar', 'imitate', 'imitates', 'imitating', 'dupes', 'estilos', 'tipo', 'estilo', 'genero', 'genre', 'type', 'facon', 'maniere', 'imitando', 'inspired', 'inspirado', 'inspirada', 'inspirados', 'inspiradas', 'inspiree', 'inspirees', 'parecido', 'parecida', 'parecidos', 'parecidas', 'semelhante', 'semelhantes', 'similar', 'similares', 'similaire', 'similaires', 'simile', 'simili', 'ahnlich', 'ahnliche', 'ahnlicher', 'lookalike', 'dupe', 'stil', 'stile']);

/** English comparing words written after the brand they compare with ("Barbour style", "Dyson dupe", "Chanel-inspired"). */
const comparisonAfterWords = new Set(['style', 'styled', 'dupe', 'dupes', 'inspired', 'lookalike', 'alike', 'esque']);
/** Words after "style" that make it a product's reference, not a comparison ("style code", "style number"). */
const stylesProduct = new Set(['code', 'no', 'number', 'nr', 'ref', 'reference', 'id']);

/** "type" compares only before a name: before a letter or a number ("Type-C", "type 2") or at the end ("E-Type") it is a model word. */
const comparesWithName = (next: string | undefined) => next !== undefined && next.length > 2 && !/\d/.test(next);

/**
 * "bicicleta de estrada com grupo …", "portátil con gráfica …": a component's or licence's maker written a few words after "with" is a
 * part on the item, not the item's maker.
 */
const withWordBefore = /(?<![\p{L}])(?:com|con|avec|with|mit|equipad[oa]s?|equipped|[eé]quip[eé]e?s?|ausgestattet)\s+(?:[\p{L}\p{N}-]+\s+){0,2}$/iu;

/** Words that say the item is not the brand's own: a copy is no brand ("Rolex replica"). */
// The French, German and Italian words too, forged ("falsificado"), and the homage watch, a copy of a model sold as such.
const counterfeitWords = new Set(['replica', 'fake', 'copy', 'copia', 'imitacao', 'imitacion', 'imitation', 'knockoff', 'falso', 'falsa', 'faux', 'contrefacon', 'aaa',
  'replique', 'replika', 'copie', 'kopie', 'nachbau', 'imitazione', 'falsificado', 'falsificada', 'falsificados', 'falsificadas', 'contrafeito', 'contrafeita', 'clone', 'clon',
  'homage', 'hommage', 'homenagem', 'homenaje', 'omaggio', 'bootleg',
  // plurals, and the English word for it
  'replicas', 'fakes', 'copias', 'copies', 'imitacoes', 'imitaciones', 'imitations', 'knockoffs', 'falsos', 'falsas', 'repliques', 'clones', 'clons', 'counterfeit', 'counterfeits']);

/** "knock-off", "knock off": a copy written in two words. */
const isKnockOff = (tokens: string[], k: number) => tokens[k] === 'knock' && tokens[k + 1] === 'off';
/** "faux fur", "faux cuir": a material made to look like another, not a copy of a brand. */
const imitatedMaterials = new Set(['fur', 'leather', 'suede', 'cuir', 'fourrure', 'daim', 'pearl', 'pearls', 'perles', 'silk', 'soie', 'croco', 'crocodile', 'snake', 'python', 'marble', 'marbre', 'wood', 'bois', 'plant', 'plants', 'flowers', 'fleurs', 'shearling', 'mink', 'vison']);

/**
 * Whether the token at `k` says the item is a copy: a copy word ("faux" before no material: "faux fur" is a fur, not a copy),
 * "knock off", or a negation one or two words before a word of authenticity ("não são originais", "is not genuine").
 */
function isCopyWord(tokens: string[], k: number): boolean {
  const token = tokens[k]!;
  if (counterfeitWords.has(token)) return !(token === 'faux' && imitatedMaterials.has(tokens[k + 1] ?? ''));
  if (isKnockOff(tokens, k)) return true;
  return negations.has(token) && (authenticWords.has(tokens[k + 1] ?? '') || (copulas.has(tokens[k + 1] ?? '') && authenticWords.has(tokens[k + 2] ?? '')));
}

/** "is", "é", "es", "est", "ist", "são", "son", "are": between a negation and "original". */
const copulas = new Set(['is', 'e', 'es', 'est', 'ist', 'sao', 'son', 'are', 'sind', 'sont', 'era', 'was']);

/** "não original", "not genuine", "pas authentique": a negation right before a word of authenticity says the item is a copy. */
const negations = new Set(['nao', 'no', 'not', 'non', 'pas', 'nicht', 'nem', 'ni']);
const authenticWords = new Set(['original', 'originals', 'originais', 'originales', 'originale', 'originali', 'originaux', 'genuine', 'authentic', 'autentico', 'autentica', 'authentique', 'autentici', 'echt', 'oficial', 'official']);

/**
 * Words that compare the item with a brand only where a brand follows them ("trainers like Nike", "veste style Chanel", "bag in the
 * style of Chanel", "robe à la Chanel", "look Chanel", "alternative to Dyson"): before other words they are something else ("like
 * new", "como nova", "style code").
 */
const comparisonBeforeBrand = new Set(['like', 'como', 'comme', 'come', 'wie', 'style', 'look', 'vibe', 'vibes', 'alternative', 'alternativa', 'alternatief', 'igual', 'iguais', 'identico', 'identica', 'identique']);
/** Words allowed between such a word and the brand: "style of", "alternative to", "igual a", "à la". */
const comparisonLinks = new Set(['of', 'to', 'a', 'as', 'the', 'de', 'di', 'do', 'da', 'la', 'du', 'des', 'al', 'ao', 'los', 'las', 'os']);
/** English adjectives that make "style" a description of the item ("Vintage style Levi's 501"), not a comparison with what follows. */
const styleAdjectives = new Set(['vintage', 'retro', 'classic', 'casual', 'boho', 'bohemian', 'western', 'military', 'street', 'sporty', 'preppy', 'minimalist', 'industrial', 'scandinavian', 'nordic', 'rustic', 'modern', 'oversized', 'old', 'new', 'same']);

/** A brand name this long opening a brand string names the maker whatever model words follow. */
const minDistinctiveLength = 7;

/** Runs of this many tokens at most are read as one brand in a brand string ("Bang & Olufsen", "Air Jordan"). */
const longestRun = 4;

/** Edits a key of this length may be away from a brand and still be read as it: none for short names. */
function fuzzyBound(length: number): number {
  if (length < 5) return 0;
  if (length < 8) return 1;
  return 2;
}

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

  private readonly lookalikes: ReadonlySet<string>;
  private readonly nearWords: ReadonlySet<string>;
  private readonly wordAliases: ReadonlySet<string>;
  private readonly byName: ReadonlyMap<string, BrandEntry>;
  private readonly categoriesOf: (raw: string) => ReadonlySet<BrandCategory>;
  /**
   * The keys by first letter and length: a fuzzy match keeps the first letter and is at most two
   * letters longer or shorter, so only those keys are compared (the table has thousands).
   */
  private readonly byFirstLetter = new Map<string, [key: string, collapsed: string, letters: number, entries: KeyedEntry[]][]>();

  /**
   * `nearWords`: dictionary words within a typo of a brand, never read as its typo. `wordAliases`:
   * aliases of a brand whose name is a common word that are words themselves ("conti" beside Continental):
   * a string that is only such a word, in lower case, is the word. `categoriesOf`: the categories a brand string's own
   * product nouns name ("pendientes" → watches-jewellery), read where the caller names no category.
   */
  constructor(
    entries: readonly BrandEntry[],
    {
      lookalikes = [],
      nearWords = [],
      wordAliases = [],
      categoriesOf = () => new Set(),
    }: { lookalikes?: readonly string[]; nearWords?: Iterable<string>; wordAliases?: Iterable<string>; categoriesOf?: (raw: string) => ReadonlySet<BrandCategory> } = {},
  ) {
    this.entries = entries;
    this.categoriesOf = categoriesOf;
    this.lookalikes = new Set(lookalikes.map(brandKey));
    this.nearWords = new Set(nearWords);
    this.wordAliases = new Set(wordAliases);
    this.byName = new Map(entries.map((entry) => [entry.name, entry]));
    let longest = 1;
    for (const entry of entries) {
      for (const [name, alias] of [[entry.name, false] as const, ...entry.aliases.map((a) => [a, true] as const)]) {
        // The tokens once, the key from them (brandKey would read the name a second time).
        const tokens = brandTokens(name);
        const key = withoutLegalSuffixes(tokens).join('');
        if (key.length > 0) push(this.byKey, key, { entry, alias });
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
    }
    this.longestPhrase = longest;
    for (const [key, keyed] of this.byKey) push(this.byFirstLetter, `${key[0]!}${key.length}`, [key, collapseDoubles(key), letterMask(key), keyed]);
  }

  /**
   * The canonical brand a raw brand string names, or undefined when none does within the bounds or
   * two brands could be meant. A maker and its sub-brand ("Xiaomi Redmi Note 10") answer the
   * sub-brand with its parent; in an accessory's string ("Spigen capa para iPhone") only the words
   * before `para`, `for`, `pour`, `für`, `compatible`… can name its brand.
   */
  match(raw: string, { category }: MatchOptions = {}): BrandMatch | undefined {
    const allTokens = joinSpelledLetters(brandTokens(raw));
    // "pulseira tipo Pandora": a brand the item is compared with is not its brand, as one it fits is not.
    const cut = allTokens.findIndex(
      (token, k) =>
        compatibilityWords.has(token) ||
        (comparisonWords.has(token) && (token !== 'type' || comparesWithName(allTokens[k + 1]))) ||
        (comparisonBeforeBrand.has(token) && !(token === 'style' && styleAdjectives.has(allTokens[k - 1] ?? '')) && this.brandFollows(allTokens, k + 1, category)) ||
        (token === 'a' && allTokens[k + 1] === 'la' && this.brandFollows(allTokens, k + 2, category)),
    );
    const tokens = cut === -1 ? allTokens : allTokens.slice(0, cut);
    if (tokens.length === 0 || allTokens.some((_, k) => isCopyWord(allTokens, k))) return undefined;
    // "Barbour style jacket", "Converse-style trainers", "Dyson dupe", "Air Max 90 style": a brand (with its model numbers) right
    // before an English comparing word is the one the item is compared with ("Vintage style Levi's" still names Levi's).
    if (this.comparedBefore(allTokens, category)) return undefined;
    const keys = unique([withoutLegalSuffixes(tokens).join(''), tokens.join('')]);
    for (const key of keys) {
      const found = this.lookup(key, category);
      // "alfa" alone is the word, not Alfa Romeo: a word-brand's alias that is itself a word counts only with capitals.
      if (found?.method === 'alias' && this.wordAliases.has(key) && raw === raw.toLowerCase()) return undefined;
      if (found !== undefined) return found ?? undefined;
    }
    if (keys.some((key) => this.lookalikes.has(key))) return undefined;
    // "Funda", "Mando": a string of product words only is no brand misspelt.
    const productWordsOnly = tokens.every((token) => productWords.has(token) || accessoryWords.has(token));
    const fuzzy = productWordsOnly ? undefined : this.fuzzy(keys[0]!, category);
    // "Rímel", "Clínica": a word near a brand written with an accent the brand's name lacks is a word of our languages, not its typo.
    if (fuzzy && !(hasAccent(raw) && !hasAccent(fuzzy.brand))) return fuzzy;
    const capitalised = /^\P{Ll}*\p{Lu}/u.test(raw.trimStart());
    const [opening, ...later] = wordsOf(raw);
    // "EcoTank", "PowerShot": a later word with a capital inside it is a coined model name, as telling as a model number.
    // So is a short model code in capitals ("PRX", "XT") in a string not written all in capitals, when it is no legal form's word.
    const allCapitals = raw === raw.toUpperCase();
    const coinedName = later.some((word) => {
      const written = raw.slice(word.start, word.end);
      return /\p{Ll}\p{Lu}/u.test(written) || (!allCapitals && /^\p{Lu}{2,5}$/u.test(written) && !isLegalSuffix(written.toLowerCase()));
    });
    const lowerCase = raw === raw.toLowerCase();
    const accentedOpening = opening !== undefined && hasAccent(raw.slice(opening.start, opening.end));
    // Tokens of words written with an accent ("máscara Rímel"): a word of our languages, never a maker misspelt.
    const accentedTokens = new Set(wordsOf(raw).filter((word) => hasAccent(raw.slice(word.start, word.end))).flatMap((word) => word.tokens));
    // Tokens of words written with a capital ("Anel Pandorra"): a name, where a maker that is also a word may be read misspelt.
    const capitalisedTokens = new Set(wordsOf(raw).filter((word) => /^\p{Lu}/u.test(raw.slice(word.start, word.end))).flatMap((word) => word.tokens));
    // With no category named, the categories the string's product nouns name ("Tous pendientes oso" → watches-jewellery), read once if needed.
    let inferred: ReadonlySet<BrandCategory> | undefined;
    const inferredCategories = () => (inferred ??= category === undefined ? this.categoriesOf(raw) : new Set<BrandCategory>());
    // A model code (a letter, then digits: "CT-S300", "A168"), not numbers alone ("Focus 2", "GT 500") nor a measure ("1000mg").
    const modelCode = later.some((word) => /\p{L}.*\d/u.test(word.tokens.join('')));
    // The opening words that carry the first `n` tokens, as written.
    const openingText = (n: number): string | undefined => {
      // Read up to the end of each word in turn: a sign between words is a token too ("Head & Shoulders": head, and, shoulders).
      for (const word of [opening, ...later]) {
        const count = brandTokens(raw.slice(0, word?.end)).length;
        if (count === n) return raw.slice(0, word?.end).trim();
        if (count > n) return undefined;
      }
      return undefined;
    };
    const written = { capitalised, coinedName, lowerCase, accentedOpening, accentedTokens, capitalisedTokens, modelCode, inferredCategories, openingText };
    return this.byTokenRuns(withoutLegalSuffixes(tokens), category, written) ?? this.inSentence(raw, cut === -1 ? undefined : allTokens[cut]!, category);
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
    const mentions = this.mentions(raw.slice(0, end), { category });
    if (mentions.length === 0 || mentions.some((mention) => mention.start === words[0]!.start)) return undefined;
    // "Canon Nikon lote": a string opening with a brand that is also a word (free text does not read it there) still opens with a brand.
    if (this.opensWithBrand(words, category)) return undefined;
    const onItem = mentions.filter((mention) => !(mention.component && withWordBefore.test(raw.slice(Math.max(0, mention.start - 40), mention.start))));
    if (onItem.length === 0) return undefined;
    const own = this.withoutOwners(withoutComponents(onItem, (mention) => mention.family));
    if (new Set(own.map((mention) => mention.family)).size !== 1) return undefined;
    // "Capa iPhone 13 Pro": in an accessory's string a product line names what the item fits, as in a brand string's runs,
    // where the accessory is named first ("iPhone 12 com capa" is the phone).
    const accessory = words.find((word) => word.tokens.some((token) => accessoryWords.has(token)));
    if (accessory && accessory.start < own[0]!.start && own.every((mention) => mention.method === 'alias' && productWords.has(brandKey(mention.text)))) return undefined;
    const deepest = own.reduce((a, b) => (this.depth(b.brand) > this.depth(a.brand) ? b : a));
    return { ...this.result({ entry: this.entry(deepest.brand)!, alias: deepest.method === 'alias' }), score: Math.round(deepest.score * 0.85 * 100) / 100 };
  }

  /** Whether the first words, one to four of them, name a brand of the category exactly or by alias. */
  private opensWithBrand(words: Word[], category: BrandCategory | undefined): boolean {
    for (let n = 1; n <= Math.min(longestRun, words.length); n++) {
      if (this.lookup(words.slice(0, n).flatMap((word) => word.tokens).join(''), category) !== undefined) return true;
    }
    return false;
  }

  /** Every brand written in `text`, left to right, longest phrase first; no fuzzy reading in prose. */
  mentions(text: string, { category }: MatchOptions = {}): BrandMention[] {
    const words = wordsOf(text);
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
        const tokens = words[i + n - 1]!.tokens.join(' ');
        keys.push(n === 1 ? tokens : `${keys[n - 2]} ${tokens}`);
      }
      for (let n = keys.length; n >= 1 && matched === 0; n--) {
        const candidates = this.byPhrase.get(keys[n - 1]!);
        if (candidates === undefined) continue;
        const start = words[i]!.start;
        const end = words[i + n - 1]!.end;
        const written = text.slice(start, end);
        const hit = candidates.find(({ entry, alias }) => inCategory(entry, category) && (alias || writtenAsBrand(entry, written, text, start)));
        if (!hit) continue;
        const before = words[i - 1];
        const surname = before !== undefined && before.tokens.length === 1 && givenNames.has(before.tokens[0]!) && /^\p{Lu}/u.test(text.slice(before.start, before.end)) && /^\s+$/u.test(text.slice(before.end, start));
        if (!surname) {
          const component = hit.entry.componentIn !== undefined && (category === undefined || hit.entry.componentIn.includes(category));
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
    return this.result(named[0] ?? candidates[0]!);
  }

  private fuzzy(key: string, category: BrandCategory | undefined): BrandMatch | undefined {
    const bound = fuzzyBound(key.length);
    // A key that names a brand of another category is that brand, not a typo of one of this category ("Canon" among bikes).
    if (this.byKey.has(key)) return undefined;
    // Under five letters only a pair of vowels spelt as heard is a slip ("Ikya"); at five it may be one letter more ("Ikiea").
    if (bound === 0) return this.vowelPairSpelling(key, category);
    return this.typo(key, bound, category) ?? (key.length === 5 ? this.vowelPairSpelling(key, category) : undefined);
  }

  private typo(key: string, bound: number, category: BrandCategory | undefined): BrandMatch | undefined {
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
      if (candidateKey.length < 8 && keyedEntries.every(({ alias }) => alias)) continue;
      // Doubling or undoubling letters ("Pirreli" for Pirelli) is one slip, however many letters it moves.
      const distance = collapsed === candidateCollapsed ? 1 : typoDistance(key, candidateKey, Math.min(bound, fuzzyBound(candidateKey.length)));
      if (distance === Infinity || (isWord && collapsed !== candidateCollapsed)) continue;
      // Adding or dropping a letter turns names under five letters into other names (Sony/Sonys),
      // unless the letter only doubles or undoubles its neighbour ("Chico" for Chicco); from five, the
      // words it would make are in the near-word list ("orage" is no Orange).
      // In a name of five or six letters one letter changed for an unrelated one makes another word
      // ("Leila" is no Leica): there a changed letter must be a slip to a neighbouring key, one vowel
      // for another ("Huawai") or a letter that sounds the same ("Seico", "Ibanes").
      const allowed =
        !isOtherWord(key, candidateKey) &&
        (key.length === candidateKey.length || Math.min(key.length, candidateKey.length) >= 5 || isDoubling(key, candidateKey)) &&
        (key.length !== candidateKey.length || key.length >= 7 || plausibleSubstitutions(key, candidateKey));
      for (const keyed of keyedEntries) {
        if (keyed.shared || !inCategory(keyed.entry, category) || (keyed.alias && candidateKey.length < 8)) continue;
        // Near a misspelling alias, but a look-alike of the name itself ("Panasonec" beside "panasonnic"): no typo.
        if (keyed.alias && isLookalikeOf(key, this.nameKey(keyed.entry))) continue;
        if (!allowed) rivals.push({ entry: keyed.entry, distance });
        else if (!best || distance < best.distance) best = { keyed, distance, length: Math.max(key.length, candidateKey.length) };
        else if (distance === best.distance && keyed.entry !== best.keyed.entry) rivals.push({ entry: keyed.entry, distance });
      }
    }
    if (!best || rivals.some(({ entry, distance }) => entry !== best.keyed.entry && distance <= best.distance)) return undefined;
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
   * brands of two families answer nothing.
   */
  private byTokenRuns(tokens: string[], category: BrandCategory | undefined, written: Written): BrandMatch | undefined {
    const { capitalised, coinedName, lowerCase, accentedOpening, accentedTokens, capitalisedTokens } = written;
    if (tokens.length < 2) return undefined;
    const modelNumber = coinedName || tokens.slice(1).some((token) => /\d/.test(token));
    const matches = new Map<string, BrandMatch>();
    // A product word that is also a maker's alias ("iPhone", "Galaxy") names the maker only where no
    // other brand is written and the string is not an accessory's ("Capa iPhone 12").
    const productLines = new Map<string, BrandMatch>();
    // A run two brands share ("boss") is read only where another run names one of them's family ("Roland Boss").
    const shared: { run: string; candidates: BrandEntry[] }[] = [];
    // The brand the string opens with is the maker before a model name the table cannot know
    // ("Ravensburger puzzle", "Salomon Speedcross"), where `opensAsMaker` says so.
    let leading: { match: BrandMatch; tokens: number } | undefined;
    // The tokens read as brands: the others are model numbers or words.
    const named = new Set<number>();
    // Where each brand read is first written (the token index).
    const at = new Map<string, number>();
    for (let i = 0; i < tokens.length; ) {
      let step = 0;
      // A misspelt maker before a model number ("Huawai P30", "Makitta DHP482"): the first word read
      // as a typo within the same bounds as a whole string, never as a maker of free words.
      // With a category, a misspelt maker of that category that is no word (or a word written with its capital) opens a string of model words too ("Maybeline Lash Sensational").
      // A maker of two words or more with one of them misspelt ("Bang & Olufsem", "New Balanse"): the opening words read
      // together as a typo of a name of as many words that shares one of them, before model words as for one word.
      const opening = i === 0 && this.lookup(tokens[0]!, category) === undefined ? this.misspeltOpening(tokens, category) : undefined;
      if (opening && (modelNumber || coinedName || tokens.slice(opening.tokens).every((token) => productWords.has(token)) || category !== undefined)) {
        matches.set(opening.match.brand, opening.match);
        for (let k = 0; k < opening.tokens; k++) named.add(k);
        leading = opening;
        i = opening.tokens;
        continue;
      }
      // A name of several words written whole or by alias (a misspelt maker's name that is its alias) outranks a typo of its first word alone (a shorter brand).
      const namedWhole = i === 0 && Array.from({ length: Math.min(longestRun, tokens.length) - 1 }, (_, k) => k + 2).some((n) => this.lookup(tokens.slice(0, n).join(''), category) != null);
      // "Anel Pandorra", "pneus Bridgstone": among a category's brands, the first word after product words alone may be its maker misspelt.
      const afterProductWords = i > 0 && category !== undefined && matches.size === 0 && tokens.slice(0, i).every((token) => productWords.has(token) || accessoryWords.has(token));
      const token = tokens[i]!;
      if (((i === 0 && !namedWhole) || afterProductWords) && !productWords.has(token) && !accessoryWords.has(token) && this.lookup(token, category) === undefined) {
        const found = this.fuzzy(token, category);
        const accented = i === 0 ? accentedOpening : accentedTokens.has(token);
        const typo = found && !(accented && !hasAccent(found.brand)) ? found : undefined;
        const typoEntry = typo && this.entry(typo.brand);
        const beforeModel = i === 0 && (modelNumber || tokens.slice(1).every((later) => productWords.has(later)));
        // A maker whose name is also a word counts with its capitals, as when spelt right ("Kartel Componibili" in furniture).
        const writtenAsName = i === 0 ? capitalised : capitalisedTokens.has(token);
        const makerOfCategory = category !== undefined && typoEntry !== undefined && (!typoEntry.commonWord || writtenAsName) && inCategory(typoEntry, category);
        if (typo && (beforeModel || makerOfCategory)) {
          matches.set(typo.brand, typo);
          named.add(i);
          leading = { match: typo, tokens: 1 };
          if (!at.has(typo.brand)) at.set(typo.brand, i);
          i += 1;
          continue;
        }
      }
      for (let n = Math.min(longestRun, tokens.length - i); n >= 1 && step === 0; n--) {
        const run = tokens.slice(i, i + n).join('');
        const found = this.lookup(run, category);
        if (found === null) {
          shared.push({ run, candidates: [...new Set((this.byKey.get(run) ?? []).map(({ entry }) => entry))] });
          step = n;
        } else if (found && n === 1 && (productWords.has(run) || accessoryWords.has(run))) {
          if (found.method === 'alias') productLines.set(found.brand, found);
          step = 1;
        } else if (found && i > 0 && matches.size === 0 && lowerCase && this.entry(found.brand)?.commonWord) {
          // "kitchen shell" (Shell): a brand that is also a word, after words that name no brand and all in lower case, is that
          // word, as in free text; written as a name ("Shell"), opening the string ("shell helix") or after its maker
          // ("nike jordan") it is the brand.
          break;
        } else if (found) {
          matches.set(found.brand, found);
          if (!at.has(found.brand)) at.set(found.brand, i);
          for (let k = i; k < i + n; k++) named.add(k);
          step = n;
        }
      }
      // "VF Corporation The North Face", "Samsung Electronics Galaxy": a legal form's word right after a maker's name is of its company name.
      const companyWord = step === 0 && i > 0 && named.has(i - 1) && isLegalSuffix(token);
      if (step === 0 && !companyWord && !/\d/.test(token) && !productWords.has(token) && !accessoryWords.has(token) && !(i > 0 && leading !== undefined && this.opensAsMaker(leading, { category, capitalised, modelNumber, modelCode: written.modelCode, inferred: written.inferredCategories, openingText: written.openingText, coinedName }))) return undefined;
      if (i === 0 && step > 0 && matches.size > 0) leading = { match: [...matches.values()][0]!, tokens: step };
      i += Math.max(step, 1);
    }
    if (matches.size === 0 && !tokens.some((token) => accessoryWords.has(token))) for (const [brand, match] of productLines) matches.set(brand, match);
    for (const { run, candidates } of shared) {
      const known = new Set([...matches.values()].map((match) => this.entry(match.brand)?.family));
      const inFamily = candidates.filter((entry) => known.has(entry.family) && inCategory(entry, category));
      if (inFamily.length !== 1) return undefined;
      matches.set(inFamily[0]!.name, this.result({ entry: inFamily[0]!, alias: brandKey(inFamily[0]!.name) !== run }));
    }
    // A component or licence beside another family's maker ("LEGO Star Wars", "Trek Shimano" in bikes) is not the item's brand.
    const read = withoutComponents(
      this.withoutOwners([...matches.values()]).map((match) => ({ ...match, component: this.isComponent(match.brand, category) })),
      (match) => this.entry(match.brand)?.family ?? match.brand,
    );
    // "DJI Osmo Pocket 2": a brand that is also a word, written after another family's maker that is no word, is that word.
    const openingMaker = read.find((match) => at.get(match.brand) === 0 && this.entry(match.brand)?.commonWord === false);
    const familyOf = (match: BrandMatch) => this.entry(match.brand)?.family ?? match.brand;
    // "Tissot e Omega", "Canon and Olympus": a brand joined to another by "and" is a second brand, word or not.
    const joined = (match: BrandMatch) => conjunctions.has(tokens[(at.get(match.brand) ?? 0) - 1] ?? '');
    const found = openingMaker === undefined ? read : read.filter((match) => familyOf(match) === familyOf(openingMaker) || joined(match) || !(this.entry(match.brand)?.commonWord === true && (at.get(match.brand) ?? 0) > 0));
    const families = new Set(found.map((match) => this.entry(match.brand)?.family ?? match.brand));
    if (found.length === 0 || families.size > 1) return undefined;
    // The deepest brand of the family: the one whose parent chain is longest (Jordan under Nike).
    const deepest = found.reduce((a, b) => (this.depth(b.brand) > this.depth(a.brand) ? b : a));
    // A brand that is also a word (or a model designation, "GT") beside numbers alone, with no
    // category to say what is sold, is that word with a number ("Focus 2", "GT 500").
    // Written with its capital before a model code ("Casio A168") it is the maker, as `opensAsMaker` reads it.
    const codedMaker = capitalised && written.modelCode && at.get(deepest.brand) === 0;
    if (category === undefined && named.size === 1 && this.entry(deepest.brand)?.commonWord && !codedMaker && tokens.every((token, k) => named.has(k) || /\d/.test(token))) return undefined;
    // A word-brand of two words or more before product nouns of other categories than its own alone, with no category named,
    // is part of the item's description ("Silver Cross" before a necklace's nouns, "Black Diamond" before earrings'), not its
    // maker. Only the words read as no brand count: a brand's own name may hold a noun ("Baby-G"). A word-brand of one word
    // keeps its goods of other categories, and a fashion brand its jewels and perfume (`alsoSold`).
    const deepestEntry = this.entry(deepest.brand);
    if (category === undefined && deepestEntry?.commonWord && brandTokens(deepestEntry.name).length > 1) {
      const nouns = this.categoriesOf(tokens.filter((_, k) => !named.has(k)).join(' '));
      const sold = new Set(deepestEntry.categories.flatMap((own) => [own, ...(alsoSold[own] ?? [])]));
      if (nouns.size > 0 && ![...nouns].some((noun) => sold.has(noun))) return undefined;
    }
    const { component: _, ...answer } = deepest;
    return { ...answer, score: Math.round(deepest.score * 0.9 * 100) / 100 };
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
      inferred,
      openingText,
      coinedName = false,
    }: {
      category: BrandCategory | undefined;
      capitalised: boolean;
      modelNumber: boolean;
      modelCode: boolean;
      inferred: () => ReadonlySet<BrandCategory>;
      openingText: (tokens: number) => string | undefined;
      coinedName?: boolean;
    },
  ): boolean {
    const entry = this.entry(match.brand);
    if (entry === undefined) return false;
    // A misspelt word-brand with its capital counts only where a category says the maker is one of its brands ("Kartel" in furniture).
    const writtenAsName = !entry.commonWord || tokens > 1 || ((capitalised || modelNumber) && match.method !== 'fuzzy') || (capitalised && category !== undefined);
    if (category !== undefined) return inCategory(entry, category) && writtenAsName;
    if (match.method === 'fuzzy') return !entry.commonWord && brandKey(entry.name).length >= minDistinctiveLength;
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
    if (text !== undefined && (!entry.commonWord || modelCode || coinedName || hyphenCompound) && lettersAsWritten(text) === lettersAsWritten(entry.name)) {
      const named = inferred();
      if (named.size === 0 || entry.categories.some((own) => named.has(own))) return true;
    }
    if (entry.commonWord) return capitalised && modelCode;
    return brandKey(entry.name).length >= minDistinctiveLength || modelNumber;
  }

  private readonly nameKeys = new Map<BrandEntry, string>();

  /** A brand's name as a key, kept once read. */
  private nameKey(entry: BrandEntry): string {
    let key = this.nameKeys.get(entry);
    if (key === undefined) this.nameKeys.set(entry, (key = brandKey(entry.name)));
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

/**
 * A one-letter addition at the end that does not double the last letter makes another word, not a
 * typo: "Nokian" (tyres) is not Nokia, "Sonys" may be Sony.
 */
function isOtherWord(key: string, brand: string): boolean {
  // From eight letters a letter more at the end is a slip ("Playmobile"), not another name.
  if (key.length === brand.length + 1 && key.startsWith(brand) && brand.length < 8) return key.at(-1) !== brand.at(-1) && key.at(-1) !== 's';
  return false;
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

/** Whether one word is a typo of another within the bounds the fuzzy match gives a one-word name. */
function isTypoOf(token: string, word: string): boolean {
  // A letter dropped from a word of five letters or more ("Raph" for Ralph) is the one slip a name of that length allows, though
  // what is left is under five letters (the other words of the name, written right, say which name it is).
  const dropped = token.length === word.length - 1 && fuzzyBound(word.length) > 0;
  const bound = dropped ? 1 : fuzzyBound(Math.min(token.length, word.length));
  if (bound === 0 || typoDistance(token, word, bound) === Infinity) return false;
  return token.length !== word.length || token.length >= 7 || plausibleSubstitutions(token, word);
}

/**
 * A counterfeit-style look-alike, not a seller's slip (the policy in the README): a letter written as a digit ("R0lex",
 * "Gucc1", written to pass a filter), or a vowel standing alone between consonants changed for another vowel that is no
 * neighbouring key ("Nintando", "Versaci", "Adidos": the name sounds different, as a knock-off's label does). A vowel inside a
 * pair of vowels may change ("Calvin Klain", "Sennhaiser": a diphthong spelt as heard), and the slips of typing stay
 * typos (a transposition, a doubled or dropped letter, a neighbouring key: "Smasung", "Nintedo", "Samsing").
 */
/** The edits from a written key to a brand's that are a seller's slips (no look-alike substitution), or `Infinity` past `bound`. */
function typoDistance(written: string, brand: string, bound: number): number {
  return written.length === brand.length ? substitutionDistance(written, brand, bound, lookalikeSubstitution) : editDistance(written, brand, bound, lookalikeSubstitution);
}

/** Whether a key is the name's key with letters changed in place, one of them a look-alike's change ("panasonec", "s3nnheiser"). */
function isLookalikeOf(key: string, name: string): boolean {
  return substitutionDistance(key, name, 2) !== Infinity && substitutionDistance(key, name, 2, lookalikeSubstitution) === Infinity;
}

function lookalikeSubstitution(written: string, i: number, brand: string, j: number): number {
  const x = written[i]!;
  const y = brand[j]!;
  if ((/\d/.test(x) && !/\d/.test(y)) || glyphLookalikes.has(x + y)) return Infinity;
  const lone = (word: string, k: number) => !pureVowels.includes(word[k - 1] ?? '-') && !pureVowels.includes(word[k + 1] ?? '-');
  if (pureVowels.includes(x) && pureVowels.includes(y) && lone(written, i) && lone(brand, j) && !neighbours[x]!.includes(y) && !neighbours[y]!.includes(x)) return Infinity;
  return 1;
}

/** Letters drawn alike, no neighbouring keys: a "b" for a "d" ("Abidas"), a "q" for a "g" ("Samsunq") is a knock-off's spelling. */
const glyphLookalikes = new Set(['bd', 'db', 'pq', 'qp', 'gq', 'qg']);

/** Vowels that are never consonants ("y" is both, and a "y" for an "i" is a spelling, "Givenchi"). */
const pureVowels = 'aeiou';

/** Letters next to each other on QWERTY and AZERTY keyboards, and letters that sound alike in our languages. */
const neighbours: Record<string, string> = {
  q: 'wasz', w: 'qeasdzx', e: 'wrsdf', r: 'etdfg', t: 'ryfgh', y: 'tughi', u: 'yihjk', i: 'uojkly', o: 'iplk', p: 'olm',
  a: 'qwszx', s: 'awedxzcq', d: 'serfcx', f: 'drtgvc', g: 'ftyhbv', h: 'gyujnb', j: 'huikmn', k: 'jiolmcq', l: 'kopmi', m: 'njklp',
  z: 'asxe', x: 'zsdc', c: 'xdfvksq', v: 'cfgbw', b: 'vghn', n: 'bhjm',
};

const vowels = 'aeiouy';

/** Whether each letter where two keys of one length differ (transposed pairs aside) is a neighbouring key, another vowel or a like-sounding letter. */
function plausibleSubstitutions(a: string, b: string): boolean {
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    // A transposition ("smasung") swaps two letters, each still in the word.
    if (a[i] === b[i + 1] && a[i + 1] === b[i]) {
      i += 1;
      continue;
    }
    const x = a[i]!;
    const y = b[i]!;
    if (!(neighbours[x]?.includes(y) || neighbours[y]?.includes(x) || (vowels.includes(x) && vowels.includes(y)) || /\d/.test(x + y))) return false;
  }
  return true;
}

/** The letters a key uses, one bit each (digits and other letters share bits: a collision only weakens the bound). */
function letterMask(key: string): number {
  let mask = 0;
  for (let i = 0; i < key.length; i++) mask |= 1 << (key.charCodeAt(i) % 31);
  return mask;
}

function bitCount(n: number): number {
  let count = 0;
  for (let v = n >>> 0; v !== 0; v &= v - 1) count += 1;
  return count;
}

/** Whether a text carries a letter with an accent or another diacritic mark. */
/** Goods a maker of a category commonly sells beyond it: fashion brands' jewels, perfume and shoes. */
const alsoSold: Partial<Record<BrandCategory, readonly BrandCategory[]>> = {
  clothing: ['watches-jewellery', 'beauty-perfume', 'footwear'],
  footwear: ['clothing'],
};

/** A name's letters and digits as written, capitals kept, accents, spaces and signs dropped: "Fisher-Price" → "FisherPrice". */
function lettersAsWritten(text: string): string {
  return text.normalize('NFKD').replace(/[^\p{L}\p{N}]/gu, '');
}

function hasAccent(text: string): boolean {
  return /\p{M}/u.test(text.normalize('NFD'));
}

function collapseDoubles(key: string): string {
  return key.replace(/(.)\1+/g, '$1');
}

/** One letter more or less that only doubles or undoubles its neighbour: "chico"/"chicco", "cannon"/"canon". */
function isDoubling(a: string, b: string): boolean {
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (long.length !== short.length + 1) return false;
  for (let i = 0; i < long.length; i++) {
    if (long.slice(0, i) + long.slice(i + 1) === short) return (i > 0 && long[i - 1] === long[i]) || long[i + 1] === long[i];
  }
  return false;
}

/** A brand that is also a word counts only when written with capitals and not just opening a sentence. */
function writtenAsBrand(entry: BrandEntry, written: string, text: string, start: number): boolean {
  if (!entry.commonWord) return true;
  if (written === written.toLowerCase()) return false;
  if (written !== entry.name && written !== entry.name.toUpperCase()) return false;
  const before = text.slice(0, start).trimEnd();
  return before.length > 0 && !/[.!?:\n]$/.test(before);
}

/** Words that may stand beside a brand in a brand field without making it another name. */
const productWords = new Set([
  'iphone', 'ipad', 'macbook', 'galaxy', 'pixel', 'phone', 'smartphone', 'telemovel', 'movil', 'mobile', 'portable', 'laptop', 'tablet', 'console', 'consola',
  'bike', 'bicicleta', 'velo', 'bicycle', 'shoes', 'sapatilhas', 'zapatillas', 'baskets', 'sneakers', 'tenis', 'boots', 'botas', 'jeans', 'jacket', 'casaco', 'chaqueta',
  'veste', 'air', 'max', 'pro', 'plus', 'ultra', 'lite', 'mini', 'original', 'originals', 'genuine', 'new', 'novo', 'nuevo', 'neuf', 'used', 'usado', 'occasion', 'de', 'da', 'do',
  'by', 'the', 'note', 'switch', 'one', 'mid', 'low', 'high', 'retro', 'classic', 'vintage', 'limited', 'series', 'edition', 'home', 'kitchen', 'cozinha', 'cocina', 'cuisine',
  // cameras, audio, watches, furniture, toys, books, sports, tools, beauty, instruments, vehicles
  'camera', 'camara', 'maquina', 'appareil', 'photo', 'fotografica', 'reflex', 'dslr', 'mirrorless', 'lens', 'lente', 'objetiva', 'objetivo', 'objectif', 'tripod', 'tripe',
  'headphones', 'auscultadores', 'auriculares', 'casque', 'earbuds', 'speaker', 'coluna', 'altavoz', 'enceinte', 'amplifier', 'amplificador', 'turntable', 'gira', 'discos', 'hifi',
  'watch', 'relogio', 'reloj', 'montre', 'uhr', 'automatic', 'automatico', 'quartz', 'chronograph', 'ring', 'anel', 'anillo', 'bague', 'necklace', 'colar', 'collar', 'collier',
  'sofa', 'chair', 'cadeira', 'silla', 'chaise', 'table', 'mesa', 'lamp', 'candeeiro', 'lampara', 'lampe', 'toy', 'toys', 'brinquedo', 'juguete', 'jouet', 'jeu', 'jogo', 'juego',
  'game', 'games', 'set', 'kit', 'book', 'livro', 'libro', 'livre', 'dvd', 'bluray', 'vinyl', 'vinil', 'cd', 'golf', 'ski', 'skis', 'tennis', 'racket', 'raquete', 'raqueta',
  'drill', 'berbequim', 'taladro', 'perceuse', 'tools', 'tool', 'ferramenta', 'herramienta', 'outil', 'perfume', 'parfum', 'eau', 'toilette', 'cologne', 'cream', 'creme', 'crema',
  'guitar', 'guitarra', 'guitare', 'bass', 'baixo', 'bajo', 'basse', 'piano', 'keyboard', 'teclado', 'clavier', 'drums', 'bateria', 'amp', 'pedal', 'helmet', 'capacete', 'casco',
  'tyre', 'tire', 'pneu', 'neumatico', 'pneus', 'neumaticos', 'pneumaticos', 'reifen', 'oil', 'oleo', 'aceite', 'huile', 'moto', 'motorcycle', 'car', 'carro', 'coche', 'voiture', 'auto', 'professional', 'kids', 'baby', 'bebe',
  // the same in the other new categories (PT, ES, FR, IT, DE, EN), then colours, sizes and who it is for,
  // none of them a name or alias of the table ("Blanco" and "Red" are brands)
  'tenda', 'tienda', 'tente', 'zelt', 'tent', 'mochila', 'zaino', 'rucksack', 'backpack', 'giacca', 'jacke', 'blouson', 'manteau', 'cappotto', 'mantel', 'abrigo', 'coat',
  'vestido', 'robe', 'kleid', 'vestito', 'dress', 'mala', 'bolso', 'borsa', 'tasche', 'bag', 'handbag', 'oculos', 'gafas', 'lunettes', 'occhiali', 'sonnenbrille',
  'sunglasses', 'carrinho', 'cochecito', 'poussette', 'passeggino', 'kinderwagen', 'stroller', 'pram', 'boneca', 'muneca', 'poupee', 'bambola', 'puppe', 'doll', 'patins',
  'patines', 'skate', 'trotinete', 'patinete', 'trottinette', 'monopattino', 'scooter', 'aspirador', 'aspiradora', 'aspirateur', 'aspirapolvere', 'staubsauger', 'vacuum',
  'frigorifico', 'nevera', 'frigo', 'kuhlschrank', 'fridge', 'lavadora', 'lavatrice', 'waschmaschine', 'cafeteira', 'cafetera', 'cafetiere', 'caffettiera',
  'kaffeemaschine', 'rebarbadora', 'amoladora', 'meuleuse', 'smerigliatrice', 'serra', 'sierra', 'scie', 'saw', 'martelo', 'martillo', 'marteau', 'hammer', 'aparafusadora',
  'atornillador', 'visseuse', 'avvitatore', 'akkuschrauber', 'cama', 'lit', 'letto', 'bett', 'bed', 'estante', 'estanteria', 'etagere', 'scaffale', 'regal', 'shelf',
  'colchao', 'colchon', 'matelas', 'materasso', 'matratze', 'mattress', 'secretaria', 'escritorio', 'bureau', 'scrivania', 'schreibtisch', 'desk', 'orologio', 'armbanduhr',
  'pulseira', 'brinco', 'pendientes', 'boucles', 'orecchini', 'ohrringe', 'earrings', 'cuffie', 'kopfhorer', 'coluna', 'altifalante', 'lautsprecher', 'raton', 'rato',
  'souris', 'mouse', 'monitor', 'impressora', 'impresora', 'imprimante', 'stampante', 'drucker', 'printer',
  'preto', 'negro', 'noir', 'nero', 'schwarz', 'black', 'branco', 'blanc', 'bianco', 'weiss', 'white', 'azul', 'bleu', 'blu', 'blau', 'blue', 'vermelho', 'rojo', 'rouge',
  'rosso', 'rot', 'verde', 'vert', 'grun', 'green', 'cinzento', 'cinza', 'gris', 'grigio', 'grau', 'grey', 'gray', 'rosa', 'pink', 'amarelo', 'amarillo', 'jaune', 'giallo',
  'gelb', 'yellow', 'castanho', 'marron', 'marrone', 'brown', 'bege', 'beige', 'dourado', 'dorado', 'dore', 'oro', 'gold', 'prateado', 'plateado', 'argente', 'argento',
  'silber', 'silver', 'tamanho', 'talla', 'taille', 'taglia', 'grosse', 'size', 'xs', 'xl', 'xxl', 'homem', 'hombre', 'homme', 'uomo', 'herren', 'men', 'mulher', 'mujer',
  'femme', 'donna', 'damen', 'women', 'crianca', 'nino', 'enfant', 'bambino', 'kinder', 'unisex',
  // a model's generation ("5ª geração", "3e génération", "2nd gen")
  'geracao', 'generacion', 'generation', 'generazione', 'gen',
  // materials ("faux fur", "couro") and more garments, in the six languages; none a name or alias of the table ("Polar" is a brand)
  'leather', 'couro', 'cuero', 'cuir', 'leder', 'pelle', 'fur', 'pele', 'piel', 'fourrure', 'pelliccia', 'pelz', 'wool', 'laine', 'lana', 'wolle', 'cotton',
  'algodao', 'algodon', 'coton', 'cotone', 'baumwolle', 'silk', 'seda', 'soie', 'seta', 'seide', 'denim', 'ganga', 'suede', 'camurca', 'daim', 'linen', 'linho',
  'lino', 'leinen', 'cashmere', 'caxemira', 'cachemire', 'kaschmir', 'faux', 'hoodie', 'sweatshirt', 'sweat', 'camisola', 'sudadera', 'pull', 'shirt', 'camisa',
  'chemise', 'camicia', 'hemd', 'tshirt', 'polo', 'blouse', 'blusa', 'top', 'skirt', 'saia', 'falda', 'jupe', 'gonna', 'pants', 'trousers', 'calcas',
  'pantalones', 'pantalon', 'pantaloni', 'hose', 'shorts', 'calcoes', 'vest', 'colete', 'chaleco', 'gilet', 'cardigan', 'sweater', 'jumper', 'pullover', 'parka',
  'anorak', 'trench', 'blazer', 'puffer', 'fleece', 'knit', 'malha', 'punto', 'tricot', 'bomber', 'windbreaker', 'raincoat', 'gabardina', 'gabardine', 'impermeavel',
]);

/** Words of an accessory's string ("Capa iPhone 12"): beside them, a product line names what the item fits. */
const accessoryWords = new Set([
  'capa', 'funda', 'coque', 'case', 'cover', 'hulle', 'charger', 'carregador', 'cargador', 'chargeur', 'cable', 'cabo', 'strap', 'bracelete', 'bracelet', 'pulseira', 'correa',
  'filter', 'filtro', 'filtre', 'adapter', 'adaptador', 'adaptateur', 'protector', 'pelicula', 'film', 'mando', 'comando', 'controller', 'suporte', 'soporte', 'support', 'mount',
  'battery', 'batterie', 'bateria', 'pastilhas', 'cordas', 'cuerdas', 'cordes', 'strings', 'replacement', 'replica',
]);

/** Where brands of several families are named, those that are not components or licences (if any are); one family's brands all stay (Paw Patrol by Spin Master). */
function withoutComponents<T extends { component: boolean }>(matches: T[], familyOf: (match: T) => string): T[] {
  if (new Set(matches.map(familyOf)).size <= 1) return matches;
  const own = matches.filter((match) => !match.component);
  return own.length > 0 ? own : matches;
}

function inCategory(entry: BrandEntry, category: BrandCategory | undefined): boolean {
  return category === undefined || entry.categories.includes(category);
}

/** How a brand string is written, beyond its tokens: what `byTokenRuns` and `opensAsMaker` weigh. */
interface Written {
  /** It opens with a capital. */
  capitalised: boolean;
  /** A later word is a coined model name ("PowerShot", "PRX"). */
  coinedName: boolean;
  lowerCase: boolean;
  accentedOpening: boolean;
  accentedTokens: ReadonlySet<string>;
  capitalisedTokens: ReadonlySet<string>;
  /** A later word carries a model code: a letter, then digits ("CT-S300", "A168"). */
  modelCode: boolean;
  /** The categories the string's product nouns name, where the caller names none (empty where it names one). */
  inferredCategories: () => ReadonlySet<BrandCategory>;
  /** The opening words carrying the first `n` tokens, as written; undefined where a word runs past them. */
  openingText: (tokens: number) => string | undefined;
}

interface Word {
  tokens: string[];
  start: number;
  end: number;
}

/** The words of free text with their offsets; "Pull&Bear" is one word of three tokens. */
function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}&'’+.-]*[\p{L}\p{N}+]|[\p{L}\p{N}]/gu)) {
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
