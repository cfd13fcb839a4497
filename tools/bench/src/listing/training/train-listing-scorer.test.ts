import { describe, expect, it } from 'vitest';
import { foldOf, poolThreshold } from './train-listing-scorer.ts';

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

  it('keeps a set in one fold whatever other sets there are, and deals them anew for another fold seed', () => {
    expect(sets.map((s) => foldOf(s, 5))).toEqual(sets.map((s) => foldOf(s, 5, 0)));
    expect(sets.every((s) => foldOf(s, 5, 3) >= 0 && foldOf(s, 5, 3) < 5)).toBe(true);
    expect(sets.filter((s) => foldOf(s, 5, 1) !== foldOf(s, 5)).length).toBeGreaterThan(sets.length / 2);
  });
});
