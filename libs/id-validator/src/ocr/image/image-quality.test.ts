import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeGrey } from './grey-image.ts';
import { laplacianVariance } from './image-quality.ts';

const checkerboard = async () =>
  sharp(Buffer.from(Array.from({ length: 64 * 64 }, (_, i) => ((Math.floor(i / 64 / 4) + Math.floor((i % 64) / 4)) % 2 ? 255 : 0))), {
    raw: { width: 64, height: 64, channels: 1 },
  })
    .png()
    .toBuffer();

describe('laplacianVariance', () => {
  it('is zero on a flat image', () => {
    expect(laplacianVariance({ width: 10, height: 10, data: new Uint8Array(100).fill(200) })).toBe(0);
  });

  it('falls when the same image is blurred', async () => {
    const sharpImage = await checkerboard();
    const crisp = laplacianVariance(await decodeGrey(sharpImage));
    const soft = laplacianVariance(await decodeGrey(await sharp(sharpImage).blur(2).toBuffer()));
    expect(crisp).toBeGreaterThan(10_000);
    expect(soft).toBeLessThan(crisp / 10);
  });

  it('measures only the given region', () => {
    const data = new Uint8Array(100).fill(200);
    data[55] = 0;
    const grey = { width: 10, height: 10, data };
    expect(laplacianVariance(grey, { left: 0, top: 0, width: 3, height: 3 })).toBe(0);
    expect(laplacianVariance(grey, { left: 3, top: 3, width: 4, height: 4 })).toBeGreaterThan(0);
  });
});
