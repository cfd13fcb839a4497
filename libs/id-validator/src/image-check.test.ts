import { InvalidRequestError } from '@circular/runtime';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkImage } from './image-check.ts';

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#eeeeee' } }).png().toBuffer();

describe('checkImage', () => {
  it('gives the size of an image that decodes and sets aside one too small to read', async () => {
    expect(await checkImage({ index: 0, image: await png(640, 400) })).toEqual({ index: 0, width: 640, height: 400, tooSmall: false });
    expect(await checkImage({ index: 1, image: await png(170, 110) })).toEqual({ index: 1, width: 170, height: 110, tooSmall: true });
    expect(await checkImage({ index: 2, image: await png(250, 159) })).toMatchObject({ tooSmall: false });
  });

  it('refuses, naming the image, bytes with an image header that do not decode', async () => {
    const whole = await png(640, 400);
    const truncated = whole.subarray(0, Math.floor(whole.length / 2));
    const error = await checkImage({ index: 3, image: truncated }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect((error as InvalidRequestError).errors).toEqual([{ pointer: '/images/3', message: 'is not a readable image: its data is corrupt or truncated' }]);
  });
});
