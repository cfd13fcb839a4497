import { createSafeFetcher, InvalidRequestError } from '@circular/runtime';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createDocumentOcr } from '../ocr/engine/document-ocr.ts';
import type { IdValidatorStateValue } from '../state.ts';
import { createLoadImages } from './load-images.ts';

/** A 2×1 24-bit BMP: a red and a blue pixel, the row padded to four bytes. */
function bmp(): Buffer {
  const bytes = Buffer.alloc(54 + 8);
  bytes.write('BM', 0, 'ascii');
  bytes.writeUInt32LE(bytes.length, 2);
  bytes.writeUInt32LE(54, 10);
  bytes.writeUInt32LE(40, 14);
  bytes.writeInt32LE(2, 18);
  bytes.writeInt32LE(1, 22);
  bytes.writeUInt16LE(1, 26);
  bytes.writeUInt16LE(24, 28);
  bytes.set([0, 0, 255, 255, 0, 0], 54);
  return bytes;
}

/** The start of a HEIC file: an ISO-BMFF `ftyp` box with the `heic` brand. */
function heic(): Buffer {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write('ftypheic', 4, 'ascii');
  box.write('mif1heic', 16, 'ascii');
  return Buffer.concat([box, Buffer.alloc(64)]);
}

// The OCR pools start on first use; loading images never uses them.
const loadImages = createLoadImages({ fetcher: createSafeFetcher(), ocr: createDocumentOcr() });
const run = (images: string[]) =>
  loadImages({ request: { images, agent_specific: { doc_type: 'passport' } } } as unknown as IdValidatorStateValue, {});

describe('loadImages', () => {
  it('accepts a 24-bit BMP, as the contract lists, and hands the readers its pixels as PNG', async () => {
    const { images } = await run([`data:image/bmp;base64,${bmp().toString('base64')}`]);
    const { data, info } = await sharp((images as Buffer[])[0]).raw().toBuffer({ resolveWithObject: true });
    expect({ width: info.width, height: info.height }).toEqual({ width: 2, height: 1 });
    expect([...data.subarray(0, 3), ...data.subarray(info.channels, info.channels + 3)]).toEqual([255, 0, 0, 0, 0, 255]);
  });

  it('refuses a HEIC photo with a 422 naming the image, as the contract says', async () => {
    const error = await run([`data:image/heic;base64,${heic().toString('base64')}`]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect((error as InvalidRequestError).errors).toEqual([{ pointer: '/images/0', message: expect.stringContaining('image/heic') }]);
  });
});
