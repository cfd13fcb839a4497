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
 * that these unseen-writer scores exceed on `--clean-rate` of a pool of clean listings the rules pass (`--calibration`,
 * below; the flags the model would add where a person had nothing to check). The same cross-validated scores say how many
 * labels the rules miss that the model would have found for a writer it never read: printed, and the figure to quote,
 * with the same at 0.5, 1 and 2 % and, at each, the share flagged of the clean listings of sets written around problems
 * (clean twins, denials, own use: "hard") and of the innocent sets apart. The same scores set each head's confirmation
 * of the rules' rejects: the score (a listing's, or where higher the best of its sentences holding a critical finding:
 * `confirmationScores`) below which `--keep-rejects`'s complement of the right rejects (a listing the rules reject that is
 * labelled with an item) fall; a reject scored below it goes to a person instead, and how many of the wrong rejects (no
 * item labelled) that demotes is printed. The shipped model is then trained on every fold and int8-quantised.
 *
 * The calibration pool: the ordinary listings of the innocent sets that the rules pass (`--calibration innocent`, the
 * default, at `--clean-rate` 0.5 %), or all clean listings the rules pass (`all`), or the clean listings of the sets
 * written around problems alone (`hard`: clean twins, denials, own use), or a mix (a number: the hard share of the mix).
 * The promise is then said in a marketplace's terms: the reader sends at most about 0.5 % of ordinary listings to a person
 * (the innocent sets are themselves harder than ordinary traffic: half their listings are innocent senses of words a
 * checker fears). Its flags never reject. Writer-fold CV on the same two deals (`--fold-seeds 0,1`, stop 53, 53 sets, 719
 * labels the rules miss): `innocent` at 0.5 % finds 490 / 529, flagging 4.2 / 3.9 % of hard and 0.5 % of innocent clean
 * listings; stop 52's `all` at 1 % finds 376 / 400 at 1.8 / 1.7 % hard and 0.1 % innocent; `all` at 2 % 460 / 504 at
 * 3.4 / 3.3 % and 0.3 %; `hard` at 1 % 306 / 346. Why the change (the lead's, stop 53): held-out recall with the rules is
 * issue 19's bar (≥ 97 % with wrongful rejects ≤ 1 %), a flag costs a person's look and no seller a rejection, and at
 * stop 52 the `all` pool's threshold rose as hard negatives were added to the training data (its make-up is whatever the
 * project writes: 55 % hard then), so what the reader finds moved with how many twins were written, not with anything
 * measured about traffic; the innocent pool's make-up does not move with the problem sets written. The cost is the hard listings' flags, about 4 %
 * instead of about 2 %: a clean twin of a problem, written in the problem's words, is sent to a person more often. The
 * printed flag rates on hard and innocent listings say where it stands after each retraining.
 *
 * `--fold-seeds 0,1,2,3` deals the sets anew (`foldOf`) and prints each deal's figures and their mean, writing no model:
 * one deal moves the figure by about 20 of 435, so a change of settings is judged paired, on the same deals.
 * Tried at stop 52 that way and not kept (figures in notes/s52-52r.md): words in a negation's scope as features of
 * their own (six languages; "não é uma cópia", "sealed, never opened") +3 / +1 / +1 at 1 % of all, 0 / 0 / 0 at 1 % of the
 * hard pool — no fewer false alarms on the denials it was for; hard negatives weighted ×3 in training (`--hard-weight 3`)
 * +4 / +5 / +6 at 1 % of all but −3 / −1 / −2 at 1 % of the hard pool (flags moved from hard listings to innocent ones,
 * not a better reader); a bag of three models each fitted without a quarter of the writers, averaged into one linear
 * model (`--bags 3`, as cheap to score) 0 at 1 % of all, −6 of the hard pool on deal 0. Both options stay for the data to
 * come (the set against false alarms), to be judged at the same pool.
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
  /** From a set of ordinary listings (`innocent-*`), not one written around problems and their clean twins. */
  innocent: boolean;
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
      innocent: item.set.startsWith('innocent'),
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
  /** A negative of a set written around problems (a clean twin, a hard negative) counts this many times an innocent set's. */
  hardWeight: number;
  /** Models averaged, each fitted without a different quarter of the writers (1: one model on every writer). */
  bags: number;
}

/**
 * Each example's weight in training one head: a negative of a set written around problems (`innocent` false) counts
 * `hardWeight` times an innocent one, then the two classes are weighted alike, each class's weights summing to n / 2.
 */
export function exampleWeights(examples: readonly { target: number; innocent: boolean }[], hardWeight: number): Float64Array {
  const raw = examples.map((e) => (e.target === 0 && !e.innocent ? hardWeight : 1));
  const sums = [0, 0];
  examples.forEach((e, i) => (sums[e.target]! += raw[i]!));
  return Float64Array.from(examples, (e, i) => (raw[i]! * examples.length) / (2 * Math.max(1, sums[e.target]!)));
}

/** Float weights (feature-major, every head of a feature side by side) and biases, fitted on `examples`. */
function fit(examples: readonly Example[], { seed, epochs, l2, rate, hardWeight }: TrainingOptions): { weights: Float32Array; bias: Float64Array } {
  const weights = new Float32Array(D * H);
  const squares = new Float32Array(D * H).fill(1e-2);
  const bias = new Float64Array(H);
  const biasSquares = new Float64Array(H).fill(1e-2);
  const exampleWeight = heads.map((_, h) => exampleWeights(examples.map((e) => ({ target: e.targets[h]!, innocent: e.innocent })), hardWeight));
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
        const g = exampleWeight[h]![at]! * (1 / (1 + Math.exp(-z)) - targets[h]!);
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

/**
 * `fit`, or with `bags` > 1 the average of `bags` fits, each without a different quarter of the writers (by the hash of the
 * set's name and the bag): one linear model still, so scoring costs what one model costs.
 */
function fitBagged(examples: readonly Example[], options: TrainingOptions): { weights: Float32Array; bias: Float64Array } {
  if (options.bags <= 1) return fit(examples, options);
  const weights = new Float32Array(D * H);
  const bias = new Float64Array(H);
  for (let b = 0; b < options.bags; b++) {
    const kept = examples.filter((e) => createHash('sha256').update(`bag ${b}:${e.set}`).digest()[0]! % 4 !== 0);
    const one = fit(kept, { ...options, seed: options.seed + b });
    for (let i = 0; i < weights.length; i++) weights[i]! += one.weights[i]! / options.bags;
    for (let h = 0; h < H; h++) bias[h]! += one.bias[h]! / options.bags;
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

/**
 * The fold a set falls in: by the hash of its name, so that a set never changes fold when others are added. `foldSeed` > 0
 * deals the sets anew (the hash of `seed:name`): the figures move by about 20 of 435 between two deals, so a change of
 * settings is judged paired, on the same few deals.
 */
export const foldOf = (set: string, folds: number, foldSeed = 0) => createHash('sha256').update(foldSeed === 0 ? set : `${foldSeed}:${set}`).digest()[0]! % folds;

/** The value that a share `rate` of `scores` reaches or exceeds (1 when there are none). */
function upperQuantile(scores: readonly number[], rate: number): number {
  if (scores.length === 0) return 1;
  const sorted = [...scores].sort((a, b) => b - a);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * rate))]! + 1e-9;
}

/**
 * Which clean listings the rules pass a head's threshold is set on: all of them (`all`, most from the innocent sets), those
 * of the sets written around problems alone (`hard`: clean twins, denials, own use), or a number, the hard ones' share of a
 * mix (each pool weighted so: the flag rate of a marketplace whose clean traffic is that share hard, the rest ordinary).
 */
export type CalibrationPool = 'all' | 'hard' | 'innocent' | number;

/** The threshold that flags at most `rate` of the pool's clean listings (weighted as the pool says). */
export function poolThreshold(clean: readonly { score: number; innocent: boolean }[], rate: number, pool: CalibrationPool): number {
  if (pool === 'all') return upperQuantile(clean.map((c) => c.score), rate);
  if (pool === 'hard') return upperQuantile(clean.filter((c) => !c.innocent).map((c) => c.score), rate);
  if (pool === 'innocent') return upperQuantile(clean.filter((c) => c.innocent).map((c) => c.score), rate);
  const hard = clean.filter((c) => !c.innocent).length;
  const weight = (c: { innocent: boolean }) => (c.innocent ? (1 - pool) / Math.max(1, clean.length - hard) : pool / Math.max(1, hard));
  const sorted = [...clean].sort((a, b) => b.score - a.score);
  let flagged = 0;
  for (const c of sorted) {
    if (flagged + weight(c) > rate + 1e-12) return c.score + 1e-9;
    flagged += weight(c);
  }
  return sorted.at(-1)?.score ?? 1;
}

/** The shares of a pool's clean listings of sets written around problems (`hard`) and of innocent sets scored at or above `threshold`. */
function flaggedShares(clean: readonly { score: number; innocent: boolean }[], threshold: number): { hard: number; innocent: number } {
  const share = (innocent: boolean) => {
    const kind = clean.filter((c) => c.innocent === innocent);
    return kind.filter((c) => c.score >= threshold).length / Math.max(1, kind.length);
  };
  return { hard: share(false), innocent: share(true) };
}

/** What a head's unseen-writer scores say at one clean rate. */
interface AtRate {
  rate: number;
  threshold: number;
  /** Labelled listings the rules miss scored at or above the threshold. */
  found: number;
  /** Shares of the clean listings the rules pass scored at or above it: of the sets written around problems, of the innocent sets. */
  hardFlagged: number;
  innocentFlagged: number;
}

interface CrossValidated {
  /** Per head: the threshold the unseen-writer scores of clean listings the rules pass exceed at the clean rate. */
  thresholds: number[];
  /** Per head: labelled listings the rules miss, and how many of them an unseen-writer model scores at or above it. */
  missed: number[];
  found: number[];
  /** Per head: the figures at the chosen clean rate and at a few others (`reportedRates`), thresholds set on the chosen pool. */
  atRates: AtRate[][];
  /** Per head: the confirmation threshold of the rules' rejects, and the right and wrong rejects it was set on. */
  rejects: { confirm: number; right: number; wrong: number; demoted: number }[];
  /** Per head: the unseen-writer scores of the clean listings the rules pass and of the labelled listings they miss. */
  scores: { clean: { score: number; innocent: boolean }[]; missed: number[] }[];
}

/** The clean rates every cross-validation reports beside the chosen one. */
const reportedRates = [0.005, 0.01, 0.02];

interface ValidationOptions {
  folds: number;
  /** Deals the sets into folds anew (`foldOf`); 0 is the trainer's own deal. */
  foldSeed: number;
  cleanRate: number;
  calibration: CalibrationPool;
  keepRejects: number;
}

/** Scores each listing with a model trained without its writer's fold, and what those scores say per head. */
function crossValidate(examples: readonly Example[], options: TrainingOptions & ValidationOptions): CrossValidated {
  const { folds, cleanRate, foldSeed, calibration } = options;
  const unseen = examples.map(() => new Array<number>(H).fill(0));
  // A rejected listing's confirmation score by the same unseen-writer model, as the scorer computes it.
  const confirming = examples.map(() => new Array<number>(H).fill(0));
  for (let k = 0; k < folds; k++) {
    const inFold = (e: Example) => foldOf(e.set, folds, foldSeed) === k;
    const model = quantise(fitBagged(examples.filter((e) => !inFold(e)), options));
    examples.forEach((e, i) => {
      if (!inFold(e)) return;
      unseen[i] = scoreFeatures(model, e.features);
      if (e.rejection) confirming[i] = confirmationScores(model, e.rejection.texts, e.rejection.places, unseen[i]);
    });
  }
  const cleanScores = heads.map((_, h) => examples.flatMap((e, i) => (e.cleanAndPassed ? [{ score: unseen[i]![h]!, innocent: e.innocent }] : [])));
  const missedScores = heads.map((_, h) => examples.flatMap((e, i) => (e.targets[h] === 1 && e.rulesMissed[h] ? [unseen[i]![h]!] : [])));
  const atRates = heads.map((_, h) =>
    [...new Set([...reportedRates, cleanRate])].sort((a, b) => a - b).map((rate) => {
      const threshold = poolThreshold(cleanScores[h]!, rate, calibration);
      const flagged = flaggedShares(cleanScores[h]!, threshold);
      return { rate, threshold, found: missedScores[h]!.filter((p) => p >= threshold).length, hardFlagged: flagged.hard, innocentFlagged: flagged.innocent };
    }),
  );
  const chosen = atRates.map((rows) => rows.find((row) => row.rate === cleanRate)!);
  // The confirmation of the rules' rejects: the score below which only a share `1 − keepRejects` of the right ones fall
  // (rejected for an item the listing is labelled with), and how many wrong ones (no item labelled) fall below it.
  const rejects = heads.map((_, h) => {
    const right = examples.flatMap((e, i) => (e.rejection && e.targets[h] === 1 ? [confirming[i]![h]!] : [])).sort((a, b) => a - b);
    const wrong = examples.flatMap((e, i) => (e.rejection && e.targets[h] === 0 ? [confirming[i]![h]!] : []));
    // The lowest score among the right rejects kept: at most `1 − keepRejects` of them score below it.
    const confirm = right.length === 0 ? 0 : right[Math.min(right.length - 1, Math.floor(right.length * (1 - options.keepRejects) + 1e-9))]!;
    return { confirm, right: right.length, wrong: wrong.length, demoted: wrong.filter((p) => p < confirm).length };
  });
  return {
    thresholds: chosen.map((row) => row.threshold),
    missed: missedScores.map((s) => s.length),
    found: chosen.map((row) => row.found),
    atRates,
    rejects,
    scores: heads.map((_, h) => ({ clean: cleanScores[h]!, missed: missedScores[h]! })),
  };
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

/** The cross-validated figures of each head, as the trainer prints them. */
function describe(validated: CrossValidated, options: ValidationOptions): string[] {
  const pool =
    options.calibration === 'all'
      ? 'all clean listings the rules pass'
      : options.calibration === 'hard'
        ? 'the clean listings of sets written around problems'
        : options.calibration === 'innocent'
          ? 'the ordinary listings of the innocent sets'
          : `a mix ${percent(options.calibration)} hard, the rest innocent`;
  return heads.flatMap((head, h) => {
    const r = validated.rejects[h]!;
    const clean = validated.scores[h]!.clean;
    const c = { hard: clean.filter((e) => !e.innocent).length, innocent: clean.filter((e) => e.innocent).length };
    return [
      `${head.code}: threshold ${validated.thresholds[h]!.toFixed(4)} (${percent(options.cleanRate)} of ${pool}, scored by models that never read their set); of ${validated.missed[h]} labelled listings the rules miss, a model that never read their set finds ${validated.found[h]}`,
      ...validated.atRates[h]!.map(
        (row) => `  at ${percent(row.rate)}: threshold ${row.threshold.toFixed(4)}, finds ${row.found} of ${validated.missed[h]}; flags ${percent(row.hardFlagged)} of ${c.hard} clean listings of sets written around problems (twins, hard negatives), ${percent(row.innocentFlagged)} of ${c.innocent} of innocent sets`,
      ),
      `${head.code}: confirms the rules' rejects at ${r.confirm.toFixed(4)} (${((1 - options.keepRejects) * 100).toFixed(0)} % of ${r.right} right rejects fall below, scored by models that never read their set); of ${r.wrong} wrong rejects, ${r.demoted} fall below and go to a person instead`,
    ];
  });
}

/**
 * The training settings tried by `--select`, fixed before any was measured: epochs, L2 and AdaGrad's rate, each around the
 * first model's (12, 1e-4, 0.2) by factors of two to ten.
 */
const selectionGrid: readonly Pick<TrainingOptions, 'epochs' | 'l2' | 'rate'>[] = [6, 12, 24].flatMap((epochs) =>
  [1e-5, 1e-4, 1e-3].flatMap((l2) => [0.1, 0.2, 0.4].map((rate) => ({ epochs, l2, rate }))),
);

type TrainerOptions = TrainingOptions & Omit<ValidationOptions, 'foldSeed'> & { select?: boolean; log?: (line: string) => void };

/** The labelled listings the trainer reads, as examples (the rules run on each: the slow part of a start). */
export const trainingExamples = () => examplesOf([...trainingSetListings(), ...validationSetListings()]);

export function trainListingScorer(options: TrainerOptions, examples = trainingExamples()): ListingScorerModel {
  const { log = console.log } = options;
  const sets = [...new Set(examples.map((e) => e.set))];
  log(`labelled listings: ${examples.length} from ${sets.length} sets (${examples.filter((e) => e.cleanAndPassed).length} clean ones the rules pass); heads: ${heads.map((h, i) => `${h.code} ${examples.filter((e) => e.targets[i]).length} positive`).join(', ')}`);
  let chosen = { ...options, foldSeed: 0 };
  let validated: CrossValidated | undefined;
  if (options.select) {
    // Every setting judged by the same writer folds: labels the rules miss that models which never read their writer find,
    // at the same share of clean listings flagged; ties go to the earlier (smaller) setting.
    for (const setting of selectionGrid) {
      const candidate = { ...chosen, ...setting };
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
  for (const line of describe(validated, chosen)) log(line);
  const model = quantise(fitBagged(examples, chosen));
  model.heads.forEach((head, h) => {
    head.threshold = validated.thresholds[h]!;
    head.confirm = validated.rejects[h]!.confirm;
  });
  return model;
}

/**
 * The same cross-validation on several deals of the sets into folds (`--fold-seeds 0,1,2,3`), one line per deal and their
 * mean: how a change of settings is judged (paired, the same deals for both), since one deal moves the figure by about 20.
 * Writes no model.
 */
export function compareFoldSeeds(options: TrainerOptions, foldSeeds: readonly number[], examples = trainingExamples()): void {
  const { log = console.log } = options;
  const rows = foldSeeds.map((foldSeed) => {
    const v = crossValidate(examples, { ...options, foldSeed });
    const cells = v.atRates[0]!.map((row) => `${percent(row.rate)}: ${row.found} (hard ${percent(row.hardFlagged)}, innocent ${percent(row.innocentFlagged)})`);
    log(`fold seed ${foldSeed}: of ${v.missed[0]} finds ${cells.join('; ')}; demotes ${v.rejects[0]!.demoted} of ${v.rejects[0]!.wrong} wrong rejects`);
    // The same scores with the threshold set on other pools, at the chosen clean rate.
    const { clean, missed } = v.scores[0]!;
    const pools = (['all', 'hard', 0.5, 0.2, 0.1] as const).map((pool) => {
      const t = poolThreshold(clean, options.cleanRate, pool);
      const flagged = flaggedShares(clean, t);
      return `${pool}: ${missed.filter((p) => p >= t).length} (hard ${percent(flagged.hard)}, innocent ${percent(flagged.innocent)})`;
    });
    log(`  pools at ${percent(options.cleanRate)}: ${pools.join('; ')}`);
    return v;
  });
  const mean = (f: (v: CrossValidated) => number) => (rows.reduce((a, v) => a + f(v), 0) / rows.length).toFixed(1);
  log(`mean of ${rows.length} deals: finds ${rows[0]!.atRates[0]!.map((row, r) => `${percent(row.rate)}: ${mean((v) => v.atRates[0]![r]!.found)}`).join('; ')}; demotes ${mean((v) => v.rejects[0]!.demoted)}`);
}

const argument = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? undefined : process.argv[at + 1];
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const keepRejects = Number(argument('keep-rejects') ?? 0.95);
  if (!(keepRejects > 0 && keepRejects <= 1)) throw new Error(`--keep-rejects must be a share in (0, 1], not ${argument('keep-rejects')}`);
  const calibrationArgument = argument('calibration') ?? 'innocent';
  const calibration: CalibrationPool = calibrationArgument === 'all' || calibrationArgument === 'hard' || calibrationArgument === 'innocent' ? calibrationArgument : Number(calibrationArgument);
  if (typeof calibration === 'number' && !(calibration >= 0 && calibration <= 1)) throw new Error(`--calibration must be innocent, all, hard or the hard share of a mix, not ${calibrationArgument}`);
  const options: TrainerOptions = {
    seed: Number(argument('seed') ?? 1),
    epochs: Number(argument('epochs') ?? 24),
    l2: Number(argument('l2') ?? 1e-3),
    rate: Number(argument('rate') ?? 0.4),
    hardWeight: Number(argument('hard-weight') ?? 1),
    bags: Number(argument('bags') ?? 1),
    folds: Number(argument('folds') ?? 5),
    cleanRate: Number(argument('clean-rate') ?? 0.005),
    calibration,
    keepRejects,
    select: process.argv.includes('--select'),
  };
  if (!(options.hardWeight > 0)) throw new Error(`--hard-weight must be a weight above 0, not ${argument('hard-weight')}`);
  if (!(Number.isInteger(options.bags) && options.bags >= 1)) throw new Error(`--bags must be a whole number from 1, not ${argument('bags')}`);
  if (!(Number.isInteger(options.folds) && options.folds >= 2)) throw new Error(`--folds must be a whole number from 2, not ${argument('folds')}`);
  const foldSeeds = argument('fold-seeds')?.split(',').map(Number);
  if (foldSeeds !== undefined && !foldSeeds.every((seed) => Number.isInteger(seed) && seed >= 0)) throw new Error(`--fold-seeds must be whole numbers from 0 separated by commas, not ${argument('fold-seeds')}`);
  if (foldSeeds !== undefined) {
    compareFoldSeeds(options, foldSeeds);
  } else {
    const model = trainListingScorer(options);
    const out = argument('out') ?? fileURLToPath(defaultScorerFile);
    const file = gzipSync(encodeListingScorer(model), { level: 9 });
    writeFileSync(out, file);
    console.log(`model → ${out} (${(file.length / 1024).toFixed(0)} KiB)`);
  }
}
