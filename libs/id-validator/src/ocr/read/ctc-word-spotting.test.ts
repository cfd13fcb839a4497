import { describe, expect, it } from 'vitest';
import { spotWord, spotWordOf } from './ctc-word-spotting.ts';

// Classes: 0 the blank, k ≥ 1 alphabet[k − 1].
const alphabet = ['A', 'C', 'D', 'E', 'I', 'M', 'N', 'O', 'P', 'R', 'S', 'V', 'o', '0', 'É', 'Δ', ' ', 'X', '7'];
const classes = alphabet.length + 1;
const classOf = (key: string) => alphabet.indexOf(key) + 1;
const isLetter = (k: number) => /\p{L}/u.test(alphabet[k - 1] ?? '');

/**
 * Frames from a list of columns: each column a map of keys (or '-' for the blank) to probability,
 * what is left shared out over the other classes.
 */
function frames(columns: Array<Record<string, number>>): Float32Array {
  const out = new Float32Array(columns.length * classes);
  columns.forEach((column, t) => {
    const given = Object.entries(column);
    const rest = (1 - given.reduce((sum, [, p]) => sum + p, 0)) / (classes - given.length);
    for (let k = 0; k < classes; k++) out[t * classes + k] = rest;
    for (const [key, p] of given) out[t * classes + (key === '-' ? 0 : classOf(key))] = p;
  });
  return out;
}

/** Frames that read `text` surely: each character, then a blank. */
const sure = (text: string) => [...text].flatMap((c) => [{ [c]: 0.9 }, { '-': 0.9 }]);

const word = (text: string, spellings: string[] = [text]) => spotWordOf(text, spellings, alphabet)!;

describe('spotWord', () => {
  it('scores a word read surely at 0 per letter, bounded, over its own frames', () => {
    const probabilities = frames(sure('VOID'));
    const spot = spotWord(probabilities, 8, classes, word('VOID'), isLetter);
    expect(spot?.score).toBeCloseTo(0, 1);
    expect(spot).toMatchObject({ word: 'VOID', start: 0, end: 6, bounded: true });
  });

  it('scores a word absent from the frames far below one read', () => {
    const spot = spotWord(frames(sure('MAX7')), 8, classes, word('VOID'), isLetter);
    expect(spot!.score).toBeLessThan(-3);
  });

  it('finds a word as a part of the box, standing alone between other words', () => {
    const probabilities = frames([...sure('AX '), ...sure('VOID'), ...sure(' 7')]);
    const spot = spotWord(probabilities, 18, classes, word('VOID'), isLetter);
    expect(spot?.score).toBeCloseTo(0, 1);
    expect(spot).toMatchObject({ start: 6, bounded: true });
  });

  it('says a word read inside a longer one (AVOID) is not bounded', () => {
    const spot = spotWord(frames(sure('AVOID')), 10, classes, word('VOID'), isLetter);
    expect(spot?.score).toBeCloseTo(0, 1);
    expect(spot?.bounded).toBe(false);
  });

  it('recovers a word greedy decoding misses, where its letters come second in a hesitant recogniser', () => {
    // Greedy reads "MXIC": each of S, P, E's frames gives the word's letter 0.35 behind a wrong 0.45.
    const probabilities = frames([{ S: 0.35, M: 0.45 }, { '-': 0.9 }, { P: 0.35, X: 0.45 }, { '-': 0.9 }, { E: 0.9 }, { '-': 0.9 }, { C: 0.35, A: 0.45 }, { '-': 0.9 }]);
    const spot = spotWord(probabilities, 8, classes, word('SPEC'), isLetter);
    // Three of four letters at 0.35/0.45 of the best: log(0.78) × 3 / 4 ≈ −0.19.
    expect(spot!.score).toBeCloseTo((3 * Math.log(0.35 / 0.45)) / 4, 1);
  });

  it('scores an ordinary word one letter from a specimen word (VOIR for VOID) well below the word itself', () => {
    const nearby = spotWord(frames(sure('VOIR')), 8, classes, word('VOID'), isLetter)!;
    const itself = spotWord(frames(sure('VOID')), 8, classes, word('VOID'), isLetter)!;
    expect(nearby.score).toBeLessThan(itself.score - 1);
  });

  it('needs a blank between a doubled letter, as CTC reads it', () => {
    const apart = spotWord(frames([{ D: 0.9 }, { '-': 0.9 }, { D: 0.9 }, { '-': 0.9 }]), 4, classes, word('DD'), isLetter)!;
    const run = spotWord(frames([{ D: 0.9 }, { D: 0.9 }, { D: 0.9 }, { '-': 0.9 }]), 4, classes, word('DD'), isLetter)!;
    expect(apart.score).toBeCloseTo(0, 1);
    expect(run.score).toBeLessThan(-2);
  });

  it('spots nothing in no frames', () => {
    expect(spotWord(new Float32Array(0), 0, classes, word('VOID'), isLetter)).toBeNull();
  });
});

describe('spotWordOf', () => {
  it('reads a letter in either case, with diacritics, and as its look-alike digit', () => {
    const o = word('VOID').letters[1];
    expect([...(o ?? [])].sort((a, b) => a - b)).toEqual([classOf('O'), classOf('o'), classOf('0')].sort((a, b) => a - b));
    expect(word('ESPECIMEN').letters[0]).toContain(classOf('É'));
  });

  it('reads a letter of another script as itself or its Latin twin', () => {
    const delta = spotWordOf('ΔΕ', ['ΔΕ', 'AE'], alphabet)!;
    expect(delta.letters[0]).toEqual(expect.arrayContaining([classOf('Δ'), classOf('A')]));
  });

  it('gives none for a word with a letter the alphabet lacks, or spellings of different lengths', () => {
    expect(spotWordOf('WZOR', ['WZOR'], alphabet)).toBeNull();
    expect(spotWordOf('VOID', ['VOID', 'VOIDS'], alphabet)).toBeNull();
  });
});
