import { loadImage, UnsafeUrlError, type SafeFetcher } from '@circular/runtime';

/** Formats the submission system keeps (it takes photos as data URLs of these types). */
const photoTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** The decoded size a photo may have; the contract's limit for every image. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/**
 * The answer to a photo question: the turn's first image, loaded through the SSRF-safe fetcher and
 * proven an image by its bytes, as a data URL (so the submission system need not reach the
 * seller's URL). Undefined when the turn has no image; a refused image throws `UnsafeUrlError`
 * naming `/images/0`, a 422 for the request.
 */
export async function loadPhotoAnswer({
  images,
  fetcher,
  signal,
}: {
  images: readonly string[];
  fetcher: SafeFetcher;
  signal?: AbortSignal | undefined;
}): Promise<string | undefined> {
  const source = images[0];
  if (source === undefined) return undefined;
  try {
    const image = await loadImage(source, { fetcher, maxBytes: MAX_PHOTO_BYTES, signal, types: photoTypes });
    return `data:${image.mimeType};base64,${image.bytes.toString('base64')}`;
  } catch (error) {
    throw error instanceof UnsafeUrlError ? error.at('/images/0') : error;
  }
}
