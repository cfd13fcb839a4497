import { InvalidRequestError, loadImage, UnsafeUrlError, type FieldError, type SafeFetcher } from '@circular/runtime';

/**
 * Loads every photo side by side (URLs through the SSRF-safe fetcher, data URLs decoded) and proves
 * each is an image by its bytes; every refused photo is reported at once at its `/images/<index>`.
 * Returns them as data URLs, the form a vision model is shown (it never fetches a user's URL).
 */
export async function loadListingImages(images: readonly string[], { fetcher, maxBytes, signal }: { fetcher: SafeFetcher; maxBytes: number; signal?: AbortSignal | undefined }): Promise<string[]> {
  const loaded = await Promise.allSettled(images.map((source) => loadImage(source, { fetcher, maxBytes, ...(signal ? { signal } : {}) })));
  signal?.throwIfAborted();
  const errors: FieldError[] = [];
  const dataUrls: string[] = [];
  loaded.forEach((result, index) => {
    if (result.status === 'fulfilled') dataUrls.push(`data:${result.value.mimeType};base64,${result.value.bytes.toString('base64')}`);
    else if (UnsafeUrlError.isInstance(result.reason)) errors.push(...(result.reason.at(`/images/${index}`).errors ?? []));
    else throw result.reason;
  });
  if (errors.length > 0) throw new InvalidRequestError(errors);
  return dataUrls;
}
