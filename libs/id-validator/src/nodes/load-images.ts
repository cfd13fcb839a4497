import { checkedRequestOf, InvalidRequestError, loadImage, UnsafeUrlError, type FieldError } from '@circular/runtime';
import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import { idValidatorDefaults, type IdValidatorDeps } from '../deps.ts';
import { readableImage } from '../image/readable-image.ts';
import { parseIdValidatorRequest, type ValidationJob } from '../parse-request.ts';
import type { IdValidatorStateUpdate, IdValidatorStateValue } from '../state.ts';

/**
 * Validates the request and loads every image side by side: URLs through the SSRF-safe fetcher,
 * data URLs decoded, each proved an image by its bytes (a BMP turned into PNG for the readers,
 * which cannot read BMP). Every refused image is reported at once,
 * each at its own `/images/<index>`.
 */
export function createLoadImages({ fetcher, maxImageBytes = idValidatorDefaults.maxImageBytes, today = () => new Date() }: IdValidatorDeps) {
  return async function loadImages(state: IdValidatorStateValue, config: LangGraphRunnableConfig): Promise<IdValidatorStateUpdate> {
    // The entry's check when it made one; a run from Studio checks here.
    const job = checkedRequestOf<ValidationJob>(config, state.request)?.parsed ?? parseIdValidatorRequest(state.request);
    const signal = config.signal;
    const loaded = await Promise.allSettled(job.images.map((source) => loadImage(source, { fetcher, maxBytes: maxImageBytes, ...(signal ? { signal } : {}) })));
    signal?.throwIfAborted();
    const errors: FieldError[] = [];
    const images: Buffer[] = [];
    for (const [index, result] of loaded.entries()) {
      if (result.status === 'rejected') {
        if (!UnsafeUrlError.isInstance(result.reason)) throw result.reason;
        errors.push(...(result.reason.at(`/images/${index}`).errors ?? []));
        continue;
      }
      const readable = await readableImage(result.value);
      if (readable) images.push(readable);
      else errors.push({ pointer: `/images/${index}`, message: 'is a BMP variant that is not read (only uncompressed 8, 24 and 32-bit BMPs are): send JPEG or PNG' });
    }
    if (errors.length > 0) throw new InvalidRequestError(errors);
    return { job, images, today: today().toISOString() };
  };
}
