import { editDistance, fillerWords, splitLettersAndDigits, words } from './search-text.ts';

export interface SearchableProduct {
  id: string;
  category: string;
  brand: string;
  name: string;
  aliases: readonly string[];
  /** Words of the product's category, in every language. */
  categoryWords: readonly string[];
  /** Labels of the product's option values (`128 GB`, `Azul`). */
  optionLabels: readonly string[];
}

export interface ProductHit {
  id: string;
  score: number;
}

interface IndexedProduct {
  product: SearchableProduct;
  name: string[];
  aliases: string[][];
  fields: { words: Set<string>; weight: number; identifies: boolean }[];
}

/**
 * Weights per field: a word naming the product (name, alias, brand) counts fully; its category's
 * words and its option values only help to order products that share a name word.
 */
const weights = { name: 1, brand: 1, alias: 1, category: 0.4, option: 0.3 } as const;
/** Strength of a word match that is not exact. */
const prefixStrength = 0.8;
const typoStrength = 0.7;
/** Share of the score that says how much of the product's own name the query covered. */
const coverageShare = 0.3;

/**
 * In-memory ranking over the catalogue. A product's score is how strongly the query's words match
 * it (each word's best match, averaged over the query) blended with how much of its name (or of one
 * alias) the query covers, so `iphone 12` ranks iPhone 12 above iPhone 12 Pro. Words with digits
 * match exactly only (`12` is not `128`); other words also by prefix or, when long enough, a typo.
 */
export function createProductIndex(products: readonly SearchableProduct[]) {
  const indexed: IndexedProduct[] = products.map((product) => {
    const name = words(product.name);
    const aliases = product.aliases.map(words);
    return {
      product,
      name,
      aliases,
      fields: [
        { words: new Set(name), weight: weights.name, identifies: true },
        { words: new Set(aliases.flat()), weight: weights.alias, identifies: true },
        { words: new Set(words(product.brand)), weight: weights.brand, identifies: true },
        { words: new Set(product.categoryWords.flatMap(words)), weight: weights.category, identifies: true },
        { words: new Set(product.optionLabels.flatMap(words)), weight: weights.option, identifies: false },
      ],
    };
  });
  const vocabulary = new Set(indexed.flatMap((entry) => entry.fields.flatMap((field) => [...field.words])));

  return {
    search(query: string, { category }: { category?: string } = {}): ProductHit[] {
      const terms = queryTerms(query, vocabulary);
      if (terms.length === 0) return [];
      const hits: ProductHit[] = [];
      for (const entry of indexed) {
        if (category !== undefined && entry.product.category !== category) continue;
        const score = scoreProduct(entry, terms);
        if (score > 0) hits.push({ id: entry.product.id, score });
      }
      const names = new Map(products.map((p) => [p.id, `${p.brand} ${p.name}`]));
      return hits.sort((a, b) => b.score - a.score || names.get(a.id)!.localeCompare(names.get(b.id)!));
    },
  };
}

/**
 * Distinct query words without filler. Two words the catalogue knows only as one are joined (`air
 * fryer` → `airfryer`, as `fryer` alone is unknown); a word it does not know is tried as its
 * letters and digits (`iphone12` → `iphone 12`).
 */
function queryTerms(query: string, vocabulary: ReadonlySet<string>): string[] {
  const given = words(query).filter((word) => !fillerWords.has(word));
  const joined: string[] = [];
  for (let i = 0; i < given.length; i += 1) {
    const [word, next] = [given[i]!, given[i + 1]];
    if (next !== undefined && vocabulary.has(word + next) && !(vocabulary.has(word) && vocabulary.has(next))) {
      joined.push(word + next);
      i += 1;
    } else joined.push(word);
  }
  const terms = joined.flatMap((word) => (vocabulary.has(word) ? [word] : splitLettersAndDigits(word)));
  return [...new Set(terms)];
}

function scoreProduct(entry: IndexedProduct, terms: string[]): number {
  let strength = 0;
  let identified = false;
  for (const term of terms) {
    let best = 0;
    for (const field of entry.fields) {
      const match = bestMatch(term, field.words) * field.weight;
      if (match > best) best = match;
      if (match > 0 && field.identifies) identified = true;
    }
    strength += best;
  }
  if (!identified) return 0;
  const coverage = Math.max(covered(entry.name, terms), ...entry.aliases.map((alias) => covered(alias, terms)));
  return Math.round(((1 - coverageShare) * (strength / terms.length) + coverageShare * coverage) * 1000) / 1000;
}

/** Share of `target`'s words that some query term matches. */
function covered(target: string[], terms: string[]): number {
  if (target.length === 0) return 0;
  return target.filter((word) => terms.some((term) => wordMatch(term, word) > 0)).length / target.length;
}

function bestMatch(term: string, candidates: ReadonlySet<string>): number {
  if (candidates.has(term)) return 1;
  let best = 0;
  for (const word of candidates) best = Math.max(best, wordMatch(term, word));
  return best;
}

function wordMatch(term: string, word: string): number {
  if (term === word) return 1;
  if (/\d/.test(term) || /\d/.test(word)) return 0;
  if (term.length >= 3 && word.startsWith(term)) return prefixStrength;
  // Short words are too close to each other for typos to be guessed (`nike`, `bike`).
  const typos = term.length >= 8 ? 2 : term.length >= 5 ? 1 : 0;
  if (typos > 0 && editDistance(term, word, typos) <= typos) return typoStrength;
  return 0;
}
