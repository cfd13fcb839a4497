import { describe, expect, it } from 'vitest';
import { KeptSpans, type Span } from './kept-spans.ts';

/** The same question asked of every kept span, one by one: what the search must answer. */
const overlapsAny = (kept: Span[], start: number, end: number, clashes: (k: Span) => boolean) => kept.some((k) => k.start < end && start < k.end && clashes(k));

describe('spans kept, searched by where they start', () => {
  it('finds an overlapping span however far back a long one starts, and none that only touches', () => {
    const kept = new KeptSpans();
    kept.add({ start: 10, end: 12 });
    kept.add({ start: 0, end: 100 });
    kept.add({ start: 50, end: 55 });
    expect(kept.some(90, 95, () => true)).toBe(true);
    expect(kept.some(100, 120, () => true)).toBe(false);
    expect(kept.some(12, 14, (k) => k.end - k.start < 50)).toBe(false);
    expect(kept.some(54, 60, (k) => k.end - k.start < 50)).toBe(true);
  });

  it('answers as a read of every span would, for any spans and questions', () => {
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % n);
    for (let round = 0; round < 50; round++) {
      const kept = new KeptSpans();
      const all: Span[] = [];
      for (let k = 0; k < 40; k++) {
        const start = random(300);
        const span = { start, end: start + 1 + random(random(4) === 0 ? 60 : 6) };
        kept.add(span);
        all.push(span);
      }
      for (let q = 0; q < 40; q++) {
        const start = random(320);
        const end = start + random(20);
        const even = (k: Span) => k.start % 2 === 0;
        expect(kept.some(start, end, () => true)).toBe(overlapsAny(all, start, end, () => true));
        expect(kept.some(start, end, even)).toBe(overlapsAny(all, start, end, even));
      }
    }
  });
});
