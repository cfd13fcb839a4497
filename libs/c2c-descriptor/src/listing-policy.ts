import { findBrandMentions, matchBrand } from '@circular/brands';
import { checkListingRules } from '@circular/c2c-validation';
import type { ListingViolation, MarketplaceProfile } from '@circular/contract';
import { brandCategoryOf, type CategoryId } from './categories.ts';

/**
 * The descriptor's one seam onto the brands and C2C validation functions (their public entries):
 * the brand table canonicalises and finds brands, the validation rules judge the text the
 * descriptor is about to return. Kept in one module so the rest of the library reads in its own
 * terms.
 */

export interface CanonicalBrand {
  brand: string;
  method: 'exact' | 'alias' | 'fuzzy' | 'catalogue';
  score: number;
}

/** The canonical brand for what the seller wrote, scoped to the item's category when the table knows it. */
export function canonicalBrand(raw: string, category: CategoryId): CanonicalBrand | undefined {
  const match = matchBrand(raw, { category: brandCategoryOf(category) }) ?? matchBrand(raw);
  return match && { brand: match.brand, method: match.method, score: match.score };
}

/**
 * The brands a text names, by the table's exact and alias matches only: a fuzzy match is a guess,
 * and a guess must not make the descriptor reject (or accept) a generated text.
 */
export function brandsNamedIn(text: string, category: CategoryId): string[] {
  return findBrandMentions(text, { category: brandCategoryOf(category) })
    .filter((mention) => mention.method === 'exact' || mention.method === 'alias')
    .map((mention) => mention.brand);
}

export interface PolicyCheckInput {
  title: string;
  description: string;
  brand: string | undefined;
  category: CategoryId;
  condition: string;
  price: number | null;
  currency: string;
}

/** Where a listing text breaks a marketplace's rules (contact details, payments, prohibited items, spam). */
export function checkPolicy(listing: PolicyCheckInput, { profile, language }: { profile: MarketplaceProfile; language: string }): ListingViolation[] {
  return checkListingRules(
    {
      title: listing.title,
      description: listing.description,
      brand: listing.brand ?? null,
      category: listing.category,
      condition: listing.condition,
      price: listing.price,
      currency: listing.currency,
    },
    { profile, language, strictness: 'standard' },
  );
}

export type { ListingViolation };
