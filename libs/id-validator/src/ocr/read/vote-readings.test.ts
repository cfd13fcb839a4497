import { describe, expect, it } from 'vitest';
import type { AlignedMrz } from './align-mrz-lines.ts';
import { voteReadings } from './vote-readings.ts';

const reading = (line: string, confidence: number, filledPositions = 0): AlignedMrz => ({
  lines: [line],
  confidences: [[...line].map(() => confidence)],
  boxes: [[...line].map(() => null)],
  filledPositions,
});

describe('voteReadings', () => {
  it('takes the majority character at each position and lowers confidence where readings differ', () => {
    const voted = voteReadings([reading('MARTINS', 0.9), reading('HARTINS', 0.9), reading('MARTINS', 0.6, 1)]);
    expect(voted?.lines).toEqual(['MARTINS']);
    expect(voted?.disputedPositions).toBe(1);
    expect(voted?.readings).toBe(3);
    expect(voted?.filledPositions).toBe(1);
    expect(voted?.confidences[0]?.[0]).toBeCloseTo(0.5);
    expect(voted?.confidences[0]?.[1]).toBeCloseTo(0.8);
  });

  it('breaks a tie by summed confidence', () => {
    expect(voteReadings([reading('A', 0.4), reading('B', 0.9)])?.lines).toEqual(['B']);
  });

  it('ignores readings of another shape and returns null for none', () => {
    expect(voteReadings([reading('ABC', 0.9), reading('ABCD', 0.9)])?.readings).toBe(1);
    expect(voteReadings([])).toBeNull();
  });
});
