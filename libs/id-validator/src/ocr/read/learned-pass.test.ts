import { describe, expect, it } from 'vitest';
import type { RecognisedLine } from '../engine/line-recogniser.ts';
import { alignedWithCandidates, minCandidateProbability } from './learned-pass.ts';
import { madeUpUto, withChar } from '../../test-support/readings.ts';

const today = new Date('2026-11-21T12:00:00Z');
const passport = madeUpUto.td3;
const pitch = 20;

/** A recogniser's line: one symbol per character at the fixed pitch, the ones `skip` names left out, alternatives where `alternatives` says. */
function line(text: string, row: number, { skip = [], alternatives = {} }: { skip?: number[]; alternatives?: Record<number, Array<{ char: string; probability: number }>> } = {}): RecognisedLine {
  const symbols = [...text].flatMap((char, i) => (skip.includes(i) ? [] : [{ char, probability: 0.95, x: 100 + i * pitch, alternatives: alternatives[i] ?? [] }]));
  return { band: { left: 80, right: 100 + text.length * pitch, top: 40 * row, bottom: 40 * row + 36 }, symbols };
}

describe('alignedWithCandidates', () => {
  it('puts the lines on their fixed positions, inferring fillers the recogniser left out of a run', () => {
    const learned = alignedWithCandidates([line(passport[0]!, 0, { skip: [30, 31, 32] }), line(passport[1]!, 1)], { lineCount: 2, lineHeight: 18 }, today);
    expect(learned?.aligned.lines).toEqual(passport);
    expect(learned?.aligned.filledPositions).toBe(3);
  });

  it('keeps the alternatives above the candidate threshold as offered evidence at their positions', () => {
    const learned = alignedWithCandidates(
      [line(passport[0]!, 0), line(passport[1]!, 1, { alternatives: { 16: [{ char: '3', probability: 0.3 }, { char: '8', probability: minCandidateProbability / 2 }] } })],
      { lineCount: 2, lineHeight: 18 },
      today,
    );
    expect(learned?.candidates).toEqual([{ line: 1, position: 16, char: '3', decisive: false }]);
  });

  it('puts the most likely alternative of the position’s class where a character of another class was read', () => {
    const misread = withChar(passport[1]!, 15, 'O');
    const learned = alignedWithCandidates(
      [line(passport[0]!, 0), line(misread, 1, { alternatives: { 15: [{ char: 'Q', probability: 0.2 }, { char: '0', probability: 0.1 }] } })],
      { lineCount: 2, lineHeight: 18 },
      today,
    );
    expect(learned?.aligned.lines).toEqual(passport);
  });

  it('gives nothing when the lines fit no format', () => {
    expect(alignedWithCandidates([line('ABC', 0), line('DEF', 1)], { lineCount: 2, lineHeight: 18 }, today)).toBeNull();
  });
});
