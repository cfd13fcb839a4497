import type { SeedCatalog } from './catalog-types.ts';
import { categories } from './categories.ts';
import { bikes } from './products/bikes.ts';
import { clothing } from './products/clothing.ts';
import { consoles } from './products/consoles.ts';
import { laptops } from './products/laptops.ts';
import { phones } from './products/phones.ts';
import { smallAppliances } from './products/small-appliances.ts';
import { tablets } from './products/tablets.ts';
import { protocols } from './protocols.ts';

/** What a fresh simulator database is seeded with. */
export const seedCatalog: SeedCatalog = {
  categories,
  products: [...phones, ...laptops, ...tablets, ...consoles, ...bikes, ...smallAppliances, ...clothing],
  protocols,
};

export type { Labels, SeedCatalog, SeedCategory, SeedOptionType, SeedOptionValue, SeedProduct, SeedQuestion } from './catalog-types.ts';
