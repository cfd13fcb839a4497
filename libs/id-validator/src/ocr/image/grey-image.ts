import sharp, { type Sharp } from 'sharp';

/** An 8-bit greyscale raster, row-major; 0 is black. */
export interface GreyImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * Decodes any image sharp reads (EXIF orientation applied) to greyscale, shrunk so its longer
 * side is at most `maxSide` (never enlarged). Decoding runs on libuv's pool, off the event loop.
 * `ink: true` keeps each pixel's lightest channel instead of its luminance: only ink dark in
 * every channel stays dark (an MRZ is printed in black), so coloured stamps, watermarks and
 * guilloches printed over or under it fade to the background.
 */
export async function decodeGrey(image: Buffer, { maxSide = 2000, ink = false }: { maxSide?: number; ink?: boolean } = {}): Promise<GreyImage> {
  const resized = sharp(image).rotate().resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
  if (!ink) {
    const { data, info } = await resized.greyscale().raw().toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
  }
  const { data, info } = await resized.removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  const out = new Uint8Array(info.width * info.height);
  for (let i = 0, j = 0; i < out.length; i++, j += info.channels) {
    const r = data[j] as number;
    const g = (data[j + 1] ?? r) as number;
    const b = (data[j + 2] ?? r) as number;
    out[i] = r > g ? (r > b ? r : b) : g > b ? g : b;
  }
  return { width: info.width, height: info.height, data: out };
}

function toSharp(grey: GreyImage): Sharp {
  return sharp(Buffer.from(grey.data.buffer, grey.data.byteOffset, grey.data.length), {
    raw: { width: grey.width, height: grey.height, channels: 1 },
  });
}

async function fromSharp(pipeline: Sharp): Promise<GreyImage> {
  const { data, info } = await pipeline.greyscale().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

/** Rotates so that lines sloping by `skewDegrees` (as `estimateSkew` measures them) become level; fills with white. */
export async function levelGrey(grey: GreyImage, skewDegrees: number): Promise<GreyImage> {
  if (skewDegrees === 0) return grey;
  return fromSharp(toSharp(grey).rotate(-skewDegrees, { background: '#ffffff' }));
}

/** Scales by `factor` with a smooth kernel. */
export async function scaleGrey(grey: GreyImage, factor: number): Promise<GreyImage> {
  const width = Math.max(1, Math.round(grey.width * factor));
  return fromSharp(toSharp(grey).resize({ width, kernel: factor > 1 ? 'cubic' : 'lanczos3' }));
}

/** A rectangle clamped to the image. */
export function cropGrey(grey: GreyImage, { left, top, width, height }: { left: number; top: number; width: number; height: number }): GreyImage {
  const x0 = Math.max(0, Math.floor(left));
  const y0 = Math.max(0, Math.floor(top));
  const x1 = Math.min(grey.width, Math.ceil(left + width));
  const y1 = Math.min(grey.height, Math.ceil(top + height));
  const out = new Uint8Array(Math.max(0, x1 - x0) * Math.max(0, y1 - y0));
  for (let y = y0; y < y1; y++) out.set(grey.data.subarray(y * grey.width + x0, y * grey.width + x1), (y - y0) * (x1 - x0));
  return { width: Math.max(0, x1 - x0), height: Math.max(0, y1 - y0), data: out };
}

/** How a crop is prepared for OCR: as is, unsharp-masked, or contrast-stretched then unsharp-masked. */
export type Treatment = 'plain' | 'sharpen' | 'contrast-sharpen';

/**
 * PNG bytes of a grey image with a white border (tesseract wants margin around text). On soft
 * images unsharp masking restores stroke edges that blur merges (measured: `M` read as `H`).
 */
export async function encodePng(grey: GreyImage, { border = 0, treatment = 'plain' }: { border?: number; treatment?: Treatment } = {}): Promise<Buffer> {
  let pipeline = toSharp(grey).extend({ top: border, bottom: border, left: border, right: border, background: '#ffffff' });
  if (treatment === 'sharpen') pipeline = pipeline.sharpen({ sigma: 2, m1: 2, m2: 4 });
  if (treatment === 'contrast-sharpen') pipeline = pipeline.normalise().sharpen({ sigma: 1.5, m1: 2, m2: 6 });
  return pipeline.png({ compressionLevel: 1 }).toBuffer();
}
