import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cropGrey, decodeGrey, encodePng, levelGrey, scaleGrey } from './grey-image.ts';

describe('grey images', () => {
  it('decodes to greyscale and never enlarges', async () => {
    const png = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#ff0000' } }).png().toBuffer();
    const grey = await decodeGrey(png, { maxSide: 2000 });
    expect([grey.width, grey.height, grey.data.length]).toEqual([300, 100, 30_000]);
    expect((await decodeGrey(png, { maxSide: 150 })).width).toBe(150);
  });

  it('crops within the image bounds', () => {
    const grey = { width: 4, height: 3, data: Uint8Array.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) };
    expect(cropGrey(grey, { left: 2, top: 1, width: 5, height: 5 })).toEqual({ width: 2, height: 2, data: Uint8Array.from([6, 7, 10, 11]) });
  });

  it('scales, levels and encodes a PNG with a white border', async () => {
    const grey = { width: 100, height: 50, data: new Uint8Array(5000).fill(0) };
    expect((await scaleGrey(grey, 0.5)).width).toBe(50);
    const levelled = await levelGrey(grey, 3);
    expect(levelled.width).toBeGreaterThan(100);
    expect(await levelGrey(grey, 0)).toBe(grey);
    const png = await encodePng(grey, { border: 10 });
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect((await sharp(png).metadata()).width).toBe(120);
  });
});
