import { InvalidRequestError, ServiceError } from '@circular/runtime';
import { checkImage } from '../image-check.ts';
import type { IdValidatorStateUpdate, IdValidatorStateValue } from '../state.ts';

/**
 * Decodes every image before any reader runs (a corrupt one is a 422 naming it) and sets aside
 * those too small to read.
 */
export async function checkQuality({ images }: IdValidatorStateValue): Promise<IdValidatorStateUpdate> {
  const results = await Promise.allSettled(images.map((image, index) => checkImage({ index, image })));
  const errors = results.flatMap((result) => (result.status === 'rejected' && ServiceError.isInstance(result.reason) ? (result.reason.errors ?? []) : []));
  if (errors.length > 0) throw new InvalidRequestError(errors);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return { checks: results.map((result) => (result as PromiseFulfilledResult<Awaited<ReturnType<typeof checkImage>>>).value) };
}
