import { loadImage, UnsafeUrlError, type LoadedImage } from '@circular/runtime';
import type { ValidationDeps } from '../deps.ts';

/** A listing photo read, with its place in `listing.images`. */
export interface ListingPhoto {
  index: number;
  image: LoadedImage;
}

/**
 * The listing's photos, each proven an image by its bytes: data URLs always, http(s) URLs through
 * the SSRF-safe fetcher when there is one. A URL that is refused or is not an image is a 422 naming
 * it. Read once per request: the photo checks and the model share them.
 */
export async function loadPhotos(sources: string[], deps: ValidationDeps, limit: number, signal: AbortSignal | undefined): Promise<ListingPhoto[]> {
  const photos: ListingPhoto[] = [];
  for (const [index, source] of sources.entries()) {
    if (photos.length >= limit) break;
    const isDataUrl = /^\s*data:/i.test(source);
    if (!isDataUrl && !deps.fetcher) continue;
    try {
      photos.push({ index, image: await loadImage(source, { fetcher: deps.fetcher ?? noFetcher, ...(signal ? { signal } : {}) }) });
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (UnsafeUrlError.isInstance(error)) throw error.at(`/agent_specific/listing/images/${index}`);
      throw error;
    }
  }
  return photos;
}

/** Data URLs need no fetching; loadImage is given this for them alone. */
const noFetcher = {
  safeFetch: () => Promise.reject(new Error('no fetcher for image URLs')),
  close: () => Promise.resolve(),
};
