import type { SeedProduct } from '../catalog/index.ts';

/** A product as summaries and search results show it. */
export function productSummary(product: SeedProduct, coreUrl: string) {
  return {
    id: product.id,
    name: product.name,
    brand: product.brand,
    category: product.category,
    image_url: `${coreUrl}/images/${product.id}.svg`,
  };
}

export function productView(product: SeedProduct, coreUrl: string) {
  return { ...productSummary(product, coreUrl), aliases: product.aliases, option_types: product.option_types };
}
