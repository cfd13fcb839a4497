import { describe, expect, it } from 'vitest';
import { characterSize, findZoneCandidates, groupLines } from './zone-candidates.ts';
import { dataPage } from '../../test-support/data-page.ts';

/** Difference of two angles in degrees, on the circle. */
const angleBetween = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180);

describe('characterSize', () => {
  it('measures the height of the page print', () => {
    const size = characterSize(dataPage(0).image);
    expect(size).toBeGreaterThanOrEqual(10);
    expect(size).toBeLessThanOrEqual(22);
  });

  it('finds no print on a blank page', () => {
    expect(characterSize({ width: 200, height: 200, data: new Uint8Array(200 * 200).fill(240) })).toBeNull();
  });
});

describe('findZoneCandidates', () => {
  for (const degrees of [0, 14, -17, 90, -90]) {
    it(`finds the two MRZ lines as one band, upright by its page, on a page turned ${degrees}°`, () => {
      const { image, mrzCentre } = dataPage(degrees);
      const [band] = findZoneCandidates(image);
      expect(band).toBeDefined();
      expect(angleBetween(band!.angle, degrees)).toBeLessThan(2);
      // What the crop around the band needs: its centre within a few pixels across the lines, and
      // within the crop's margin along them.
      const radians = (band!.angle * Math.PI) / 180;
      const [dx, dy] = [band!.centreX - mrzCentre.x, band!.centreY - mrzCentre.y];
      expect(Math.abs(-dx * Math.sin(radians) + dy * Math.cos(radians))).toBeLessThan(8);
      expect(Math.abs(dx * Math.cos(radians) + dy * Math.sin(radians))).toBeLessThan(band!.thickness);
      expect(band!.length).toBeGreaterThan(500);
      expect(band!.thickness).toBeGreaterThan(30);
      expect(band!.thickness).toBeLessThan(90);
    });
  }

  it('finds no band on a page of short printed lines only', () => {
    const { image } = dataPage(0);
    const data = image.data.map((v, i) => (Math.floor(i / image.width) > 560 ? 255 : v));
    expect(findZoneCandidates({ ...image, data })).toEqual([]);
  });
});

describe('groupLines', () => {
  const line = (centreY: number, overrides: Partial<{ centreX: number; length: number; angle: number }> = {}) => ({
    centreX: 400,
    centreY,
    length: 600,
    thickness: 20,
    angle: 0,
    ...overrides,
  });

  it('groups three parallel lines at a line spacing into one band', () => {
    expect(groupLines([line(100), line(140), line(180)])).toEqual([{ centreX: 400, centreY: 140, length: 600, thickness: 100, angle: 0 }]);
  });

  it('leaves apart lines too far apart, of different lengths, shifted along, or crossing', () => {
    expect(groupLines([line(100), line(200)])).toEqual([]);
    expect(groupLines([line(100), line(140, { length: 300 })])).toEqual([]);
    expect(groupLines([line(100), line(140, { centreX: 600 })])).toEqual([]);
    expect(groupLines([line(100), line(140, { angle: 20 })])).toEqual([]);
  });
});
