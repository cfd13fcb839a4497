import { createCanvas } from '@napi-rs/canvas';
import { gzipSync } from 'node:zlib';
import { registerCorpusFonts } from './fonts.ts';

/** The characters an MRZ may hold (ICAO 9303). */
export const mrzCharacters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

/**
 * One OCR-B glyph as drawn by the font: the red channel (255 = paper) of its inked box, and where
 * that box lay on the 140 px canvas (templates are sampled in canvas coordinates, and floating
 * point makes the sampling depend on them).
 */
export interface GlyphInk {
  left: number;
  top: number;
  width: number;
  height: number;
  /** base64 of `width × height` bytes, row by row. */
  ink: string;
}

/** What `@circular/id-validator` reads from `data/ocrb-glyphs.json.gz` for its glyph evidence. */
export interface OcrbGlyphFile {
  font: string;
  pixelSize: number;
  /** Where the pen stood when each glyph was drawn (x, baseline), canvas pixels. */
  origin: { x: number; y: number };
  /** The font's advance from one character to the next (OCR-B is fixed-pitch). */
  advance: number;
  glyphs: Record<string, GlyphInk>;
}

const canvasSize = 140;
const pixelSize = 96;
const origin = { x: 20, y: 110 };

/**
 * Draws every MRZ character in OCR-B (96 px, black on white, as the validator's glyph templates
 * always were) and keeps the box of its non-white pixels, so the validator can build its
 * templates without a canvas at run time.
 */
export function renderOcrbGlyphs(): OcrbGlyphFile {
  const { ocrb } = registerCorpusFonts();
  const glyphs: Record<string, GlyphInk> = {};
  const measure = createCanvas(1, 1).getContext('2d');
  measure.font = `${pixelSize}px ${ocrb}`;
  const advance = measure.measureText('<').width;
  for (const char of mrzCharacters) {
    const canvas = createCanvas(canvasSize, canvasSize);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, canvasSize, canvasSize);
    ctx.fillStyle = '#000000';
    ctx.font = `${pixelSize}px ${ocrb}`;
    ctx.fillText(char, origin.x, origin.y);
    const pixels = ctx.getImageData(0, 0, canvasSize, canvasSize).data;
    const red = (x: number, y: number) => pixels[(y * canvasSize + x) * 4] as number;
    let x0 = canvasSize;
    let y0 = canvasSize;
    let x1 = -1;
    let y1 = -1;
    for (let y = 0; y < canvasSize; y++) {
      for (let x = 0; x < canvasSize; x++) {
        if (red(x, y) === 255) continue;
        x0 = Math.min(x0, x);
        y0 = Math.min(y0, y);
        x1 = Math.max(x1, x);
        y1 = Math.max(y1, y);
      }
    }
    if (x1 < x0) continue;
    const width = x1 - x0 + 1;
    const height = y1 - y0 + 1;
    const bytes = Buffer.alloc(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) bytes[y * width + x] = red(x0 + x, y0 + y);
    }
    glyphs[char] = { left: x0, top: y0, width, height, ink: bytes.toString('base64') };
  }
  return { font: 'OCRB.otf', pixelSize, origin, advance, glyphs };
}

/** The gzipped JSON committed as `libs/id-validator/data/ocrb-glyphs.json.gz`. */
export function ocrbGlyphFileBytes(file: OcrbGlyphFile = renderOcrbGlyphs()): Buffer {
  return gzipSync(Buffer.from(`${JSON.stringify(file)}\n`), { level: 9 });
}

/** Where the ID validator reads the glyphs (a file, not an import: the library never depends on this package). */
export const ocrbGlyphFileUrl = new URL('../../../libs/id-validator/data/ocrb-glyphs.json.gz', import.meta.url);
