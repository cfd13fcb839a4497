import type { GreyImage } from './grey-image.ts';

/**
 * Marks pixels darker than their neighbourhood mean by more than `contrast` (adaptive
 * threshold over a `window`-pixel square, via an integral image). Ink on a patterned or unevenly
 * lit card survives; flat backgrounds and soft shading do not.
 */
export function darkMask(grey: GreyImage, { window = 31, contrast = 45 }: { window?: number; contrast?: number } = {}): Uint8Array {
  const { width, height, data } = grey;
  const integral = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let rowSum = 0;
    for (let x = 0; x < width; x++) {
      rowSum += data[y * width + x] as number;
      integral[(y + 1) * (width + 1) + x + 1] = (integral[y * (width + 1) + x + 1] as number) + rowSum;
    }
  }
  const half = Math.floor(window / 2);
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - half);
    const y1 = Math.min(height, y + half + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - half);
      const x1 = Math.min(width, x + half + 1);
      const sum =
        (integral[y1 * (width + 1) + x1] as number) -
        (integral[y0 * (width + 1) + x1] as number) -
        (integral[y1 * (width + 1) + x0] as number) +
        (integral[y0 * (width + 1) + x0] as number);
      const mean = sum / ((x1 - x0) * (y1 - y0));
      if ((data[y * width + x] as number) < mean - contrast) mask[y * width + x] = 1;
    }
  }
  return mask;
}
