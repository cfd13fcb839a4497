import type { GlyphEvidence } from '../../mrz/correct-mrz.ts';
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

/** The recogniser's lines aligned (see `learnedReading`), each aligned character's alternatives kept as candidates. */
export function alignedWithCandidates(lines: readonly RecognisedLine[], region: Pick<MrzRegion, 'lineCount' | 'lineHeight'>, today: Date): LearnedReading | null {
  const aligned = bestAligned(asOcrLines(lines, region.lineHeight), region.lineCount, today);
  if (!aligned) return null;
  // The aligner keeps the lines it used (the last `lineCount` with enough symbols), in order.
  const used = lines.filter((line) => line.symbols.length >= 20).slice(-aligned.lines.length);
  const candidates: GlyphEvidence[] = [];
  aligned.boxes.forEach((row, line) => {
    const symbols = used[line]?.symbols ?? [];
    row.forEach((box, position) => {
      if (!box) return;
      const centre = (box.x0 + box.x1) / 2;
      const symbol = symbols.find((s) => Math.abs(s.x - centre) < 1e-6);
      for (const alternative of symbol?.alternatives ?? []) {
        if (alternative.probability >= minCandidateProbability) candidates.push({ line, position, char: alternative.char, decisive: false });
      }
    });
  });
  return { aligned, candidates };
}
