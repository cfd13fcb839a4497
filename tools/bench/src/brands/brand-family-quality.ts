import { readFileSync } from 'node:fs';
import { loadBrandTable, matchBrand } from '@circular/brands';
import type { Row } from '../report.ts';

/** One labelled brand string of `tools/bench/data/brands/brand-strings-families.json`. */
export interface FamilyCase {
  raw: string;
  category?: string;
  /** The canonical brand, or null where no brand may be read. */
  expected: string | null;
  /** The brand's parent (Redmi → Xiaomi) when the answer must carry one. */
  expected_parent?: string;
  kind: 'raw' | 'misspelling' | 'spacing' | 'maker+sub' | 'sub-alone' | 'product-line' | 'model-words' | 'sentence' | 'accessory' | 'component' | 'adversarial';
  /** A product line the string names (`Galaxy`): read alone, without its maker as parent, it is a miss, not a wrong merge. */
  line?: string;
  /** What makes an adversarial string a trap (`colour`, `near-brand`, `unknown-brand`…). */
  trap?: string;
  adversarial: boolean;
  /** `tune`: read while changing the code; `held-out`: only its figures are looked at. */
  part: 'tune' | 'held-out';
  /** A real brand the table may not know (fresh set): reading it or nothing is right. */
  may_be_unknown?: boolean;
}

export function readFamilyCases(file = 'brand-strings-families.json'): FamilyCase[] {
  return JSON.parse(readFileSync(new URL(`../../data/brands/${file}`, import.meta.url), 'utf8')) as FamilyCase[];
}

/** Names compared as a seller would not tell them apart: case, accents, spaces and punctuation. */
const fold = (name: string | null | undefined) => (name ?? '').normalize('NFKD').replace(/[^\p{L}\p{N}]/gu, '').toLowerCase();

/**
 * The table's canonical name for a label, where the table documents the label as that brand's name or alias ("Air Jordan"
 * → Jordan, "Stanley Black & Decker" → Stanley): exact or alias only, never a typo. Labels written by sets that follow
 * another naming than the table's (the README's naming policy) count as the same brand; a name the table does not
 * document stays itself.
 */
function canonical(label: string): string {
  const found = matchBrand(label) as { brand: string; method: string } | undefined;
  return found && (found.method === 'exact' || found.method === 'alias') ? found.brand : label;
}

/** Every owner above a brand in the table: its parent chain, up to its family (Balay → BSH → Bosch). */
let tableByName: ReadonlyMap<string, { parent?: string | undefined }> | undefined;
function ownersOf(brand: string): string[] {
  const byName = (tableByName ??= new Map(loadBrandTable().map((entry) => [entry.name, entry])));
  const owners: string[] = [];
  for (let entry = byName.get(brand); entry?.parent !== undefined && owners.length < 10; entry = byName.get(entry.parent)) owners.push(entry.parent);
  return owners;
}

/**
 * Normalisation on a brand-family set (the first, or the fresh one written for the second round): right when the brand (and the parent, where one is
 * expected) is the label's; a wrong merge is any other brand than the label's or its parent.
 * Misses are listed for the tune part only, so the held-out part stays unread while tuning.
 */
/**
 * `withCategory: false` scores the same strings with no category passed to `normalise` (issue 19 measures
 * the matcher that way too), beside the default row that passes each string's category.
 */
export function brandFamilyQuality(file = 'brand-strings-families.json', { withCategory = true }: { withCategory?: boolean } = {}): { rows: Row[]; summary: Record<string, unknown>; misses: unknown[] } {
  const tally = new Map<string, { right: number; total: number; wrongMerges: number }>();
  const misses: unknown[] = [];
  // Wrong merges over the whole adversarial subset: the traps and the positives a set marks adversarial (accessories, components, maker + sub-brand).
  const adversarialWrongMerges = { tune: 0, 'held-out': 0 };
  // The first set is scored exactly as it was; the fresh set compares folded names (B'Twin = Btwin).
  // Later sets compare folded names, a label the table documents as another name of the same brand counting as that
  // brand (`canonical`); in every set an expected parent is right anywhere on the brand's owner chain (Balay → BSH → Bosch).
  const same = file === 'brand-strings-families.json' ? (a: string | null | undefined, b: string | null | undefined) => a === b : (a: string | null | undefined, b: string | null | undefined) => fold(a) === fold(b) || (a != null && b != null && fold(canonical(a)) === fold(canonical(b)));
  // An expected parent the table documents as another name of the brand itself is its own company ("Levi Strauss" for Levi's,
  // "Stanley Black & Decker" for Stanley: the naming policy reads a company's name as its brand), so the brand answers it.
  const sameParent = (brand: string | undefined, parent: string | undefined, expected: string) =>
    same(parent, expected) || (brand !== undefined && (ownersOf(brand).some((owner) => same(owner, expected)) || (file !== 'brand-strings-families.json' && same(brand, expected))));
  for (const c of readFamilyCases(file)) {
    const found = matchBrand(c.raw, withCategory && c.category ? { category: c.category } : {}) as { brand: string; parent?: string } | undefined;
    const brand = found?.brand ?? null;
    // The maker named with a line or model words may come back as a sub-brand of that maker.
    const asLine = (c.kind === 'product-line' || c.kind === 'model-words' || c.kind === 'sentence') && found?.parent !== undefined && same(found.parent, c.expected);
    const right =
      (same(brand, c.expected) && (c.expected_parent === undefined || sameParent(found?.brand, found?.parent, c.expected_parent))) || asLine || (c.may_be_unknown === true && brand === null);
    const wrongMerge = brand !== null && !same(brand, c.expected) && !same(brand, c.expected_parent) && !asLine && !(c.line !== undefined && same(brand, c.line));
    for (const key of [`${c.part} all`, `${c.part} ${c.kind}`, ...(c.trap ? [`${c.part} adversarial ${c.trap}`] : [])]) {
      const t = tally.get(key) ?? { right: 0, total: 0, wrongMerges: 0 };
      t.right += right ? 1 : 0;
      t.total += 1;
      t.wrongMerges += wrongMerge ? 1 : 0;
      tally.set(key, t);
    }
    if (wrongMerge && c.adversarial) adversarialWrongMerges[c.part] += 1;
    if (!right && c.part === 'tune') misses.push({ raw: c.raw, category: c.category, expected: c.expected, expected_parent: c.expected_parent, found: found ?? null });
  }
  const rows: Row[] = [...tally.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([subset, t]) => ({ set: 'families', subset, strings: t.total, accuracy: t.right / t.total, wrong_merges: t.wrongMerges }));
  const figure = (key: string) => tally.get(key) ?? { right: 0, total: 0, wrongMerges: 0 };
  const summary = Object.fromEntries(
    (['tune', 'held-out'] as const).map((part) => [
      part,
      { accuracy: figure(`${part} all`).right / figure(`${part} all`).total, wrong_merges: figure(`${part} all`).wrongMerges, adversarial_wrong_merges: adversarialWrongMerges[part] },
    ]),
  );
  return { rows, summary, misses };
}
