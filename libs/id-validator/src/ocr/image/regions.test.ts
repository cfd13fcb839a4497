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
});
