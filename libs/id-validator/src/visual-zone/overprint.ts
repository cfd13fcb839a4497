import sharp from 'sharp';

/** Longer side the colours are examined at: a specimen word is still 40–60 px high there. */
const workSide = 600;

/** Lets other requests run between the CPU-bound steps done on the main thread. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
/**
 * An overprint is ink of a clear colour (chroma = max − min channel) that is lighter than printed
 * text: a translucent stamp over the card. Measured on the corpus: specimen words 60–70 chroma
 * at luminance ~180; labels and titles in accent colours are darker than 100.
 */
const minChroma = 45;
const minLuminance = 130;
const maxLuminance = 225;
/**
 * Strokes thinner than this (px at `workSide`, as a square's half-width) are not an overprint:
 * the coloured fringes of small dark text and the guilloche are one or two pixels wide, the
 * strokes of a word printed across the card five or more.
 */
const strokeRadius = 2;
/** Share of the image the overprint must cover: a word across a card covers 1.5–2.5 %. */
const minShare = 0.004;
/** More than this is a coloured scene or surface, not a word. */
const maxShare = 0.15;

/**
 * Finds a large word printed in colour across a document — how specimens are marked (SPECIMEN,
 * ESPÉCIME, MUSTER, MUESTRA), often at an angle no text reader expects — and returns it as black
 * on white, turned level, ready for OCR; null when there is none. The angle is the main axis of
 * the coloured strokes (second moments), so any slant is straightened.
 */
export async function findOverprint(image: Buffer): Promise<Buffer | null> {
  const { data, info } = await sharp(image)
    .rotate()
    .removeAlpha()
    .resize({ width: workSide, height: workSide, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const coloured = new Uint8Array(width * height);
  let count = 0;
  for (let i = 0; i < coloured.length; i++) {
    const r = data[3 * i] as number;
    const g = data[3 * i + 1] as number;
    const b = data[3 * i + 2] as number;
    const luminance = 0.299 * r + 0.587 * g + 0.114 * b;
    if (Math.max(r, g, b) - Math.min(r, g, b) >= minChroma && luminance >= minLuminance && luminance <= maxLuminance) {
      coloured[i] = 1;
      count++;
    }
  }
  // Most documents have no light coloured ink at all: nothing more to do on the main thread.
  if (count < minShare * coloured.length) return null;
  await yieldToEventLoop();
  const size = { width, height };
  const strokes = dilate(erode(coloured, size, strokeRadius), size, strokeRadius);
  const moments = momentsOf(strokes, size);
  if (moments.count < minShare * coloured.length || moments.count > maxShare * coloured.length) return null;
  await yieldToEventLoop();
  // Keep the coloured pixels near the strokes, so the letters get back their thin parts (accents,
  // serifs) that the opening took off, and fringes elsewhere stay out.
  const near = dilate(strokes, size, strokeRadius + 2);
  const word = Buffer.alloc(coloured.length, 255);
  for (let i = 0; i < word.length; i++) if (coloured[i] && near[i]) word[i] = 0;
  return sharp(word, { raw: { width, height, channels: 1 } })
    .rotate(-moments.degrees, { background: '#ffffff' })
    .extend({ top: 20, bottom: 20, left: 20, right: 20, background: '#ffffff' })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

interface Size {
  width: number;
  height: number;
}

/** A pixel stays set when every pixel within `radius` (a square) is set: separable, two passes. */
function erode(mask: Uint8Array, size: Size, radius: number): Uint8Array {
  return along(along(mask, size, radius, 'all', 1), size, radius, 'all', size.width);
}

/** A pixel becomes set when any pixel within `radius` (a square) is set. */
function dilate(mask: Uint8Array, size: Size, radius: number): Uint8Array {
  return along(along(mask, size, radius, 'any', 1), size, radius, 'any', size.width);
}

/**
 * One pass of a square min/max filter along rows (`step` 1) or columns (`step` = width), in time
 * linear in the pixels: a running count of set pixels in the window. Outside the image counts as
 * unset, so strokes touching the border erode there.
 */
function along(mask: Uint8Array, { width, height }: Size, radius: number, rule: 'all' | 'any', step: number): Uint8Array {
  const out = new Uint8Array(mask.length);
  const [lines, length, lineStep] = step === 1 ? [height, width, width] : [width, height, 1];
  const full = 2 * radius + 1;
  for (let line = 0; line < lines; line++) {
    const base = line * lineStep;
    let set = 0;
    for (let k = 0; k < radius && k < length; k++) set += mask[base + k * step] as number;
    for (let k = 0; k < length; k++) {
      if (k + radius < length) set += mask[base + (k + radius) * step] as number;
      if (k > radius) set -= mask[base + (k - radius - 1) * step] as number;
      out[base + k * step] = (rule === 'any' ? set > 0 : set === full) ? 1 : 0;
    }
  }
  return out;
}

/** How many pixels are set, and the angle of their main axis in degrees (image coordinates). */
function momentsOf(mask: Uint8Array, { width }: Size): { count: number; degrees: number } {
  let count = 0;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const x = i % width;
    const y = (i - x) / width;
    count++;
    sx += x;
    sy += y;
    sxx += x * x;
    syy += y * y;
    sxy += x * y;
  }
  if (count === 0) return { count, degrees: 0 };
  const mx = sx / count;
  const my = sy / count;
  const radians = 0.5 * Math.atan2(2 * (sxy / count - mx * my), sxx / count - mx * mx - (syy / count - my * my));
  return { count, degrees: (radians * 180) / Math.PI };
}
