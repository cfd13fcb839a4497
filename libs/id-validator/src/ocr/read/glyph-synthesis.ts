import type { GreyImage } from '../image/grey-image.ts';
import { correlation, ocrbFont, type FontGlyph } from './ocrb-glyphs.ts';

/**
 * Where one MRZ line lies in an image, in the OCR-B font's own terms: the pen position of its
 * first character, the pitch (OCR-B is fixed-pitch, so character k starts at `x0 + k·pitch`),
 * the baseline at `x0` and its slope, the glyphs' vertical scale (image pixels per font pixel of
 * the drawn glyphs) and the blur (Gaussian σ, pixels) the capture added.
 */
export interface LineGeometry {
  x0: number;
  pitch: number;
  baseline: number;
  slope: number;
  scaleY: number;
  blur: number;
}

/** An image as darkness (0 paper … 1 ink), nothing outside it. */
interface Darkness {
  width: number;
  height: number;
  at: (x: number, y: number) => number;
}

function darknessOf(image: GreyImage): Darkness {
  return {
    width: image.width,
    height: image.height,
    at: (x, y) => (x < 0 || y < 0 || x >= image.width || y >= image.height ? 0 : 1 - (image.data[y * image.width + x] as number) / 255),
  };
}

interface Window {
  x0: number;
  y0: number;
  width: number;
  height: number;
}

/**
 * Draws characters as a capture of `geometry` would show them: each pixel is the font's ink
 * averaged over the area the pixel covers (what a sensor integrates), overlapping ink capped at
 * full darkness, then blurred. `cells` maps a cell index to its character.
 */
function drawCells(geometry: LineGeometry, cells: ReadonlyArray<readonly [number, string]>, window: Window): Float64Array {
  const font = ocrbFont();
  const out = new Float64Array(window.width * window.height);
  const sx = geometry.pitch / font.advance;
  const sy = geometry.scaleY;
  for (const [index, char] of cells) {
    const glyph = font.glyphs.get(char);
    if (!glyph) continue;
    const penX = geometry.x0 + index * geometry.pitch;
    const baseline = geometry.baseline + geometry.slope * index * geometry.pitch;
    // The glyph's box in image coordinates, to skip pixels it cannot touch.
    const gx0 = penX + (glyph.left - font.origin.x) * sx;
    const gx1 = penX + (glyph.left + glyph.width - font.origin.x) * sx;
    const gy0 = baseline + (glyph.top - font.origin.y) * sy;
    const gy1 = baseline + (glyph.top + glyph.height - font.origin.y) * sy;
    const px0 = Math.max(window.x0, Math.floor(gx0));
    const px1 = Math.min(window.x0 + window.width, Math.ceil(gx1));
    const py0 = Math.max(window.y0, Math.floor(gy0));
    const py1 = Math.min(window.y0 + window.height, Math.ceil(gy1));
    for (let y = py0; y < py1; y++) {
      const cy0 = font.origin.y + (y - baseline) / sy;
      const cy1 = font.origin.y + (y + 1 - baseline) / sy;
      for (let x = px0; x < px1; x++) {
        const cx0 = font.origin.x + (x - penX) / sx;
        const cx1 = font.origin.x + (x + 1 - penX) / sx;
        const i = (y - window.y0) * window.width + (x - window.x0);
        out[i] = Math.min(1, (out[i] as number) + areaInk(glyph, cx0, cy0, cx1, cy1));
      }
    }
  }
  return geometry.blur > 0 ? gaussianBlur(out, window.width, window.height, geometry.blur) : out;
}

/** Mean ink of a glyph over a rectangle of font pixels (zero outside its box). */
function areaInk(glyph: FontGlyph, cx0: number, cy0: number, cx1: number, cy1: number): number {
  const area = (cx1 - cx0) * (cy1 - cy0);
  const x0 = clamp(Math.round(cx0) - glyph.left, 0, glyph.width);
  const x1 = clamp(Math.round(cx1) - glyph.left, 0, glyph.width);
  const y0 = clamp(Math.round(cy0) - glyph.top, 0, glyph.height);
  const y1 = clamp(Math.round(cy1) - glyph.top, 0, glyph.height);
  if (x1 <= x0 || y1 <= y0 || area <= 0) return 0;
  const w = glyph.width + 1;
  const s = glyph.summed;
  const sum = (s[y1 * w + x1] as number) - (s[y0 * w + x1] as number) - (s[y1 * w + x0] as number) + (s[y0 * w + x0] as number);
  return sum / area;
}

const clamp = (v: number, lo: number, hi: number) => (v < lo ? lo : v > hi ? hi : v);

function gaussianBlur(values: Float64Array, width: number, height: number, sigma: number): Float64Array {
  const radius = Math.max(1, Math.ceil(2.5 * sigma));
  const kernel: number[] = [];
  let total = 0;
  for (let i = -radius; i <= radius; i++) {
    const k = Math.exp(-(i * i) / (2 * sigma * sigma));
    kernel.push(k);
    total += k;
  }
  for (let i = 0; i < kernel.length; i++) kernel[i] = (kernel[i] as number) / total;
  const tmp = new Float64Array(values.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let i = -radius; i <= radius; i++) sum += (kernel[i + radius] as number) * (values[y * width + clamp(x + i, 0, width - 1)] as number);
      tmp[y * width + x] = sum;
    }
  }
  const out = new Float64Array(values.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let i = -radius; i <= radius; i++) sum += (kernel[i + radius] as number) * (tmp[clamp(y + i, 0, height - 1) * width + x] as number);
      out[y * width + x] = sum;
    }
  }
  return out;
}

function observed(image: Darkness, window: Window): Float64Array {
  const out = new Float64Array(window.width * window.height);
  for (let y = 0; y < window.height; y++) {
    for (let x = 0; x < window.width; x++) out[y * window.width + x] = image.at(window.x0 + x, window.y0 + y);
  }
  return out;
}

/** The pixels a line's glyphs can cover, with a pixel of margin. */
function lineWindow(geometry: LineGeometry, length: number, image: Darkness): Window {
  const font = ocrbFont();
  const top = geometry.baseline - font.ascent * geometry.scaleY - 1 + Math.min(0, geometry.slope * length * geometry.pitch);
  const bottom = geometry.baseline + font.descent * geometry.scaleY + 1 + Math.max(0, geometry.slope * length * geometry.pitch);
  const x0 = Math.max(0, Math.floor(geometry.x0 - 1));
  const y0 = Math.max(0, Math.floor(top));
  return { x0, y0, width: Math.min(image.width, Math.ceil(geometry.x0 + length * geometry.pitch + 1)) - x0, height: Math.min(image.height, Math.ceil(bottom)) - y0 };
}

/** How well a whole line, drawn from `text` at `geometry`, matches the image. */
function lineFit(image: Darkness, text: string, geometry: LineGeometry): number {
  const window = lineWindow(geometry, text.length, image);
  if (window.width <= 0 || window.height <= 0) return -1;
  return correlation(observed(image, window), drawCells(geometry, [...text].map((char, i) => [i, char] as const), window));
}

/**
 * A first guess of a line's geometry from its ink: the band of rows and the columns its ink
 * spans, given the characters at its two ends (whose glyphs start and end at known places of
 * their cells).
 */
export function roughGeometry(image: GreyImage, text: string, band: { left: number; right: number; top: number; bottom: number }): LineGeometry | null {
  const font = ocrbFont();
  const dark = darknessOf(image);
  const left = Math.max(0, Math.floor(band.left));
  const right = Math.min(image.width, Math.ceil(band.right));
  const top = Math.max(0, Math.floor(band.top));
  const bottom = Math.min(image.height, Math.ceil(band.bottom));
  if (right - left < 10 || bottom - top < 3) return null;
  let max = 0;
  const columns = Array.from({ length: right - left }, (_, i) => {
    let ink = 0;
    for (let y = top; y < bottom; y++) ink = Math.max(ink, dark.at(left + i, y));
    max = Math.max(max, ink);
    return ink;
  });
  let min = Infinity;
  for (const c of columns) min = Math.min(min, c);
  const level = min + 0.5 * (max - min);
  const first = columns.findIndex((c) => c >= level);
  const last = columns.findLastIndex((c) => c >= level);
  const rows = Array.from({ length: bottom - top }, (_, i) => {
    let ink = 0;
    for (let x = left; x < right; x++) ink += dark.at(x, top + i);
    return ink;
  });
  const rowMax = Math.max(...rows);
  const rowMin = Math.min(...rows);
  const firstRow = rows.findIndex((r) => r >= rowMin + 0.5 * (rowMax - rowMin));
  const lastRow = rows.findLastIndex((r) => r >= rowMin + 0.5 * (rowMax - rowMin));
  if (first < 0 || last <= first || firstRow < 0 || lastRow < firstRow) return null;
  const head = font.glyphs.get(text[0] as string);
  const tail = font.glyphs.get(text.at(-1) as string);
  if (!head || !tail) return null;
  const a = (head.left - font.origin.x) / font.advance;
  const b = (tail.left + tail.width - font.origin.x) / font.advance;
  const pitch = (last + 1 - first) / (text.length - 1 + b - a);
  const x0 = left + first - a * pitch;
  const capHeight = lastRow + 1 - firstRow;
  return { x0, pitch, baseline: top + lastRow + 1, slope: 0, scaleY: capHeight / font.capHeight, blur: 0.6 };
}

/**
 * Where to look for line `row` of a zone of `count` lines: its share of the zone's height, a
 * little more, and half a line's height beyond each end.
 */
export function lineBand(region: SynthesisInput['region'], row: number, count: number): { left: number; right: number; top: number; bottom: number } {
  const margin = 0.5 * region.lineHeight;
  const slice = region.height / count;
  return { left: region.left - margin, right: region.left + region.width + margin, top: region.top + row * slice - 0.2 * region.lineHeight, bottom: region.top + (row + 1) * slice + 0.2 * region.lineHeight };
}

/** Rounds of the coordinate search, each with steps half the last round's. */
const fitRounds = 3;

/**
 * Refines a line's geometry so that the line as read, drawn in OCR-B, best matches the image
 * (coordinate search with shrinking steps). The few characters misread barely move a fit over
 * the whole line.
 */
export function fitLine(image: GreyImage, text: string, start: LineGeometry): { geometry: LineGeometry; fit: number } {
  const dark = darknessOf(image);
  let geometry = { ...start };
  let fit = lineFit(dark, text, geometry);
  const steps: Record<keyof LineGeometry, number> = { x0: 0.5, pitch: 0.02 * start.pitch, baseline: 0.5, slope: 0.004, scaleY: 0.05 * start.scaleY, blur: 0.3 };
  for (let round = 0; round < fitRounds; round++) {
    for (const key of Object.keys(steps) as Array<keyof LineGeometry>) {
      for (let improved = true, tries = 0; improved && tries < 6; tries++) {
        improved = false;
        for (const sign of [-1, 1]) {
          const value = geometry[key] + sign * steps[key];
          if (key === 'blur' && (value < 0 || value > 2)) continue;
          const candidate = { ...geometry, [key]: value };
          const candidateFit = lineFit(dark, text, candidate);
          if (candidateFit > fit) {
            geometry = candidate;
            fit = candidateFit;
            improved = true;
            break;
          }
        }
      }
    }
    for (const key of Object.keys(steps) as Array<keyof LineGeometry>) steps[key] /= 2;
  }
  return { geometry, fit };
}

/** Sub-pixel shifts of a cell tried when scoring it (pixels): print is not perfectly regular. */
const cellShifts = [-0.35, 0, 0.35];
/** Candidates also shifted up and down, the best after shifting along the line. */
const refinedCandidates = 4;

/**
 * Scores the characters `candidates` at cell `position` of a line: each drawn with its
 * neighbours as read, at the fitted geometry (shifted a little), against the cell as captured.
 */
export function scoreCell(image: GreyImage, text: string, geometry: LineGeometry, position: number, candidates: string): Array<{ char: string; score: number }> {
  const dark = darknessOf(image);
  const font = ocrbFont();
  const cellX = geometry.x0 + position * geometry.pitch;
  const baseline = geometry.baseline + geometry.slope * position * geometry.pitch;
  const x0 = Math.floor(cellX - 0.2 * geometry.pitch);
  const x1 = Math.ceil(cellX + 1.2 * geometry.pitch);
  const y0 = Math.floor(baseline - font.ascent * geometry.scaleY - 1);
  const y1 = Math.ceil(baseline + font.descent * geometry.scaleY + 1);
  const window = { x0, y0, width: x1 - x0, height: y1 - y0 };
  const seen = observed(dark, window);
  const neighbours = [position - 1, position + 1].filter((i) => i >= 0 && i < text.length).map((i) => [i, text[i] as string] as const);
  const fitAt = (char: string, dx: number, dy: number) =>
    correlation(seen, drawCells({ ...geometry, x0: geometry.x0 + dx, baseline: geometry.baseline + dy }, [...neighbours, [position, char] as const], window));
  // Every candidate shifted along the line, then the closest few up and down as well.
  const scores = [...candidates].map((char) => ({ char, score: Math.max(...cellShifts.map((dx) => fitAt(char, dx, 0))) }));
  scores.sort((a, b) => b.score - a.score);
  for (const entry of scores.slice(0, refinedCandidates)) {
    for (const dx of cellShifts) for (const dy of cellShifts) if (dy !== 0) entry.score = Math.max(entry.score, fitAt(entry.char, dx, dy));
  }
  return scores.sort((a, b) => b.score - a.score);
}

/** What `readBySynthesis` judges: MRZ lines as read, where they lie in an image, and what to judge. */
export interface SynthesisInput {
  image: GreyImage;
  /** The zone in `image`'s pixels, with its lines' height. */
  region: { left: number; top: number; width: number; height: number; lineHeight: number };
  lines: readonly string[];
  /** For each line and position, the characters to choose among there, or null to leave it alone. */
  alphabets: ReadonlyArray<ReadonlyArray<string | null>>;
}

/** A character of the MRZ as the synthesis sees it. */
export interface CharacterVerdict {
  line: number;
  position: number;
  /** The character the reading has there. */
  read: string;
  /** The character that fits the cell clearly best, or null when no candidate clearly does. */
  seen: string | null;
}

/**
 * Lines whose drawing fits the image less than this (Pearson correlation over the whole line) are
 * not judged: the geometry or the font is off. Measured on real scans shrunk to 8-pixel lines,
 * lines fitting ≥ 0.83 had every letter right, the only lines with wrong letters fitted ≤ 0.81
 * (a line partly off its fitted pitch), 0.30–0.69 (the geometry missed the line).
 */
export const minLineFit = 0.85;
/** A character that fits its cell better than the one read by less than this decides nothing. */
export const characterMargin = 0.03;
/** A cell no candidate fits better than this is not judged (a stain, a box drawn over it). */
const minCellFit = 0.6;

/**
 * Judges characters of an MRZ by analysis by synthesis: each line, as read, is drawn in OCR-B at
 * the pitch, baseline, scale and blur that fit the image best; then every character (not a
 * filler) the reading has at a position `alphabets` gives one for is drawn in turn as each
 * candidate of that alphabet (a filler too, where it allows one: a `<` read as `Z`), with its
 * neighbours as read, and compared with the cell as captured. At
 * 6–10-pixel lines, where both tesseract and the glyph grid confuse `M` with `H` or `N`, the
 * candidate drawn at the capture's own resolution keeps the strokes that tell them apart.
 * `region` is the zone in `image`'s pixels. Null when a line cannot be fitted well enough.
 */
export function readBySynthesis({ image, region, lines, alphabets }: SynthesisInput): CharacterVerdict[] | null {
  const verdicts: CharacterVerdict[] = [];
  for (const [row, text] of lines.entries()) {
    const positions = [...text].flatMap((read, position) => {
      const alphabet = alphabets[row]?.[position];
      return read !== '<' && alphabet ? [{ position, read, alphabet }] : [];
    });
    if (positions.length === 0) continue;
    const rough = roughGeometry(image, text, lineBand(region, row, lines.length));
    if (!rough) return null;
    const { geometry, fit } = fitLine(image, text, rough);
    if (fit < minLineFit) return null;
    for (const { position, read, alphabet } of positions) {
      const scores = scoreCell(image, text, geometry, position, alphabet.includes(read) ? alphabet : alphabet + read);
      const best = scores[0] as { char: string; score: number };
      const readScore = scores.find((s) => s.char === read)?.score ?? -1;
      const seen = best.score < minCellFit ? null : best.char === read ? read : best.score - readScore >= characterMargin ? best.char : null;
      verdicts.push({ line: row, position, read, seen });
    }
  }
  return verdicts;
}
