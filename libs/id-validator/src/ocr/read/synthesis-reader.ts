import { isCheckDigitValid } from '../../mrz/check-digit.ts';
import { letterKinds, mrzLayouts, positionKinds, type MrzFormat, type MrzLayout, type MrzSpan, type PositionKind } from '../../mrz/mrz-layout.ts';
import { positionAlphabets } from '../../mrz/national-positions.ts';
import { characterMargin, fitLine, lineBand, minLineFit, roughGeometry, scoreCell, type LineGeometry } from './glyph-synthesis.ts';
import type { GreyImage } from '../image/grey-image.ts';

/** What `readZoneBySynthesis` reads: a located MRZ too small for tesseract to read at all. */
export interface ZoneSynthesisInput {
  image: GreyImage;
  region: { left: number; top: number; width: number; height: number; lineHeight: number };
  lineCount: 2 | 3;
}

/** A reading drawn from the glyphs alone: lines, and each character's fit (0–1) as a confidence. */
export interface DrawnReading {
  lines: string[];
  confidences: number[][];
  filledPositions: 0;
}

/** Candidates kept per cell for the check digits to choose among. */
const candidatesPerCell = 3;
/** Times a line's geometry is refitted to the text its cells were last read as. */
const refits = 2;

interface Cell {
  candidates: Array<{ char: string; score: number }>;
}

/**
 * Reads an MRZ by synthesis alone, for zones captured so small (6-pixel lines) that tesseract
 * aligns nothing: every format the line count allows is tried; each line's cells are read as the
 * character of the position's alphabet that, drawn in OCR-B, best matches the cell, and the line
 * refitted to what it was read as; the format whose lines fit best is kept. Where a check digit
 * fails, the check digits choose among each cell's closest candidates — only a choice the
 * synthesis itself was unsure of (within `characterMargin`), and only when one choice alone
 * passes. No check digit covers letters, so each letter (or filler among them) must fit clearly
 * better than any other. Null when no format fits the lines well enough, a check cannot be made
 * to pass so, or a letter is unclear.
 */
export function readZoneBySynthesis({ image, region, lineCount }: ZoneSynthesisInput): DrawnReading | null {
  const formats: MrzFormat[] = lineCount === 3 ? ['TD1'] : ['TD3', 'TD2'];
  let best: { layout: MrzLayout; cells: Cell[][]; fit: number } | null = null;
  for (const format of formats) {
    const layout = mrzLayouts[format];
    const kinds = positionKinds(layout);
    const cells: Cell[][] = [];
    let worst = 1;
    for (let row = 0; row < lineCount; row++) {
      const alphabets = (kinds[row] ?? []).map((kind) => positionAlphabets[kind]);
      const read = readLine(image, lineBand(region, row, lineCount), alphabets);
      if (!read) break;
      cells.push(read.cells);
      worst = Math.min(worst, read.fit);
    }
    if (cells.length < lineCount || worst < minLineFit) continue;
    if (!best || worst > best.fit) best = { layout, cells, fit: worst };
  }
  if (!best) return null;
  const grid = best.cells.map((line) => line.map((cell) => (cell.candidates[0] as { char: string }).char));
  if (!checksChosen(best.layout, grid, best.cells)) return null;
  // No check digit covers letters, and no other reader saw them: each must be clearly itself.
  const kinds = positionKinds(best.layout);
  const unclear = best.cells.some((line, row) =>
    line.some((cell, i) => letterKinds.has(kinds[row]?.[i] as PositionKind) && ((cell.candidates[0]?.score ?? 0) - (cell.candidates[1]?.score ?? -1) < characterMargin)),
  );
  if (unclear) return null;
  return {
    lines: grid.map((line) => line.join('')),
    confidences: grid.map((line, row) => line.map((char, i) => Math.max(0, best.cells[row]?.[i]?.candidates.find((c) => c.char === char)?.score ?? 0))),
    filledPositions: 0,
  };
}

/** One line read cell by cell, refitting its geometry to what it was read as. */
function readLine(image: GreyImage, band: ReturnType<typeof lineBand>, alphabets: readonly string[]): { cells: Cell[]; fit: number } | null {
  let text = 'H'.repeat(alphabets.length);
  const rough = roughGeometry(image, text, band);
  if (!rough) return null;
  let geometry: LineGeometry = rough;
  let cells = readCells(image, text, geometry, alphabets);
  let fit = -1;
  for (let i = 0; i < refits; i++) {
    text = cells.map((cell) => (cell.candidates[0] as { char: string }).char).join('');
    ({ geometry, fit } = fitLine(image, text, geometry));
    cells = readCells(image, text, geometry, alphabets);
  }
  return { cells, fit };
}

function readCells(image: GreyImage, text: string, geometry: LineGeometry, alphabets: readonly string[]): Cell[] {
  return alphabets.map((alphabet, position) => ({ candidates: scoreCell(image, text, geometry, position, alphabet).slice(0, candidatesPerCell) }));
}

/** The positions of spans, in order. */
const positionsOf = (spans: readonly MrzSpan[]) => spans.flatMap(({ line, start, end }) => Array.from({ length: end - start }, (_, i) => ({ line, position: start + i })));

/**
 * Makes every check digit of `grid` pass by choosing among the cells' candidates (see
 * `readZoneBySynthesis`); false when one cannot be made to pass, or more than one choice would.
 */
function checksChosen(layout: MrzLayout, grid: string[][], cells: Cell[][]): boolean {
  const fields: Array<{ value: MrzSpan[]; digit: MrzSpan }> = [
    { value: [layout.documentNumber], digit: layout.documentNumberCheck },
    { value: [layout.birthDate], digit: layout.birthDateCheck },
    { value: [layout.expiryDate], digit: layout.expiryDateCheck },
    ...(layout.personalNumberCheck ? [{ value: layout.optionalData.slice(0, 1), digit: layout.personalNumberCheck }] : []),
    { value: layout.composite.over, digit: layout.composite.digit },
  ];
  const settled = new Set<string>();
  const key = ({ line, position }: { line: number; position: number }) => `${line}:${position}`;
  for (const { value, digit } of fields) {
    const places = positionsOf(value);
    const [check] = positionsOf([digit]) as [{ line: number; position: number }];
    const charAt = ({ line, position }: { line: number; position: number }) => (grid[line] as string[])[position] as string;
    const passes = () => {
      const text = places.map(charAt).join('');
      // An empty optional personal number may carry a filler as its check digit.
      return isCheckDigitValid(text, charAt(check)) || (/^<*$/.test(text) && charAt(check) === '<');
    };
    const settle = () => [...places, check].forEach((place) => settled.add(key(place)));
    if (passes()) {
      settle();
      continue;
    }
    // Characters an earlier check settled stay (the composite sums the fields checked before it).
    const unsure = [...places, check].filter((place) => !settled.has(key(place))).flatMap((place) => {
      const [first, ...others] = cells[place.line]?.[place.position]?.candidates ?? [];
      return first ? others.filter((c) => first.score - c.score < characterMargin).map((c) => ({ ...place, char: c.char })) : [];
    });
    const passing = unsure.filter((choice) => {
      const row = grid[choice.line] as string[];
      const was = row[choice.position] as string;
      row[choice.position] = choice.char;
      const ok = passes();
      row[choice.position] = was;
      return ok;
    });
    if (passing.length !== 1) return false;
    const [choice] = passing as [{ line: number; position: number; char: string }];
    (grid[choice.line] as string[])[choice.position] = choice.char;
    settle();
  }
  return true;
}
