import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { GreyImage } from '../image/grey-image.ts';

/** A character's box in a grey image. */
export interface GlyphBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const gridHeight = 32;
const gridWidth = 26;
const glyphFile = new URL('../../../data/ocrb-glyphs.json.gz', import.meta.url);

/** The committed glyph file as drawn by `tools/id-corpus`: the pen's origin, the advance, each glyph's ink. */
interface GlyphFile {
  origin: { x: number; y: number };
  advance: number;
  glyphs: Record<string, GlyphInk>;
}

let glyphFileContents: GlyphFile | null = null;

/** The glyph file, read and unzipped once for both the templates and the drawn font. */
function readGlyphFile(): GlyphFile {
  glyphFileContents ??= JSON.parse(gunzipSync(readFileSync(glyphFile)).toString('utf8')) as GlyphFile;
  return glyphFileContents;
}
let templates: Map<string, Float32Array> | null = null;

/**
 * One glyph of the committed file: the red channel (255 = paper) of its inked box, base64, and
 * the box's place on the canvas it was drawn on (sampling is done in those coordinates).
 */
interface GlyphInk {
  left: number;
  top: number;
  width: number;
  height: number;
  ink: string;
}

/**
 * ICAO 9303 prints MRZs in OCR-B, so a character's shape can be compared with the font's own
 * glyph: a second opinion, independent of tesseract, on letter/digit look-alikes.
 * The glyphs were drawn once from the OCR-B font by `tools/id-corpus` (`npm run ocrb-glyphs`) into
 * `data/ocrb-glyphs.json.gz`, so the library needs no canvas; templates are built from them on
 * first use.
 */
function glyphTemplates(): Map<string, Float32Array> {
  if (templates) return templates;
  const file = readGlyphFile();
  const built = new Map<string, Float32Array>();
  for (const [char, { left, top, width, height, ink }] of Object.entries(file.glyphs)) {
    const pixels = Buffer.from(ink, 'base64');
    const darkness = (x: number, y: number) => 1 - (pixels[(y - top) * width + (x - left)] as number) / 255;
    const box = inkBox(darkness, { x0: left, y0: top, x1: left + width, y1: top + height }, 0.5);
    if (box) built.set(char, toGrid(darkness, box));
  }
  templates = built;
  return built;
}

/**
 * The ink of the character at `box` of `image`, contrast-stretched and scaled to a fixed grid
 * with its aspect kept; null when the box holds no ink.
 */
export function glyphGrid(image: GreyImage, box: GlyphBox): Float32Array | null {
  const region = {
    x0: Math.max(0, Math.floor(box.x0) - 2),
    y0: Math.max(0, Math.floor(box.y0) - 2),
    x1: Math.min(image.width, Math.ceil(box.x1) + 2),
    y1: Math.min(image.height, Math.ceil(box.y1) + 2),
  };
  if (region.x1 - region.x0 < 3 || region.y1 - region.y0 < 5) return null;
  let min = 1;
  let max = 0;
  const raw = (x: number, y: number) => 1 - (image.data[y * image.width + x] as number) / 255;
  for (let y = region.y0; y < region.y1; y++) {
    for (let x = region.x0; x < region.x1; x++) {
      const value = raw(x, y);
      min = Math.min(min, value);
      max = Math.max(max, value);
    }
  }
  if (max - min < 0.15) return null;
  const darkness = (x: number, y: number) => Math.max(0, (raw(x, y) - min) / (max - min));
  const ink = inkBox(darkness, ownInk(darkness, region, box, 0.5), 0.5);
  return ink ? toGrid(darkness, ink) : null;
}

/**
 * `region` (the box with its margin) narrowed to the character's own ink: a run of inked columns
 * (then of rows) lying wholly in the margin, apart from the ink inside the box by a blank column,
 * is a neighbour's edge, not this character's — left in, it stretched the ink box and a correct
 * `L` beside an `8` matched `I` better than `L` (a loose box, a tight pitch). Runs that reach into
 * the box are kept whole (a glyph's edge the box clipped off is joined to its inside).
 */
function ownInk(darkness: (x: number, y: number) => number, region: GlyphBox, box: GlyphBox, threshold: number): GlyphBox {
  const columns = inkedSpan(region.x0, region.x1, box.x0, box.x1, (x) => {
    for (let y = region.y0; y < region.y1; y++) if (darkness(x, y) > threshold) return true;
    return false;
  });
  const rows = inkedSpan(region.y0, region.y1, box.y0, box.y1, (y) => {
    for (let x = columns.from; x < columns.to; x++) if (darkness(x, y) > threshold) return true;
    return false;
  });
  return { x0: columns.from, x1: columns.to, y0: rows.from, y1: rows.to };
}

/**
 * Of the positions `from`…`to` (exclusive), the span from the first to the last inked run that
 * reaches into `inner`…`innerEnd` (runs wholly outside it dropped); the whole range when none does.
 */
function inkedSpan(from: number, to: number, inner: number, innerEnd: number, inked: (at: number) => boolean): { from: number; to: number } {
  let first = to;
  let last = from;
  for (let at = from; at < to; ) {
    if (!inked(at)) {
      at++;
      continue;
    }
    const start = at;
    while (at < to && inked(at)) at++;
    if (at > inner && start < innerEnd) {
      first = Math.min(first, start);
      last = Math.max(last, at);
    }
  }
  return first < last ? { from: first, to: last } : { from, to };
}

/** One glyph as the font draws it: its ink box on the drawing canvas and the box's summed ink. */
export interface FontGlyph {
  left: number;
  top: number;
  width: number;
  height: number;
  /** Summed-area table of the ink (0 paper … 1 ink), `(width + 1) × (height + 1)`. */
  summed: Float64Array;
}

/** The OCR-B font as drawn into the glyph file: where the pen stood, its advance and the glyphs. */
export interface OcrbFont {
  origin: { x: number; y: number };
  /** Advance from one character to the next (OCR-B is fixed-pitch), canvas pixels. */
  advance: number;
  /** Height of `H` (the cap height), canvas pixels. */
  capHeight: number;
  /** How far the highest glyph rises above the baseline and the lowest falls below it. */
  ascent: number;
  descent: number;
  glyphs: Map<string, FontGlyph>;
}

let font: OcrbFont | null = null;

/** The drawn font, read once from the glyph file. */
export function ocrbFont(): OcrbFont {
  if (font) return font;
  const file = readGlyphFile();
  const glyphs = new Map<string, FontGlyph>();
  for (const [char, { left, top, width, height, ink }] of Object.entries(file.glyphs)) {
    const pixels = Buffer.from(ink, 'base64');
    const w = width + 1;
    const summed = new Float64Array(w * (height + 1));
    for (let y = 0; y < height; y++) {
      let row = 0;
      for (let x = 0; x < width; x++) {
        row += 1 - (pixels[y * width + x] as number) / 255;
        summed[(y + 1) * w + x + 1] = (summed[y * w + x + 1] as number) + row;
      }
    }
    glyphs.set(char, { left, top, width, height, summed });
  }
  const H = glyphs.get('H');
  if (!H || !file.origin || !file.advance) throw new Error('the OCR-B glyph file lacks the font metrics (rerun `npm run ocrb-glyphs`)');
  const all = [...glyphs.values()];
  font = {
    origin: file.origin,
    advance: file.advance,
    capHeight: H.height,
    ascent: Math.max(...all.map((g) => file.origin.y - g.top)),
    descent: Math.max(0, ...all.map((g) => g.top + g.height - file.origin.y)),
    glyphs,
  };
  return font;
}

/** The OCR-B glyph of an MRZ character on the same grid as `glyphGrid`. */
export function templateGrid(char: string): Float32Array | null {
  return glyphTemplates().get(char) ?? null;
}

/**
 * How much the character at `box` of `image` looks like each candidate's OCR-B glyph, as the
 * correlation (−1…1) of their ink grids.
 */
export function glyphSimilarity(image: GreyImage, box: GlyphBox, candidates: readonly string[]): Map<string, number> {
  const scores = new Map<string, number>();
  const patch = glyphGrid(image, box);
  if (!patch) return scores;
  // The patch is centred once and each template once per process: a reading compares ~90
  // characters with ~36 glyphs each, on the main thread.
  const centredPatch = centred(patch);
  for (const candidate of candidates) {
    const template = centredTemplate(candidate);
    if (template) scores.set(candidate, centredCorrelation(centredPatch, template));
  }
  return scores;
}

interface Centred {
  values: Float64Array;
  /** Square root of the sum of squares of `values`. */
  norm: number;
}

/** A grid minus its mean, with its norm: Pearson correlation is then one dot product. */
function centred(grid: Float32Array): Centred {
  let mean = 0;
  for (let i = 0; i < grid.length; i++) mean += grid[i] as number;
  mean /= grid.length;
  const values = new Float64Array(grid.length);
  let squares = 0;
  for (let i = 0; i < grid.length; i++) {
    const v = (grid[i] as number) - mean;
    values[i] = v;
    squares += v * v;
  }
  return { values, norm: Math.sqrt(squares) };
}

const centredTemplates = new Map<string, Centred | null>();

function centredTemplate(char: string): Centred | null {
  let template = centredTemplates.get(char);
  if (template === undefined) {
    const grid = templateGrid(char);
    template = grid ? centred(grid) : null;
    centredTemplates.set(char, template);
  }
  return template;
}

function centredCorrelation(a: Centred, b: Centred): number {
  if (a.norm === 0 || b.norm === 0) return 0;
  let cross = 0;
  for (let i = 0; i < a.values.length; i++) cross += (a.values[i] as number) * (b.values[i] as number);
  return cross / (a.norm * b.norm);
}

function inkBox(darkness: (x: number, y: number) => number, area: GlyphBox, threshold: number): GlyphBox | null {
  let x0 = area.x1;
  let y0 = area.y1;
  let x1 = area.x0 - 1;
  let y1 = area.y0 - 1;
  for (let y = area.y0; y < area.y1; y++) {
    for (let x = area.x0; x < area.x1; x++) {
      if (darkness(x, y) <= threshold) continue;
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
    }
  }
  return x1 < x0 ? null : { x0, y0, x1: x1 + 1, y1: y1 + 1 };
}

/** Ink scaled to `gridHeight` rows with aspect kept (so `0` stays narrower than `O`), centred. */
function toGrid(darkness: (x: number, y: number) => number, box: GlyphBox): Float32Array {
  const grid = new Float32Array(gridHeight * gridWidth);
  const scale = (box.y1 - box.y0) / gridHeight;
  const width = Math.max(1, Math.min(gridWidth, Math.round((box.x1 - box.x0) / scale)));
  const offset = Math.floor((gridWidth - width) / 2);
  const step = Math.max(0.5, scale / 3);
  for (let gy = 0; gy < gridHeight; gy++) {
    for (let gx = 0; gx < width; gx++) {
      let sum = 0;
      let count = 0;
      for (let y = box.y0 + gy * scale; y < box.y0 + (gy + 1) * scale; y += step) {
        for (let x = box.x0 + gx * scale; x < box.x0 + (gx + 1) * scale; x += step) {
          sum += darkness(Math.min(box.x1 - 1, Math.floor(x)), Math.min(box.y1 - 1, Math.floor(y)));
          count++;
        }
      }
      grid[gy * gridWidth + gx + offset] = sum / Math.max(1, count);
    }
  }
  return grid;
}

/** Pearson correlation of two grids (−1…1). */
export function correlation(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let meanA = 0;
  let meanB = 0;
  for (let i = 0; i < a.length; i++) {
    meanA += a[i] as number;
    meanB += b[i] as number;
  }
  meanA /= a.length;
  meanB /= b.length;
  let cross = 0;
  let varA = 0;
  let varB = 0;
  for (let i = 0; i < a.length; i++) {
    const x = (a[i] as number) - meanA;
    const y = (b[i] as number) - meanB;
    cross += x * y;
    varA += x * x;
    varB += y * y;
  }
  return varA === 0 || varB === 0 ? 0 : cross / Math.sqrt(varA * varB);
}
