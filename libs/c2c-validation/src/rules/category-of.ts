import { categoryOfLabel } from '@circular/brands';

/**
 * `categoryOfLabel` remembered per label: a marketplace sends the same few category labels again and again, and each is otherwise
 * read against every label pattern of the brand table. Bounded: past this many labels, a new one is read each time.
 */
const categories = new Map<string, ReturnType<typeof categoryOfLabel>>();
const maxCategories = 1_024;
export function categoryOf(label: string | null | undefined): ReturnType<typeof categoryOfLabel> {
  if (!label) return categoryOfLabel(label);
  if (categories.has(label)) return categories.get(label);
  const category = categoryOfLabel(label);
  if (categories.size < maxCategories) categories.set(label, category);
  return category;
}
