import sharp from 'sharp';
import { decodeBmp } from './decode-bmp.ts';

/**
 * The bytes every reader gets: the image as loaded, except a BMP (which sharp cannot read),
 * decoded here and handed on as a lossless PNG. Null for a BMP variant that is not read.
 */
export async function readableImage({ bytes, mimeType }: { bytes: Buffer; mimeType: string }): Promise<Buffer | null> {
  if (mimeType !== 'image/bmp') return bytes;
  const raster = decodeBmp(bytes);
  if (!raster) return null;
  return sharp(raster.data, { raw: { width: raster.width, height: raster.height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}
