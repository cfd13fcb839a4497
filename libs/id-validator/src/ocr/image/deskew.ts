/**
 * Estimates how far text lines slope, in degrees (positive: descending to the right in image
 * coordinates), by shearing the ink's row profile and keeping the angle whose profile is
 * sharpest. Text lines are the strongest horizontal structure on a document.
 */
export function estimateSkew(
  mask: Uint8Array,
  { width, height, maxDegrees = 8, stepDegrees = 0.25 }: { width: number; height: number; maxDegrees?: number; stepDegrees?: number },
): number {
  const stride = Math.max(1, Math.floor(Math.sqrt((width * height) / 250_000)));
  let inked = 0;
  for (let y = 0; y < height; y += stride) for (let x = 0; x < width; x += stride) if (mask[y * width + x]) inked++;
  if (inked < 50) return 0;
  const xs = new Int32Array(inked);
  const ys = new Int32Array(inked);
  let k = 0;
  for (let y = 0; y < height; y += stride) {
    for (let x = 0; x < width; x += stride) {
      if (mask[y * width + x]) {
        xs[k] = x;
        ys[k++] = y;
      }
    }
  }
  // Bins as tall as the sampling stride: finer bins would favour 0°, where every sampled row
  // falls on a bin of its own and the others stay empty.
  const margin = Math.ceil((width * Math.tan((maxDegrees * Math.PI) / 180)) / stride) + 1;
  const bins = new Float64Array(Math.ceil(height / stride) + 2 * margin);
  const scoreAt = (degrees: number) => {
    const slope = Math.tan((degrees * Math.PI) / 180);
    bins.fill(0);
    for (let i = 0; i < xs.length; i++) {
      const bin = Math.floor(((ys[i] as number) - (xs[i] as number) * slope) / stride) + margin;
      bins[bin] = (bins[bin] as number) + 1;
    }
    let score = 0;
    for (let i = 0; i < bins.length; i++) score += (bins[i] as number) * (bins[i] as number);
    return score;
  };
  let best = 0;
  let bestScore = -1;
  const consider = (degrees: number) => {
    const score = scoreAt(degrees);
    if (score > bestScore + 1e-9 || (Math.abs(score - bestScore) <= 1e-9 && Math.abs(degrees) < Math.abs(best))) {
      bestScore = score;
      best = degrees;
    }
  };
  // Whole degrees first, then the quarter degrees around the best: the profile's sharpness rises
  // smoothly towards the true angle, and this is a third of the work of every step (the skew is
  // measured on the main thread).
  for (let degrees = -maxDegrees; degrees <= maxDegrees + 1e-9; degrees += 1) consider(degrees);
  const coarse = best;
  for (let degrees = coarse - 1 + stepDegrees; degrees < coarse + 1 - 1e-9; degrees += stepDegrees) {
    if (Math.abs(degrees) <= maxDegrees && Math.abs(degrees - Math.round(degrees)) > 1e-9) consider(degrees);
  }
  return Math.round(best * 100) / 100;
}
