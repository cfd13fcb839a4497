import { documentImages } from '@circular/id-corpus';
import { createSafeFetcher, InvalidRequestError } from '@circular/runtime';
import { crc32, deflateSync } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { IdValidatorDeps } from './deps.ts';
import { createDocumentOcr } from './ocr/engine/document-ocr.ts';
import { validateId } from './validate-id.ts';

const today = new Date('2026-11-21T12:00:00Z');
const ocr = createDocumentOcr({ workers: 1 });
const fetcher = createSafeFetcher();
afterAll(async () => {
  await ocr.terminate();
  await fetcher.close();
});
const deps: IdValidatorDeps = { fetcher, ocr, today: () => today };

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const validate = (image: string) => validateId({ language: 'en', images: [image], agent_specific: { doc_type: 'passport,id-*' } }, deps);

/** What the request was refused with: the field errors of a 422, or the thrown value when it is anything else. */
async function refusal(image: string) {
  const error = await validate(image).then(
    (response) => response,
    (e: unknown) => e,
  );
  if (!(error instanceof InvalidRequestError)) throw new Error(`expected a 422, got ${JSON.stringify(error)}`);
  return error.errors;
}

/** A PNG whose header says width×height, with one scanline of data: what a decompression bomb shows before it is inflated. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'ascii'), data])));
    return Buffer.concat([length, Buffer.from(type, 'ascii'), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(width + 1))), chunk('IEND', Buffer.alloc(0))]);
}

const page = (width = 900, height = 600) => sharp({ create: { width, height, channels: 3, background: '#f4efe6' } });

describe('validateId on bad input: a 422 naming the image or ERROR_IMAGE_QUALITY, never a crash', { timeout: 120_000 }, () => {
  it('refuses bytes that are no image, an empty data URL and a PDF with a 422 naming the image', async () => {
    expect(await refusal(dataUrl('image/jpeg', Buffer.from('not an image at all, just text')))).toEqual([{ pointer: '/images/0', message: expect.stringContaining('not a recognised image') }]);
    expect(await refusal('data:image/png;base64,')).toEqual([{ pointer: '/images/0', message: expect.stringContaining('not a recognised image') }]);
    expect(await refusal(dataUrl('application/pdf', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n')))).toEqual([
      { pointer: '/images/0', message: expect.stringContaining('not an image type') },
    ]);
    expect(await refusal(dataUrl('image/jpeg', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n')))).toEqual([{ pointer: '/images/0', message: expect.stringContaining('not a recognised image') }]);
  });

  it('refuses a corrupt and a truncated JPEG with a 422 that says so', async () => {
    const jpeg = await page().jpeg().toBuffer();
    const corrupt = Buffer.concat([jpeg.subarray(0, 20), Buffer.alloc(jpeg.length - 20, 0x5a)]);
    expect(await refusal(dataUrl('image/jpeg', corrupt))).toEqual([{ pointer: '/images/0', message: 'is not a readable image: its data is corrupt or truncated' }]);
    expect(await refusal(dataUrl('image/jpeg', jpeg.subarray(0, Math.floor(jpeg.length / 3))))).toEqual([
      { pointer: '/images/0', message: 'is not a readable image: its data is corrupt or truncated' },
    ]);
  });

  it('refuses a 20000×20000 decompression bomb before decoding it, naming its size', async () => {
    expect(await refusal(dataUrl('image/png', pngClaiming(20_000, 20_000)))).toEqual([
      { pointer: '/images/0', message: 'is 20000×20000 pixels, more than the 120 megapixels read: send a smaller photo' },
    ]);
  });

  it('refuses bytes of another format than the data URL says', async () => {
    const jpeg = await page(200, 200).jpeg().toBuffer();
    expect(await refusal(dataUrl('image/png', jpeg))).toEqual([{ pointer: '/images/0', message: expect.stringContaining('data URL says image/png but holds image/jpeg') }]);
  });

  it('refuses a HEIC photo, which the readers cannot decode, naming its type', async () => {
    const box = Buffer.alloc(24);
    box.writeUInt32BE(24, 0);
    box.write('ftypheic', 4, 'ascii');
    box.write('mif1heic', 16, 'ascii');
    expect(await refusal(dataUrl('image/heic', Buffer.concat([box, Buffer.alloc(64)])))).toEqual([{ pointer: '/images/0', message: expect.stringContaining('image/heic') }]);
  });

  it('answers ERROR_IMAGE_QUALITY for a 1×1 image, saying it is too small', async () => {
    const response = await validate(dataUrl('image/png', await page(1, 1).png().toBuffer()));
    expect(response).toMatchObject({ status: 'ERROR_IMAGE_QUALITY', message: expect.stringContaining('Take the photo closer') });
    expect(response.reasoning).toContain('Image 1: too small to read (1×1 px');
  });

  it('reads a blank animated GIF, a CMYK JPEG and a 16-bit PNG as images without a document', async () => {
    const frame = await page(400, 300).raw().toBuffer();
    const animated = await sharp(Buffer.concat([frame, Buffer.from(frame).fill(40)]), { raw: { width: 400, height: 600, channels: 3, pageHeight: 300 } })
      .gif({ loop: 0 })
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const cmyk = await page().toColourspace('cmyk').jpeg().toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk');
    const deep = await page().toColourspace('rgb16').png().toBuffer();
    expect((await sharp(deep).metadata()).depth).toBe('ushort');
    for (const [type, bytes] of [['image/gif', animated], ['image/jpeg', cmyk], ['image/png', deep]] as const) {
      const response = await validate(dataUrl(type, bytes));
      expect(response.status).toBe('ERROR_IMAGE_QUALITY');
      expect(response.checks?.[0]).toMatchObject({ id: 'image_quality', status: 'fail' });
    }
  });

  // One passport, drawn once; each orientation is its own test (a whole read each, so none waits on seven others).
  const passport = documentImages({ template: 'gb-passport', seed: 71, today }).then(({ images, identity }) => ({ upright: Buffer.from((images[0] as string).split(',')[1] as string, 'base64'), identity }));
  // The pixels each orientation stores, so that the viewer, applying the tag, shows the page upright.
  const stored: Record<number, (image: Sharp) => Sharp> = {
    1: (image) => image,
    2: (image) => image.flop(),
    3: (image) => image.rotate(180),
    4: (image) => image.flip(),
    5: (image) => image.rotate(90).flop(),
    6: (image) => image.rotate(-90),
    7: (image) => image.rotate(-90).flop(),
    8: (image) => image.rotate(90),
  };
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('reads a passport stored turned under EXIF orientation %i as the viewer shows it', async (orientation) => {
    const { upright, identity } = await passport;
    const bytes = await stored[orientation]!(sharp(upright)).jpeg({ quality: 92 }).withMetadata({ orientation }).toBuffer();
    const shown = await sharp(bytes).rotate().raw().toBuffer({ resolveWithObject: true });
    const original = await sharp(upright).raw().toBuffer({ resolveWithObject: true });
    expect({ width: shown.info.width, height: shown.info.height }).toEqual({ width: original.info.width, height: original.info.height });
    const response = await validate(dataUrl('image/jpeg', bytes));
    expect({ status: response.status, number: response.number }).toEqual({ status: 'OK', number: identity.documentNumber });
  });
});
