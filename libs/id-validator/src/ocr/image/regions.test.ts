import { describe, expect, it } from 'vitest';
import { eachConnectedRegion } from './regions.ts';

describe('eachConnectedRegion', () => {
  it('joins pixels touching by an edge or a corner and keeps apart those that do not touch', () => {
    // 1 1 0 0 0
    // 0 0 1 0 1
    // 0 0 0 0 1
    const on = [1, 1, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 1];
    const regions: number[][] = [];
    eachConnectedRegion(5, 3, (i) => on[i] === 1, (pixels) => regions.push([...pixels].sort((a, b) => a - b)));
    expect(regions).toEqual([
      [0, 1, 7],
      [9, 14],
    ]);
  });

  it('never joins across the left and right edges of a row', () => {
    const on = [0, 0, 1, 1, 0, 0];
    const regions: number[][] = [];
    eachConnectedRegion(3, 2, (i) => on[i] === 1, (pixels) => regions.push([...pixels].sort((a, b) => a - b)));
    expect(regions).toEqual([[2], [3]]);
  });

  it('hands over a region larger than its first buffers whole (they grow), and the next one after it', () => {
    // A 120 × 100 block (12,000 pixels) with one pixel apart in the last row's far corner.
    const width = 122;
    const inside = (i: number) => (i % width < 120 && i < 100 * width) || i === 101 * width + 121;
    const sizes: number[] = [];
    const distinct: number[] = [];
    eachConnectedRegion(width, 102, inside, (pixels) => {
      sizes.push(pixels.length);
      distinct.push(new Set(pixels).size);
    });
    expect(sizes).toEqual([12_000, 1]);
    expect(distinct).toEqual(sizes);
  });
});
