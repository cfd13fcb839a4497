import type { BrandCategory } from '@circular/contract';
import { brandTokens } from '../matching/brand-key.ts';
import { categoryCodes } from './brand-table.ts';
import { categoryOfLabel } from './category-labels.ts';
import { productNounsText } from './product-nouns.data.ts';

let nouns: ReadonlyMap<string, readonly BrandCategory[]> | undefined;
/** The nouns written with hyphens ("micro-ondas"), keyed by their words joined: read across the tokens they join. */
let compounds: ReadonlyMap<string, readonly BrandCategory[]> | undefined;

/** The product-noun table (`product-nouns.data.ts`), parsed on first use: each noun and the categories it names. */
export function productNouns(): ReadonlyMap<string, readonly BrandCategory[]> {
  if (nouns) return nouns;
  const parsed = new Map<string, BrandCategory[]>();
  const joined = new Map<string, BrandCategory[]>();
  for (const line of productNounsText.split('\n')) {
    if (line.trim() === '') continue;
    const [code = '', words = ''] = line.split('|').map((part) => part.trim());
    const category = categoryCodes[code];
    if (category === undefined) throw new Error(`product-nouns.data.ts: unknown category code "${code}"`);
    for (const written of words.split(/\s+/)) {
      // A hyphenated noun ("micro-ondas") is kept as the tokens it joins read together (`categoriesNamedIn`).
      const word = written.replace(/-/g, '');
      for (const map of written.includes('-') ? [parsed, joined] : [parsed]) {
        const list = map.get(word) ?? [];
        if (!list.includes(category)) list.push(category);
        map.set(word, list);
      }
    }
  }
  compounds = joined;
  nouns = parsed;
  return nouns;
}

/**
 * The categories a brand string's own words name, where its caller names none: its product nouns ("pendientes" →
 * watches-jewellery, "teclado" → musical-instruments and laptops) and words of a category's label ("Brinquedos", "perfumes").
 */
export function categoriesNamedIn(raw: string): ReadonlySet<BrandCategory> {
  const table = productNouns();
  const joined = compounds!;
  const found = new Set<BrandCategory>();
  const tokens = brandTokens(raw);
  for (const [k, token] of tokens.entries()) {
    for (const category of table.get(token) ?? compoundHead(token, table)) found.add(category);
    // A noun the table writes with hyphens, in two or three words ("micro-ondas", "ferro de engomar"), read whole.
    for (const n of [2, 3]) for (const category of k + n <= tokens.length ? (joined.get(tokens.slice(k, k + n).join('')) ?? []) : []) found.add(category);
    // Label words are read whole ("perfumes", "brinquedos"), never inside a longer word or a model code.
    if (token.length >= 4 && !/\d/.test(token)) {
      const labelled = categoryOfLabel(token);
      if (labelled !== undefined) found.add(labelled);
    }
  }
  return found;
}

/**
 * A German compound ("Tischkreissäge", "Akkustaubsauger") names what its last noun names: a noun of seven letters or more
 * ending a word at least three letters longer. Shorter nouns end too many other words.
 */
function compoundHead(token: string, table: ReadonlyMap<string, readonly BrandCategory[]>): readonly BrandCategory[] {
  for (let start = 3; token.length - start >= 7; start++) {
    const head = table.get(token.slice(start));
    if (head !== undefined) return head;
  }
  return [];
}
