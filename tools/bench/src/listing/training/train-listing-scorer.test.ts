import { describe, expect, it } from 'vitest';
import { exampleWeights, foldOf, poolThreshold } from './train-listing-scorer.ts';

/** Clean listings with the scores given, `hard` of sets written around problems, the rest of innocent sets. */
const pool = (hard: number[], innocent: number[]) => [...hard.map((score) => ({ score, innocent: false })), ...innocent.map((score) => ({ score, innocent: true }))];
const flaggedShare = (scores: number[], threshold: number) => scores.filter((s) => s >= threshold).length / scores.length;

describe('the threshold set on a pool of clean listings', () => {
  // Ten hard clean listings scored 0.91…1.00, ninety innocent ones scored low.
  const hard = Array.from({ length: 10 }, (_, i) => 0.91 + i / 100);
  const innocent = Array.from({ length: 90 }, (_, i) => i / 100);
  const clean = pool(hard, innocent);

  it('on all clean listings, flags the share asked of them together, whichever kind they are', () => {
    const t = poolThreshold(clean, 0.05, 'all');
    expect(clean.filter((c) => c.score >= t)).toHaveLength(5);
  });

  it('on the hard pool, flags the share asked of the hard listings alone, however many innocent ones score low', () => {
    const t = poolThreshold(clean, 0.2, 'hard');
    expect(flaggedShare(hard, t)).toBe(0.2);
    // The same share asked of all of them would flag half the hard ones: the innocent ones pull the threshold down.
    expect(flaggedShare(hard, poolThreshold(clean, 0.2, 'all'))).toBeGreaterThan(0.2);
  });

  it('on the innocent pool, flags the share asked of the innocent listings alone, however high the hard ones score', () => {
    const t = poolThreshold(clean, 0.1, 'innocent');
    expect(flaggedShare(innocent, t)).toBe(0.1);
    expect(flaggedShare(hard, t)).toBe(1);
  });

  it('on a mix, weighs each kind by its share of the mix, not by how many listings of it were written', () => {
    // Half the weight on ten hard listings: each weighs 5 %, so at 10 % two are flagged and no innocent one.
    const t = poolThreshold(clean, 0.1, 0.5);
    expect(flaggedShare(hard, t)).toBe(0.2);
    expect(flaggedShare(innocent, t)).toBe(0);
    // With no weight on the hard ones, the innocent ones alone set it: a tenth of them, and every hard one above.
    const innocentOnly = poolThreshold(clean, 0.1, 0);
    expect(flaggedShare(innocent, innocentOnly)).toBe(0.1);
    expect(flaggedShare(hard, innocentOnly)).toBe(1);
  });
});

describe('the deal of sets into folds', () => {
  const sets = Array.from({ length: 40 }, (_, i) => `set-${i}`);

  it("leaves no fold empty and none with half the sets, on the trainer's own deal and on others", () => {
    for (const seed of [0, 1, 2]) {
      const sizes = Array.from({ length: 5 }, (_, k) => sets.filter((s) => foldOf(s, 5, seed) === k).length);
      expect(Math.min(...sizes)).toBeGreaterThan(0);
      expect(Math.max(...sizes)).toBeLessThan(sets.length / 2);
    }
  });

  it('deals the sets anew for another fold seed', () => {
    expect(sets.filter((s) => foldOf(s, 5, 1) !== foldOf(s, 5)).length).toBeGreaterThan(sets.length / 2);
  });
});

describe('the weights of the examples in training', () => {
  // Two problems, two clean listings of sets written around problems (hard), four of innocent sets.
  const examples = [
    ...[1, 1].map((target) => ({ target, innocent: false })),
    ...[0, 0].map((target) => ({ target, innocent: false })),
    ...[0, 0, 0, 0].map((target) => ({ target, innocent: true })),
  ];
  const sum = (w: Float64Array, keep: (i: number) => boolean) => [...w].filter((_, i) => keep(i)).reduce((a, b) => a + b, 0);

  it('weighs the two classes alike however many of each there are', () => {
    const w = exampleWeights(examples, 1);
    expect(sum(w, (i) => examples[i]!.target === 1)).toBeCloseTo(4);
    expect(sum(w, (i) => examples[i]!.target === 0)).toBeCloseTo(4);
    expect(w[0]).toBeCloseTo(2);
  });

  it("counts a hard clean listing the asked times an innocent one, keeping the clean class's total", () => {
    const w = exampleWeights(examples, 3);
    expect(w[2]! / w[4]!).toBeCloseTo(3);
    expect(sum(w, (i) => examples[i]!.target === 0)).toBeCloseTo(4);
    expect(w[0]).toBeCloseTo(2);
  });
});
