import { describe, expect, it } from 'vitest';
import { RecentlyUsed } from './recently-used.ts';

describe('RecentlyUsed', () => {
  it('drops the entry used longest ago once past its capacity', () => {
    const kept = new RecentlyUsed<string, number>(2);
    kept.set('a', 1);
    kept.set('b', 2);
    kept.get('a');
    kept.set('c', 3);
    expect([kept.has('a'), kept.has('b'), kept.has('c')]).toEqual([true, false, true]);
    expect(kept.size).toBe(2);
  });

  it('counts a write to a kept key as a use, not a new entry', () => {
    const kept = new RecentlyUsed<string, number>(2);
    kept.set('a', 1);
    kept.set('b', 2);
    kept.set('a', 10);
    kept.set('c', 3);
    expect(kept.get('a')).toBe(10);
    expect(kept.has('b')).toBe(false);
  });

  it('keeps an undefined value apart from an absent key', () => {
    const kept = new RecentlyUsed<string, string | undefined>(4);
    kept.set('nothing', undefined);
    expect(kept.has('nothing')).toBe(true);
    expect(kept.has('absent')).toBe(false);
    expect(kept.get('nothing')).toBeUndefined();
  });

  it('refuses a capacity that could keep nothing', () => {
    expect(() => new RecentlyUsed(0)).toThrow(RangeError);
    expect(() => new RecentlyUsed(1.5)).toThrow(RangeError);
  });
});
