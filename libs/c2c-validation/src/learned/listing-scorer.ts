import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { ListingViolation } from '@circular/contract';
import { finding, type Finding, type ViolationCode } from '../rules/finding.ts';
import { featureBits, textUnits, unitFeatures } from './sentence-features.ts';
import { foldText } from '../text/fold-text.ts';

/**
 * A second reader beside the rules (issue 19): one logistic regression per kind of problem over a whole
 * listing's hashed character and word n-grams, word shapes and digit runs (title and description read
 * together), trained on the labelled listing sets people wrote, held-out parts left out
 * (`npm run train-listing-scorer -w @circular/bench`). Each head's threshold is chosen by cross-validation
 * across the sets' writers: the score that the models trained without a writer's sets give at most a small
 * share of that writer's clean listings the rules pass. Where no rule found the head's kind in a listing
 * scored at or above it, the sentence the same weights score highest is returned as evidence, quoted whole. The same
 * scores confirm (or not) the rules' own critical findings of each head's kind (`ScorerHead.confirm`).
 */

export interface ScorerHead {
  /** The code a finding of this head carries. */
  code: ViolationCode;
  bias: number;
  /** A weight is its int8 value times this. */
  scale: number;
  /** The probability at or above which a listing is flagged. */
  threshold: number;
  /**
   * The probability below which the listing (and every sentence of it: `confirmationScores`) does not confirm a rule's
   * critical finding of the head's kind in its title or description: the finding stays, as `major`, and a person decides
   * instead of a rejection. Absent: every such finding stands.
   */
  confirm?: number;
}

export interface ListingScorerModel {
  featureBits: number;
  heads: ScorerHead[];
  /** Int8 weights, head after head, `2 ** featureBits` each. */
  weights: Int8Array;
}

/** The file's form: the weights as base64, gzipped JSON. */
interface ModelFile {
  /** 3: heads score a whole listing (title and description together); 2 scored single sentences. */
  version: 3;
  featureBits: number;
  heads: ScorerHead[];
  weights: string;
}

export const defaultScorerFile = new URL('../../data/listing-scorer.json.gz', import.meta.url);

export function encodeListingScorer(model: ListingScorerModel): Buffer {
  const file: ModelFile = { version: 3, featureBits: model.featureBits, heads: model.heads, weights: Buffer.from(model.weights.buffer, model.weights.byteOffset, model.weights.byteLength).toString('base64') };
  return Buffer.from(JSON.stringify(file));
}

export function decodeListingScorer(json: Buffer | string): ListingScorerModel {
  const file = JSON.parse(json.toString()) as ModelFile;
  if (file.version !== 3 || file.featureBits !== featureBits) throw new Error(`listing scorer: version ${file.version} with ${file.featureBits} feature bits is not the one this code reads`);
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

/** The features of several texts read as one: each text's features, each feature once; `folded`, where given, each text's `foldText(text).folded`. */
export function listingFeatures(texts: readonly string[], folded?: readonly (string | undefined)[]): Uint32Array {
  const all = new Set<number>();
  texts.forEach((text, i) => {
    for (const f of unitFeatures(text, folded?.[i] ?? foldText(text).folded)) all.add(f);
  });
  return Uint32Array.from(all);
}

/** Each head's probability for a set of features: each present feature counts 1/√n, so long and short texts weigh alike. */
export function scoreFeatures(model: ListingScorerModel, features: ArrayLike<number>): number[] {
  const n = features.length;
  return model.heads.map((head, h) => {
    const offset = h << model.featureBits;
    let sum = 0;
    for (let i = 0; i < n; i++) sum += model.weights[offset + features[i]!]!;
    return 1 / (1 + Math.exp(-(head.bias + (head.scale * sum) / Math.sqrt(n || 1))));
  });
}

/** Each head's probability for one piece of text. */
export const scoreText = (model: ListingScorerModel, text: string): number[] => scoreFeatures(model, unitFeatures(text));

const itemCodes: ReadonlySet<ViolationCode> = new Set(['prohibited_item', 'restricted_item']);
const sameKind = (a: ViolationCode, b: ViolationCode) => a === b || (itemCodes.has(a) && itemCodes.has(b));
const readFields = new Set(['title', 'description']);

/** A finding's place for `confirmationScores`: the index of its text among those read, and its span there. */
export interface FindingPlace {
  text: number;
  start: number;
  end: number;
}

/**
 * Each head's score as a confirmation of rules' findings at `places`: the whole listing's, or where higher the best of the
 * sentences that hold one of them, so that a problem sentence among many ordinary ones still confirms its finding (and
 * only the sentences holding a finding are scored: a long text costs no more than a short one).
 */
export function confirmationScores(model: ListingScorerModel, texts: readonly string[], places: readonly FindingPlace[], listing = scoreFeatures(model, listingFeatures(texts))): number[] {
  const best = [...listing];
  texts.forEach((text, t) => {
    const here = places.filter((place) => place.text === t);
    if (here.length === 0) return;
    for (const unit of textUnits(text)) {
      if (!here.some((place) => place.start < unit.end && unit.start < place.end)) continue;
      scoreText(model, text.slice(unit.start, unit.end)).forEach((score, h) => (best[h] = Math.max(best[h]!, score)));
    }
  });
  return best;
}

/** What the learned scorer adds to the rules' reading of a listing's title and description. */
export interface LearnedReading {
  /**
   * For each head whose kind no violation of the listing has, when the listing scores at or above the head's threshold,
   * its sentence scored highest among those that overlap no violation already found in their field (and no finding added
   * before it). At most one per head.
   */
  findings: { field: string; finding: Finding }[];
  /**
   * The indexes (in the violations given) of the rules' critical findings in the title or description that the listing does
   * not confirm: of a head's kind, where neither the whole listing nor a sentence holding such a finding scores at the head's
   * `confirm`.
   */
  unconfirmed: number[];
}

export function learnedReading(
  texts: readonly (readonly [field: string, text: string, folded?: string])[],
  violations: readonly Pick<ListingViolation, 'code' | 'field' | 'span' | 'severity'>[],
  model: ListingScorerModel = shippedListingScorer(),
): LearnedReading {
  const read = texts.filter(([field]) => readFields.has(field));
  const open = model.heads.map((head) => !violations.some((v) => sameKind(v.code, head.code)));
  // A finding in an attribute is not read by the scorer, so it is not the scorer's to confirm.
  const critical = model.heads.map((head) =>
    head.confirm === undefined ? [] : violations.flatMap((v, i) => (v.severity === 'critical' && readFields.has(v.field) && sameKind(v.code, head.code) ? [i] : [])),
  );
  if (!open.some(Boolean) && critical.every((found) => found.length === 0)) return { findings: [], unconfirmed: [] };
  // The rules' own folded texts where the caller passes them (`foldText(text).folded`): each field is folded once.
  const listing = scoreFeatures(model, listingFeatures(read.map(([, text]) => text), read.map(([, , folded]) => folded)));
  const unconfirmed: number[] = [];
  if (critical.some((found, h) => found.length > 0 && listing[h]! < model.heads[h]!.confirm!)) {
    const places = critical.flat().flatMap((i) => {
      const { field, span } = violations[i]!;
      const text = read.findIndex(([readField]) => readField === field);
      return span && text >= 0 ? [{ text, ...span }] : [];
    });
    const confirming = confirmationScores(model, read.map(([, text]) => text), places, listing);
    model.heads.forEach((head, h) => {
      if (confirming[h]! < (head.confirm ?? 0)) unconfirmed.push(...critical[h]!);
    });
  }
  const flagged = model.heads.map((head, h) => open[h]! && listing[h]! >= head.threshold);
  if (!flagged.some(Boolean)) return { findings: [], unconfirmed };
  // Each sentence scored once, for every head.
  const units = read.flatMap(([field, text]) => textUnits(text).map((unit) => ({ field, text, ...unit, scores: scoreText(model, text.slice(unit.start, unit.end)) })));
  const findings: { field: string; finding: Finding }[] = [];
  model.heads.forEach((head, h) => {
    if (!flagged[h]) return;
    const taken = [...violations.filter((v) => v.span).map((v) => ({ field: v.field, ...v.span! })), ...findings.map((f) => ({ field: f.field, start: f.finding.start, end: f.finding.end }))];
    let best: (typeof units)[number] | undefined;
    for (const unit of units) {
      if (taken.some((s) => s.field === unit.field && s.start < unit.end && unit.start < s.end)) continue;
      if (!best || unit.scores[h]! > best.scores[h]!) best = unit;
    }
    if (best) findings.push({ field: best.field, finding: finding(head.code, 'learned-scorer', best.text, best.start, best.end) });
  });
  return { findings, unconfirmed };
}

/** A learned finding as a violation: the model's, and at most major whatever the strictness, so that it never rejects. */
export function asModelViolation(violation: ListingViolation): ListingViolation {
  return { ...violation, severity: violation.severity === 'critical' ? 'major' : violation.severity, source: 'model' };
}
