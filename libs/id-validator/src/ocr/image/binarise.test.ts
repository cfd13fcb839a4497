import { describe, expect, it } from 'vitest';
import { darkMask } from './binarise.ts';
import type { GreyImage } from './grey-image.ts';

function image(width: number, height: number, paint: (x: number, y: number) => number): GreyImage {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = paint(x, y);
  return { width, height, data };
}

describe('darkMask', () => {
  it('keeps ink and drops a faint pattern and the paper', () => {
    // Paper 240, a faint pattern (220) on the left, a black bar (20) on the right.
    const grey = image(60, 20, (x) => (x >= 40 && x < 44 ? 20 : x < 10 ? 220 : 240));
    const mask = darkMask(grey, { window: 15, contrast: 45 });
    const row = Array.from(mask.subarray(10 * 60, 11 * 60));
    expect(row.slice(40, 44)).toEqual([1, 1, 1, 1]);
    expect(row.slice(0, 10).every((v) => v === 0)).toBe(true);
    expect(row.slice(20, 30).every((v) => v === 0)).toBe(true);
  });

  it('finds ink on a darker, unevenly lit background', () => {
    const grey = image(60, 20, (x) => (x === 30 || x === 31 ? 30 : 120 + x));
    const mask = darkMask(grey, { window: 15, contrast: 45 });
    expect(Array.from(mask.subarray(5 * 60 + 28, 5 * 60 + 34))).toEqual([0, 0, 1, 1, 0, 0]);
  });
});
