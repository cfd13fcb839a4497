import { UnsafeUrlError } from '../errors/index.ts';
import { sniffImageType, type ImageMimeType } from './image-type.ts';
import { DEFAULT_MAX_BYTES, type SafeFetcher } from './safe-fetch.ts';

/** Formats the product reads by default; HEIC and AVIF are recognised but opt-in via `types`. */
export const DEFAULT_IMAGE_TYPES: readonly ImageMimeType[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/tiff',
  'image/bmp',
];

export interface LoadedImage {
  bytes: Buffer;
  /** The type the bytes really are (by magic number), not what the sender claimed. */
  mimeType: ImageMimeType;
  source: 'url' | 'data-url';
}

export interface LoadImageOptions {
  fetcher: SafeFetcher;
  /** Cap on the decoded image; 10 MB by default. */
  maxBytes?: number;
  signal?: AbortSignal;
  types?: readonly ImageMimeType[];
}

/** What an image host may answer with; generic binary is common (object stores), the magic number decides. */
const imageResponseTypes = ['image/*', 'application/octet-stream', 'binary/octet-stream'];

/** Non-standard names clients put in data URLs for the same formats. */
const mimeAliases: Record<string, ImageMimeType> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/x-png': 'image/png',
  'image/x-ms-bmp': 'image/bmp',
  'image/x-bmp': 'image/bmp',
  'image/heic-sequence': 'image/heic',
  'image/heif-sequence': 'image/heif',
};

/**
 * Loads one image a request refers to, as an http(s) URL (through the SSRF-safe fetcher) or a
 * base64 `data:` URL, and proves it is an image by its bytes. Refusals are `UnsafeUrlError`s without
 * a pointer: the caller knows the field (`error.at('/images/0')`).
 */
export async function loadImage(
  source: string,
  { fetcher, maxBytes = DEFAULT_MAX_BYTES, signal, types = DEFAULT_IMAGE_TYPES }: LoadImageOptions,
): Promise<LoadedImage> {
  signal?.throwIfAborted();
  const trimmed = source.trim();
  if (/^data:/i.test(trimmed)) {
    const { declared, bytes } = decodeDataUrl(trimmed, maxBytes);
    const mimeType = checkImage(bytes, types);
    if (!sameFormat(declared, mimeType)) throw new UnsafeUrlError(`data URL says ${declared} but holds ${mimeType}`);
    return { bytes, mimeType, source: 'data-url' };
  }
  const response = await fetcher.safeFetch(trimmed, { accept: imageResponseTypes, maxBytes, signal });
  if (response.status < 200 || response.status > 299) throw new UnsafeUrlError(`answered HTTP ${response.status}`);
  return { bytes: response.body, mimeType: checkImage(response.body, types), source: 'url' };
}

function checkImage(bytes: Buffer, types: readonly ImageMimeType[]): ImageMimeType {
  const mimeType = sniffImageType(bytes);
  if (mimeType === undefined) throw new UnsafeUrlError('content is not a recognised image');
  if (!types.includes(mimeType)) throw new UnsafeUrlError(`image type ${mimeType} is not supported`);
  return mimeType;
}

/** HEIC is a HEIF profile, so senders use the two names interchangeably. */
function sameFormat(declared: string, actual: ImageMimeType): boolean {
  const heif = ['image/heic', 'image/heif'];
  return declared === actual || (heif.includes(declared) && heif.includes(actual));
}

/** RFC 2397 `data:[<type>][;param]*;base64,<data>`, checked before decoding so oversize input costs nothing. */
function decodeDataUrl(source: string, maxBytes: number): { declared: string; bytes: Buffer } {
  const comma = source.indexOf(',');
  if (comma === -1) throw new UnsafeUrlError('malformed data URL');
  const [declaredType = '', ...params] = source
    .slice('data:'.length, comma)
    .split(';')
    .map((part) => part.trim().toLowerCase());
  if (params.at(-1) !== 'base64') throw new UnsafeUrlError('data URL is not base64-encoded');
  if (!/^image\/[a-z0-9.+-]+$/.test(declaredType)) throw new UnsafeUrlError('data URL type is not an image type');

  const payload = source.slice(comma + 1).replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload) || payload.length % 4 === 1) {
    throw new UnsafeUrlError('data URL holds invalid base64');
  }
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  if (Math.floor(((payload.length - padding) * 3) / 4) > maxBytes) throw new UnsafeUrlError(`larger than ${maxBytes} bytes`);
  return { declared: mimeAliases[declaredType] ?? declaredType, bytes: Buffer.from(payload, 'base64') };
}
