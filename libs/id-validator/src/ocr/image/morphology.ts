import type { GreyImage } from './grey-image.ts';

/**
 * Grey-level morphology with rectangular structuring elements, the operations MRZ locators are
 * built from (black-hat, closing, erosion). Each is separable and uses van Herk / Gil-Werman
 * running extrema, so its cost does not grow with the kernel: a 40-pixel closing costs what a
 * 3-pixel one does.
 */

/** Minimum (erosion) or maximum (dilation) over a `width` × `height` rectangle centred on each pixel. */
export function rankFilter(grey: GreyImage, { width, height, op }: { width: number; height: number; op: 'min' | 'max' }): GreyImage {
  const out = new Uint8Array(grey.data);
  const kx = Math.max(1, Math.round(width)) | 1;
  const ky = Math.max(1, Math.round(height)) | 1;
  const longest = Math.max(grey.width, grey.height);
  const line = new Uint8Array(longest);
  const filtered = new Uint8Array(longest);
  const scratch = { g: new Uint8Array(longest + Math.max(kx, ky)), h: new Uint8Array(longest + Math.max(kx, ky)) };
  if (kx > 1) {
    for (let y = 0; y < grey.height; y++) {
      const row = out.subarray(y * grey.width, (y + 1) * grey.width);
      line.set(row);
      filter1d(line, grey.width, kx, op, filtered, scratch);
      row.set(filtered.subarray(0, grey.width));
    }
  }
  if (ky > 1) {
    for (let x = 0; x < grey.width; x++) {
      for (let y = 0; y < grey.height; y++) line[y] = out[y * grey.width + x] as number;
      filter1d(line, grey.height, ky, op, filtered, scratch);
      for (let y = 0; y < grey.height; y++) out[y * grey.width + x] = filtered[y] as number;
    }
  }
  return { width: grey.width, height: grey.height, data: out };
}

/**
 * One line's running extremum over a centred window of `k` (odd): per block of `k`, prefix and
 * suffix extrema of the line padded with the neutral value; each output is the extremum of one
 * suffix and one prefix.
 */
function filter1d(src: Uint8Array, n: number, k: number, op: 'min' | 'max', out: Uint8Array, { g, h }: { g: Uint8Array; h: Uint8Array }): void {
  const r = k >> 1;
  const m = n + 2 * r;
  const pad = op === 'min' ? 255 : 0;
  const sign = op === 'min' ? 1 : -1;
  // Extrema as minima of `sign`-folded values: one loop for both operations, no closures.
  for (let j = 0; j < m; j++) h[j] = j < r || j >= n + r ? pad : (src[j - r] as number);
  if (sign === -1) for (let j = 0; j < m; j++) h[j] = 255 - (h[j] as number);
  for (let j = 0; j < m; j++) {
    const v = h[j] as number;
    g[j] = j % k === 0 || v < (g[j - 1] as number) ? v : (g[j - 1] as number);
  }
  for (let j = m - 2; j >= 0; j--) {
    if (j % k !== k - 1 && (h[j + 1] as number) < (h[j] as number)) h[j] = h[j + 1] as number;
  }
  for (let i = 0; i < n; i++) {
    const a = h[i] as number;
    const b = g[i + k - 1] as number;
    const v = a < b ? a : b;
    out[i] = sign === 1 ? v : 255 - v;
  }
}

/** Closing (dilation then erosion): fills dark gaps narrower than the rectangle. */
export function closeGrey(grey: GreyImage, kernel: { width: number; height: number }): GreyImage {
  return rankFilter(rankFilter(grey, { ...kernel, op: 'max' }), { ...kernel, op: 'min' });
}

/**
 * Black-hat (closing minus the image): dark details smaller than the rectangle — printed
 * characters — come out bright on black, while paper, shading and large dark areas (a photo,
 * the desk around a card) go dark.
 */
export function blackHat(grey: GreyImage, kernel: { width: number; height: number }): GreyImage {
  const closed = closeGrey(grey, kernel);
  const data = new Uint8Array(grey.data.length);
  for (let i = 0; i < data.length; i++) data[i] = (closed.data[i] as number) - (grey.data[i] as number);
  return { width: grey.width, height: grey.height, data };
}

/**
 * Magnitude of the Scharr derivative across `direction` ('x': changes along a row, which the
 * vertical strokes of a line of characters give in plenty), stretched to 0–255.
 */
export function scharr(grey: GreyImage, direction: 'x' | 'y'): GreyImage {
  const { width, height, data } = grey;
  // Whole numbers of at most 3 · 2 · 255 + 10 · 255 = 4,080: two bytes a pixel hold them exactly.
  const magnitude = new Uint16Array(width * height);
  let max = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const value =
        direction === 'x'
          ? 3 * ((data[i - width + 1] as number) - (data[i - width - 1] as number) + (data[i + width + 1] as number) - (data[i + width - 1] as number)) +
            10 * ((data[i + 1] as number) - (data[i - 1] as number))
          : 3 * ((data[i + width - 1] as number) - (data[i - width - 1] as number) + (data[i + width + 1] as number) - (data[i - width + 1] as number)) +
            10 * ((data[i + width] as number) - (data[i - width] as number));
      const abs = value < 0 ? -value : value;
      magnitude[i] = abs;
      if (abs > max) max = abs;
    }
  }
  const out = new Uint8Array(width * height);
  if (max > 0) for (let i = 0; i < out.length; i++) out[i] = Math.round(((magnitude[i] as number) * 255) / max);
  return { width, height, data: out };
}

/** Otsu's threshold: the grey level that best splits the histogram into two classes. */
export function otsuThreshold(grey: GreyImage): number {
  const histogram = new Float64Array(256);
  const { data } = grey;
  for (const value of data) histogram[value] = (histogram[value] ?? 0) + 1;
  const total = grey.data.length;
  let sumAll = 0;
  for (let v = 0; v < 256; v++) sumAll += v * (histogram[v] as number);
  let weightBelow = 0;
  let sumBelow = 0;
  let best = 0;
  let bestVariance = -1;
  for (let t = 0; t < 256; t++) {
    weightBelow += histogram[t] as number;
    if (weightBelow === 0) continue;
    const weightAbove = total - weightBelow;
    if (weightAbove === 0) break;
    sumBelow += t * (histogram[t] as number);
    const meanBelow = sumBelow / weightBelow;
    const meanAbove = (sumAll - sumBelow) / weightAbove;
    const variance = weightBelow * weightAbove * (meanBelow - meanAbove) ** 2;
    if (variance > bestVariance) {
      bestVariance = variance;
      best = t;
    }
  }
  return best;
}

/** Black below the image's Otsu threshold (the level that best splits ink from paper), white above. */
export function thresholdGrey(grey: GreyImage): GreyImage {
  const threshold = otsuThreshold(grey);
  const data = new Uint8Array(grey.data.length);
  for (let i = 0; i < data.length; i++) data[i] = (grey.data[i] as number) <= threshold ? 0 : 255;
  return { width: grey.width, height: grey.height, data };
}
