/** An 8-bit RGB raster decoded from a BMP, row-major from the top. */
export interface RgbRaster {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Largest raster accepted (pixels): a 10 MB upload cannot describe more real pixels than this. */
const maxPixels = 40_000_000;

/**
 * Decodes an uncompressed Windows bitmap (8-bit palette, 24-bit, or 32-bit with the default or
 * declared channel masks; bottom-up or top-down): the image library the validator uses (sharp)
 * has no BMP reader, and the contract accepts BMP. Returns null for what it does not read
 * (RLE-compressed, 1/4/16-bit, truncated or inconsistent headers), so the caller can refuse it.
 */
export function decodeBmp(bytes: Uint8Array): RgbRaster | null {
  if (bytes.length < 54 || bytes[0] !== 0x42 || bytes[1] !== 0x4d) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const pixelOffset = view.getUint32(10, true);
  const headerSize = view.getUint32(14, true);
  if (headerSize < 40 || 14 + headerSize > bytes.length) return null;
  const width = view.getInt32(18, true);
  const signedHeight = view.getInt32(22, true);
  const bitsPerPixel = view.getUint16(28, true);
  const compression = view.getUint32(30, true);
  const height = Math.abs(signedHeight);
  const topDown = signedHeight < 0;
  if (width <= 0 || height === 0 || width * height > maxPixels) return null;
  const bitfields = compression === 3 || compression === 6;
  if (!(compression === 0 || (bitfields && bitsPerPixel === 32))) return null;
  if (![8, 24, 32].includes(bitsPerPixel)) return null;

  const rowBytes = Math.ceil((width * bitsPerPixel) / 32) * 4;
  if (pixelOffset + rowBytes * (height - 1) + Math.ceil((width * bitsPerPixel) / 8) > bytes.length) return null;

  let palette: Uint8Array | null = null;
  if (bitsPerPixel === 8) {
    const declared = view.getUint32(46, true);
    const colours = declared === 0 ? 256 : Math.min(256, declared);
    const start = 14 + headerSize;
    if (start + 4 * colours > pixelOffset) return null;
    palette = new Uint8Array(256 * 3);
    for (let i = 0; i < colours; i++) {
      palette[3 * i] = bytes[start + 4 * i + 2] as number;
      palette[3 * i + 1] = bytes[start + 4 * i + 1] as number;
      palette[3 * i + 2] = bytes[start + 4 * i] as number;
    }
  }
  // 32-bit masks: in the header (V4/V5) or right after a 40-byte header (BI_BITFIELDS).
  const masks = bitfields ? [view.getUint32(54, true), view.getUint32(58, true), view.getUint32(62, true)] : [0x00ff0000, 0x0000ff00, 0x000000ff];
  const channel = (pixel: number, mask: number) => {
    if (mask === 0) return 0;
    const shift = Math.clz32(mask & -mask) ^ 31;
    const max = mask >>> shift;
    return Math.round((((pixel & mask) >>> shift) * 255) / max);
  };

  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    const row = pixelOffset + rowBytes * (topDown ? y : height - 1 - y);
    for (let x = 0; x < width; x++) {
      const out = 3 * (y * width + x);
      if (palette) {
        const index = 3 * (bytes[row + x] as number);
        data[out] = palette[index] as number;
        data[out + 1] = palette[index + 1] as number;
        data[out + 2] = palette[index + 2] as number;
      } else if (bitsPerPixel === 24) {
        data[out] = bytes[row + 3 * x + 2] as number;
        data[out + 1] = bytes[row + 3 * x + 1] as number;
        data[out + 2] = bytes[row + 3 * x] as number;
      } else {
        const pixel = view.getUint32(row + 4 * x, true);
        data[out] = channel(pixel, masks[0] as number);
        data[out + 1] = channel(pixel, masks[1] as number);
        data[out + 2] = channel(pixel, masks[2] as number);
      }
    }
  }
  return { width, height, data };
}
