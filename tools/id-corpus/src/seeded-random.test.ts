import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random.ts';

describe('seededRandom', () => {
  it('repeats the same sequence from the same seed and differs across seeds', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(43);
    const first = [a.next(), a.next(), a.next()];
    expect([b.next(), b.next(), b.next()]).toEqual(first);
    expect(c.next()).not.toBe(first[0]);
  });

  it('keeps int within both bounds', () => {
    const random = seededRandom(7);
    const seen = new Set(Array.from({ length: 200 }, () => random.int(1, 3)));
    expect([...seen].sort()).toEqual([1, 2, 3]);
  });

  it('refuses to pick from an empty list', () => {
    expect(() => seededRandom(1).pick([])).toThrow(RangeError);
  });
});
