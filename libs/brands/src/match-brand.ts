import type { BrandCategory } from '@circular/contract';
import { BrandIndex, type BrandMatch, type BrandMention } from './matching/brand-index.ts';
import { lookalikeNames } from './table/brand-table.data.ts';
import { aliasWordsText, nearWordsText, wordAliasesText } from './table/near-words.data.ts';
import { readBrandTable, shownName } from './table/brand-table.ts';
import { categoryOfLabel } from './table/category-labels.ts';
import { productLines } from './table/product-lines.ts';
import { categoriesNamedIn } from './table/product-nouns.ts';

let index: BrandIndex | undefined;
let nearWords: readonly string[] | undefined;
let wordAliases: readonly string[] | undefined;
let aliasWords: readonly string[] | undefined;

/**
 * What the shipped table is read with: knock-off lookalikes, the dictionary words near its brands, its aliases that are words,
 * the categories a string's product nouns name (read where no category is given), and the product lines sellers write after a
 * brand's name.
 */
export function shippedIndexOptions(): {
  lookalikes: readonly string[];
  nearWords: readonly string[];
  wordAliases: readonly string[];
  aliasWords: readonly string[];
  categoriesOf: (raw: string) => ReadonlySet<BrandCategory>;
  productLines: readonly (readonly [brand: string, lines: readonly string[]])[];
} {
  nearWords ??= words(nearWordsText);
  wordAliases ??= words(wordAliasesText);
  aliasWords ??= words(aliasWordsText);
  return { lookalikes: lookalikeNames, nearWords, wordAliases, aliasWords, categoriesOf: categoriesNamedIn, productLines: productLines() };
}

function words(text: string): string[] {
  return text.split(/\s+/).filter((word) => word.length > 0);
}

/** The shipped table, parsed and indexed on the first match (tens of milliseconds), then kept. */
export function defaultBrandIndex(): BrandIndex {
  index ??= new BrandIndex(readBrandTable(), shippedIndexOptions());
  return index;
}

/**
 * The canonical brand a raw brand string names ("SAMSUNG Electronics" → Samsung), from the shipped
 * table only, or undefined. `category` scopes the match to that category's brands.
 */
export function matchBrand(raw: string, { category }: { category?: BrandCategory | string | undefined } = {}): BrandMatch | undefined {
  return shown(defaultBrandIndex().match(raw, { category: asCategory(category) }));
}

/** Every brand written in free text, with its character span (a listing naming several brands). */
export function findBrandMentions(text: string, { category }: { category?: BrandCategory | string | undefined } = {}): BrandMention[] {
  return defaultBrandIndex().mentions(text, { category: asCategory(category) }).map((mention) => ({ ...shown(mention), family: shownName(mention.family) }));
}

/**
 * Whether a brand mention of the shipped table could begin at `index` of `text` (the word there
 * opens one of its names): a cheap test for a caller that keeps only mentions beginning at certain
 * places, before the costlier `findBrandMentions`. True does not mean a mention is there.
 */
export function brandMentionMayStartAt(text: string, index: number): boolean {
  return defaultBrandIndex().opensPhraseAt(text, index);
}

/** A match as callers read it: names without the bracket that tells two brands of one name apart ("Orange (amps)" → Orange). */
function shown<T extends BrandMatch>(match: T): T;
function shown<T extends BrandMatch>(match: T | undefined): T | undefined;
function shown<T extends BrandMatch>(match: T | undefined): T | undefined {
  if (match === undefined) return undefined;
  const { parent, ...rest } = match;
  return { ...rest, brand: shownName(match.brand), ...(parent !== undefined ? { parent: shownName(parent) } : {}) } as T;
}

/** A marketplace's label scopes as the table's category it names ("Relógios", "toys"); one naming none scopes nothing rather than everything away. */
function asCategory(category: string | undefined): BrandCategory | undefined {
  return categoryOfLabel(category);
}

/** Whether a text opens with a product line of the brand's family ("Old Skool" after Vans; "Orange C7" after Gazelle). */
export function opensWithProductLine(brand: string, text: string): boolean {
  return defaultBrandIndex().opensWithLine(text, brand);
}
