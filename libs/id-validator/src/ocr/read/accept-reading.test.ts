import { describe, expect, it } from 'vitest';
import { lonePassAccepted, lonePassCandidates, recogniserSettles, singleReadingPenalty, voteSettled } from './accept-reading.ts';
import { score, type Scored } from './scored-reading.ts';

const today = new Date('2026-11-21T12:00:00Z');
const icao = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'];
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
    const [a, b] = [reading(icao, 0.8), reading(icao, 0.95)];
    expect(lonePassCandidates([a, b], { best: null, lineHeight: 20 })).toEqual([b, a]);
  });

  it('on a small zone, only those a change or two from the vote', () => {
    const best = reading([icao[0]!.replace('ERIKSSON', 'ERIKSSAN').replace('ANNA', 'ANHA').replace('MARIA', 'MAPIA'), icao[1]!]);
    expect(lonePassCandidates([reading(icao)], { best, lineHeight: 8 })).toHaveLength(0);
    expect(lonePassCandidates([reading(icao)], { best: reading(icao), lineHeight: 8 })).toHaveLength(1);
  });

  it('lowers the confidence of a reading accepted alone', () => {
    const r = reading(icao, 0.9);
    expect(lonePassAccepted(r).confidence).toBeCloseTo(r.confidence - singleReadingPenalty, 5);
  });
});

describe('recogniserSettles', () => {
  const crisp = { soft: false, lineHeight: 20 };
  it('settles a reading passing every check as read, with other characters offered only where check digits decide', () => {
    expect(recogniserSettles(reading(icao), [{ line: 1, position: 13, char: '1', decisive: false }], crisp)).toBe(true);
  });

  it('does not where a letter no check digit covers had another candidate, the zone is soft or too small, or a check needed a correction', () => {
    expect(recogniserSettles(reading(icao), [{ line: 0, position: 8, char: 'H', decisive: false }], crisp)).toBe(false);
    expect(recogniserSettles(reading(icao), [], { soft: true, lineHeight: 20 })).toBe(false);
    expect(recogniserSettles(reading(icao), [], { soft: false, lineHeight: 8 })).toBe(false);
    expect(recogniserSettles(reading([icao[0]!, 'L898902C36UTO74O8122F1204159ZE184226B<<<<<10']), [], crisp)).toBe(false);
  });
});
