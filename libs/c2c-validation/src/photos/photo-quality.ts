import sharp, { type Sharp } from 'sharp';

/**
 * Named thresholds for a listing photo, measured without a model. The shorter side: marketplaces
 * ask for photos a buyer can zoom into (OLX, Vinted and Wallapop recommend at least 800 px; below
 * 400 px details are lost). Brightness: the mean luma of the photo (0–255); under 40 a photo is
 * mostly black. Sharpness: the variance of the Laplacian of the photo scaled to 512 px on its
 * longer side, the common focus measure (Pech-Pacheco et al., 2000); under 60 edges are smeared.
 */
export const photoThresholds = {
  minShortSidePx: 400,
  minMeanLuma: 40,
  minLaplacianVariance: 60,
  /** Two photos whose 64-bit difference hashes differ in at most this many bits are the same photo. */
  maxDuplicateHammingDistance: 6,
} as const;

export interface PhotoMeasure {
  width: number;
  height: number;
  meanLuma: number;
  laplacianVariance: number;
  /** The 64-bit difference hash (dHash) of the photo, as 16 hex digits. */
  hash: string;
}

/** The measurements behind `photo_low_quality` and `photo_duplicate`. Throws on bytes sharp cannot decode. */
export async function measurePhoto(bytes: Buffer): Promise<PhotoMeasure> {
  const image = sharp(bytes, { failOn: 'error', limitInputPixels: 50_000_000 }).rotate();
  const { width = 0, height = 0 } = await image.metadata();
  // The pixels are read and measured here: sharp's stats() describe the input, not the pipeline's output.
  const { data, info } = await image.clone().resize({ width: 512, height: 512, fit: 'inside', withoutEnlargement: true }).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { width, height, ...lumaAndFocus(data, info.width, info.height, info.channels), hash: await differenceHash(image) };
}

/** Mean luma and the variance of the 4-neighbour Laplacian over the inner pixels. */
function lumaAndFocus(data: Buffer, width: number, height: number, channels: number): { meanLuma: number; laplacianVariance: number } {
  const at = (x: number, y: number) => data[(y * width + x) * channels]!;
  let sum = 0;
  for (let i = 0; i < width * height; i++) sum += data[i * channels]!;
  let count = 0;
  let mean = 0;
  let m2 = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const value = at(x - 1, y) + at(x + 1, y) + at(x, y - 1) + at(x, y + 1) - 4 * at(x, y);
      count += 1;
      const delta = value - mean;
      mean += delta / count;
      m2 += delta * (value - mean);
    }
  }
  return { meanLuma: width * height ? sum / (width * height) : 0, laplacianVariance: count ? m2 / count : 0 };
}

/** dHash: the photo shrunk to 9×8 grey pixels, one bit per pair of horizontal neighbours (is the left one brighter). */
async function differenceHash(image: Sharp): Promise<string> {
  const pixels = await image.clone().greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer();
  let bits = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) bits = (bits << 1n) | (pixels[y * 9 + x]! > pixels[y * 9 + x + 1]! ? 1n : 0n);
  }
  return bits.toString(16).padStart(16, '0');
}

/** What is wrong with one photo, worded as evidence ("320×240 px", "mean brightness 18/255", "blurred: focus 12"). */
export function qualityProblems(measure: PhotoMeasure): string[] {
  const problems: string[] = [];
  if (Math.min(measure.width, measure.height) < photoThresholds.minShortSidePx) problems.push(`${measure.width}×${measure.height} px`);
  if (measure.meanLuma < photoThresholds.minMeanLuma) problems.push(`mean brightness ${Math.round(measure.meanLuma)}/255`);
  // A dark photo has little contrast to measure: it is reported as dark, not also as blurred.
  else if (measure.laplacianVariance < photoThresholds.minLaplacianVariance) problems.push(`blurred: focus ${Math.round(measure.laplacianVariance)}`);
  return problems;
}

/** The number of bits two hashes differ in. */
export function hammingDistance(a: string, b: string): number {
  let x = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (x > 0n) {
    count += Number(x & 1n);
    x >>= 1n;
  }
  return count;
}
