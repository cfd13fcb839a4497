import type { BrandCategory } from '@circular/contract';
import type { BrandEntry } from '../table/brand-table.ts';
import { brandKey, brandTokens, withoutLegalSuffixes } from './brand-key.ts';
import { editDistance } from './edit-distance.ts';

export type MatchMethod = 'exact' | 'alias' | 'fuzzy' | 'catalogue';

/** A brand string read as a brand of the table (or the core system's catalogue). */
export interface BrandMatch {
  /** The canonical name. */
  brand: string;
  method: MatchMethod;
  /** 1 for an exact match; 0.95 for an alias; below 0.9 for a fuzzy match, falling with each edit. */
  score: number;
  wikidata_id?: string;
}

/** A brand found in free text, with its place: `text.slice(start, end)` is what was written. */
export interface BrandMention extends BrandMatch {
  start: number;
  end: number;
  text: string;
  /** The brand family (PlayStation → Sony): two mentions of one family name one brand. */
  family: string;
}

export interface MatchOptions {
  /** Only brands of this category match ("Trek" is a bike brand, not a word in a shoe's title). */
  category?: BrandCategory | undefined;
}

interface KeyedEntry {
  entry: BrandEntry;
  alias: boolean;
}

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

  private readonly lookalikes: ReadonlySet<string>;

  constructor(entries: readonly BrandEntry[], { lookalikes = [] }: { lookalikes?: readonly string[] } = {}) {
    this.entries = entries;
    this.lookalikes = new Set(lookalikes.map(brandKey));
    let longest = 1;
    for (const entry of entries) {
      for (const [name, alias] of [[entry.name, false] as const, ...entry.aliases.map((a) => [a, true] as const)]) {
        const key = brandKey(name);
        if (key.length > 0) push(this.byKey, key, { entry, alias });
        const tokens = brandTokens(name);
        // Short aliases ("mi", "ps", "lv") and lower-case words are too ambiguous to find in free text.
        if (alias && tokens.join('').length < 5) continue;
        if (tokens.length > 0) {
          push(this.byPhrase, tokens.join(' '), { entry, alias });
          longest = Math.max(longest, tokens.length);
        }
      }
    }
    this.longestPhrase = longest;
  }

  /** The canonical brand a raw brand string names, or undefined when none does within the bounds. */
  match(raw: string, { category }: MatchOptions = {}): BrandMatch | undefined {
    const tokens = brandTokens(raw);
    if (tokens.length === 0) return undefined;
    const keys = unique([withoutLegalSuffixes(tokens).join(''), tokens.join('')]);
    for (const key of keys) {
      const found = this.lookup(key, category);
      if (found) return found;
    }
    if (keys.some((key) => this.lookalikes.has(key))) return undefined;
    const fuzzy = this.fuzzy(keys[0]!, category);
    if (fuzzy) return fuzzy;
    return this.byOneToken(tokens, category);
  }

  /** Every brand written in `text`, left to right, longest phrase first; no fuzzy reading in prose. */
  mentions(text: string, { category }: MatchOptions = {}): BrandMention[] {
    const words = wordsOf(text);
    const found: BrandMention[] = [];
    for (let i = 0; i < words.length; ) {
      let matched = 0;
      for (let n = Math.min(this.longestPhrase, words.length - i); n >= 1 && matched === 0; n--) {
        const phrase = words.slice(i, i + n);
        const candidates = this.byPhrase.get(phrase.flatMap((w) => w.tokens).join(' ')) ?? [];
        const start = phrase[0]!.start;
        const end = phrase[n - 1]!.end;
        const written = text.slice(start, end);
        const hit = candidates.find(({ entry, alias }) => inCategory(entry, category) && (alias || writtenAsBrand(entry, written, text, start)));
        if (hit) {
          found.push({ ...this.result(hit), start, end, text: written, family: hit.entry.family });
          matched = n;
        }
      }
      i += Math.max(matched, 1);
    }
    return found;
  }

  private lookup(key: string, category: BrandCategory | undefined): BrandMatch | undefined {
    const candidates = (this.byKey.get(key) ?? []).filter(({ entry }) => inCategory(entry, category));
    const best = candidates.find(({ alias }) => !alias) ?? candidates[0];
    return best ? this.result(best) : undefined;
  }

  private fuzzy(key: string, category: BrandCategory | undefined): BrandMatch | undefined {
    const bound = fuzzyBound(key.length);
    if (bound === 0) return undefined;
    let best: { keyed: KeyedEntry; distance: number; length: number } | undefined;
    let tie = false;
    for (const [candidateKey, keyedEntries] of this.byKey) {
      if (candidateKey[0] !== key[0] || fuzzyBound(candidateKey.length) === 0) continue;
      // Misspelling aliases are typos already: a typo of a typo ("Bimba" → "bimby") is too far.
      if (candidateKey.length < 8 && keyedEntries.every(({ alias }) => alias)) continue;
      const distance = editDistance(key, candidateKey, Math.min(bound, fuzzyBound(candidateKey.length)));
      if (distance === Infinity || isOtherWord(key, candidateKey)) continue;
      // Adding or dropping a letter turns short names into other names (Canon/Canyon, Mielle/Miele).
      if (key.length !== candidateKey.length && Math.min(key.length, candidateKey.length) < 6) continue;
      for (const keyed of keyedEntries) {
        if (!inCategory(keyed.entry, category) || (keyed.alias && candidateKey.length < 8)) continue;
        if (!best || distance < best.distance) {
          best = { keyed, distance, length: Math.max(key.length, candidateKey.length) };
          tie = false;
        } else if (distance === best.distance && keyed.entry !== best.keyed.entry) {
          tie = true;
        }
      }
    }
    if (!best || tie) return undefined;
    const score = Math.round(Math.min(0.9, 1 - best.distance / best.length) * 100) / 100;
    return { ...this.result(best.keyed), method: 'fuzzy', score };
  }

  /**
   * "Apple iPhone 12" or "Sapatilhas NIKE": one token names a brand, exactly or by alias, and every
   * other token is a model number or a product word — "Puma Energy" and "Candy Crush" are other names.
   */
  private byOneToken(tokens: string[], category: BrandCategory | undefined): BrandMatch | undefined {
    if (tokens.length < 2) return undefined;
    const matches = new Map<string, BrandMatch>();
    for (const token of tokens) {
      const found = this.lookup(token, category);
      if (found) matches.set(found.brand, found);
      else if (!/\d/.test(token) && !productWords.has(token)) return undefined;
    }
    // "Microsoft Xbox", "Sony PlayStation": a maker and its own product line name the maker.
    const makers = [...matches.values()].filter((m) => this.entries.some((e) => e.name === m.brand && e.family === m.brand));
    const families = new Set([...matches.keys()].map((name) => this.entries.find((e) => e.name === name)?.family ?? name));
    if (matches.size > 1 && families.size === 1 && makers.length === 1) return { ...makers[0]!, score: Math.round(makers[0]!.score * 0.9 * 100) / 100 };
    if (matches.size !== 1) return undefined;
    const [only] = matches.values();
    return { ...only!, score: Math.round(only!.score * 0.9 * 100) / 100 };
  }

  private result({ entry, alias }: KeyedEntry): BrandMatch {
    const method: MatchMethod = entry.source === 'catalogue' ? 'catalogue' : alias ? 'alias' : 'exact';
    return {
      brand: entry.name,
      method,
      score: alias ? 0.95 : 1,
      ...(entry.wikidataId ? { wikidata_id: entry.wikidataId } : {}),
    };
  }
}

/**
 * A one-letter addition at the end that does not double the last letter makes another word, not a
 * typo: "Nokian" (tyres) is not Nokia, "Sonys" may be Sony.
 */
function isOtherWord(key: string, brand: string): boolean {
  if (key.length === brand.length + 1 && key.startsWith(brand)) return key.at(-1) !== brand.at(-1) && key.at(-1) !== 's';
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
  'by', 'the', 'redmi', 'note', 'switch', 'playstation', 'xbox', 'series', 'edition', 'home', 'kitchen', 'cozinha', 'cocina', 'cuisine',
]);

function inCategory(entry: BrandEntry, category: BrandCategory | undefined): boolean {
  return category === undefined || entry.categories.includes(category);
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
