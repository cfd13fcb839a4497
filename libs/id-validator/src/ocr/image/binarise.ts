import type { GreyImage } from './grey-image.ts';

/**
 * Marks pixels darker than their neighbourhood mean by more than `contrast` (adaptive
 * threshold over a `window`-pixel square, via an integral image). Ink on a patterned or unevenly
 * lit card survives; flat backgrounds and soft shading do not.
 */
export function darkMask(grey: GreyImage, { window = 31, contrast = 45 }: { window?: number; contrast?: number } = {}): Uint8Array {
  const { width, height, data } = grey;
  // Integer sums (255 × 4 Mpx fits 32 bits) and an integer comparison, `(v + contrast) · area <
  // sum` for `v < mean − contrast`: the same mask, with less work and memory on the main thread.
  const stride = width + 1;
  const integral = new Uint32Array(stride * (height + 1));
  for (let y = 0; y < height; y++) {
    let rowSum = 0;
    const row = y * width;
    const above = y * stride;
    const here = above + stride;
    for (let x = 0; x < width; x++) {
      rowSum += data[row + x] as number;
      integral[here + x + 1] = (integral[above + x + 1] as number) + rowSum;
    }
  }
  const half = Math.floor(window / 2);
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = y - half > 0 ? y - half : 0;
    const y1 = y + half + 1 < height ? y + half + 1 : height;
    const top = y0 * stride;
    const bottom = y1 * stride;
    const rows = y1 - y0;
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const x0 = x - half > 0 ? x - half : 0;
      const x1 = x + half + 1 < width ? x + half + 1 : width;
      const sum = (integral[bottom + x1] as number) - (integral[top + x1] as number) - (integral[bottom + x0] as number) + (integral[top + x0] as number);
      if (((data[row + x] as number) + contrast) * (rows * (x1 - x0)) < sum) mask[row + x] = 1;
    }
  }
  return mask;
}

/**
 * Black ink on white: pixels darker than their surroundings (an adaptive threshold over about
 * two line heights) become black, the rest white, so uneven light and a patterned background
 * drop out before OCR.
 */
export function binariseGrey(grey: GreyImage, { window }: { window: number }): GreyImage {
  const mask = darkMask(grey, { window: window | 1, contrast: 40 });
  const data = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) data[i] = mask[i] ? 0 : 255;
  return { width: grey.width, height: grey.height, data };
}
