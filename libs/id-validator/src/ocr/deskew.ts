/**
 * Estimates how far text lines slope, in degrees (positive: descending to the right in image
 * coordinates), by shearing the ink's row profile and keeping the angle whose profile is
 * sharpest. Text lines are the strongest horizontal structure on a document.
 */
export function estimateSkew(
  mask: Uint8Array,
  { width, height, maxDegrees = 8, stepDegrees = 0.25 }: { width: number; height: number; maxDegrees?: number; stepDegrees?: number },
): number {
  const xs: number[] = [];
  const ys: number[] = [];
  const stride = Math.max(1, Math.floor(Math.sqrt((width * height) / 250_000)));
  for (let y = 0; y < height; y += stride) {
    for (let x = 0; x < width; x += stride) {
      if (mask[y * width + x]) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  if (xs.length < 50) return 0;
  // Bins as tall as the sampling stride: finer bins would favour 0°, where every sampled row
  // falls on a bin of its own and the others stay empty.
  const margin = Math.ceil((width * Math.tan((maxDegrees * Math.PI) / 180)) / stride) + 1;
  const bins = new Float64Array(Math.ceil(height / stride) + 2 * margin);
  let best = 0;
  let bestScore = -1;
  for (let degrees = -maxDegrees; degrees <= maxDegrees + 1e-9; degrees += stepDegrees) {
    const slope = Math.tan((degrees * Math.PI) / 180);
    bins.fill(0);
    for (let i = 0; i < xs.length; i++) {
      const bin = Math.floor(((ys[i] as number) - (xs[i] as number) * slope) / stride) + margin;
      bins[bin] = (bins[bin] as number) + 1;
    }
    let score = 0;
    for (let i = 0; i < bins.length; i++) score += (bins[i] as number) * (bins[i] as number);
    if (score > bestScore + 1e-9 || (Math.abs(score - bestScore) <= 1e-9 && Math.abs(degrees) < Math.abs(best))) {
      bestScore = score;
      best = degrees;
    }
  }
  return Math.round(best * 100) / 100;
}
