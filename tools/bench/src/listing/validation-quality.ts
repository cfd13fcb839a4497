import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { checkListingRules, type ListingViolation } from '@circular/c2c-validation';
import { decideVerdict } from '@circular/c2c-validation/internals';
import { percentile, type Row } from '../report.ts';
import { learnedScorer } from './evasion-quality.ts';
import type { Label, LabelledListing } from './generate-validation-set.ts';

/** Codes of the labelled set, in report order. */
const codes = ['contact_phone', 'contact_email', 'external_link', 'social_handle', 'off_platform_payment', 'iban', 'prohibited_item', 'restricted_item', 'multiple_brands', 'category_mismatch', 'price_implausible', 'spam'] as const;

function readGenerated(): LabelledListing[] {
  return JSON.parse(readFileSync(new URL('../../data/listing/validation-listings.json', import.meta.url), 'utf8')) as LabelledListing[];
}

interface QuotedLabel {
  code: Label['code'];
  field: 'title' | 'description';
  /** The labelled text, found in the field (its first occurrence). */
  quote: string;
}

/** The hand-written listings, labelled by quote (easier to write and review): spans resolved here. */
function readHandwritten(): LabelledListing[] {
  const raw = JSON.parse(readFileSync(new URL('../../data/listing/validation-handwritten.json', import.meta.url), 'utf8')) as (Omit<LabelledListing, 'labels'> & { labels: QuotedLabel[] })[];
  return raw.map((item) => ({
    ...item,
    labels: item.labels.map(({ code, field, quote }) => {
      const start = (field === 'title' ? item.listing.title : item.listing.description).indexOf(quote);
      if (start < 0) throw new Error(`${item.id}: "${quote}" is not in the ${field}`);
      return { code, field, start, end: start + quote.length };
    }),
  }));
}

const matches = (v: ListingViolation, l: Label) =>
  v.code === l.code && v.field === l.field && (l.start === null || (v.span !== null && v.span.start < l.end! && l.start < v.span.end));

/**
 * The C2C validation rules (no model) over the labelled listings: per code, a prediction is right
 * when a label of the same code overlaps it in the same field; precision, recall, the listings
 * wrongly rejected (a reject without a prohibited-item label), and rules-only time per listing.
 */
export function validationQuality(set: 'generated' | 'handwritten' = 'generated'): { rows: Row[]; summary: Record<string, unknown>; misses: unknown[] } {
  const listings = set === 'generated' ? readGenerated() : readHandwritten();
  const counts = Object.fromEntries(codes.map((code) => [code, { tp: 0, fp: 0, fn: 0 }]));
  const times: number[] = [];
  let wrongfulRejects = 0;
  let cleanListings = 0;
  const misses: unknown[] = [];
  for (const item of listings) {
    checkListingRules(item.listing, { profile: item.profile, language: item.language, learnedScorer }); // warm-up of this shape
    const start = performance.now();
    const violations = checkListingRules(item.listing, { profile: item.profile, language: item.language, valueEstimation: item.value_estimation, learnedScorer });
    const verdict = decideVerdict(violations, 'standard');
    times.push(performance.now() - start);
    for (const v of violations) {
      const count = counts[v.code];
      if (!count) continue;
      if (item.labels.some((l) => matches(v, l))) count.tp += 1;
      else {
        count.fp += 1;
        misses.push({ id: item.id, kind: 'false-positive', code: v.code, evidence: v.evidence });
      }
    }
    for (const l of item.labels) {
      if (!violations.some((v) => matches(v, l))) {
        counts[l.code]!.fn += 1;
        misses.push({ id: item.id, kind: 'missed', code: l.code, text: l.start === null ? null : (l.field === 'title' ? item.listing.title : item.listing.description).slice(l.start, l.end!) });
      }
    }
    const prohibited = item.labels.some((l) => l.code === 'prohibited_item');
    if (!prohibited) cleanListings += 1;
    if (verdict === 'reject' && !prohibited) wrongfulRejects += 1;
  }
  const ratio = (a: number, b: number) => (b === 0 ? NaN : a / b);
  const rows: Row[] = codes.map((code) => {
    const { tp, fp, fn } = counts[code]!;
    return { set, code, labels: tp + fn, predicted: tp + fp, precision: ratio(tp, tp + fp), recall: ratio(tp, tp + fn) };
  });
  const sorted = [...times].sort((a, b) => a - b);
  const summary = {
    listings: listings.length,
    wrongful_reject_rate: ratio(wrongfulRejects, cleanListings),
    rules_ms_p50: percentile(sorted, 50),
    rules_ms_p95: percentile(sorted, 95),
    per_code: Object.fromEntries(rows.map((row) => [row['code'], row])),
  };
  return { rows, summary, misses };
}
