import type { GreyImage } from './grey-image.ts';

/**
 * Sharpness as the variance of the 4-neighbour Laplacian (Pech-Pacheco et al., 2000): edges of
 * printed characters give large second derivatives, blur flattens them.
 */
export function laplacianVariance(grey: GreyImage, region?: { left: number; top: number; width: number; height: number }): number {
  const { width, data } = grey;
  const x0 = Math.max(1, Math.floor(region?.left ?? 1));
  const y0 = Math.max(1, Math.floor(region?.top ?? 1));
  const x1 = Math.min(grey.width - 1, Math.ceil(region ? region.left + region.width : grey.width - 1));
  const y1 = Math.min(grey.height - 1, Math.ceil(region ? region.top + region.height : grey.height - 1));
  let sum = 0;
  let sumSquares = 0;
  let count = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = y * width + x;
      const value =
        (data[i - 1] as number) + (data[i + 1] as number) + (data[i - width] as number) + (data[i + width] as number) - 4 * (data[i] as number);
      sum += value;
      sumSquares += value * value;
      count++;
    }
  }
  if (count === 0) return 0;
  const mean = sum / count;
  return sumSquares / count - mean * mean;
}
