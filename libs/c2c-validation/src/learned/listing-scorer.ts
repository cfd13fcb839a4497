import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { ListingViolation } from '@circular/contract';
import { finding, type Finding, type ViolationCode } from '../rules/finding.ts';
import { featureBits, textUnits, unitFeatures } from './sentence-features.ts';

/**
 * A second signal beside the rules (issue 19): one logistic regression per kind of problem over a
 * sentence's hashed character and word n-grams, word shapes and digit runs, trained on the labelled
 * listing sets people wrote (weighted well above the rest; the validation and held-out parts left out),
 * generated listings and public background text (`npm run train-listing-scorer -w @circular/bench`).
 * Where no rule found that kind in the listing, the sentence the model scores highest (at or above the
 * kind's threshold, chosen on the validation sets so that it flags no clean listing the rules pass) is
 * returned as evidence, quoted whole.
 */

export interface ScorerHead {
  /** The code a finding of this head carries. */
  code: ViolationCode;
  bias: number;
  /** A weight is its int8 value times this. */
  scale: number;
  /** The probability at or above which a sentence is evidence. */
  threshold: number;
}

export interface ListingScorerModel {
  featureBits: number;
  heads: ScorerHead[];
  /** Int8 weights, head after head, `2 ** featureBits` each. */
  weights: Int8Array;
}

/** The file's form: the weights as base64, gzipped JSON. */
interface ModelFile {
  /** 2: the features read word shapes and digit runs besides n-grams. */
  version: 2;
  featureBits: number;
  heads: ScorerHead[];
  weights: string;
}

export const defaultScorerFile = new URL('../../data/listing-scorer.json.gz', import.meta.url);

export function encodeListingScorer(model: ListingScorerModel): Buffer {
  const file: ModelFile = { version: 2, featureBits: model.featureBits, heads: model.heads, weights: Buffer.from(model.weights.buffer, model.weights.byteOffset, model.weights.byteLength).toString('base64') };
  return Buffer.from(JSON.stringify(file));
}

export function decodeListingScorer(json: Buffer | string): ListingScorerModel {
  const file = JSON.parse(json.toString()) as ModelFile;
  if (file.version !== 2 || file.featureBits !== featureBits) throw new Error(`listing scorer: version ${file.version} with ${file.featureBits} feature bits is not the one this code reads`);
  const bytes = Buffer.from(file.weights, 'base64');
  const weights = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (weights.length !== file.heads.length << featureBits) throw new Error('listing scorer: the weights do not match the heads');
  return { featureBits: file.featureBits, heads: file.heads, weights };
}

let shipped: ListingScorerModel | undefined;
/** The model kept in the library, read once. */
export function shippedListingScorer(): ListingScorerModel {
  shipped ??= decodeListingScorer(gunzipSync(readFileSync(defaultScorerFile)));
  return shipped;
}

/** Each head's probability for a piece of text: each present feature counts 1/√n, so long and short sentences weigh alike. */
export function scoreText(model: ListingScorerModel, text: string): number[] {
  const features = unitFeatures(text);
  return model.heads.map((head, h) => {
    const offset = h << model.featureBits;
    let sum = 0;
    for (const f of features) sum += model.weights[offset + f]!;
    return 1 / (1 + Math.exp(-(head.bias + (head.scale * sum) / Math.sqrt(features.length || 1))));
  });
}

const itemCodes: ReadonlySet<ViolationCode> = new Set(['prohibited_item', 'restricted_item']);
const sameKind = (a: ViolationCode, b: ViolationCode) => a === b || (itemCodes.has(a) && itemCodes.has(b));

/** A head's best sentence of a listing: its probability, field and place. */
export interface HeadCandidate {
  p: number;
  field: string;
  text: string;
  start: number;
  end: number;
}

/**
 * For each head, the title or description sentence it scores highest among those that overlap no violation already found
 * in their field; `undefined` where a violation of the head's kind is already there (the scorer adds nothing then).
 */
export function headCandidates(
  texts: readonly (readonly [field: string, text: string])[],
  violations: readonly Pick<ListingViolation, 'code' | 'field' | 'span'>[],
  model: ListingScorerModel = shippedListingScorer(),
): (HeadCandidate | undefined)[] {
  const best: HeadCandidate[] = model.heads.map(() => ({ p: 0, field: '', text: '', start: 0, end: 0 }));
  for (const [field, text] of texts) {
    if (field !== 'title' && field !== 'description') continue;
    const taken = violations.filter((v) => v.field === field && v.span).map((v) => v.span!);
    for (const unit of textUnits(text)) {
      if (taken.some((s) => s.start < unit.end && unit.start < s.end)) continue;
      const scores = scoreText(model, text.slice(unit.start, unit.end));
      scores.forEach((p, h) => {
        if (p > best[h]!.p) best[h] = { p, field, text, ...unit };
      });
    }
  }
  return model.heads.map((head, h) => (violations.some((v) => sameKind(v.code, head.code)) ? undefined : best[h]));
}

/**
 * The learned findings of a listing's title and description: for each head whose kind no violation
 * of the listing has, the sentence scored highest at or above the head's threshold, if it overlaps
 * no violation already found in its field. At most one per head, and one per sentence.
 */
export function learnedFindings(
  texts: readonly (readonly [field: string, text: string])[],
  violations: readonly Pick<ListingViolation, 'code' | 'field' | 'span'>[],
  model: ListingScorerModel = shippedListingScorer(),
): { field: string; finding: Finding }[] {
  const found: { field: string; finding: Finding }[] = [];
  headCandidates(texts, violations, model).forEach((top, h) => {
    const head = model.heads[h]!;
    if (!top || top.p < head.threshold || top.field === '') return;
    if (found.some((f) => f.field === top.field && f.finding.start < top.end && top.start < f.finding.end)) return;
    found.push({ field: top.field, finding: finding(head.code, 'learned-scorer', top.text, top.start, top.end) });
  });
  return found;
}

/** A learned finding as a violation: the model's, and at most major whatever the strictness, so that it never rejects. */
export function asModelViolation(violation: ListingViolation): ListingViolation {
  return { ...violation, severity: violation.severity === 'critical' ? 'major' : violation.severity, source: 'model' };
}
