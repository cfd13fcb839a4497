import { describe, expect, it } from 'vitest';
import { boxCorners, connectedRegions, convexHull, cropRotated, minAreaRect, unclip, type Point, type RasterImage } from './rotated-box.ts';

/** The corners of a `width` × `height` rectangle centred on (cx, cy), turned `angle` degrees. */
function turnedRectangle(cx: number, cy: number, width: number, height: number, angle: number): Point[] {
  return boxCorners({ cx, cy, width, height, angle });
}

describe('convexHull', () => {
  it('keeps the corners of a square and drops the points inside it', () => {
    const hull = convexHull([{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 1, y: 1 }, { x: 2, y: 2 }, { x: 0, y: 2 }, { x: 1, y: 0 }]);
    expect(hull).toHaveLength(4);
    expect(hull).toEqual(expect.arrayContaining([{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 2, y: 2 }, { x: 0, y: 2 }]));
  });
});

describe('minAreaRect', () => {
  it('gives an upright rectangle its own size, centre and no angle, its longer side as width', () => {
    const box = minAreaRect([{ x: 10, y: 20 }, { x: 110, y: 20 }, { x: 110, y: 40 }, { x: 10, y: 40 }, { x: 50, y: 30 }]);
    expect(box).toMatchObject({ cx: 60, cy: 30, width: 100, height: 20 });
    expect(box?.angle).toBeCloseTo(0, 6);
  });

  it('finds a rectangle turned 30 degrees from the points of its outline', () => {
    const corners = turnedRectangle(200, 150, 120, 30, 30);
    const outline = corners.flatMap((p, i) => {
      const q = corners[(i + 1) % 4] as Point;
      return [0, 0.25, 0.5, 0.75].map((t) => ({ x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t }));
    });
    const box = minAreaRect(outline);
    expect(box?.cx).toBeCloseTo(200, 6);
    expect(box?.cy).toBeCloseTo(150, 6);
    expect(box?.width).toBeCloseTo(120, 6);
    expect(box?.height).toBeCloseTo(30, 6);
    expect(box?.angle).toBeCloseTo(30, 6);
  });

  it('runs a tall rectangle along its length: a word printed down the page is at ±90 degrees', () => {
    const box = minAreaRect([{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 80 }, { x: 0, y: 80 }]);
    expect(box).toMatchObject({ width: 80, height: 10 });
    expect(Math.abs(box?.angle ?? 0)).toBeCloseTo(90, 6);
  });

  it('has no rectangle for no points', () => {
    expect(minAreaRect([])).toBeNull();
  });
});

describe('unclip', () => {
  it('grows every side by area × ratio / perimeter, keeping centre and angle', () => {
    // 100 × 20: area 2000, perimeter 240, ratio 1.5 → 12.5 on each side.
    expect(unclip({ cx: 5, cy: 6, width: 100, height: 20, angle: -40 }, 1.5)).toEqual({ cx: 5, cy: 6, width: 125, height: 45, angle: -40 });
  });
});

/** A 3-channel picture whose pixel (x, y) is (x, y, 7). */
function coordinatePicture(width: number, height: number): RasterImage {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set([x, y, 7], (y * width + x) * 3);
  return { data, width, height, channels: 3 };
}

describe('cropRotated', () => {
  const picture = coordinatePicture(40, 30);
  const pixel = (image: RasterImage, x: number, y: number) => [...image.data.subarray((y * image.width + x) * 3, (y * image.width + x) * 3 + 3)];

  it('cuts an upright box out pixel for pixel', () => {
    const crop = cropRotated(picture, { cx: 15, cy: 10, width: 10, height: 4, angle: 0 }, 10, 4);
    expect(pixel(crop, 0, 0)).toEqual([10, 8, 7]);
    expect(pixel(crop, 9, 3)).toEqual([19, 11, 7]);
  });

  it('turns a box at 90 degrees upright: its width runs down the page', () => {
    const crop = cropRotated(picture, { cx: 20, cy: 15, width: 10, height: 4, angle: 90 }, 10, 4);
    // Along the crop's width y grows; across it (down the crop) x shrinks.
    expect(pixel(crop, 0, 0)).toEqual([21, 10, 7]);
    expect(pixel(crop, 9, 0)).toEqual([21, 19, 7]);
    expect(pixel(crop, 0, 3)).toEqual([18, 10, 7]);
  });

  it('gives the same box half turned when flipped', () => {
    const box = { cx: 20, cy: 15, width: 10, height: 4, angle: 0 };
    const crop = cropRotated(picture, box, 10, 4);
    const flipped = cropRotated(picture, box, 10, 4, { flip: true });
    expect(pixel(flipped, 0, 0)).toEqual(pixel(crop, 9, 3));
    expect(pixel(flipped, 9, 3)).toEqual(pixel(crop, 0, 0));
  });

  it('samples between pixels bilinearly', () => {
    const crop = cropRotated(picture, { cx: 15, cy: 10, width: 5, height: 2, angle: 0 }, 10, 4);
    // Output pixel 0 samples at x = 12.75 - 0.5 → between 12 and 13.
    expect(pixel(crop, 0, 0)[0]).toBe(Math.round(12.25));
    expect(pixel(crop, 1, 0)[0]).toBe(Math.round(12.75));
  });
});

describe('connectedRegions', () => {
  it('finds each blob above the threshold, diagonal neighbours joined, and leaves out small ones', () => {
    // 6 × 4 map: a diagonal pair, a 2 × 2 block, a lone pixel at the threshold (not above it).
    const map = new Float32Array([
      0.9, 0, 0, 0, 0.8, 0.8,
      0, 0.9, 0, 0, 0.8, 0.8,
      0, 0, 0, 0, 0, 0,
      0.3, 0, 0, 0.9, 0, 0,
    ]);
    const regions = connectedRegions(map, 6, 4, 0.3, 2).map((region) => [...region].sort((a, b) => a - b));
    expect(regions).toEqual([[0, 7], [4, 5, 10, 11]]);
  });
});
