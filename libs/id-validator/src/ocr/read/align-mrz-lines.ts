import { MrzFormatError } from '../../mrz/mrz-format-error.ts';
import { detectMrzFormat, mrzLayouts, positionKinds, type PositionKind } from '../../mrz/mrz-layout.ts';
import { positionAlphabets } from '../../mrz/national-positions.ts';
import { parseMrz } from '../../mrz/parse-mrz.ts';
import type { GlyphBox } from './ocrb-glyphs.ts';
import type { OcrLine, OcrSymbol } from '../engine/tesseract-pool.ts';

/** MRZ lines put back on their fixed positions, with a confidence (0–1) per character. */
export interface AlignedMrz {
  lines: string[];
  confidences: number[][];
  /** Each character's box in the image given to OCR; null where a filler was inferred. */
  boxes: Array<Array<GlyphBox | null>>;
  /** Positions no symbol landed on that were taken as fillers (between fillers, or after one at the end). */
  filledPositions: number;
}

const lineLengths = { 3: [30], 2: [36, 44] } as const;

/** Confidence given to a filler put where OCR saw nothing: it is inferred, not read. */
const inferredFillerConfidence = 0.5;

/**
 * Rebuilds fixed-length MRZ lines from OCR symbols by their x-positions: OCR-B is fixed-pitch and
 * MRZ lines are left-aligned and of equal length, so each symbol's slot is its distance from the
 * line start in pitches. This undoes miscounted `<` runs (FIELD-NOTES), which padding or
 * trimming the text cannot. A gap between fillers becomes a filler; any other gap leaves the
 * reading unusable (null), because no character is guessed. Specks read as characters (much
 * smaller than the zone's glyphs) and symbols that are no MRZ character are left out. Where the
 * lines start is chosen by the format's fixed positions (`structureScore`): marks beside the zone
 * and a first character OCR missed in one line otherwise put every character one slot off. With
 * `anchor: 'end'` slots count back from the lines' end (null when the lines are no longer than
 * the format).
 */
export function alignMrzLines(
  ocrLines: readonly OcrLine[],
  { lineCount, anchor = 'start' }: { lineCount?: 2 | 3; anchor?: 'start' | 'end' } = {},
): AlignedMrz | null {
  const candidates = ocrLines.filter((line) => line.symbols.length >= 20);
  const count = lineCount ?? (candidates.length >= 3 ? 3 : 2);
  if (candidates.length < count) return null;
  const chosen = candidates.slice(-count);
  const sorted = chosen.map((line) => line.symbols.filter((s) => mrzCharacter.test(s.text)).sort((a, b) => centre(a) - centre(b)));
  const rawSpacing = median(sorted.flatMap((row) => row.slice(1).map((s, i) => centre(s) - centre(row[i] as OcrSymbol))).filter((d) => d > 0));
  const glyphHeight = median(sorted.flat().filter((s) => s.text !== '<').map((s) => s.y1 - s.y0));
  const rows = sorted.map((row) => row.filter((s) => !isSpeck(s, { spacing: rawSpacing, glyphHeight })));
  if (rows.some((row) => row.length === 0)) return null;
  const deltas = rows.flatMap((row) => row.slice(1).map((s, i) => centre(s) - centre(row[i] as OcrSymbol)));
  const spacing = median(deltas.filter((d) => d > 0));
  if (!(spacing > 0)) return null;
  // First guess: slots from the leftmost symbol at the median spacing; then one least-squares fit
  // of centre = start + slot × pitch over every symbol of every line, which share both.
  const start0 = Math.min(...rows.map((row) => centre(row[0] as OcrSymbol)));
  let fitted = fitLine(rows.flatMap((row) => row.map((s) => [Math.round((centre(s) - start0) / spacing), centre(s)] as const)));
  // Refitted on the slots the fit gives, until they settle: positions known only to a few pixels
  // (a recogniser's frames) bias the median spacing, and a first guess a few percent off puts the
  // last characters of a line a slot too far.
  for (let refit = 0; refit < 3 && fitted.slope > 0; refit++) {
    const slots = rows.flatMap((row) => row.map((s) => [Math.round((centre(s) - fitted.intercept) / fitted.slope), centre(s)] as const));
    const next = fitLine(slots);
    if (Math.abs(next.slope - fitted.slope) < 1e-9 && Math.abs(next.intercept - fitted.intercept) < 1e-6) break;
    fitted = next;
  }
  const pitch = fitted.slope;
  if (!(pitch > 0)) return null;
  const slotOf = (s: OcrSymbol) => Math.round((centre(s) - fitted.intercept) / pitch);
  const firstSlot = Math.min(...rows.map((row) => slotOf(row[0] as OcrSymbol)));
  const lastSlot = Math.max(...rows.map((row) => slotOf(row.at(-1) as OcrSymbol)));
  const length = [...lineLengths[count]].sort((a, b) => Math.abs(a - (lastSlot - firstSlot + 1)) - Math.abs(b - (lastSlot - firstSlot + 1)))[0] as number;
  // Marks beside the zone (a page edge, a stamp) read as characters make the lines look longer
  // than any format. Anchored at the end, slots count back from the last one, where the lines
  // end together: right when the marks are on the left.
  if (anchor === 'end') {
    if (lastSlot + 1 <= length) return null;
    return layOut(rows, { start: fitted.intercept + (lastSlot + 1 - length) * pitch, pitch, length })?.aligned ?? null;
  }
  let best: { aligned: AlignedMrz; score: number } | null = null;
  for (let offset = firstSlot; offset <= Math.max(firstSlot, lastSlot - length + 1); offset++) {
    const laid = layOut(rows, { start: fitted.intercept + offset * pitch, pitch, length });
    if (!laid) continue;
    const score = structureScore(laid.aligned.lines) - laid.dropped;
    if (!best || score > best.score) best = { aligned: laid.aligned, score };
  }
  return best?.aligned ?? null;
}

/** One MRZ character per symbol; anything else (a space, a ligature) is no character of the zone. */
const mrzCharacter = /^[A-Z0-9<]$/;

/**
 * A speck of dirt or a mark's corner read as a character: less than half a glyph high and less
 * than a third of the pitch wide. The narrowest glyphs (`1`, `I`) are full height, and the
 * lowest (`<`) are wide.
 */
function isSpeck(symbol: OcrSymbol, { spacing, glyphHeight }: { spacing: number; glyphHeight: number }): boolean {
  if (!(spacing > 0) || !(glyphHeight > 0)) return false;
  return symbol.y1 - symbol.y0 < glyphHeight / 2 && symbol.x1 - symbol.x0 < spacing / 3;
}

/** Symbols put on `length` slots from `start` at `pitch`; null when a gap is left that is no filler. */
function layOut(rows: ReadonlyArray<readonly OcrSymbol[]>, { start, pitch, length }: { start: number; pitch: number; length: number }): { aligned: AlignedMrz; dropped: number } | null {
  const lines: string[] = [];
  const confidences: number[][] = [];
  const boxes: Array<Array<GlyphBox | null>> = [];
  let filledPositions = 0;
  let dropped = 0;
  for (const row of rows) {
    const slots: Array<OcrSymbol | null> = Array.from({ length }, () => null);
    for (const symbol of row) {
      const slot = Math.round((centre(symbol) - start) / pitch);
      if (slot < 0 || slot >= length) {
        dropped++;
        continue;
      }
      const current = slots[slot];
      if (!current || symbol.confidence > current.confidence) slots[slot] = symbol;
    }
    const chars: string[] = [];
    const confidence: number[] = [];
    const rowBoxes: Array<GlyphBox | null> = [];
    for (let i = 0; i < length; i++) {
      const symbol = slots[i];
      if (symbol) {
        chars.push(symbol.text);
        confidence.push(symbol.confidence / 100);
        rowBoxes.push({ x0: symbol.x0, y0: symbol.y0, x1: symbol.x1, y1: symbol.y1 });
        continue;
      }
      const before = nearest(slots, i, -1);
      const after = nearest(slots, i, 1);
      const betweenFillers = before?.text === '<' && (after === null || after.text === '<');
      if (!betweenFillers) return null;
      chars.push('<');
      confidence.push(inferredFillerConfidence);
      rowBoxes.push(null);
      filledPositions++;
    }
    lines.push(chars.join(''));
    confidences.push(confidence);
    boxes.push(rowBoxes);
  }
  return { aligned: { lines, confidences, boxes, filledPositions }, dropped };
}

/**
 * How well lines fit their format's fixed positions: one point per character its position
 * allows (digits in dates and check digits, letters in codes and names, `M`/`F`/`X`/`<` for the
 * sex) and three per check digit that passes. A reading one slot off puts letters where digits
 * stand and fails its check digits, so it scores far lower than the right one.
 */
export function structureScore(lines: readonly string[]): number {
  const format = detectMrzFormat(lines);
  if (!format) return 0;
  const kinds = positionKinds(mrzLayouts[format]);
  let score = 0;
  lines.forEach((line, row) => {
    [...line].forEach((char, i) => {
      if (positionAlphabets[(kinds[row] as PositionKind[])[i] as PositionKind].includes(char)) score++;
    });
  });
  try {
    return score + 3 * parseMrz(lines).checks.filter((check) => check.valid).length;
  } catch (error) {
    if (error instanceof MrzFormatError) return score;
    throw error;
  }
}

const centre = (s: OcrSymbol) => (s.x0 + s.x1) / 2;

function nearest(slots: ReadonlyArray<OcrSymbol | null>, from: number, step: 1 | -1): OcrSymbol | null {
  for (let i = from + step; i >= 0 && i < slots.length; i += step) if (slots[i]) return slots[i] as OcrSymbol;
  return null;
}

function fitLine(points: ReadonlyArray<readonly [number, number]>): { intercept: number; slope: number } {
  const n = points.length;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const [x, y] of points) {
    covariance += (x - meanX) * (y - meanY);
    variance += (x - meanX) * (x - meanX);
  }
  const slope = variance === 0 ? 0 : covariance / variance;
  return { intercept: meanY - slope * meanX, slope };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
