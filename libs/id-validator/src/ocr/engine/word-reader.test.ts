import { describe, expect, it } from 'vitest';
import { boxCorners } from '../image/rotated-box.ts';
import { boxesFromProbabilities, detectionSize, joinPieces, colouredInk, markCandidates, maxMarkCandidates, pageTextOf, turnedPage, withoutThinStrokes, type PageWord } from './word-reader.ts';

describe('detectionSize', () => {
  it('brings the longer side to about the side asked with both sides multiples of 32', () => {
    expect(detectionSize(2000, 1400, 960)).toEqual({ width: 960, height: 672 });
    expect(detectionSize(2000, 1400)).toEqual({ width: 640, height: 448 });
  });

  it('does not enlarge a small page beyond rounding to 32', () => {
    expect(detectionSize(300, 200)).toEqual({ width: 288, height: 192 });
  });
});

/** A probability map with a bar of probability 0.9 turned `angle` degrees. */
function barMap(width: number, height: number, bar: { cx: number; cy: number; width: number; height: number; angle: number }): Float32Array {
  const map = new Float32Array(width * height);
  const t = (bar.angle * Math.PI) / 180;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx = x + 0.5 - bar.cx;
      const dy = y + 0.5 - bar.cy;
      const u = dx * Math.cos(t) + dy * Math.sin(t);
      const v = -dx * Math.sin(t) + dy * Math.cos(t);
      if (Math.abs(u) <= bar.width / 2 && Math.abs(v) <= bar.height / 2) map[y * width + x] = 0.9;
    }
  }
  return map;
}

describe('boxesFromProbabilities', () => {
  it('finds a bar at -35 degrees as one box at its angle, grown by the unclip ratio', () => {
    const bar = { cx: 60, cy: 50, width: 80, height: 12, angle: -35 };
    const boxes = boxesFromProbabilities(barMap(120, 100, bar), 120, 100);
    expect(boxes).toHaveLength(1);
    const [box] = boxes;
    expect(box?.angle).toBeCloseTo(-35, 0);
    expect(box?.cx).toBeCloseTo(60, 0);
    // 80 × 12 grown by 80·12·1.5 / 184 ≈ 7.8 on each side.
    expect(box?.width).toBeGreaterThan(92);
    expect(box?.width).toBeLessThan(100);
    expect(box?.score).toBeCloseTo(0.9, 6);
    expect(boxCorners(box!)).toHaveLength(4);
  });

  it('finds nothing in a map below the threshold', () => {
    expect(boxesFromProbabilities(new Float32Array(100).fill(0.2), 10, 10)).toEqual([]);
  });
});

describe('markCandidates', () => {
  const line = (angle: number, height = 10, width = 100) => ({ cx: 0, cy: 0, width, height, angle });

  it('keeps a word at an angle to the page text and a word much larger than it, not the lines themselves', () => {
    const lines = [line(0), line(1), line(-1), line(0), line(0.5)];
    const diagonal = line(-30, 12, 60);
    const large = line(0, 30, 120);
    expect(markCandidates([...lines, diagonal, large])).toEqual([diagonal, large]);
  });

  it('measures the angle from the page text, so a page photographed turned keeps its lines out', () => {
    const lines = [line(88), line(-89), line(89), line(90)];
    expect(markCandidates(lines)).toEqual([]);
  });

  it('reads at most the largest few of a page covered in angled words, in the detector’s order', () => {
    const lines = Array.from({ length: 60 }, () => line(0));
    const angled = Array.from({ length: 40 }, (_, i) => line(-30, 12, 40 + i));
    const chosen = markCandidates([...lines, ...angled]);
    expect(chosen).toEqual(angled.slice(-maxMarkCandidates));
  });

  it('leaves out boxes too short to hold a word', () => {
    expect(markCandidates([line(0), line(0), line(40, 10, 12)])).toEqual([]);
  });

  it('chooses among boxes of a page with no text left against the text the page showed', () => {
    const text = pageTextOf([line(0), line(1), line(-1)]);
    expect(text).toEqual({ direction: 0, height: 10 });
    const mark = line(-12, 40, 300);
    // Alone, the mark is the page's only line and so its text; against the page's text it stands out.
    expect(markCandidates([mark])).toEqual([]);
    expect(markCandidates([mark], text)).toEqual([mark]);
    expect(markCandidates([line(0, 12, 100)], text)).toEqual([]);
  });

  it('has no text, and so no candidate, on a page without lines', () => {
    expect(pageTextOf([line(30, 10, 12)])).toBeNull();
    expect(markCandidates([line(30, 10, 12)], null)).toEqual([]);
  });
});

describe('withoutThinStrokes', () => {
  /** A white RGB page with a dark vertical stroke `stroke` px wide at column `x`, in each colour. */
  const page = (strokes: Array<{ x: number; width: number; rgb: [number, number, number] }>) => {
    const width = 60;
    const height = 20;
    const data = new Uint8Array(width * height * 3).fill(255);
    for (const { x, width: w, rgb } of strokes) {
      for (let y = 0; y < height; y++) for (let dx = 0; dx < w; dx++) data.set(rgb, 3 * (y * width + x + dx));
    }
    return { data, width, height, channels: 3 };
  };
  const pixel = (image: { data: Uint8Array; width: number }, x: number) => [...image.data.subarray(3 * (10 * image.width + x), 3 * (10 * image.width + x) + 3)];

  it('takes off strokes thinner than the side and keeps thicker ones in their own colour', () => {
    const cleared = withoutThinStrokes(page([{ x: 10, width: 2, rgb: [0, 0, 0] }, { x: 30, width: 12, rgb: [200, 40, 40] }]), 5);
    expect(pixel(cleared, 10)).toEqual([255, 255, 255]);
    expect(pixel(cleared, 36)).toEqual([200, 40, 40]);
  });
});

describe('turnedPage', () => {
  /** A white RGB page `width` × `height` with a black square of side 6 centred at (`x`, `y`). */
  const page = (width: number, height: number, x: number, y: number) => {
    const data = new Uint8Array(width * height * 3).fill(255);
    for (let dy = -3; dy < 3; dy++) for (let dx = -3; dx < 3; dx++) data.fill(0, 3 * ((y + dy) * width + x + dx), 3 * ((y + dy) * width + x + dx) + 3);
    return { data, width, height, channels: 3 };
  };
  /** Centre of the dark pixels of an RGB raster. */
  const darkCentre = ({ data, width, height }: { data: Uint8Array; width: number; height: number }) => {
    let [sx, sy, n] = [0, 0, 0];
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if ((data[3 * (y * width + x)] as number) < 128) [sx, sy, n] = [sx + x + 0.5, sy + y + 0.5, n + 1];
      }
    }
    return { x: sx / n, y: sy / n };
  };

  it('turns the page whole onto a larger white canvas', async () => {
    const turned = await turnedPage(page(80, 40, 60, 10), 60);
    expect(turned.page.width).toBeGreaterThan(70);
    expect(turned.page.height).toBeGreaterThan(80);
    expect(turned.page.data[0]).toBe(255);
  });

  it('takes a box found on the turned page back to where it lies on the page, in the page’s direction', async () => {
    for (const degrees of [-60, 60]) {
      const turned = await turnedPage(page(80, 40, 60, 10), degrees);
      const { x, y } = darkCentre(turned.page);
      const back = turned.back({ cx: x, cy: y, width: 30, height: 6, angle: 5 });
      // Within a pixel: the turned canvas is whole pixels.
      expect(Math.abs(back.cx - 60)).toBeLessThan(1);
      expect(Math.abs(back.cy - 10)).toBeLessThan(1);
      expect(back.angle).toBe(5 - degrees);
    }
  });
});

describe('colouredInk', () => {
  it('keeps coloured ink as it is and turns black text, grey and paper white', () => {
    const data = new Uint8Array([0, 0, 0, 120, 120, 120, 250, 250, 250, 30, 140, 60, 230, 190, 190]);
    const ink = colouredInk({ data, width: 5, height: 1, channels: 3 });
    expect([...ink.data]).toEqual([255, 255, 255, 255, 255, 255, 255, 255, 255, 30, 140, 60, 230, 190, 190]);
  });
});

describe('joinPieces', () => {
  const piece = (text: string, cx: number, cy: number, width: number, angle = -30): PageWord => ({ text, angle, score: 0.9, box: { cx, cy, width, height: 40, angle } });
  const t = (-30 * Math.PI) / 180;
  const at = (d: number) => [200 + d * Math.cos(t), 200 + d * Math.sin(t)] as const;

  it('joins two pieces of one word in reading order, whichever was found first', () => {
    const [x1, y1] = at(0);
    const [x2, y2] = at(130);
    expect(joinPieces([piece('IMEN', x2, y2, 100), piece('SPECI', x1, y1, 140)]).map((w) => w.text)).toEqual(['SPECIIMEN']);
  });

  it('leaves apart pieces far from each other or in other directions', () => {
    const [x1, y1] = at(0);
    const [x2, y2] = at(400);
    expect(joinPieces([piece('SPECI', x1, y1, 140), piece('IMEN', x2, y2, 100)])).toEqual([]);
    expect(joinPieces([piece('SPECI', x1, y1, 140), piece('IMEN', x1 + 60, y1, 100, 20)])).toEqual([]);
  });
});
