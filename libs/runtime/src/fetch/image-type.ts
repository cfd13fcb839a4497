export type ImageMimeType =
  | 'image/jpeg'
  | 'image/png'
  | 'image/webp'
  | 'image/gif'
  | 'image/tiff'
  | 'image/bmp'
  | 'image/heic'
  | 'image/heif'
  | 'image/avif';

/** DIB header sizes of the BMP variants in use; "BM" alone is too common a start of text to trust. */
const bmpHeaderSizes = new Set([12, 40, 52, 56, 64, 108, 124]);
const heicBrands = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);
const heifBrands = new Set(['mif1', 'msf1']);
const avifBrands = new Set(['avif', 'avis']);

/**
 * The image format the bytes really hold, by magic number, or undefined when they are not a known
 * image. Declared types (Content-Type, a data URL's MIME type) are claims; this is the evidence.
 */
export function sniffImageType(bytes: Uint8Array): ImageMimeType | undefined {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  const startsWith = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

  if (startsWith(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  // Classic TIFF (42) and BigTIFF (43), little- and big-endian.
  if (startsWith(0x49, 0x49, 0x2a, 0x00) || startsWith(0x4d, 0x4d, 0x00, 0x2a)) return 'image/tiff';
  if (startsWith(0x49, 0x49, 0x2b, 0x00) || startsWith(0x4d, 0x4d, 0x00, 0x2b)) return 'image/tiff';
  if (ascii(0, 2) === 'BM' && bmpHeaderSizes.has(readUint32LE(bytes, 14))) return 'image/bmp';
  if (ascii(4, 8) === 'ftyp') return sniffIsoImage(bytes, ascii);
  return undefined;
}

/** HEIF-family files (HEIC, AVIF) share the ISO-BMFF `ftyp` box; its brands say which one it is. */
function sniffIsoImage(bytes: Uint8Array, ascii: (start: number, end: number) => string): ImageMimeType | undefined {
  const boxEnd = Math.min(readUint32BE(bytes, 0), bytes.length, 256);
  const major = ascii(8, 12);
  const compatible: string[] = [];
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) compatible.push(ascii(offset, offset + 4));
  if (avifBrands.has(major) || (heifBrands.has(major) && compatible.some((b) => avifBrands.has(b)))) return 'image/avif';
  if (heicBrands.has(major) || (heifBrands.has(major) && compatible.some((b) => heicBrands.has(b)))) return 'image/heic';
  if (heifBrands.has(major)) return 'image/heif';
  return undefined;
}

function readUint32LE(bytes: Uint8Array, offset: number): number {
  return bytes.length >= offset + 4 ? new DataView(bytes.buffer, bytes.byteOffset).getUint32(offset, true) : 0;
}

function readUint32BE(bytes: Uint8Array, offset: number): number {
  return bytes.length >= offset + 4 ? new DataView(bytes.buffer, bytes.byteOffset).getUint32(offset, false) : 0;
}
