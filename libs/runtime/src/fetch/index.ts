export {
  createSafeFetcher,
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_REDIRECTS,
  DEFAULT_TIMEOUT_MS,
  type SafeFetcher,
  type SafeFetcherOptions,
  type SafeFetchOptions,
  type SafeResponse,
} from './safe-fetch.ts';
export { createAddressPolicy, isAllowedAddress, type AddressPolicy } from './address-policy.ts';
export type { ResolveHost } from './guarded-agent.ts';
export type { RequestBody } from './redirect.ts';
export { UnreachableUrlError } from './unreachable-url-error.ts';
export { sniffImageType, type ImageMimeType } from './image-type.ts';
export { loadImage, DEFAULT_IMAGE_TYPES, type LoadImageOptions, type LoadedImage } from './load-image.ts';
