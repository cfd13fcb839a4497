import { InvalidRequestError } from '@circular/runtime';
import sharp from 'sharp';
import { minImageSide } from './ocr/read/read-mrz.ts';

/**
 * The most pixels an image may have: above every phone camera's default output (12–50 MP), well
 * below what would hold hundreds of megabytes once decoded.
 */
export const maxImagePixels = 120_000_000;

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
  const refuse = (message: string) => new InvalidRequestError([{ pointer: `/images/${index}`, message }]);
  let size: { width: number; height: number };
  try {
    // The header alone, whatever size it claims (sharp's own limit would hide the size behind a generic error).
    const { width = 0, height = 0 } = await sharp(image, { failOn: 'error', limitInputPixels: false }).metadata();
    size = { width, height };
  } catch {
    throw refuse('is not a readable image: its data is corrupt or truncated');
  }
  // A header may promise any size: refuse a decompression bomb before a single pixel is decoded.
  if (size.width * size.height > maxImagePixels) {
    throw refuse(`is ${size.width}×${size.height} pixels, more than the ${maxImagePixels / 1e6} megapixels read: send a smaller photo`);
  }
  try {
    await sharp(image, { failOn: 'error', limitInputPixels: maxImagePixels }).resize({ width: 64, height: 64, fit: 'inside' }).raw().toBuffer();
  } catch {
    throw refuse('is not a readable image: its data is corrupt or truncated');
  }
  return { index, ...size, tooSmall: Math.min(size.width, size.height) < minImageSide };
}
