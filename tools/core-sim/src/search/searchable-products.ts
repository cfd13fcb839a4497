import type { SeedCategory, SeedProduct } from '../catalog/index.ts';
import type { SearchableProduct } from './product-index.ts';

/** The catalogue as the index reads it: each product with its category's words and its option labels. */
export function searchableProducts({ categories, products }: { categories: readonly SeedCategory[]; products: readonly SeedProduct[] }): SearchableProduct[] {
  const categoryWords = new Map(categories.map((c) => [c.id, [c.labels['pt-PT'], c.labels.en, ...c.keywords]]));
  return products.map((product) => ({
    id: product.id,
    category: product.category,
    brand: product.brand,
    name: product.name,
    aliases: product.aliases,
    categoryWords: categoryWords.get(product.category) ?? [],
    optionLabels: product.option_types.flatMap((type) => type.values.flatMap((value) => [value.labels['pt-PT'], value.labels.en])),
  }));
}
