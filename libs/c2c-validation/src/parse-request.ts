import { assertValidRequest, refuseCallbackUrl, InvalidRequestError, sniffImageType, type FieldError } from '@circular/runtime';
import type { C2cValidationRequest } from '@circular/contract';

/**
 * The contract's checks, then what the schema cannot say (an image data URL must hold an image);
 * answers the request, typed. Run by `validateListing` and again by the graph's first node, so
 * Studio and direct graph callers get the same 422s instead of a crash.
 */
export function parseC2cValidationRequest(input: unknown): C2cValidationRequest {
  assertValidRequest('validateListing', input);
  refuseCallbackUrl(input);
  assertImagesAreImages(input as C2cValidationRequest);
  return input as C2cValidationRequest;
}

/** @deprecated The same check under its old name: use `parseC2cValidationRequest`. */
export function assertValidListingRequest(input: unknown): asserts input is C2cValidationRequest {
  parseC2cValidationRequest(input);
}

/** A `data:` image must hold image bytes (by magic number, not by its declared type). */
function assertImagesAreImages({ agent_specific: { listing } }: C2cValidationRequest): void {
  const errors: FieldError[] = [];
  (listing.images ?? []).forEach((image, i) => {
    const trimmed = image.trim();
    if (!/^data:/i.test(trimmed)) return;
    const match = /^data:([^;,]*)(;base64)?,(.*)$/is.exec(trimmed);
    const bytes = match?.[2] ? Buffer.from(match[3] ?? '', 'base64') : undefined;
    if (!bytes || bytes.length === 0 || !sniffImageType(bytes)) errors.push({ pointer: `/agent_specific/listing/images/${i}`, message: 'is not an image (JPEG, PNG, WebP, GIF, TIFF, BMP, HEIC or AVIF)' });
  });
  if (errors.length > 0) throw new InvalidRequestError(errors);
}
