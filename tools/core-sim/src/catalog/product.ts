import type { SeedOptionType, SeedProduct } from './catalog-types.ts';
import { slug } from './slug.ts';

/** A catalogue entry whose id is derived from brand and name, so ids read like the product. */
export function product(
  category: string,
  brand: string,
  name: string,
  { aliases = [], options }: { aliases?: string[]; options: SeedOptionType[] },
): SeedProduct {
  return { id: slug(`${brand} ${name}`), category, brand, name, aliases, option_types: options };
}
