import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeBmp } from './decode-bmp.ts';
import { readableImage } from './readable-image.ts';

/** A BMP written the way image editors write them: BITMAPINFOHEADER, rows padded to 4 bytes. */
function bmp({ width, height, bitsPerPixel = 24, topDown = false, pixel }: { width: number; height: number; bitsPerPixel?: 24 | 32; topDown?: boolean; pixel: (x: number, y: number) => [number, number, number] }): Buffer {
  const rowBytes = Math.ceil((width * bitsPerPixel) / 32) * 4;
  const bytes = Buffer.alloc(54 + rowBytes * height);
  bytes.write('BM', 0, 'ascii');
  bytes.writeUInt32LE(bytes.length, 2);
  bytes.writeUInt32LE(54, 10);
  bytes.writeUInt32LE(40, 14);
  bytes.writeInt32LE(width, 18);
  bytes.writeInt32LE(topDown ? -height : height, 22);
  bytes.writeUInt16LE(1, 26);
  bytes.writeUInt16LE(bitsPerPixel, 28);
  for (let y = 0; y < height; y++) {
    const row = 54 + rowBytes * (topDown ? y : height - 1 - y);
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      const at = row + (x * bitsPerPixel) / 8;
      bytes[at] = b;
      bytes[at + 1] = g;
      bytes[at + 2] = r;
    }
  }
  return bytes;
}

const pattern = (x: number, y: number): [number, number, number] => [x * 40, y * 50, 200];

describe('decodeBmp', () => {
  it.each([
    ['24-bit bottom-up', { bitsPerPixel: 24 as const }],
    ['24-bit top-down', { bitsPerPixel: 24 as const, topDown: true }],
    ['32-bit', { bitsPerPixel: 32 as const }],
  ])('reads a %s bitmap pixel for pixel, rows padded to four bytes', (_name, options) => {
    const raster = decodeBmp(bmp({ width: 3, height: 2, pixel: pattern, ...options }));
    expect(raster).not.toBeNull();
    expect({ width: raster!.width, height: raster!.height }).toEqual({ width: 3, height: 2 });
    expect([...raster!.data.slice(3 * 4, 3 * 5)]).toEqual(pattern(1, 1));
    expect([...raster!.data.slice(0, 3)]).toEqual(pattern(0, 0));
  });

  it('returns null for a truncated bitmap and for compressed ones', () => {
    const whole = bmp({ width: 20, height: 20, pixel: pattern });
    expect(decodeBmp(whole.subarray(0, whole.length - 100))).toBeNull();
    const rle = Buffer.from(whole);
    rle.writeUInt32LE(1, 30);
    expect(decodeBmp(rle)).toBeNull();
  });

  it('hands the readers a PNG that sharp decodes to the same pixels', async () => {
    const png = await readableImage({ bytes: bmp({ width: 3, height: 2, pixel: pattern }), mimeType: 'image/bmp' });
    const { data, info } = await sharp(png!).raw().toBuffer({ resolveWithObject: true });
    expect(info.format).toBe('raw');
    expect([...data.subarray(info.channels * 4, info.channels * 4 + 3)]).toEqual(pattern(1, 1));
  });
});
