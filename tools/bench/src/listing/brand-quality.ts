import { readFileSync } from 'node:fs';
import { matchBrand } from '@circular/brands';
import type { Row } from '../report.ts';
import type { BrandCase } from './generate-brand-set.ts';

/**
 * Brand normalisation over the messy strings: accuracy (the canonical brand, or no brand where none
 * may be read), and wrong merges (a table brand read into an adversarial string, or the wrong brand).
 */
export function brandQuality(set: 'generated' | 'handwritten' = 'generated'): { rows: Row[]; summary: Record<string, unknown>; misses: unknown[] } {
  const file = set === 'generated' ? 'brand-strings.json' : 'brand-strings-handwritten.json';
  const cases = JSON.parse(readFileSync(new URL(`../../data/listing/${file}`, import.meta.url), 'utf8')) as BrandCase[];
  const misses: unknown[] = [];
  const tally = { all: [0, 0], regular: [0, 0], adversarial: [0, 0] } as Record<string, [number, number]>;
  let wrongMerges = 0;
  let adversarialWrongMerges = 0;
  for (const c of cases) {
    const found = matchBrand(c.raw, c.category ? { category: c.category } : {})?.brand ?? null;
    const right = found === c.expected;
    for (const key of ['all', c.adversarial ? 'adversarial' : 'regular']) {
      tally[key]![0] += right ? 1 : 0;
      tally[key]![1] += 1;
    }
    if (!right && found !== null) {
      wrongMerges += 1;
      if (c.adversarial) adversarialWrongMerges += 1;
    }
    if (!right) misses.push({ raw: c.raw, category: c.category, expected: c.expected, found });
  }
  const rows: Row[] = Object.entries(tally).map(([subset, [right, total]]) => ({ set, subset, strings: total, accuracy: right / total }));
  return { rows, summary: { brand_accuracy: tally['all']![0] / tally['all']![1], wrong_merges: wrongMerges, adversarial_wrong_merges: adversarialWrongMerges }, misses };
}
