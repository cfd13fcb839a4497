import { afterEach, describe, expect, it } from 'vitest';
import { UnsafeUrlError } from '../errors/index.ts';
import { loadImage } from './load-image.ts';
import { createSafeFetcher, type SafeFetcher } from './safe-fetch.ts';
import { imageFixtures } from './test-support/image-fixtures.ts';
import { startLoopbackServer, type LoopbackServer } from './test-support/loopback-server.ts';

let fetcher: SafeFetcher;
let server: LoopbackServer;

/** Serves `body` with `headers` on 127.0.0.1 behind a fetcher that allow-lists exactly that address. */
async function serve(status: number, headers: Record<string, string>, body: Buffer | string) {
  server = await startLoopbackServer((_req, res) => res.writeHead(status, headers).end(body));
  fetcher = createSafeFetcher({ allowCidrs: ['127.0.0.1/32'] });
  return `${server.origin}/image`;
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => expect.fail('expected the image to be refused'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UnsafeUrlError);
  return (error as UnsafeUrlError).reason;
}

afterEach(async () => {
  await fetcher.close();
  await server.close();
});

describe('loadImage with http URLs', () => {
  it('loads a JPEG and reports the type its bytes prove', async () => {
    const jpeg = Buffer.from(imageFixtures.jpeg, 'base64');
    const url = await serve(200, { 'content-type': 'image/jpeg' }, jpeg);
    expect(await loadImage(url, { fetcher })).toEqual({ bytes: jpeg, mimeType: 'image/jpeg', source: 'url' });
  });

  it('trusts the bytes over a generic or wrong Content-Type', async () => {
    const url = await serve(200, { 'content-type': 'application/octet-stream' }, Buffer.from(imageFixtures.webp, 'base64'));
    expect((await loadImage(url, { fetcher })).mimeType).toBe('image/webp');
  });

  it('refuses an HTML page before reading it', async () => {
    const url = await serve(200, { 'content-type': 'text/html' }, '<html>login</html>');
    expect(await refusal(loadImage(url, { fetcher }))).toBe('content type text/html is not accepted');
  });

  it('refuses bytes that are not an image even when labelled as one', async () => {
    const url = await serve(200, { 'content-type': 'image/png' }, 'GIF? no, plain text');
    expect(await refusal(loadImage(url, { fetcher }))).toBe('content is not a recognised image');
  });

  it('refuses an error status', async () => {
    const url = await serve(404, { 'content-type': 'image/png' }, Buffer.from(imageFixtures.png, 'base64'));
    expect(await refusal(loadImage(url, { fetcher }))).toBe('answered HTTP 404');
  });

  it('refuses an image larger than maxBytes', async () => {
    const url = await serve(200, { 'content-type': 'image/jpeg' }, Buffer.from(imageFixtures.jpeg, 'base64'));
    expect(await refusal(loadImage(url, { fetcher, maxBytes: 100 }))).toBe('larger than 100 bytes');
  });

  it('refuses a loopback image URL when loopback is not allow-listed', async () => {
    const url = await serve(200, { 'content-type': 'image/png' }, Buffer.from(imageFixtures.png, 'base64'));
    const strict = createSafeFetcher();
    try {
      expect(await refusal(loadImage(url, { fetcher: strict }))).toBe('address 127.0.0.1 is loopback');
      expect(server.connections()).toBe(0);
    } finally {
      await strict.close();
    }
  });
});
