import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { checkListingRules, type C2cListing, type ListingViolation } from '@circular/c2c-validation';
import { defaultScorerFile, encodeListingScorer, featureBits, headCandidates, textUnits, unitFeatures, type ListingScorerModel, type ScorerHead } from '@circular/c2c-validation/internals';
import { seededRandom } from '@circular/id-corpus';
import type { Label } from '../generate-validation-set.ts';
import { catalogueSentences, wordSalads } from './background-text.ts';
import { trainingSetListings, validationSetListings, type LabelledSetListing } from './labelled-sets.ts';
import { trainingListings } from './training-listings.ts';

/**
 * Trains the learned listing scorer (libs/c2c-validation/src/learned): one logistic regression per head over each
 * sentence's hashed features (each 1/√n), AdaGrad with L2 on the weights it touches and smoothed targets, on
 * - the labelled listing sets people wrote (labelled-sets.ts; validation and held-out parts left out), `--real-per-generated`
 *   of them beside each generated listing (the sets cycled, reshuffled each round) and each sentence's gradient times
 *   `--real-weight`: weighted well above
 * - a stream of `--count` generated listings of `--seed` (training-listings.ts), and public background text as negatives.
 * Every `--count / --checkpoints` generated listings the model is measured on the validation sets (the twentieth, both
 * parts, and the innocent set's tune part), the rules run beside it: each head's threshold is set just above the highest
 * score it gives a clean validation listing the rules pass (so it adds no clean flag there), never under the background
 * text's `--background-rate` quantile; the checkpoint that then finds the most labels the rules miss is kept (early stop;
 * ties to the one whose heads alone, no rule beside them, meet the most validation labels at those thresholds). A head
 * that finds none is off (threshold 1). The model, int8-quantised, goes to the library (`--out` elsewhere).
 *
 * `npm run train-listing-scorer -w @circular/bench` (≈ a few minutes on two cores; the same model for the same seed).
 */

/** The heads and the labelled codes each learns from. */
const heads: { code: ScorerHead['code']; labels: string[] }[] = [
  { code: 'contact_phone', labels: ['contact_phone'] },
  { code: 'contact_email', labels: ['contact_email'] },
  { code: 'external_link', labels: ['external_link'] },
  { code: 'social_handle', labels: ['social_handle'] },
  { code: 'off_platform_payment', labels: ['off_platform_payment', 'iban'] },
  { code: 'restricted_item', labels: ['restricted_item', 'prohibited_item'] },
];
const H = heads.length;
const D = 1 << featureBits;

interface Unit {
  features: Uint32Array;
  /** Per head: 1 positive, 0 negative, -1 not learned from (a title beside an item labelled in the description). */
  targets: Int8Array;
}

function unitsOf(item: { listing: { title: string; description: string }; labels: Label[] }): Unit[] {
  const units: Unit[] = [];
  const itemLabelled = item.labels.some((l) => l.code === 'restricted_item' || l.code === 'prohibited_item');
  for (const [field, text] of [['title', item.listing.title], ['description', item.listing.description]] as const) {
    for (const unit of textUnits(text)) {
      const targets = new Int8Array(H);
      heads.forEach((head, h) => {
        const hit = item.labels.some((l) => head.labels.includes(l.code) && l.field === field && l.start! < unit.end && unit.start < l.end!);
        targets[h] = hit ? 1 : field === 'title' && h === H - 1 && itemLabelled ? -1 : 0;
      });
      units.push({ features: unitFeatures(text.slice(unit.start, unit.end)), targets });
    }
  }
  return units;
}

/** Background text (public, no problem in it), shuffled by the seed: four fifths learned as negatives, one fifth for the thresholds. */
function backgroundUnits(seed: number): { learn: Uint32Array[]; check: Uint32Array[] } {
  let state = seed >>> 0 || 1;
  const random = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
  const texts = [...catalogueSentences(), ...wordSalads(60_000, random)];
  for (let i = texts.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [texts[i], texts[j]] = [texts[j]!, texts[i]!];
  }
  const units = texts.map((text) => unitFeatures(text));
  const cut = Math.floor(units.length * 0.8);
  return { learn: units.slice(0, cut), check: units.slice(cut) };
}

/** The codes the listing bench scores; a clean listing is flagged by a violation of one of these. */
const scoredCodes = new Set(['contact_phone', 'contact_email', 'external_link', 'social_handle', 'off_platform_payment', 'prohibited_item', 'restricted_item']);
type RuleProfile = Parameters<typeof checkListingRules>[1]['profile'];
const isItem = (code: string) => code === 'prohibited_item' || code === 'restricted_item';

/** A validation listing with the rules' violations (run once) and the labels they leave unfound. */
interface ValidationListing {
  item: LabelledSetListing;
  violations: ListingViolation[];
  cleanAndPassed: boolean;
  missed: Label[];
  units: Unit[];
}

function validationListings(): ValidationListing[] {
  return validationSetListings().map((item) => {
    const violations = checkListingRules(item.listing as C2cListing, { profile: item.profile as RuleProfile, language: item.language });
    const scored = violations.filter((v) => scoredCodes.has(v.code));
    // As the listing bench meets a label: same code and field, overlapping span; an item label by any item finding.
    const met = (l: Label) => scored.some((v) => (v.code === l.code && v.field === l.field && v.span !== null && v.span.start < l.end! && l.start! < v.span.end) || (isItem(v.code) && isItem(l.code)));
    return { item, violations, cleanAndPassed: item.labels.length === 0 && scored.length === 0, missed: item.labels.filter((l) => scoredCodes.has(l.code) && !met(l)), units: unitsOf(item) };
  });
}

interface Measure {
  thresholds: number[];
  /** Per head: labels the rules miss that its finding would meet at the threshold. */
  gains: number[];
  /** Per head: problem listings it would flag with no label of its kind. */
  wrongKind: number[];
  /** Per head: the validation labels its best sentence alone (no rule beside it) meets at the threshold. */
  alone: number[];
  loss: number;
}

/** The model on the validation listings: thresholds that add no clean flag, what they gain, and the mean log loss of its sentences. */
function measure(model: ListingScorerModel, validation: ValidationListing[], backgroundFloor: number[]): Measure {
  const thresholds = model.heads.map((_, h) => backgroundFloor[h]!);
  const candidates = validation.map(({ item, violations }) => headCandidates([['title', item.listing.title], ['description', item.listing.description]], violations, model));
  validation.forEach((v, i) => {
    if (!v.cleanAndPassed) return;
    candidates[i]!.forEach((c, h) => {
      if (c) thresholds[h] = Math.max(thresholds[h]!, Math.min(1, c.p + 1e-6));
    });
  });
  const gains = model.heads.map(() => 0);
  const wrongKind = model.heads.map(() => 0);
  validation.forEach((v, i) => {
    if (v.item.labels.length === 0) return;
    candidates[i]!.forEach((c, h) => {
      if (!c || c.field === '' || c.p < thresholds[h]!) return;
      const found = v.missed.filter((l) => heads[h]!.labels.includes(l.code) && (isItem(l.code) || (l.field === c.field && c.start < l.end! && l.start! < c.end)));
      if (found.length > 0) gains[h]! += found.length;
      else if (!v.item.labels.some((l) => heads[h]!.labels.includes(l.code))) wrongKind[h]! += 1;
    });
  });
  const alone = model.heads.map(() => 0);
  for (const { item } of validation) {
    headCandidates([['title', item.listing.title], ['description', item.listing.description]], [], model).forEach((c, h) => {
      if (!c || c.field === '' || c.p < thresholds[h]!) return;
      alone[h]! += item.labels.filter((l) => heads[h]!.labels.includes(l.code) && (isItem(l.code) || (l.field === c.field && c.start < l.end! && l.start! < c.end))).length;
    });
  }
  let loss = 0;
  let n = 0;
  for (const { units } of validation) {
    for (const { features, targets } of units) {
      const x = 1 / Math.sqrt(features.length || 1);
      model.heads.forEach((head, h) => {
        if (targets[h]! < 0) return;
        let sum = 0;
        for (const f of features) sum += model.weights[(h << featureBits) + f]!;
        const p = 1 / (1 + Math.exp(-(head.bias + head.scale * sum * x)));
        loss -= Math.log(Math.max(1e-9, targets[h] === 1 ? p : 1 - p));
        n += 1;
      });
    }
  }
  return { thresholds, gains, wrongKind, alone, loss: loss / (n || 1) };
}

/** Int8 weights per head (head-major, as the scorer reads), clipped at the 99.99th percentile of |w|. */
function quantise(weights: Float32Array, bias: Float64Array): ListingScorerModel {
  const quantised = new Int8Array(D * H);
  const model: ListingScorerModel = { featureBits, heads: [], weights: quantised };
  for (let h = 0; h < H; h++) {
    const magnitudes = Float32Array.from({ length: D }, (_, f) => Math.abs(weights[f * H + h]!)).sort();
    const scale = (magnitudes[Math.floor(D * 0.9999)]! || 1) / 127;
    for (let f = 0; f < D; f++) quantised[(h << featureBits) + f] = Math.max(-127, Math.min(127, Math.round(weights[f * H + h]! / scale)));
    model.heads.push({ code: heads[h]!.code, bias: bias[h]!, scale, threshold: 1 });
  }
  return model;
}

export interface TrainingOptions {
  seed: number;
  count: number;
  realPerGenerated: number;
  realWeight: number;
  l2: number;
  smoothing: number;
  checkpoints: number;
  backgroundRate: number;
  log?: (line: string) => void;
}

export function trainListingScorer({ seed, count, realPerGenerated, realWeight, l2, smoothing, checkpoints, backgroundRate, log = console.log }: TrainingOptions): ListingScorerModel {
  const background = backgroundUnits(seed);
  const real = trainingSetListings().map((item) => unitsOf(item));
  const validation = validationListings();
  log(`background text: ${background.learn.length} sentences to learn from, ${background.check.length} to bound thresholds; labelled sets: ${real.length} listings to learn from, ${validation.length} to validate on (${validation.filter((v) => v.cleanAndPassed).length} clean ones the rules pass, ${validation.reduce((n, v) => n + v.missed.length, 0)} labels the rules miss)`);
  const random = seededRandom(seed).next;
  const order = real.map((_, i) => i);
  const shuffle = () => {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
  };
  // Weights interleaved by head (feature-major) while training: one pass over a unit's features updates every head.
  const weights = new Float32Array(D * H);
  const squares = new Float32Array(D * H).fill(1e-2);
  const bias = new Float64Array(H);
  const biasSquares = new Float64Array(H).fill(1e-2);
  const rate = 0.3;
  const learn = ({ features, targets }: Unit, weight: number) => {
    const x = 1 / Math.sqrt(features.length || 1);
    const z = Array.from(bias);
    for (const f of features) for (let h = 0; h < H; h++) z[h]! += weights[f * H + h]! * x;
    for (let h = 0; h < H; h++) {
      const target = targets[h]!;
      if (target < 0) continue;
      const g = weight * (1 / (1 + Math.exp(-z[h]!)) - (target === 1 ? 1 - smoothing / 2 : smoothing / 2));
      biasSquares[h]! += g * g;
      bias[h]! -= (rate * g) / Math.sqrt(biasSquares[h]!);
      const gx = g * x;
      const g2 = gx * gx;
      for (const f of features) {
        const i = f * H + h;
        squares[i]! += g2;
        weights[i]! -= (rate * (gx + l2 * weights[i]!)) / Math.sqrt(squares[i]!);
      }
    }
  };
  const backgroundFloor = (model: ListingScorerModel) =>
    model.heads.map((head, h) => {
      const scores = background.check.map((features) => {
        let sum = 0;
        for (const f of features) sum += model.weights[(h << featureBits) + f]!;
        return 1 / (1 + Math.exp(-(head.bias + (head.scale * sum) / Math.sqrt(features.length || 1))));
      });
      scores.sort((a, b) => b - a);
      return (scores[Math.floor(scores.length * backgroundRate)] ?? 0) + 1e-6;
    });

  let best: { model: ListingScorerModel; measure: Measure; at: number } | undefined;
  const checkpoint = (at: number) => {
    const model = quantise(weights, bias);
    const floors = backgroundFloor(model);
    const result = measure(model, validation, floors);
    const total = result.gains.reduce((a, b) => a + b, 0);
    const alone = result.alone.reduce((a, b) => a + b, 0);
    log(`after ${at} generated listings: validation gain ${total}, alone ${alone}, loss ${result.loss.toFixed(4)} (${heads.map((h, i) => `${h.code} +${result.gains[i]} alone ${result.alone[i]} at ${result.thresholds[i]!.toFixed(4)}${result.thresholds[i] === floors[i] ? ' (background)' : ''}, ${result.wrongKind[i]} wrong kind`).join('; ')})`);
    const bestTotal = best ? best.measure.gains.reduce((a, b) => a + b, 0) : -1;
    const bestAlone = best ? best.measure.alone.reduce((a, b) => a + b, 0) : -1;
    if (!best || total > bestTotal || (total === bestTotal && alone > bestAlone)) best = { model, measure: result, at };
  };

  let realAt = order.length;
  let realOwed = 0;
  let seen = 0;
  let backgroundAt = 0;
  const every = Math.max(1, Math.round(count / checkpoints));
  for (const item of trainingListings({ seed, count })) {
    for (const unit of unitsOf(item)) learn(unit, 1);
    if (background.learn.length > 0) learn({ features: background.learn[backgroundAt++ % background.learn.length]!, targets: noTargets }, 1);
    for (realOwed += realPerGenerated; realOwed >= 1 && real.length > 0; realOwed--) {
      if (realAt === order.length) {
        shuffle();
        realAt = 0;
      }
      for (const unit of real[order[realAt++]!]!) learn(unit, realWeight);
    }
    if (++seen % every === 0) checkpoint(seen);
  }
  if (seen % every !== 0) checkpoint(seen);
  const { model, measure: chosen, at } = best!;
  model.heads.forEach((head, h) => {
    head.threshold = chosen.gains[h]! > 0 ? chosen.thresholds[h]! : 1;
  });
  log(`kept the model after ${at} generated listings: ${model.heads.map((head, h) => `${head.code} ${head.threshold < 1 ? `at ${head.threshold.toFixed(4)} (+${chosen.gains[h]} labels)` : 'off'}`).join(', ')}`);
  return model;
}

const noTargets = new Int8Array(H);

const argument = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? undefined : process.argv[at + 1];
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const model = trainListingScorer({
    seed: Number(argument('seed') ?? 1),
    count: Number(argument('count') ?? 160_000),
    realPerGenerated: Number(argument('real-per-generated') ?? 0.25),
    realWeight: Number(argument('real-weight') ?? 2),
    l2: Number(argument('l2') ?? 1e-3),
    smoothing: Number(argument('smoothing') ?? 0.02),
    checkpoints: Number(argument('checkpoints') ?? 8),
    backgroundRate: Number(argument('background-rate') ?? 0.0001),
  });
  const out = argument('out') ?? fileURLToPath(defaultScorerFile);
  const file = gzipSync(encodeListingScorer(model), { level: 9 });
  writeFileSync(out, file);
  console.log(`model → ${out} (${(file.length / 1024).toFixed(0)} KiB)`);
}
