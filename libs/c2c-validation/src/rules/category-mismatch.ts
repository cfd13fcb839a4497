import { categoryOf } from './category-of.ts';
import { finding, type Finding } from './finding.ts';

/** What an item's title names first, word by word: "Bicicleta …", "Frigorífico …", "iPhone …". */
const itemWords: [RegExp, string][] = [
  [/^(?:telem[oó]vel|smartphone|m[oó]vil|t[eé]l[eé]phone|iphone|galaxy\s+s\d+|pixel\s+\d+)\b/iu, 'phones'],
  [/^(?:tablet|tablette|ipad)\b/iu, 'tablets'],
  [/^(?:port[aá]til|laptop|notebook|ordinateur\s+portable|macbook|chromebook)\b/iu, 'laptops'],
  [/^(?:consola|console|playstation|ps[345]|xbox|nintendo\s+switch)\b/iu, 'consoles'],
  [/^(?:bicicleta|bike|v[eé]lo|btt|vtt|mountain\s+bike)\b/iu, 'bikes'],
  [/^(?:sapatilhas|t[eé]nis|zapatillas|baskets|sneakers|trainers|botas|boots|sandálias|sandalias|sandales|chaussures|sapatos|zapatos|shoes)\b/iu, 'footwear'],
  [/^(?:casaco|camisola|vestido|cal[cç]as|chaqueta|abrigo|sudadera|camiseta|pantal[oó]n|veste|manteau|robe|pull|jacket|coat|dress|hoodie|jeans|t-shirt)\b/iu, 'clothing'],
  [/^(?:m[aá]quina\s+de\s+lavar|frigor[ií]fico|lavadora|lavavajillas|lava-loi[cç]a|lave-linge|lave-vaisselle|r[eé]frig[eé]rateur|fridge|washing\s+machine|dishwasher|fog[aã]o|horno|forno)\b/iu, 'large-appliances'],
];

/** Categories close enough that a listing in one may well be in the other. */
const near = new Set([
  'phones|tablets', 'tablets|phones', 'tablets|laptops', 'laptops|tablets', 'clothing|footwear', 'footwear|clothing', 'small-appliances|large-appliances', 'large-appliances|small-appliances',
  // The later categories hold items of the first nine: a bike or trainers in sports, a child's clothes or tablet in toys and baby,
  // an appliance in the home's furniture, a hair dryer in beauty, a car's or a bike's part among vehicle parts.
  ...['bikes', 'footwear', 'clothing'].map((c) => `${c}|sports-outdoor`),
  ...['clothing', 'footwear', 'consoles', 'tablets', 'bikes'].map((c) => `${c}|toys-baby`),
  ...['small-appliances', 'large-appliances'].map((c) => `${c}|furniture`),
  'small-appliances|beauty-perfume', 'small-appliances|tools-diy', 'bikes|vehicle-parts',
]);

/**
 * A title whose first words name an item of another category than the listing's ("Bicicleta …" in
 * Telemóveis). Only the head of the title counts: "Capa para iPhone" in Moda is an accessory, and
 * its head word is "Capa". Minor: advice, a fix only under `strict`.
 */
export function findCategoryMismatch(title: string, category: string | null | undefined): Finding[] {
  const declared = categoryOf(category);
  if (!declared) return [];
  const head = title.trimStart();
  const offset = title.length - head.length;
  for (const [pattern, named] of itemWords) {
    const match = pattern.exec(head);
    if (!match) continue;
    if (named === declared || near.has(`${named}|${declared}`)) return [];
    return [finding('category_mismatch', 'categories', title, offset, offset + match[0].length)];
  }
  return [];
}
