import { loadBrandTable, matchBrand } from '@circular/brands';
import type { Row } from '../report.ts';
import { sellerTitlesQuality } from './seller-titles.ts';

const fold = (name: string) => name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z]/g, '');

/**
 * Strings made from the table itself, so every brand is tried: each sub-brand written with its
 * maker ("Xiaomi Redmi", "Redmi 200" after the maker, "Redmi by Xiaomi"), and three one-slip
 * misspellings of every one-word name of six letters or more (two letters swapped, one dropped,
 * one doubled, at a position that moves through the name). A misspelling read as another brand is
 * a wrong merge; read as none, a miss. Then every brand in seller titles (`sellerTitlesQuality`).
 */
export function syntheticQuality(): { rows: Row[]; summary: Record<string, unknown> } {
  const table = loadBrandTable();
  let families = 0;
  let familiesRight = 0;
  for (const entry of table.filter((e) => e.parent !== undefined)) {
    for (const raw of [`${entry.parent} ${entry.name}`, `${entry.parent} ${entry.name} 200`, `${entry.name} by ${entry.parent}`]) {
      const found = matchBrand(raw);
      families += 1;
      if (found?.brand === entry.name && found.parent === entry.parent) familiesRight += 1;
    }
  }
  let slips = 0;
  let slipsRight = 0;
  let wrongMerges = 0;
  for (const [i, entry] of table.entries()) {
    const key = fold(entry.name);
    if (key.length < 6 || /\s/.test(entry.name)) continue;
    const at = 1 + (i % (key.length - 2));
    const variants = [key.slice(0, at) + key[at + 1] + key[at] + key.slice(at + 2), key.slice(0, at) + key.slice(at + 1), key.slice(0, at) + key[at] + key.slice(at)];
    for (const variant of variants) {
      const found = matchBrand(variant);
      slips += 1;
      if (found?.brand === entry.name) slipsRight += 1;
      else if (found && fold(found.brand) !== variant) wrongMerges += 1;
    }
  }
  const rows: Row[] = [
    { set: 'synthetic', subset: 'maker + sub-brand', strings: families, accuracy: familiesRight / families, wrong_merges: 0 },
    { set: 'synthetic', subset: 'one-slip misspellings', strings: slips, accuracy: slipsRight / slips, wrong_merges: wrongMerges },
  ];
  const titles = sellerTitlesQuality();
  rows.push(...titles.rows);
  return { rows, summary: { maker_sub_accuracy: familiesRight / families, misspelling_recall: slipsRight / slips, misspelling_wrong_merges: wrongMerges, misspellings: slips, seller_titles: titles.summary } };
}
