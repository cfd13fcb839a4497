import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { defaultScorerFile, encodeListingScorer, featureBits, textUnits, unitFeatures, type ScorerHead } from '@circular/c2c-validation/internals';
import { catalogueSentences, wordSalads } from './background-text.ts';
import { trainingListings, type TrainingListing } from './training-listings.ts';

/**
 * Trains the learned listing scorer (libs/c2c-validation/src/learned) on generated listings only: one logistic regression
 * per head over each sentence's hashed n-grams (each 1/√n), AdaGrad, with public background text as further negatives, one pass over `--count` listings of `--seed`; then picks each head's
 * threshold on listings of another seed (`--seed + 1000`) so that at most `--clean-rate` of their clean listings, and at most
 * `--background-rate` of held-out public sentences (background-text.ts), would be flagged, never under `--floor`, and
 * writes the model, int8-quantised, to the library (`--out` elsewhere).
 *
 * `npm run train-listing-scorer -w @circular/bench` (≈ a few minutes on two cores).
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

function unitsOf(item: TrainingListing): Unit[] {
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

export function trainListingScorer({ seed, count, cleanRate, backgroundRate, floor, log = console.log }: { seed: number; count: number; cleanRate: number; backgroundRate: number; floor: number; log?: (line: string) => void }) {
  const background = backgroundUnits(seed);
  log(`background text: ${background.learn.length} sentences to learn from, ${background.check.length} to set thresholds on`);
  // Weights interleaved by head (feature-major) while training: one pass over a unit's features updates every head.
  const weights = new Float32Array(D * H);
  const squares = new Float32Array(D * H).fill(1e-2);
  const bias = new Float64Array(H);
  const biasSquares = new Float64Array(H).fill(1e-2);
  const rate = 0.3;
  let seen = 0;
  const positives = new Array<number>(H).fill(0);
  const noTargets = new Int8Array(H);
  let backgroundAt = 0;
  for (const item of trainingListings({ seed, count })) {
    const units = unitsOf(item);
    if (background.learn.length > 0) units.push({ features: background.learn[backgroundAt++ % background.learn.length]!, targets: noTargets });
    for (const { features, targets } of units) {
      const x = 1 / Math.sqrt(features.length || 1);
      const z = Array.from(bias);
      for (const f of features) for (let h = 0; h < H; h++) z[h]! += weights[f * H + h]! * x;
      for (let h = 0; h < H; h++) {
        const target = targets[h]!;
        if (target < 0) continue;
        positives[h]! += target;
        const g = 1 / (1 + Math.exp(-z[h]!)) - target;
        if (Math.abs(g) < 1e-4) continue;
        biasSquares[h]! += g * g;
        bias[h]! -= (rate * g) / Math.sqrt(biasSquares[h]!);
        const gx = g * x;
        const g2 = gx * gx;
        for (const f of features) {
          const i = f * H + h;
          squares[i]! += g2;
          weights[i]! -= (rate * gx) / Math.sqrt(squares[i]!);
        }
      }
    }
    if (++seen % 50_000 === 0) log(`trained on ${seen} listings`);
  }
  log(`trained on ${seen} listings; positive sentences per head: ${heads.map((h, i) => `${h.code} ${positives[i]}`).join(', ')}`);

  // Quantise per head to int8 (head-major, as the scorer reads), clipping at the 99.99th percentile of |w|.
  const quantised = new Int8Array(D * H);
  const scales: number[] = [];
  for (let h = 0; h < H; h++) {
    const magnitudes = Float32Array.from({ length: D }, (_, f) => Math.abs(weights[f * H + h]!)).sort();
    const clip = magnitudes[Math.floor(D * 0.9999)]! || 1;
    const scale = clip / 127;
    scales.push(scale);
    for (let f = 0; f < D; f++) quantised[(h << featureBits) + f] = Math.max(-127, Math.min(127, Math.round(weights[f * H + h]! / scale)));
  }
  const model = { featureBits, heads: heads.map((head, h) => ({ code: head.code, bias: bias[h]!, scale: scales[h]!, threshold: 1 })), weights: quantised };

  // Thresholds on listings of another seed: the highest-scoring sentence of each clean listing, per head.
  const probability = (features: Uint32Array, h: number) => {
    let sum = 0;
    for (const f of features) sum += quantised[(h << featureBits) + f]!;
    return 1 / (1 + Math.exp(-(model.heads[h]!.bias + (model.heads[h]!.scale * sum) / Math.sqrt(features.length || 1))));
  };
  const cleanMax: number[][] = heads.map(() => []);
  const positiveScores: number[][] = heads.map(() => []);
  for (const item of trainingListings({ seed: seed + 1000, count: Math.max(20_000, Math.round(count / 10)) })) {
    const units = unitsOf(item);
    for (let h = 0; h < H; h++) {
      const labelled = item.labels.some((l) => heads[h]!.labels.includes(l.code));
      const scores = units.filter((u) => u.targets[h]! >= 0).map((u) => ({ p: probability(u.features, h), positive: u.targets[h] === 1 }));
      if (item.labels.length === 0) cleanMax[h]!.push(Math.max(0, ...scores.map((s) => s.p)));
      else if (labelled) positiveScores[h]!.push(Math.max(0, ...scores.filter((s) => s.positive).map((s) => s.p)));
    }
  }
  for (let h = 0; h < H; h++) {
    const sorted = cleanMax[h]!.sort((a, b) => b - a);
    const backgroundScores = background.check.map((features) => probability(features, h)).sort((a, b) => b - a);
    const overClean = (sorted[Math.floor(sorted.length * cleanRate)] ?? 0) + 1e-6;
    const overBackground = (backgroundScores[Math.floor(backgroundScores.length * backgroundRate)] ?? 0) + 1e-6;
    const threshold = Math.min(0.99995, Math.max(floor, overClean, overBackground));
    model.heads[h]!.threshold = threshold;
    const recall = positiveScores[h]!.filter((p) => p >= threshold).length / positiveScores[h]!.length;
    log(`${heads[h]!.code}: threshold ${threshold.toFixed(4)}, generated recall ${recall.toFixed(3)} over ${positiveScores[h]!.length} labelled listings, clean listings above it ${sorted.filter((p) => p >= threshold).length} of ${sorted.length}, background sentences ${backgroundScores.filter((p) => p >= threshold).length} of ${backgroundScores.length}`);
  }
  return model;
}

/**
 * The lowest threshold of any head. Generated and background text put every head's threshold near 0.9, yet sellers' real
 * clean listings score higher than either: 0.999 is the lowest floor at which the scorer flagged no clean listing of
 * any labelled set's tune part (checked at 0.9, 0.95, 0.98, 0.99, 0.995, 0.998, 0.999; figures only, holdout parts not used).
 */
const defaultFloor = 0.999;

const argument = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? undefined : process.argv[at + 1];
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const model = trainListingScorer({ seed: Number(argument('seed') ?? 1), count: Number(argument('count') ?? 250_000), cleanRate: Number(argument('clean-rate') ?? 0.0005), backgroundRate: Number(argument('background-rate') ?? 0.0001), floor: Number(argument('floor') ?? defaultFloor) });
  const out = argument('out') ?? fileURLToPath(defaultScorerFile);
  const file = gzipSync(encodeListingScorer(model), { level: 9 });
  writeFileSync(out, file);
  console.log(`model → ${out} (${(file.length / 1024).toFixed(0)} KiB)`);
}
