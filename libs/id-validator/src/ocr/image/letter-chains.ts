import { boxCorners, minAreaRect, type Point, type RotatedBox } from './rotated-box.ts';

/** A box's size as a letter: its longer side (an I's height, an M's width or height). */
const sizeOf = (box: RotatedBox) => Math.max(box.width, box.height);

/** Most a letter's box may be longer than wide (an I or a 1 in bold: its height is five or six strokes) before it is a run of letters instead. */
const maxLetterElongation = 6;
/** Most two letters of one word may differ in size (a narrow I beside a wide M of the same height). */
const maxSizeRatio = 1.6;
/** Nearest and furthest a letter-spaced word's next letter lies, in letter sizes: spaced apart, yet nearer than the next word. */
const minStep = 0.9;
const maxStep = 3.5;
/** Least blank between two letters along the line, in letter sizes: a spaced word's letters stand a letter apart, a word's letters touch. */
const minBlank = 0.4;
/** How far a step may differ from the one before it (letters of different widths, set at one spacing), as a share of it. */
const stepTolerance = 0.35;
/** How far a letter's centre may lie off the line, in letter sizes. */
const lineTolerance = 0.25;

/**
 * Words printed letter-spaced (`S P E C I M E N`), whose letters a text detector boxes one by one
 * and a reader of words therefore never sees together, grouped back along their line, at whatever
 * angle it runs: boxes of about one size (`maxSizeRatio`) whose centres follow one another along a
 * straight line (`lineTolerance`) at about equal steps (`stepTolerance`), each step more than a
 * letter and less than `maxStep` letters (ordinary text is boxed a word at a time, and its letters
 * touch), with nothing of `boxes` between two letters (`blankBetween`). Chains of at least `minLetters` letters, each its letters' minimum-area rectangle,
 * longest first; a box in one chain starts no other.
 */
export function letterChains(boxes: readonly RotatedBox[], { minLetters = 4 }: { minLetters?: number } = {}): RotatedBox[] {
  const letters = boxes.filter((box) => sizeOf(box) <= maxLetterElongation * Math.min(box.width, box.height));
  const apart = (a: RotatedBox, b: RotatedBox) => stepBetween(a, b) && blankBetween(a, b, boxes);
  const chained = new Set<number>();
  const chains: number[][] = [];
  for (let a = 0; a < letters.length; a++) {
    if (chained.has(a)) continue;
    let best: number[] = [];
    for (let b = 0; b < letters.length; b++) {
      if (b === a || chained.has(b) || !apart(letters[a] as RotatedBox, letters[b] as RotatedBox)) continue;
      const chain = grow(letters, [a, b], chained, apart);
      if (chain.length > best.length) best = chain;
    }
    if (best.length < minLetters) continue;
    for (const i of best) chained.add(i);
    chains.push(best);
  }
  return chains
    .sort((x, y) => y.length - x.length)
    .flatMap((chain) => minAreaRect(chain.flatMap((i) => boxCorners(letters[i] as RotatedBox))) ?? []);
}

/** Whether `b` may be the letter after `a` in a letter-spaced word: about its size, a spaced letter's step away, blank between. */
function stepBetween(a: RotatedBox, b: RotatedBox): boolean {
  const [sa, sb] = [sizeOf(a), sizeOf(b)];
  if (Math.max(sa, sb) > maxSizeRatio * Math.min(sa, sb)) return false;
  const distance = Math.hypot(b.cx - a.cx, b.cy - a.cy);
  const size = (sa + sb) / 2;
  if (distance < minStep * size || distance > maxStep * size) return false;
  const unit = { x: (b.cx - a.cx) / distance, y: (b.cy - a.cy) / distance };
  return distance - reachAlong(a, unit) - reachAlong(b, unit) >= minBlank * size;
}

/**
 * Whether nothing of `boxes` lies between `a` and `b` along their line: a letter-spaced word's
 * letters have blank between them, while fragments of ordinary text at one step (a letter's stems,
 * every other letter of a word) have the rest of the text between.
 */
function blankBetween(a: RotatedBox, b: RotatedBox, boxes: readonly RotatedBox[]): boolean {
  const distance = Math.hypot(b.cx - a.cx, b.cy - a.cy);
  const unit = { x: (b.cx - a.cx) / distance, y: (b.cy - a.cy) / distance };
  const [from, to] = [reachAlong(a, unit), distance - reachAlong(b, unit)];
  const band = Math.max(a.height, a.width, b.height, b.width) / 2;
  return !boxes.some((box) => {
    if (box === a || box === b) return false;
    const [dx, dy] = [box.cx - a.cx, box.cy - a.cy];
    const along = dx * unit.x + dy * unit.y;
    return along > from && along < to && Math.abs(-dx * unit.y + dy * unit.x) < band;
  });
}

/** How far a box reaches from its centre along a direction (`unit`): half its extent there. */
function reachAlong(box: RotatedBox, unit: Point): number {
  const t = (box.angle * Math.PI) / 180;
  const along = Math.abs(unit.x * Math.cos(t) + unit.y * Math.sin(t));
  const across = Math.abs(-unit.x * Math.sin(t) + unit.y * Math.cos(t));
  return (box.width * along + box.height * across) / 2;
}

/**
 * The chain `[first, second]` grown both ways: past each end, the letter nearest where the last
 * step, repeated, lands — within `stepTolerance` of it along the line and `lineTolerance` across —
 * of about the chain's letters' size, and in no other chain.
 */
function grow(letters: readonly RotatedBox[], [first, second]: [number, number], taken: ReadonlySet<number>, apart: (a: RotatedBox, b: RotatedBox) => boolean): number[] {
  const chain = [first, second];
  const at = (i: number) => letters[i] as RotatedBox;
  const direction = { x: at(second).cx - at(first).cx, y: at(second).cy - at(first).cy };
  const length = Math.hypot(direction.x, direction.y);
  const unit = { x: direction.x / length, y: direction.y / length };
  const size = (sizeOf(at(first)) + sizeOf(at(second))) / 2;
  for (const forward of [true, false]) {
    for (;;) {
      const [last, before] = forward ? [chain[chain.length - 1] as number, chain[chain.length - 2] as number] : [chain[0] as number, chain[1] as number];
      const step = Math.hypot(at(last).cx - at(before).cx, at(last).cy - at(before).cy);
      const sign = forward ? 1 : -1;
      const expected: Point = { x: at(last).cx + sign * unit.x * step, y: at(last).cy + sign * unit.y * step };
      let next = -1;
      let nearest = Infinity;
      for (let k = 0; k < letters.length; k++) {
        if (chain.includes(k) || taken.has(k)) continue;
        const dx = at(k).cx - expected.x;
        const dy = at(k).cy - expected.y;
        const along = Math.abs(dx * unit.x + dy * unit.y);
        const across = Math.abs(-dx * unit.y + dy * unit.x);
        const s = sizeOf(at(k));
        if (along > stepTolerance * step || across > lineTolerance * size || Math.max(s, size) > maxSizeRatio * Math.min(s, size)) continue;
        const [from, to] = forward ? [at(last), at(k)] : [at(k), at(last)];
        if (!apart(from, to)) continue;
        const distance = Math.hypot(dx, dy);
        if (distance < nearest) [next, nearest] = [k, distance];
      }
      if (next < 0) break;
      if (forward) chain.push(next);
      else chain.unshift(next);
    }
  }
  return chain;
}
