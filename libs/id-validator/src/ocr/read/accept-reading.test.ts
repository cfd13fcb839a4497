import { describe, expect, it } from 'vitest';
import { lonePassAccepted, lonePassCandidates, recogniserSettles, singleReadingPenalty, voteSettled } from './accept-reading.ts';
import { score, type Scored } from './scored-reading.ts';
import { madeUpPassport, today, withChar } from '../../test-support/readings.ts';

/** A made-up passport (test-support). */
const passport = madeUpPassport;
/** Position 14 of line 2 is the birth year's last digit (a 0 here). */
const birthYearDigit = 14;
const reading = (lines: string[], confidence = 0.9): Scored =>
  score({ lines, confidences: lines.map((l) => [...l].map(() => confidence)), filledPositions: 0 }, [], today) as Scored;

describe('voteSettled', () => {
  it('settles two readings that agree everywhere on a sharp image, three on any', () => {
    expect(voteSettled({ readings: 2, disputedPositions: 0 }, { soft: false })).toBe(true);
    expect(voteSettled({ readings: 2, disputedPositions: 1 }, { soft: false })).toBe(false);
    expect(voteSettled({ readings: 2, disputedPositions: 0 }, { soft: true })).toBe(false);
    expect(voteSettled({ readings: 3, disputedPositions: 4 }, { soft: true })).toBe(true);
    expect(voteSettled({ readings: 1, disputedPositions: 0 }, { soft: false })).toBe(false);
    expect(voteSettled(null, { soft: false })).toBe(false);
  });
});

describe('lonePassCandidates', () => {
  it('takes any lone reading on a legible zone, most confident first', () => {
    const [a, b] = [reading(passport, 0.8), reading(passport, 0.95)];
    expect(lonePassCandidates([a, b], { best: null, lineHeight: 20 })).toEqual([b, a]);
  });

  it('on a small zone, only those a change or two from the vote', () => {
    const best = reading([passport[0]!.replace('MOREAU', 'MOREAV').replace('CLAIRE', 'CLAIHE').replace('ANNE', 'ANHE'), passport[1]!]);
    expect(lonePassCandidates([reading(passport)], { best, lineHeight: 8 })).toHaveLength(0);
    expect(lonePassCandidates([reading(passport)], { best: reading(passport), lineHeight: 8 })).toHaveLength(1);
  });

  it('lowers the confidence of a reading accepted alone', () => {
    const r = reading(passport, 0.9);
    expect(lonePassAccepted(r).confidence).toBeCloseTo(r.confidence - singleReadingPenalty, 5);
  });
});

describe('recogniserSettles', () => {
  const crisp = { soft: false, lineHeight: 20 };
  it('settles a reading passing every check as read, with other characters offered only where check digits decide', () => {
    expect(recogniserSettles(reading(passport), [{ line: 1, position: 13, char: '1', decisive: false }], crisp)).toBe(true);
  });

  it('does not where a letter no check digit covers had another candidate, the zone is soft or too small, or a check needed a correction', () => {
    expect(recogniserSettles(reading(passport), [{ line: 0, position: 8, char: 'H', decisive: false }], crisp)).toBe(false);
    expect(recogniserSettles(reading(passport), [], { soft: true, lineHeight: 20 })).toBe(false);
    expect(recogniserSettles(reading(passport), [], { soft: false, lineHeight: 8 })).toBe(false);
    expect(recogniserSettles(reading([passport[0]!, withChar(passport[1]!, birthYearDigit, 'O')]), [], crisp)).toBe(false);
  });
});
