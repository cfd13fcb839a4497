import type { GlyphEvidence } from '../../mrz/correct-mrz.ts';
import { detectMrzFormat, mrzLayouts, positionKinds } from '../../mrz/mrz-layout.ts';
import { positionAlphabets } from '../../mrz/national-positions.ts';
import type { GreyImage } from '../image/grey-image.ts';
import type { MrzRegion } from '../locate/locate-mrz.ts';
import { asOcrLines, type LineRecogniser, type RecognisedLine } from '../engine/line-recogniser.ts';
import type { AlignedMrz } from './align-mrz-lines.ts';
import { bestAligned } from './scored-reading.ts';

/**
 * Alternatives the recogniser gives less than this probability are no candidates: the check
 * digits choose among the others, never among every character.
 */
export const minCandidateProbability = 0.05;

/** The learned recogniser's reading of a zone, on the format's fixed positions, and its other candidates per character. */
export interface LearnedReading {
  aligned: AlignedMrz;
  /** The recogniser's other candidates for each position, offered (never decisive) to the corrections. */
  candidates: GlyphEvidence[];
}

/**
 * Reads the located zone with the learned line recogniser and puts its characters on the format's
 * fixed positions with the aligner the OCR passes use (it undoes dropped or doubled fillers); null
 * when its lines fit no format.
 */
export async function learnedReading({
  recogniser,
  levelled,
  region,
  today,
}: {
  recogniser: LineRecogniser;
  levelled: GreyImage;
  region: MrzRegion;
  today: Date;
}): Promise<LearnedReading | null> {
  const lines = await recogniser.readZone({ image: levelled, region, lineCount: region.lineCount });
  return alignedWithCandidates(lines, region, today);
}

/**
 * The lines as the recogniser read them when each has exactly a format's length: every character
 * read, in order, is already on its position (the aligner's pitch fit is for readings that drop
 * or add characters; the recogniser's positions are only known to a frame, 4 pixels of the band).
 */
function asReadWhole(lines: readonly RecognisedLine[], region: Pick<MrzRegion, 'lineCount' | 'lineHeight'>): AlignedMrz | null {
  const used = lines.slice(-region.lineCount);
  const lengths = new Set(used.map((line) => line.symbols.length));
  const [length] = [...lengths];
  if (used.length !== region.lineCount || lengths.size !== 1 || length !== (region.lineCount === 3 ? 30 : length === 36 ? 36 : 44)) return null;
  const ocr = asOcrLines(used, region.lineHeight);
  return {
    lines: used.map((line) => line.symbols.map((s) => s.char).join('')),
    confidences: used.map((line) => line.symbols.map((s) => s.probability)),
    boxes: ocr.map((line) => line.symbols.map(({ x0, y0, x1, y1 }) => ({ x0, y0, x1, y1 }))),
    filledPositions: 0,
  };
}

/**
 * The recogniser's lines aligned (see `learnedReading`), each aligned character's alternatives
 * kept as candidates. Where the character read is not of its position's class (a letter where the
 * format has a digit: `O` for `0`), the most likely of its alternatives that is takes its place.
 */
export function alignedWithCandidates(lines: readonly RecognisedLine[], region: Pick<MrzRegion, 'lineCount' | 'lineHeight'>, today: Date): LearnedReading | null {
  const aligned = asReadWhole(lines, region) ?? bestAligned(asOcrLines(lines, region.lineHeight), region.lineCount, today);
  if (!aligned) return null;
  const format = detectMrzFormat(aligned.lines);
  const kinds = format ? positionKinds(mrzLayouts[format]) : [];
  // The aligner keeps the lines it used (the last `lineCount` with enough symbols), in order.
  const used = (lines.slice(-region.lineCount).every((line) => line.symbols.length === aligned.lines[0]?.length) ? lines : lines.filter((line) => line.symbols.length >= 20)).slice(-aligned.lines.length);
  const candidates: GlyphEvidence[] = [];
  const grid = aligned.lines.map((text) => [...text]);
  aligned.boxes.forEach((row, line) => {
    const symbols = used[line]?.symbols ?? [];
    row.forEach((box, position) => {
      if (!box) return;
      const centre = (box.x0 + box.x1) / 2;
      const symbol = symbols.find((s) => Math.abs(s.x - centre) < 1e-6);
      const kind = kinds[line]?.[position];
      const allowed = kind ? positionAlphabets[kind] : null;
      if (symbol && allowed && !allowed.includes(symbol.char)) {
        const fitting = symbol.alternatives.find((a) => allowed.includes(a.char));
        if (fitting) (grid[line] as string[])[position] = fitting.char;
      }
      for (const alternative of symbol?.alternatives ?? []) {
        if (alternative.probability >= minCandidateProbability) candidates.push({ line, position, char: alternative.char, decisive: false });
      }
    });
  });
  return { aligned: { ...aligned, lines: grid.map((row) => row.join('')) }, candidates };
}
