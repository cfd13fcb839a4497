import { describe, expect, it } from 'vitest';
import { letterChains } from './letter-chains.ts';
import type { RotatedBox } from './rotated-box.ts';

/** `count` letter boxes `size` tall along a line through (x, y) at `angle` degrees, `step` apart (centre to centre). */
function letters({ x, y, angle, count, size, step, widths = [0.7] }: { x: number; y: number; angle: number; count: number; size: number; step: number; widths?: number[] }): RotatedBox[] {
  const t = (angle * Math.PI) / 180;
  return Array.from({ length: count }, (_, k) => ({ cx: x + k * step * Math.cos(t), cy: y + k * step * Math.sin(t), width: size * (widths[k % widths.length] as number), height: size, angle }));
}

describe('letterChains', () => {
  it('groups a letter-spaced word running at 35 degrees into one box along its line', () => {
    const spaced = letters({ x: 50, y: 40, angle: 35, count: 8, size: 12, step: 20, widths: [0.7, 0.3, 0.8] });
    const chains = letterChains(spaced);
    expect(chains).toHaveLength(1);
    const [chain] = chains as [RotatedBox];
    expect(Math.abs(chain.angle - 35)).toBeLessThan(2);
    expect(chain.cx).toBeCloseTo(50 + 3.5 * 20 * Math.cos((35 * Math.PI) / 180), -0.5);
    expect(chain.width).toBeGreaterThan(7 * 20);
    expect(chain.height).toBeLessThan(16);
  });

  it('finds a level spaced word among the page’s words, and takes none of the words for one', () => {
    const word = (x: number, y: number): RotatedBox => ({ cx: x, cy: y, width: 90, height: 12, angle: 0 });
    const boxes = [word(60, 20), word(170, 20), ...letters({ x: 40, y: 60, angle: 0, count: 6, size: 12, step: 18 }), word(60, 100), word(170, 100)];
    const chains = letterChains(boxes);
    expect(chains).toHaveLength(1);
    expect(chains[0]?.cy).toBeCloseTo(60, 0);
  });

  it('leaves out letters that touch, as a word’s do, and those with something printed between', () => {
    expect(letterChains(letters({ x: 20, y: 20, angle: 0, count: 8, size: 12, step: 9 }))).toEqual([]);
    const spaced = letters({ x: 20, y: 20, angle: 0, count: 8, size: 12, step: 20 });
    // Every gap holds a small mark of other text: fragments of a line at one step, not a spaced word.
    const between = spaced.slice(0, -1).map((box) => ({ ...box, cx: box.cx + 10, width: 3, height: 4 }));
    expect(letterChains([...spaced, ...between])).toEqual([]);
  });

  it('needs four letters, of about one size, on one line at about equal steps', () => {
    expect(letterChains(letters({ x: 20, y: 20, angle: 0, count: 3, size: 12, step: 20 }))).toEqual([]);
    const mixed = letters({ x: 20, y: 20, angle: 0, count: 6, size: 12, step: 20 }).map((box, k) => (k % 2 ? { ...box, width: 3 * box.width, height: 3 * box.height } : box));
    expect(letterChains(mixed)).toEqual([]);
    const zigzag = letters({ x: 20, y: 20, angle: 0, count: 6, size: 12, step: 20 }).map((box, k) => ({ ...box, cy: box.cy + (k % 2) * 10 }));
    expect(letterChains(zigzag)).toEqual([]);
    const uneven = [0, 20, 60, 75, 130].map((x) => ({ cx: 20 + x, cy: 20, width: 8, height: 12, angle: 0 }));
    expect(letterChains(uneven)).toEqual([]);
  });
});
