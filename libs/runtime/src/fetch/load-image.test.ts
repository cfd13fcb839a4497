import { afterAll, describe, expect, it } from 'vitest';
import { UnsafeUrlError } from '../errors/index.ts';
import { loadImage } from './load-image.ts';
import { createSafeFetcher } from './safe-fetch.ts';
import { imageFixtures } from './test-support/image-fixtures.ts';

/** Data URLs never touch the network: a resolver that fails proves it. */
const fetcher = createSafeFetcher({
  lookup: () => Promise.reject(new Error('data URLs must not be resolved')),
});
afterAll(() => fetcher.close());

async function refusal(source: string, options: { maxBytes?: number } = {}): Promise<string> {
  const error = await loadImage(source, { fetcher, ...options }).then(
    () => expect.fail('expected the image to be refused'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UnsafeUrlError);
  return (error as UnsafeUrlError).reason;
}

describe('loadImage with data URLs', () => {
  it('accepts a PNG data URL and returns its decoded bytes', async () => {
    const image = await loadImage(`data:image/png;base64,${imageFixtures.png}`, { fetcher });
    expect(image).toEqual({ bytes: Buffer.from(imageFixtures.png, 'base64'), mimeType: 'image/png', source: 'data-url' });
  });

  it.each([
    ['image/jpeg', imageFixtures.jpeg, 'image/jpeg'],
    ['image/jpg', imageFixtures.jpeg, 'image/jpeg'],
    ['IMAGE/JPEG', imageFixtures.jpeg, 'image/jpeg'],
    ['image/webp', imageFixtures.webp, 'image/webp'],
    ['image/gif', imageFixtures.gif, 'image/gif'],
    ['image/tiff', imageFixtures.tiff, 'image/tiff'],
    ['image/bmp', imageFixtures.bmp, 'image/bmp'],
  ])('accepts a %s data URL', async (declared, base64, mimeType) => {
    expect((await loadImage(`data:${declared};base64,${base64}`, { fetcher })).mimeType).toBe(mimeType);
  });

  it('accepts base64 broken over lines and a parameter before ;base64', async () => {
    const wrapped = imageFixtures.png.replace(/(.{40})/g, '$1\n');
    const image = await loadImage(`data:image/png;name=front.png;base64,${wrapped}`, { fetcher });
    expect(image.bytes).toEqual(Buffer.from(imageFixtures.png, 'base64'));
  });

  it('refuses a data URL whose bytes are not the type it declares', async () => {
    expect(await refusal(`data:image/png;base64,${imageFixtures.jpeg}`)).toBe('data URL says image/png but holds image/jpeg');
  });

  it('refuses a data URL claiming to be an image that holds HTML', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    expect(await refusal(`data:image/png;base64,${html}`)).toBe('content is not a recognised image');
  });

  it('refuses an SVG data URL, which is markup rather than pixels', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    expect(await refusal(`data:image/svg+xml;base64,${svg}`)).toBe('content is not a recognised image');
  });

  it.each([
    [`data:text/html;base64,${imageFixtures.png}`, 'data URL type is not an image type'],
    [`data:;base64,${imageFixtures.png}`, 'data URL type is not an image type'],
    ['data:image/png,%89PNG', 'data URL is not base64-encoded'],
    ['data:image/png;base64', 'malformed data URL'],
    ['data:image/png;base64,iVBOR*w0KGgo=', 'data URL holds invalid base64'],
    ['data:image/png;base64,iVBORw0KG', 'data URL holds invalid base64'],
  ])('refuses the malformed data URL %s', async (source, reason) => {
    expect(await refusal(source)).toBe(reason);
  });

  it('refuses a data URL decoding to more than maxBytes, and accepts one exactly at it', async () => {
    const size = Buffer.from(imageFixtures.png, 'base64').length;
    expect(await refusal(`data:image/png;base64,${imageFixtures.png}`, { maxBytes: size - 1 })).toBe(
      `larger than ${size - 1} bytes`,
    );
    const image = await loadImage(`data:image/png;base64,${imageFixtures.png}`, { fetcher, maxBytes: size });
    expect(image.bytes.length).toBe(size);
  });

  it('refuses a recognised format the caller did not ask for', async () => {
    expect(await refusal(`data:image/avif;base64,${imageFixtures.avif}`)).toBe('image type image/avif is not supported');
    const image = await loadImage(`data:image/avif;base64,${imageFixtures.avif}`, { fetcher, types: ['image/avif'] });
    expect(image.mimeType).toBe('image/avif');
  });

  it.each([['javascript:alert(1)'], ['file:///etc/passwd']])('refuses the non-http source %s', async (source) => {
    expect(await refusal(source)).toBe(`scheme ${source.split(':')[0]}: is not allowed`);
  });
});
