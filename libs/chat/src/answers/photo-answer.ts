import { loadImage, UnsafeUrlError, type SafeFetcher } from '@circular/runtime';

/** Formats the submission system keeps (it takes photos as data URLs of these types). */
const photoTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** The decoded size a photo may have; the contract's limit for every image. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/**
 * The request's first `limit` images, each loaded through the SSRF-safe fetcher and proven an
 * image by its bytes, as data URLs (so neither the submission system nor the model need reach the
 * seller's URL). A refused image throws `UnsafeUrlError` naming `/images/<index>`, a 422 for the
 * request.
 */
export async function loadPhotos({
  images,
  limit,
  fetcher,
  signal,
}: {
  images: readonly string[];
  limit: number;
  fetcher: SafeFetcher;
  signal?: AbortSignal | undefined;
}): Promise<string[]> {
  return Promise.all(
    images.slice(0, limit).map(async (source, index) => {
      try {
        const image = await loadImage(source, { fetcher, maxBytes: MAX_PHOTO_BYTES, signal, types: photoTypes });
        return `data:${image.mimeType};base64,${image.bytes.toString('base64')}`;
      } catch (error) {
        throw UnsafeUrlError.isInstance(error) ? error.at(`/images/${index}`) : error;
      }
    }),
  );
}

/** The answer to a photo question: the turn's first image as a data URL; undefined when the turn has none. */
export async function loadPhotoAnswer({
  images,
  fetcher,
  signal,
}: {
  images: readonly string[];
  fetcher: SafeFetcher;
  signal?: AbortSignal | undefined;
}): Promise<string | undefined> {
  const [photo] = await loadPhotos({ images, limit: 1, fetcher, signal });
  return photo;
}
