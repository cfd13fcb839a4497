import { correctMrz, type CorrectedMrz, type GlyphEvidence } from '../../mrz/correct-mrz.ts';
import { MrzFormatError } from '../../mrz/mrz-format-error.ts';
import { alignMrzLines, type AlignedMrz } from './align-mrz-lines.ts';
import type { VotedMrz } from './vote-readings.ts';
import type { OcrLine } from '../engine/ocr-worker-protocol.ts';

/** A reading corrected by the check digits and the format, with what it was made from. */
export interface Scored {
  mrz: CorrectedMrz;
  /** What was scored: the lines as read and the evidence weighed with them. */
  reading: Reading;
  evidence: readonly GlyphEvidence[];
  today: Date;
  confidence: number;
  /** Check digits that pass. */
  passed: number;
}

export type Reading = Pick<AlignedMrz, 'lines' | 'confidences' | 'filledPositions'>;

/** Confidence taken off a reading for each character corrected. */
export const correctionPenalty = 0.03;

/** The reading corrected (`correctMrz`) and scored; null when its lines fit no MRZ format. */
export function score(reading: Reading, evidence: readonly GlyphEvidence[], today: Date): Scored | null {
  const mrz = correctReading(reading, evidence, today);
  if (!mrz) return null;
  return { mrz, reading, evidence, today, confidence: confidenceOf(reading, mrz), passed: mrz.checks.filter((c) => c.valid).length };
}

/** Every check digit passes and no other reading the evidence supports passes them too. */
export const trusted = (mrz: CorrectedMrz) => mrz.valid && !mrz.ambiguous;

/** Trusted first, then more check digits passing, then higher confidence. */
export function outranks(a: Scored, b: Scored): boolean {
  const key = (s: Scored) => [trusted(s.mrz) ? 1 : 0, s.passed, s.confidence] as const;
  const [ka, kb] = [key(a), key(b)];
  for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return (ka[i] as number) > (kb[i] as number);
  return false;
}

/**
 * A scored reading whose corrected lines were changed (`lines`), scored again with `evidence`:
 * its earlier corrections are kept, and each change costs confidence as a correction does.
 */
export function rescoredWith(scored: Scored, lines: readonly string[], evidence: readonly GlyphEvidence[]): Scored | null {
  const changed = score({ ...scored.reading, lines: [...lines] }, evidence, scored.today);
  if (!changed) return null;
  const changes = differingCharacters(lines, scored.mrz.lines) + changed.mrz.corrections.length;
  return {
    ...changed,
    mrz: { ...changed.mrz, corrections: [...scored.mrz.corrections, ...changed.mrz.corrections] },
    confidence: Math.max(0, Math.round((scored.confidence - correctionPenalty * changes) * 100) / 100),
  };
}

/** Positions at which two readings of the same shape differ. */
export function differingCharacters(a: readonly string[], b: readonly string[]): number {
  return a.reduce((sum, line, row) => sum + [...line].filter((char, i) => char !== b[row]?.[i]).length, 0);
}

/**
 * The lines OCR gave, on their fixed positions: counted from their start, or from their end
 * when marks beside the zone made them longer than the format and more check digits pass so.
 */
export function bestAligned(lines: OcrLine[], lineCount: 2 | 3, today: Date): AlignedMrz | null {
  const fromStart = alignMrzLines(lines, { lineCount }) ?? alignMrzLines(lines);
  const fromEnd = alignMrzLines(lines, { lineCount, anchor: 'end' }) ?? alignMrzLines(lines, { anchor: 'end' });
  if (!fromEnd || !fromStart) return fromStart ?? fromEnd;
  const passed = (aligned: AlignedMrz) => correctReading(aligned, [], today)?.checks.filter((c) => c.valid).length ?? -1;
  return passed(fromEnd) > passed(fromStart) ? fromEnd : fromStart;
}

/** Adds what outvoted readings saw, as offered (never decisive) evidence, where glyphs said nothing. */
export function withOutvoted(evidence: GlyphEvidence[], minority: VotedMrz['minority']): GlyphEvidence[] {
  const known = new Set(evidence.map((e) => `${e.line}:${e.position}:${e.char}`));
  return [...evidence, ...minority.filter((m) => !known.has(`${m.line}:${m.position}:${m.char}`)).map((m) => ({ ...m, decisive: false }))];
}

function correctReading(reading: Reading, glyphEvidence: readonly GlyphEvidence[], today: Date): CorrectedMrz | null {
  try {
    return correctMrz(reading.lines, { today, glyphEvidence });
  } catch (error) {
    if (error instanceof MrzFormatError) return null;
    throw error;
  }
}

/** Mean character confidence, minus 3 points per correction and 2 per inferred filler. */
function confidenceOf(aligned: Reading, reading: CorrectedMrz): number {
  const all = aligned.confidences.flat();
  const mean = all.reduce((sum, c) => sum + c, 0) / Math.max(1, all.length);
  const penalised = mean - correctionPenalty * reading.corrections.length - 0.02 * aligned.filledPositions;
  return Math.round(Math.max(0, Math.min(1, penalised)) * 100) / 100;
}
