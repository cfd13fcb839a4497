import type { AlignedMrz } from './align-mrz-lines.ts';

/** Several readings of one MRZ merged position by position. */
export interface VotedMrz {
  lines: string[];
  confidences: number[][];
  /** The most positions any reading filled in (see `AlignedMrz`). */
  filledPositions: number;
  /** Readings that took part (all of the same shape). */
  readings: number;
  /** Positions where the readings did not all agree. */
  disputedPositions: number;
  /** What the outvoted readings saw at each disputed position. */
  minority: Array<{ line: number; position: number; char: string }>;
}

/**
 * Merges readings of the same MRZ (different scales or tilts) character by character: the most
 * frequent character wins, ties go to the higher summed confidence. A position's confidence is
 * the winner's summed confidence over all readings, so disagreement lowers it. Check digits do
 * not cover names, nationality or sex; agreement between independent readings is what does.
 * Readings of another shape than the first are ignored.
 */
export function voteReadings(readings: readonly AlignedMrz[]): VotedMrz | null {
  const first = readings[0];
  if (!first) return null;
  const shape = first.lines.map((line) => line.length).join(',');
  const same = readings.filter((r) => r.lines.map((line) => line.length).join(',') === shape);
  let disputedPositions = 0;
  const minority: VotedMrz['minority'] = [];
  const lines: string[] = [];
  const confidences: number[][] = [];
  first.lines.forEach((line, row) => {
    const chars: string[] = [];
    const confidence: number[] = [];
    for (let i = 0; i < line.length; i++) {
      const tally = new Map<string, { votes: number; weight: number }>();
      for (const reading of same) {
        const char = (reading.lines[row] as string)[i] as string;
        const entry = tally.get(char) ?? { votes: 0, weight: 0 };
        entry.votes++;
        entry.weight += (reading.confidences[row] as number[])[i] as number;
        tally.set(char, entry);
      }
      const [winner, { weight }] = [...tally.entries()].sort((a, b) => b[1].votes - a[1].votes || b[1].weight - a[1].weight)[0] as [
        string,
        { votes: number; weight: number },
      ];
      if (tally.size > 1) disputedPositions++;
      for (const char of tally.keys()) if (char !== winner) minority.push({ line: row, position: i, char });
      chars.push(winner);
      confidence.push(weight / same.length);
    }
    lines.push(chars.join(''));
    confidences.push(confidence);
  });
  const filledPositions = Math.max(...same.map((r) => r.filledPositions));
  return { lines, confidences, filledPositions, readings: same.length, disputedPositions, minority };
}
