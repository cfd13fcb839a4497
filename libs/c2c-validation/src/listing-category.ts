import { categoryOfLabel } from '@circular/brands';

/** The brand-table category a listing's category names (a slug or a marketplace label), or undefined: the brand library's reading. */
export function resolveListingCategory(category: string | null | undefined): string | undefined {
  return categoryOfLabel(category);
}
