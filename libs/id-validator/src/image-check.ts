import { InvalidRequestError } from '@circular/runtime';
import sharp from 'sharp';
import { minImageSide } from './ocr/read/read-mrz.ts';

/** An image of the request that decodes, with its size and whether it is big enough to read. */
export interface ImageCheck {
  index: number;
  width: number;
  height: number;
  /** Its shorter side is below `minImageSide`: no reader is run on it. */
  tooSmall: boolean;
}

/**
 * Proves an image decodes before any reader sees it: the loader checked its magic bytes, but a
 * truncated or corrupt body behind a valid header would only fail deep inside OCR. A small
 * thumbnail is decoded (on libuv's pool) with sharp failing on any decoding error.
 * @throws InvalidRequestError naming `/images/<index>` when it does not decode.
 */
export async function checkImage({ index, image }: { index: number; image: Buffer }): Promise<ImageCheck> {
  try {
    const { width = 0, height = 0 } = await sharp(image, { failOn: 'error' }).metadata();
    await sharp(image, { failOn: 'error' }).resize({ width: 64, height: 64, fit: 'inside' }).raw().toBuffer();
    return { index, width, height, tooSmall: Math.min(width, height) < minImageSide };
  } catch {
    throw new InvalidRequestError([{ pointer: `/images/${index}`, message: 'is not a readable image: its data is corrupt or truncated' }]);
  }
}
