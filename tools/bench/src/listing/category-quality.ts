import { readFileSync } from 'node:fs';
import { guessCategory } from '@circular/c2c-descriptor/internals';
import type { Row } from '../report.ts';

interface CategoryCase {
  category?: string;
  name: string;
  expected: string;
  part: 'tune' | 'held-out';
}

/**
 * The descriptor's category rules on `descriptor-categories-fresh.json` (items of a general
 * marketplace's categories as sellers name them): the share placed in the labelled category, per
 * part. Misses are listed for the tune part only.
 */
export function categoryQuality(): { rows: Row[]; summary: Record<string, unknown>; misses: unknown[] } {
  const cases = JSON.parse(readFileSync(new URL('../../data/listing/descriptor-categories-fresh.json', import.meta.url), 'utf8')) as CategoryCase[];
  const misses: unknown[] = [];
  const summary: Record<string, unknown> = {};
  const rows: Row[] = [];
  for (const part of ['tune', 'held-out'] as const) {
    const mine = cases.filter((c) => c.part === part);
    let right = 0;
    for (const c of mine) {
      const { id } = guessCategory({ category: c.category, name: c.name });
      if (id === c.expected) right += 1;
      else if (part === 'tune') misses.push({ name: c.name, category: c.category, expected: c.expected, found: id });
    }
    summary[part] = { items: mine.length, accuracy: right / mine.length };
    rows.push({ set: `descriptor categories/${part}`, listings: mine.length, 'category %': (100 * right) / mine.length });
  }
  return { rows, summary, misses };
}
