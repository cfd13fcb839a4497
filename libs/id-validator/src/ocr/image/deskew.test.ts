import { describe, expect, it } from 'vitest';
import { estimateSkew } from './deskew.ts';

function linesMask({ width, height, degrees }: { width: number; height: number; degrees: number }): Uint8Array {
  const mask = new Uint8Array(width * height);
  const slope = Math.tan((degrees * Math.PI) / 180);
  for (let base = 40; base < height - 40; base += 30) {
    for (let x = 0; x < width; x++) {
      if (x % 6 > 3) continue;
      for (let t = 0; t < 8; t++) {
        const y = Math.round(base + x * slope) + t;
        if (y >= 0 && y < height) mask[y * width + x] = 1;
      }
    }
  }
  return mask;
}

describe('estimateSkew', () => {
  it('measures the slope of text-like lines to the quarter degree', () => {
    expect(estimateSkew(linesMask({ width: 600, height: 400, degrees: 3 }), { width: 600, height: 400 })).toBe(3);
    expect(estimateSkew(linesMask({ width: 600, height: 400, degrees: -2.5 }), { width: 600, height: 400 })).toBe(-2.5);
  });

  it('gives 0 for level lines and for an empty mask', () => {
    expect(estimateSkew(linesMask({ width: 600, height: 400, degrees: 0 }), { width: 600, height: 400 })).toBe(0);
    expect(estimateSkew(new Uint8Array(600 * 400), { width: 600, height: 400 })).toBe(0);
  });
});
