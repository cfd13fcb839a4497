import type { BrandCategory } from '@circular/contract';
import { BrandIndex, type BrandMatch, type BrandMention } from './matching/brand-index.ts';
import { lookalikeNames } from './table/brand-table.data.ts';
import { brandTable } from './table/brand-table.ts';

/** The shipped table, indexed once at import: matching is synchronous and needs no deps. */
export const defaultBrandIndex = new BrandIndex(brandTable, { lookalikes: lookalikeNames });

/**
 * The canonical brand a raw brand string names ("SAMSUNG Electronics" → Samsung), from the shipped
 * table only, or undefined. `category` scopes the match to that category's brands.
 */
export function matchBrand(raw: string, { category }: { category?: BrandCategory | string | undefined } = {}): BrandMatch | undefined {
  return defaultBrandIndex.match(raw, { category: asCategory(category) });
}

/** Every brand written in free text, with its character span (a listing naming several brands). */
export function findBrandMentions(text: string, { category }: { category?: BrandCategory | string | undefined } = {}): BrandMention[] {
  return defaultBrandIndex.mentions(text, { category: asCategory(category) });
}

const categories = new Set<string>(['phones', 'tablets', 'laptops', 'consoles', 'bikes', 'clothing', 'footwear', 'small-appliances', 'large-appliances']);

/** A category outside the table's (a marketplace label) scopes nothing rather than everything away. */
function asCategory(category: string | undefined): BrandCategory | undefined {
  return category !== undefined && categories.has(category) ? (category as BrandCategory) : undefined;
}
