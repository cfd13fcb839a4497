import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { markInput, markInputHeight, markInputWidth, modelInputSize } from './mark-detector.ts';

const plane = markInputWidth * markInputHeight;
/** Channel `c` of the input at (x, y). */
const at = (input: Float32Array, c: number, x: number, y: number) => input[c * plane + y * markInputWidth + x] as number;

/** A portrait image, red above and blue below. */
async function redOverBlue(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raw[(y * width + x) * 3 + (y < height / 2 ? 0 : 2)] = 255;
  return sharp(raw, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

describe('markInput', () => {
  it('turns a portrait image landscape (its top to the left, as training turned it) and frames it on mid grey', async () => {
    const input = await markInput(await redOverBlue(100, 200));
    expect(input).toHaveLength(3 * plane);
    const midY = markInputHeight / 2;
    expect(at(input, 0, markInputWidth / 2 - 40, midY)).toBeCloseTo(1, 1);
    expect(at(input, 2, markInputWidth / 2 - 40, midY)).toBeCloseTo(0, 1);
    expect(at(input, 2, markInputWidth / 2 + 40, midY)).toBeCloseTo(1, 1);
    // A 2:1 image fills the width (240 × 120) and leaves grey bands above and below.
    expect(at(input, 1, 5, 5)).toBeCloseTo(128 / 255, 2);
  });

  it('applies the EXIF orientation before deciding which way is landscape', async () => {
    const stored = await sharp(Buffer.alloc(200 * 100 * 3, 200), { raw: { width: 200, height: 100, channels: 3 } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const input = await markInput(stored);
    // Shown upright it is portrait (100 × 200), turned landscape it fills the width: no grey at the sides.
    expect(at(input, 0, 2, markInputHeight / 2)).toBeCloseTo(200 / 255, 1);
    expect(at(input, 0, markInputWidth / 2, 3)).toBeCloseTo(128 / 255, 2);
  });

  it('fits the image inside the size it is given (a model trained at 480 × 320)', async () => {
    const input = await markInput(await redOverBlue(100, 200), { width: 480, height: 320 });
    expect(input).toHaveLength(3 * 480 * 320);
    // Turned landscape, 2:1 fills the width (480 × 240): grey above, red left of the centre, blue right of it.
    const big = (c: number, x: number, y: number) => input[c * 480 * 320 + y * 480 + x] as number;
    expect(big(1, 5, 10)).toBeCloseTo(128 / 255, 2);
    expect(big(0, 160, 160)).toBeCloseTo(1, 1);
    expect(big(2, 320, 160)).toBeCloseTo(1, 1);
  });

  it('refuses bytes that are no image', async () => {
    await expect(markInput(Buffer.from('not an image'))).rejects.toThrow();
  });
});

describe('modelInputSize', () => {
  it('reads width and height from the model input’s shape [batch, 3, height, width]', () => {
    expect(modelInputSize(['batch', 3, 320, 480])).toEqual({ width: 480, height: 320 });
    expect(modelInputSize([1, 3, 160, 240])).toEqual({ width: 240, height: 160 });
  });

  it('falls back to 240 × 160 when the shape gives no sizes', () => {
    expect(modelInputSize(undefined)).toEqual({ width: markInputWidth, height: markInputHeight });
    expect(modelInputSize(['batch', 3, 'h', 'w'])).toEqual({ width: 240, height: 160 });
    expect(modelInputSize([])).toEqual({ width: 240, height: 160 });
  });
});
