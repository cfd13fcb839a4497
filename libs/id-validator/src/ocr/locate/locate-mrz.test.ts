import { describe, expect, it } from 'vitest';
import { locateMrz } from './locate-mrz.ts';
import { findTextBands } from './text-bands.ts';

/** A mask with "text" (3-on/3-off runs) in the given rows and columns. */
function textMask(width: number, height: number, lines: Array<{ top: number; height: number; left: number; right: number }>): Uint8Array {
  const mask = new Uint8Array(width * height);
  for (const line of lines) {
    for (let y = line.top; y < line.top + line.height; y++) {
      for (let x = line.left; x < line.right; x++) if (x % 6 < 3) mask[y * width + x] = 1;
    }
  }
  return mask;
}

const width = 800;
const height = 500;

describe('findTextBands', () => {
  it('finds each printed line with its ink extent (rows smoothed over three, so a row of margin each side)', () => {
    const mask = textMask(width, height, [
      { top: 50, height: 20, left: 40, right: 300 },
      { top: 100, height: 20, left: 40, right: 500 },
    ]);
    expect(findTextBands(mask, { width, height })).toEqual([
      { top: 49, bottom: 71, left: 42, right: 297 },
      { top: 99, bottom: 121, left: 42, right: 500 },
    ]);
  });
});

describe('locateMrz', () => {
  it('picks three long equal lines at the bottom as a TD1 MRZ, not the shorter lines above', () => {
    const mask = textMask(width, height, [
      { top: 40, height: 18, left: 60, right: 400 },
      { top: 80, height: 18, left: 60, right: 300 },
      { top: 360, height: 24, left: 60, right: 740 },
      { top: 400, height: 24, left: 60, right: 740 },
      { top: 440, height: 24, left: 60, right: 740 },
    ]);
    expect(locateMrz(findTextBands(mask, { width, height }))).toEqual({
      left: 60,
      top: 359,
      width: 680,
      height: 106,
      lineCount: 3,
      lineHeight: 26,
    });
  });

  it('accepts two lines as a TD2/TD3 MRZ', () => {
    const mask = textMask(width, height, [
      { top: 400, height: 24, left: 40, right: 760 },
      { top: 440, height: 24, left: 40, right: 760 },
    ]);
    expect(locateMrz(findTextBands(mask, { width, height }))?.lineCount).toBe(2);
  });

  it('finds nothing when long lines differ in length, as on the front of a card', () => {
    const mask = textMask(width, height, [
      { top: 300, height: 20, left: 300, right: 760 },
      { top: 340, height: 20, left: 300, right: 620 },
    ]);
    expect(locateMrz(findTextBands(mask, { width, height }))).toBeNull();
  });

  it('accepts two lines whose bands end together though a mark stretches one of them to the left', () => {
    const mask = textMask(width, height, [
      { top: 400, height: 24, left: 0, right: 760 },
      { top: 440, height: 24, left: 40, right: 760 },
    ]);
    expect(locateMrz(findTextBands(mask, { width, height }))?.lineCount).toBe(2);
  });
});
