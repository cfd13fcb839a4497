import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { checkListingRules, type C2cListing } from '@circular/c2c-validation';
import { confirmationScores, decideVerdict, defaultScorerFile, encodeListingScorer, featureBits, listingFeatures, scoreFeatures, type FindingPlace, type ListingScorerModel, type ScorerHead } from '@circular/c2c-validation/internals';
import { seededRandom } from '@circular/id-corpus';
import { trainingSetListings, validationSetListings, type LabelledSetListing } from './labelled-sets.ts';

/**
 * Trains the learned listing scorer (libs/c2c-validation/src/learned): one logistic regression per head over a whole
 * listing's hashed features (title and description together, each present feature 1/√n), AdaGrad with L2 on the weights
 * it touches, the two classes weighted alike, on every labelled listing people wrote that is not held out
 * (labelled-sets.ts: the held-out parts never reach this file).
 *
 * Each head's threshold is chosen by cross-validation across writers: the sets are dealt into `--folds` folds by the hash
 * of their name, a model is trained without each fold and scores that fold's listings, and the threshold is the score
 * that these unseen-writer scores exceed on `--clean-rate` of the clean listings the rules pass (the flags the model would
 * add where a person had nothing to check). The same cross-validated scores say how many labels the rules miss that the
 * model would have found for a writer it never read: printed, and the figure to quote. The same scores set each head's
 * confirmation of the rules' rejects: the score (a listing's, or where higher the best of its sentences holding a critical
 * finding: `confirmationScores`)
 * below which `--keep-rejects`'s complement of the right rejects (a listing the rules reject that is labelled with an item)
 * fall; a reject scored below it goes to a person instead, and how many of
 * the wrong rejects (no item labelled) that demotes is printed. The shipped model is then trained on every fold and
 * int8-quantised.
 *
 * `npm run train-listing-scorer -w @circular/bench` (≈ a minute on two cores; the same model for the same seed). With
 * `--select`, the training settings are first chosen from `selectionGrid` by the same cross-validation (≈ 25 times longer;
 * the figure it prints for the chosen setting is measured on the folds it was chosen on, so a little optimistic);
 * the defaults below are its last choice (stop 49, 42 sets: 24 epochs, L2 1e-3, rate 0.4 — the grid's corner; one step past
 * it on each axis, L2 1e-2, 48 epochs or rate 0.8, found fewer).
 */

/** The heads and the labelled codes each learns from. */
const heads: { code: ScorerHead['code']; labels: string[] }[] = [{ code: 'restricted_item', labels: ['restricted_item', 'prohibited_item'] }];
const H = heads.length;
const D = 1 << featureBits;

/** The codes the listing bench scores; a clean listing is one with no label of these, flagged by a violation of one. */
const scoredCodes = new Set(['contact_phone', 'contact_email', 'external_link', 'social_handle', 'off_platform_payment', 'prohibited_item', 'restricted_item']);
type RuleProfile = Parameters<typeof checkListingRules>[1]['profile'];

interface Example {
  set: string;
  features: Uint32Array;
  /** Per head: 1 when the listing carries a label of the head's codes. */
  targets: Uint8Array;
  /** No scored label, and the rules flag nothing scored: a flag of the model here is a new false alarm. */
  cleanAndPassed: boolean;
  /** Per head: the rules found no violation of the head's codes (where the model's finding would be added). */
  rulesMissed: boolean[];
  /** Where the rules alone reject the listing (a critical finding): its title and description and where the critical findings are, for the confirmation's score. */
  rejection: { texts: string[]; places: FindingPlace[] } | undefined;
}

function examplesOf(listings: readonly LabelledSetListing[]): Example[] {
  return listings.map((item) => {
    const violations = checkListingRules(item.listing as C2cListing, { profile: item.profile as RuleProfile, language: item.language });
    const labelled = item.labels.filter((l) => scoredCodes.has(l.code));
    const rejected = decideVerdict(violations, 'standard') === 'reject';
    return {
      set: item.set,
      features: listingFeatures([item.listing.title, item.listing.description]),
      targets: Uint8Array.from(heads, (head) => (item.labels.some((l) => head.labels.includes(l.code)) ? 1 : 0)),
      cleanAndPassed: labelled.length === 0 && !violations.some((v) => scoredCodes.has(v.code)),
      rulesMissed: heads.map((head) => !violations.some((v) => head.labels.includes(v.code))),
      rejection: rejected
        ? { texts: [item.listing.title, item.listing.description], places: violations.flatMap((v) => (v.severity === 'critical' && v.span && (v.field === 'title' || v.field === 'description') ? [{ text: v.field === 'title' ? 0 : 1, ...v.span }] : [])) }
        : undefined,
    };
  });
}

interface TrainingOptions {
  seed: number;
  epochs: number;
  l2: number;
  rate: number;
}

/** Float weights (feature-major, every head of a feature side by side) and biases, fitted on `examples`. */
function fit(examples: readonly Example[], { seed, epochs, l2, rate }: TrainingOptions): { weights: Float32Array; bias: Float64Array } {
  const weights = new Float32Array(D * H);
  const squares = new Float32Array(D * H).fill(1e-2);
  const bias = new Float64Array(H);
  const biasSquares = new Float64Array(H).fill(1e-2);
  // The classes weighted alike: each positive counts n / (2 · positives), each negative n / (2 · negatives).
  const classWeight = heads.map((_, h) => {
    const positives = examples.filter((e) => e.targets[h] === 1).length;
    return [examples.length / (2 * Math.max(1, examples.length - positives)), examples.length / (2 * Math.max(1, positives))] as const;
  });
  const random = seededRandom(seed).next;
  const order = examples.map((_, i) => i);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const at of order) {
      const { features, targets } = examples[at]!;
      const x = 1 / Math.sqrt(features.length || 1);
      for (let h = 0; h < H; h++) {
        let z = bias[h]!;
        for (const f of features) z += weights[f * H + h]! * x;
        const g = classWeight[h]![targets[h]!]! * (1 / (1 + Math.exp(-z)) - targets[h]!);
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
    }
  }
  return { weights, bias };
}

/** Int8 weights per head (head-major, as the scorer reads), clipped at the 99.99th percentile of |w|; thresholds left at 1. */
function quantise({ weights, bias }: { weights: Float32Array; bias: Float64Array }): ListingScorerModel {
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

/** The fold a set falls in: by the hash of its name, so that a set never changes fold when others are added. */
const foldOf = (set: string, folds: number) => createHash('sha256').update(set).digest()[0]! % folds;

/** The value that a share `rate` of `scores` reaches or exceeds (1 when there are none). */
function upperQuantile(scores: readonly number[], rate: number): number {
  if (scores.length === 0) return 1;
  const sorted = [...scores].sort((a, b) => b - a);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * rate))]! + 1e-9;
}

interface CrossValidated {
  /** Per head: the threshold the unseen-writer scores of clean listings the rules pass exceed at the clean rate. */
  thresholds: number[];
  /** Per head: labelled listings the rules miss, and how many of them an unseen-writer model scores at or above it. */
  missed: number[];
  found: number[];
  /** Per head: the confirmation threshold of the rules' rejects, and the right and wrong rejects it was set on. */
  rejects: { confirm: number; right: number; wrong: number; demoted: number }[];
}

/** Scores each listing with a model trained without its writer's fold, and what those scores say per head. */
function crossValidate(examples: readonly Example[], options: TrainingOptions & { folds: number; cleanRate: number; keepRejects: number }): CrossValidated {
  const { folds, cleanRate } = options;
  const unseen = examples.map(() => new Array<number>(H).fill(0));
  // A rejected listing's confirmation score by the same unseen-writer model, as the scorer computes it.
  const confirming = examples.map(() => new Array<number>(H).fill(0));
  for (let k = 0; k < folds; k++) {
    const inFold = (e: Example) => foldOf(e.set, folds) === k;
    const model = quantise(fit(examples.filter((e) => !inFold(e)), options));
    examples.forEach((e, i) => {
      if (!inFold(e)) return;
      unseen[i] = scoreFeatures(model, e.features);
      if (e.rejection) confirming[i] = confirmationScores(model, e.rejection.texts, e.rejection.places, unseen[i]);
    });
  }
  const thresholds = heads.map((_, h) => upperQuantile(examples.flatMap((e, i) => (e.cleanAndPassed ? [unseen[i]![h]!] : [])), cleanRate));
  const missedScores = heads.map((_, h) => examples.flatMap((e, i) => (e.targets[h] === 1 && e.rulesMissed[h] ? [unseen[i]![h]!] : [])));
  // The confirmation of the rules' rejects: the score below which only a share `1 − keepRejects` of the right ones fall
  // (rejected for an item the listing is labelled with), and how many wrong ones (no item labelled) fall below it.
  const rejects = heads.map((_, h) => {
    const right = examples.flatMap((e, i) => (e.rejection && e.targets[h] === 1 ? [confirming[i]![h]!] : [])).sort((a, b) => a - b);
    const wrong = examples.flatMap((e, i) => (e.rejection && e.targets[h] === 0 ? [confirming[i]![h]!] : []));
    // The lowest score among the right rejects kept: at most `1 − keepRejects` of them score below it.
    const confirm = right.length === 0 ? 0 : right[Math.min(right.length - 1, Math.floor(right.length * (1 - options.keepRejects) + 1e-9))]!;
    return { confirm, right: right.length, wrong: wrong.length, demoted: wrong.filter((p) => p < confirm).length };
  });
  return { thresholds, missed: missedScores.map((s) => s.length), found: missedScores.map((s, h) => s.filter((p) => p >= thresholds[h]!).length), rejects };
}

/**
 * The training settings tried by `--select`, fixed before any was measured: epochs, L2 and AdaGrad's rate, each around the
 * first model's (12, 1e-4, 0.2) by factors of two to ten.
 */
const selectionGrid: readonly Pick<TrainingOptions, 'epochs' | 'l2' | 'rate'>[] = [6, 12, 24].flatMap((epochs) =>
  [1e-5, 1e-4, 1e-3].flatMap((l2) => [0.1, 0.2, 0.4].map((rate) => ({ epochs, l2, rate }))),
);

export function trainListingScorer(options: TrainingOptions & { folds: number; cleanRate: number; keepRejects: number; select?: boolean; log?: (line: string) => void }): ListingScorerModel {
  const { cleanRate, log = console.log } = options;
  const examples = examplesOf([...trainingSetListings(), ...validationSetListings()]);
  const sets = [...new Set(examples.map((e) => e.set))];
  log(`labelled listings: ${examples.length} from ${sets.length} sets (${examples.filter((e) => e.cleanAndPassed).length} clean ones the rules pass); heads: ${heads.map((h, i) => `${h.code} ${examples.filter((e) => e.targets[i]).length} positive`).join(', ')}`);
  let chosen = options;
  let validated: CrossValidated | undefined;
  if (options.select) {
    // Every setting judged by the same writer folds: labels the rules miss that models which never read their writer find,
    // at the same share of clean listings flagged; ties go to the earlier (smaller) setting.
    for (const setting of selectionGrid) {
      const candidate = { ...options, ...setting };
      const result = crossValidate(examples, candidate);
      log(`  epochs ${setting.epochs}, l2 ${setting.l2}, rate ${setting.rate}: finds ${result.found.join(' + ')} of ${result.missed.join(' + ')}`);
      if (!validated || result.found.reduce((a, b) => a + b, 0) > validated.found.reduce((a, b) => a + b, 0)) {
        validated = result;
        chosen = candidate;
      }
    }
    log(`chosen: epochs ${chosen.epochs}, l2 ${chosen.l2}, rate ${chosen.rate}`);
  }
  validated ??= crossValidate(examples, chosen);
  heads.forEach((head, h) => {
    log(`${head.code}: threshold ${validated.thresholds[h]!.toFixed(4)} (${(cleanRate * 100).toFixed(1)} % of clean listings the rules pass, scored by models that never read their set); of ${validated.missed[h]} labelled listings the rules miss, a model that never read their set finds ${validated.found[h]}`);
    const r = validated.rejects[h]!;
    log(`${head.code}: confirms the rules' rejects at ${r.confirm.toFixed(4)} (${((1 - options.keepRejects) * 100).toFixed(0)} % of ${r.right} right rejects fall below, scored by models that never read their set); of ${r.wrong} wrong rejects, ${r.demoted} fall below and go to a person instead`);
  });
  const model = quantise(fit(examples, chosen));
  model.heads.forEach((head, h) => {
    head.threshold = validated.thresholds[h]!;
    head.confirm = validated.rejects[h]!.confirm;
  });
  return model;
}

const argument = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? undefined : process.argv[at + 1];
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const keepRejects = Number(argument('keep-rejects') ?? 0.95);
  if (!(keepRejects > 0 && keepRejects <= 1)) throw new Error(`--keep-rejects must be a share in (0, 1], not ${argument('keep-rejects')}`);
  const model = trainListingScorer({
    seed: Number(argument('seed') ?? 1),
    epochs: Number(argument('epochs') ?? 24),
    l2: Number(argument('l2') ?? 1e-3),
    rate: Number(argument('rate') ?? 0.4),
    folds: Number(argument('folds') ?? 5),
    cleanRate: Number(argument('clean-rate') ?? 0.01),
    keepRejects,
    select: process.argv.includes('--select'),
  });
  const out = argument('out') ?? fileURLToPath(defaultScorerFile);
  const file = gzipSync(encodeListingScorer(model), { level: 9 });
  writeFileSync(out, file);
  console.log(`model → ${out} (${(file.length / 1024).toFixed(0)} KiB)`);
}
