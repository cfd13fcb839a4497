import { describe, expect, it } from 'vitest';
import type { GreyImage } from './grey-image.ts';
import { blackHat, closeGrey, otsuThreshold, rankFilter, scharr } from './morphology.ts';

function image(width: number, height: number, paint: (x: number, y: number) => number): GreyImage {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = paint(x, y);
  return { width, height, data };
}

/** The minimum or maximum over the rectangle, the slow way. */
function naive(grey: GreyImage, { width, height, op }: { width: number; height: number; op: 'min' | 'max' }): number[] {
  const out: number[] = [];
  for (let y = 0; y < grey.height; y++) {
    for (let x = 0; x < grey.width; x++) {
      let value = op === 'min' ? 255 : 0;
      for (let dy = -(height >> 1); dy <= height >> 1; dy++) {
        for (let dx = -(width >> 1); dx <= width >> 1; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          if (nx < 0 || ny < 0 || nx >= grey.width || ny >= grey.height) continue;
          const v = grey.data[ny * grey.width + nx] as number;
          value = op === 'min' ? Math.min(value, v) : Math.max(value, v);
        }
      }
      out.push(value);
    }
  }
  return out;
}

describe('rankFilter', () => {
  const noise = image(23, 17, (x, y) => (x * 37 + y * 91 + ((x * y) % 7) * 13) % 256);

  it('gives the minimum and maximum over the rectangle, as a direct scan does, at the edges too', () => {
    for (const kernel of [
      { width: 5, height: 3 },
      { width: 1, height: 7 },
      { width: 9, height: 9 },
    ]) {
      for (const op of ['min', 'max'] as const) expect(Array.from(rankFilter(noise, { ...kernel, op }).data)).toEqual(naive(noise, { ...kernel, op }));
    }
  });
});

describe('blackHat', () => {
  it('brings out dark print narrower than the kernel and drops a dark area wider than it', () => {
    // Paper 220; a 2-pixel dark stroke at x = 10; a dark block (40) from x = 30 on.
    const grey = image(60, 20, (x) => (x === 10 || x === 11 ? 30 : x >= 30 ? 40 : 220));
    const hat = blackHat(grey, { width: 7, height: 3 });
    expect(hat.data[10 * 60 + 10]).toBe(190);
    expect(hat.data[10 * 60 + 20]).toBe(0);
    expect(hat.data[10 * 60 + 45]).toBe(0);
  });
});

describe('closeGrey', () => {
  it('fills dark gaps narrower than the kernel between bright marks', () => {
    const grey = image(30, 5, (x) => (x % 4 === 0 ? 255 : 0));
    expect(Array.from(closeGrey(grey, { width: 5, height: 1 }).data.subarray(2 * 30 + 4, 2 * 30 + 25)).every((v) => v === 255)).toBe(true);
  });
});

describe('scharr', () => {
  it('answers vertical edges in x and horizontal edges in y', () => {
    const vertical = image(20, 20, (x) => (x < 10 ? 0 : 200));
    expect(scharr(vertical, 'x').data[10 * 20 + 10]).toBe(255);
    expect(scharr(vertical, 'y').data[10 * 20 + 10]).toBe(0);
  });
});

describe('otsuThreshold', () => {
  it('splits two populations between them', () => {
    const grey = image(100, 1, (x) => (x < 70 ? 20 + (x % 5) : 200 + (x % 5)));
    const threshold = otsuThreshold(grey);
    expect(threshold).toBeGreaterThanOrEqual(24);
    expect(threshold).toBeLessThan(200);
  });
});
