import { describe, expect, it } from 'vitest';
import { ctcGreedyDecode, parseKeys } from './ctc-decode.ts';

/** One row per step: probability 0.9 on the class given, the rest shared out. */
function steps(classes: number, picks: number[]): Float32Array {
  const out = new Float32Array(picks.length * classes).fill(0.1 / (classes - 1));
  picks.forEach((k, t) => (out[t * classes + k] = 0.9));
  return out;
}

describe('ctcGreedyDecode', () => {
  const alphabet = ['A', 'B', 'C'];
  // Classes: 0 blank, 1–3 the alphabet, 4 the space.

  it('collapses repeats and drops blanks, keeping a letter doubled across a blank', () => {
    const reading = ctcGreedyDecode(steps(5, [1, 1, 0, 2, 2, 0, 2, 3]), 8, 5, alphabet);
    expect(reading.text).toBe('ABBC');
    expect(reading.score).toBeCloseTo(0.9, 6);
  });

  it('reads the class past the alphabet as a space', () => {
    expect(ctcGreedyDecode(steps(5, [1, 4, 3]), 3, 5, alphabet).text).toBe('A C');
  });

  it('reads nothing, scored 0, from blanks only', () => {
    expect(ctcGreedyDecode(steps(5, [0, 0, 0]), 3, 5, alphabet)).toEqual({ text: '', score: 0 });
  });
});

describe('parseKeys', () => {
  it('takes one character a line and drops the trailing empty line', () => {
    expect(parseKeys('a\nb\r\n \n')).toEqual(['a', 'b', ' ']);
  });
});
