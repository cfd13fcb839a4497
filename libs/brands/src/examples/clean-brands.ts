// eslint-disable-next-line @nx/enforce-module-boundaries -- imported the way another service imports it
import { brands, findBrandMentions, matchBrand } from '@circular/brands';

/** A catalogue import cleaning the brand column of a seller's feed, and checking one brand per category. */
export async function cleanBrands() {
  const feed = ['SAMSUNG Electronics Co., Ltd.', 'addidas', 'Smasung', 'Abibas', 'Xiaomi Redmi Note 10', 'Spigen capa para iPhone', 'trek'];
  const cleaned = feed.map((raw) => [raw, matchBrand(raw)?.brand ?? null, matchBrand(raw)?.parent ?? null]);
  const trekForShoes = matchBrand('trek', { category: 'footwear' }) ?? null;
  const mentions = findBrandMentions('Botas de trekking Salomon, estilo Nike').map((m) => [m.brand, m.start, m.end]);
  const { valid, message } = await brands({ language: 'en', agent_specific: { operation: 'validate', brand: 'Cannondale', category: 'bikes' } });
  return { cleaned, trekForShoes, mentions, valid, message };
}
