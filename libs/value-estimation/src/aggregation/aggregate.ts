/** One price a figure may rest on, with the page it came from. */
export interface PricePoint {
  url: string;
  amount: number;
}

/**
 * Outlier removal: median absolute deviation (MAD) on the logarithm of the prices.
 * - MAD rather than IQR fences: MAD tolerates up to half the sample being wrong (IQR a quarter),
 *   and the junk that slips past the listing filter (an unflagged case, a typo'd price, a parts
 *   offer worded oddly) can be a large share of a small sample. Its fence also does not depend on
 *   which two listings happen to sit at the quartiles.
 * - On logarithms: prices spread multiplicatively (a 30 € case is as far below a 300 € phone as a
 *   3000 € typo is above it), and a symmetric fence on raw prices would sit below zero for any wide
 *   sample, never catching the cheap junk.
 * - `madMultiple` 3 with the usual 1.4826 consistency constant: Leys et al. (2013) call 2.5
 *   moderately and 3 very conservative; honest listings already vary with condition and extras.
 * - `minScale` 0.05: when over half the prices are identical (round prices are common) the MAD is
 *   zero and every other price would be cut; the scale never drops below ±5 %.
 * - Fewer than `minSample` prices: nothing can be called an outlier.
 */
export const outlierRule = { madMultiple: 3, consistency: 1.4826, minScale: 0.05, minSample: 3 } as const;

/**
 * A range resting on fewer than `comparables` prices widens by `wideningPerMissing` of its low and
 * high ends for each one missing (seven comparables: ±5 %; one: ±35 %), so thin evidence shows as
 * a wider range instead of false precision.
 */
export const thinEvidenceRule = { comparables: 8, wideningPerMissing: 0.05 } as const;

export interface FigureRange<T extends PricePoint = PricePoint> {
  min: number;
  average: number;
  max: number;
  /** How many prices the three figures rest on, after outlier removal. */
  comparables: number;
  /** Those prices, cheapest first: what the references cite. */
  basis: T[];
  /** Prices set aside as outliers (or unusable: not positive and finite), cheapest first. */
  outliers: T[];
  /** Whether fewer than `thinEvidenceRule.comparables` prices back the range, which was widened. */
  thinEvidence: boolean;
}

const byAmountThenUrl = (a: PricePoint, b: PricePoint) => a.amount - b.amount || (a.url < b.url ? -1 : a.url > b.url ? 1 : 0);

/** Linear interpolation between closest ranks (Hyndman–Fan type 7, numpy's and Excel's default); `sorted` ascending and non-empty. */
export function percentile(sorted: readonly number[], p: number): number {
  const h = (sorted.length - 1) * p;
  const below = Math.floor(h);
  const low = sorted[below] ?? Number.NaN;
  const high = sorted[Math.min(below + 1, sorted.length - 1)] ?? low;
  return low + (h - below) * (high - low);
}

export function median(values: readonly number[]): number {
  return percentile([...values].sort((a, b) => a - b), 0.5);
}

/** Prices left after the MAD fence on log prices (see {@link outlierRule}), and those set aside. */
export function removeOutliers<T extends PricePoint>(points: readonly T[]): { kept: T[]; outliers: T[] } {
  const usable = points.filter(({ amount }) => Number.isFinite(amount) && amount > 0).sort(byAmountThenUrl);
  const unusable = points.filter(({ amount }) => !(Number.isFinite(amount) && amount > 0));
  if (usable.length < outlierRule.minSample) return { kept: usable, outliers: unusable };
  const logs = usable.map(({ amount }) => Math.log(amount));
  const centre = median(logs);
  const mad = median(logs.map((value) => Math.abs(value - centre)));
  const fence = outlierRule.madMultiple * Math.max(outlierRule.consistency * mad, outlierRule.minScale);
  const kept: T[] = [];
  const outliers: T[] = [...unusable];
  usable.forEach((point, i) => (Math.abs((logs[i] ?? 0) - centre) > fence ? outliers : kept).push(point));
  return { kept, outliers: outliers.sort(byAmountThenUrl) };
}

/**
 * Rounds a figure to a precision that does not pretend more than the evidence knows: cents under
 * 10, whole units under 100, fives under 1000, tens above. Each boundary is a multiple of both
 * steps, so the rounding never reverses the order of two figures.
 */
export function roundAmount(amount: number): number {
  if (amount < 10) return Math.round(amount * 100) / 100;
  const step = amount < 100 ? 1 : amount < 1000 ? 5 : 10;
  return Math.round(amount / step) * step;
}

/**
 * The figures a set of prices supports: the median as the average and the interquartile range
 * (P25–P75) as min–max, after outlier removal, widened when evidence is thin, rounded. Order of
 * the input never matters. Undefined when no usable price is left: no figure without evidence.
 */
export function aggregatePrices<T extends PricePoint>(points: readonly T[]): FigureRange<T> | undefined {
  const { kept, outliers } = removeOutliers(points);
  if (kept.length === 0) return undefined;
  const amounts = kept.map(({ amount }) => amount);
  const missing = Math.max(0, thinEvidenceRule.comparables - kept.length);
  const widening = thinEvidenceRule.wideningPerMissing * missing;
  const figure = (value: number) => Math.max(0, roundAmount(value));
  return {
    min: figure(percentile(amounts, 0.25) * (1 - widening)),
    average: figure(percentile(amounts, 0.5)),
    max: figure(percentile(amounts, 0.75) * (1 + widening)),
    comparables: kept.length,
    basis: kept,
    outliers,
    thinEvidence: missing > 0,
  };
}
