import { registerCorpusFonts } from '@circular/id-corpus';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import type { GreyImage } from '../image/grey-image.ts';
import { characterSize, findZoneCandidates, groupLines } from './zone-candidates.ts';
import { madeUpUto } from '../../test-support/readings.ts';

const { ocrb, sans } = registerCorpusFonts();

const mrz = madeUpUto.td3;
const printed = ['Surname / Nom', 'VEILLARD', 'Given names / Prenoms', 'NORA EDITH', 'Nationality', 'UTOPIAN', 'Date of birth', '14 SEP 85', 'Date of expiry', '19 JUL 32'];

/**
 * A passport data page drawn on a 900 × 900 canvas turned `degrees` about its centre: printed
 * fields in the upper part, the two MRZ lines at the bottom. Returns the image and where the
 * MRZ's centre lies in it.
 */
function dataPage(degrees: number): { image: GreyImage; mrzCentre: { x: number; y: number } } {
  const [width, height] = [900, 900];
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.translate(width / 2, height / 2);
  ctx.rotate((degrees * Math.PI) / 180);
  ctx.translate(-width / 2, -height / 2);
  ctx.fillStyle = '#000000';
  ctx.font = `16px ${sans}`;
  printed.forEach((text, i) => ctx.fillText(text, 300 + (i % 2) * 180, 270 + Math.floor(i / 2) * 40));
  ctx.fillRect(120, 260, 140, 180);
  ctx.font = `20px ${ocrb}`;
  mrz.forEach((line, i) => ctx.fillText(line, 140, 600 + i * 34));
  // Centre of the two lines: half their drawn width along, from the first line's cap top to the second's baseline across.
  const mrzWidth = ctx.measureText(mrz[0]!).width;
  const [mx, my] = [140 + mrzWidth / 2, (600 - 14 + 634) / 2];
  const rgba = ctx.getImageData(0, 0, width, height).data;
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++) data[i] = rgba[i * 4] as number;
  const radians = (degrees * Math.PI) / 180;
  const [cx, cy] = [mx - width / 2, my - height / 2];
  return {
    image: { width, height, data },
    mrzCentre: { x: width / 2 + cx * Math.cos(radians) - cy * Math.sin(radians), y: height / 2 + cx * Math.sin(radians) + cy * Math.cos(radians) },
  };
}

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
