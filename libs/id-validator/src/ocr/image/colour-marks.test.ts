import { describe, expect, it } from 'vitest';
import { colourExcess, colourMarkBoxes, groundOf, inkAsPage, inkLetterBoxes, inkRegionBoxes, seeThroughInk, seeThroughMarkBoxes, solidDots } from './colour-marks.ts';
import type { GreyImage } from './grey-image.ts';
import type { RasterImage } from './rotated-box.ts';

type Rgb = readonly [number, number, number];

/** A `width` × `height` RGB page of one colour. */
function page(width: number, height: number, colour: Rgb): RasterImage {
  const data = new Uint8Array(3 * width * height);
  for (let i = 0; i < width * height; i++) data.set(colour, 3 * i);
  return { width, height, channels: 3, data };
}

/** Paints the pixels within a `width` × `height` rectangle centred on (cx, cy) turned `angle` degrees. */
function paint(image: RasterImage, { cx, cy, width, height, angle = 0 }: { cx: number; cy: number; width: number; height: number; angle?: number }, colour: Rgb): void {
  const t = (angle * Math.PI) / 180;
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const u = (x + 0.5 - cx) * Math.cos(t) + (y + 0.5 - cy) * Math.sin(t);
      const v = -(x + 0.5 - cx) * Math.sin(t) + (y + 0.5 - cy) * Math.cos(t);
      if (Math.abs(u) <= width / 2 && Math.abs(v) <= height / 2) image.data.set(colour, 3 * (y * image.width + x));
    }
  }
}

/**
 * A word of `letters` along a line through (cx, cy) at `angle`: each letter an H (two stems and a
 * bar, strokes a sixth of the letter's height) `size` tall and 0.6 of it wide, a tenth of it apart.
 */
function word(image: RasterImage, { cx, cy, angle, letters, size }: { cx: number; cy: number; angle: number; letters: number; size: number }, colour: Rgb): void {
  const t = (angle * Math.PI) / 180;
  const at = (along: number) => ({ cx: cx + along * Math.cos(t), cy: cy + along * Math.sin(t) });
  const stroke = size / 6;
  for (let k = 0; k < letters; k++) {
    const centre = (k - (letters - 1) / 2) * 0.7 * size;
    for (const stem of [-1, 1]) paint(image, { ...at(centre + stem * (0.3 * size - stroke / 2)), width: stroke, height: size, angle }, colour);
    paint(image, { ...at(centre), width: 0.6 * size, height: stroke, angle }, colour);
  }
}

function grey(width: number, height: number, values: (x: number, y: number) => number): GreyImage {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = values(x, y);
  return { width, height, data };
}

const paper: Rgb = [236, 226, 206];
const black: Rgb = [20, 20, 24];
const red: Rgb = [214, 60, 60];

describe('colourExcess', () => {
  it('marks ink more colourful than its ground, and neither the tinted ground nor black text on it', async () => {
    const image = page(60, 40, paper);
    paint(image, { cx: 15, cy: 20, width: 4, height: 20 }, black);
    paint(image, { cx: 45, cy: 20, width: 4, height: 20 }, red);
    const excess = colourExcess(image, await groundOf(image, 15));
    const at = (x: number, y: number) => excess.data[y * 60 + x];
    // The red's chroma (154) less the paper's (30), within what shrinking the ground blurs.
    expect(at(45, 20)).toBeGreaterThan(110);
    expect(at(15, 20)).toBe(0);
    expect(at(30, 5)).toBe(0);
  });
});

describe('inkRegionBoxes', () => {
  it('joins the letters of a word running at 30 degrees into one box along it, and keeps a second word apart', () => {
    const image = page(200, 140, [255, 255, 255]);
    word(image, { cx: 80, cy: 60, angle: 30, letters: 7, size: 14 }, black);
    word(image, { cx: 150, cy: 120, angle: 0, letters: 4, size: 10 }, black);
    const ink = grey(200, 140, (x, y) => 255 - (image.data[3 * (y * 200 + x)] as number));
    const boxes = inkRegionBoxes(ink, { levels: [100], gap: 3, minPixels: 10 });
    expect(boxes).toHaveLength(2);
    const diagonal = boxes.find((box) => Math.abs(box.angle - 30) < 3);
    expect(diagonal?.cx).toBeCloseTo(80, 0);
    expect(diagonal?.cy).toBeCloseTo(60, 0);
    expect(diagonal?.height).toBeGreaterThan(13);
    expect(diagonal?.height).toBeLessThan(20);
    // Six pitches of 0.7 × 14 and one letter 0.6 × 14 wide.
    expect(diagonal?.width).toBeCloseTo(6 * 0.7 * 14 + 0.6 * 14, -0.5);
  });

  it('leaves letters apart whose spacing is wider than the gap, and drops specks under minPixels', () => {
    const ink = grey(100, 40, (x, y) => ((x >= 10 && x < 16) || (x >= 40 && x < 46)) && y >= 10 && y < 30 ? 200 : x === 80 && y === 20 ? 200 : 0);
    const boxes = inkRegionBoxes(ink, { levels: [100], gap: 3, minPixels: 10 });
    expect(boxes.map((box) => Math.round(box.cx))).toEqual([13, 43]);
  });

  it('keeps a box found again at a higher level once, and adds the part a higher level separates from a faint ground', () => {
    // A strong word (200) on a faint band (40) that joins it to a faint blot at the low level.
    const ink = grey(120, 60, (x, y) => (y >= 20 && y < 40 && x >= 20 && x < 80 ? 200 : y >= 10 && y < 50 && x >= 10 && x < 110 ? 40 : 0));
    const once = inkRegionBoxes(ink, { levels: [100, 150], gap: 2, minPixels: 10 });
    expect(once).toHaveLength(1);
    const both = inkRegionBoxes(ink, { levels: [30, 100], gap: 2, minPixels: 10 });
    expect(both.map((box) => Math.round(box.width))).toEqual([100, 60]);
  });
});

describe('colourMarkBoxes', () => {
  it('finds a red word printed diagonally across black text lines, and no box for the text', async () => {
    const image = page(320, 200, paper);
    for (let line = 0; line < 6; line++) word(image, { cx: 160, cy: 30 + 28 * line, angle: 0, letters: 24, size: 8 }, black);
    word(image, { cx: 160, cy: 100, angle: -25, letters: 8, size: 30 }, red);
    const { boxes } = await colourMarkBoxes(image);
    // Every box runs along the word (a higher level may also frame a part of it): none is text.
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) expect(box.angle).toBeCloseTo(-25, 0);
    const whole = boxes.find((box) => Math.abs(box.cx - 160) < 2 && Math.abs(box.cy - 100) < 2);
    // Seven pitches of 0.7 × 30 and one letter 0.6 × 30 wide, 30 tall.
    expect(whole?.width).toBeCloseTo(7 * 0.7 * 30 + 0.6 * 30, -1);
    expect(whole?.height).toBeCloseTo(30, -0.5);
  });

  it('finds nothing on a page of black text on a tinted ground', async () => {
    const image = page(320, 200, paper);
    for (let line = 0; line < 6; line++) word(image, { cx: 160, cy: 30 + 28 * line, angle: 0, letters: 24, size: 8 }, black);
    expect((await colourMarkBoxes(image)).boxes).toEqual([]);
  });
});

/** Blends `colour` over each pixel of `image` inside the word's letters (`word`) with opacity `alpha`: a see-through overprint. */
function seeThroughWord(image: RasterImage, shape: { cx: number; cy: number; angle: number; letters: number; size: number }, colour: Rgb, alpha: number): void {
  const mask = page(image.width, image.height, [0, 0, 0]);
  word(mask, shape, [255, 255, 255]);
  for (let i = 0; i < image.width * image.height; i++) {
    if ((mask.data[3 * i] as number) === 0) continue;
    for (let c = 0; c < 3; c++) image.data[3 * i + c] = Math.round((1 - alpha) * (image.data[3 * i + c] as number) + alpha * (colour[c] as number));
  }
}

const card: Rgb = [150, 200, 235];

describe('seeThroughInk', () => {
  it('marks a white or grey word printed see-through on a coloured card, and neither black text nor the card', async () => {
    const image = page(60, 40, card);
    paint(image, { cx: 12, cy: 20, width: 4, height: 20 }, black);
    const white = page(1, 1, card);
    seeThroughWord(white, { cx: 0.5, cy: 0.5, angle: 0, letters: 1, size: 100 }, [255, 255, 255], 0.5);
    paint(image, { cx: 30, cy: 20, width: 4, height: 20 }, [white.data[0], white.data[1], white.data[2]] as unknown as Rgb);
    paint(image, { cx: 48, cy: 20, width: 4, height: 20 }, [160, 170, 180]);
    const ink = seeThroughInk(image, await groundOf(image, 30));
    const at = (x: number, y: number) => ink.data[y * 60 + x] as number;
    expect(at(12, 20)).toBe(0);
    // Half the card's chroma (85) taken away by white at half opacity; the grey keeps 20 of it.
    expect(at(30, 20)).toBeGreaterThan(35);
    expect(at(48, 20)).toBeGreaterThan(50);
    expect(at(5, 5)).toBe(0);
  });

  it('finds nothing on a pale page of black text, which has no colour to lose', async () => {
    const image = page(200, 120, [246, 244, 240]);
    for (let line = 0; line < 4; line++) word(image, { cx: 100, cy: 20 + 25 * line, angle: 0, letters: 14, size: 9 }, black);
    const ink = seeThroughInk(image, await groundOf(image, 20));
    expect(Math.max(...ink.data)).toBeLessThan(8);
  });
});

describe('seeThroughMarkBoxes', () => {
  it('boxes a large white see-through word running at 40 degrees across black text on a coloured card', async () => {
    const image = page(320, 200, card);
    for (let line = 0; line < 6; line++) word(image, { cx: 160, cy: 30 + 28 * line, angle: 0, letters: 24, size: 8 }, black);
    seeThroughWord(image, { cx: 160, cy: 100, angle: 40, letters: 6, size: 28 }, [255, 255, 255], 0.6);
    const { boxes } = await seeThroughMarkBoxes(image);
    const whole = boxes.find((box) => Math.abs(box.cx - 160) < 4 && Math.abs(box.cy - 100) < 4 && Math.abs(box.angle - 40) < 3);
    expect(whole?.width).toBeCloseTo(5 * 0.7 * 28 + 0.6 * 28, -1);
  });
});

describe('solidDots', () => {
  it('turns a stroke of dots into solid ink, gaps and dots alike, at the level words are boxed at', async () => {
    const ink = grey(120, 60, (x, y) => (x >= 20 && x < 100 && y >= 24 && y < 36 && x % 3 === 0 && y % 3 === 0 ? 60 : 0));
    const solid = await solidDots(ink, 300);
    const at = (x: number, y: number) => solid.data[y * 120 + x] as number;
    // Along the stroke's middle, where two pixels in three were blank, every pixel is ink of 12 or more.
    for (let x = 30; x < 90; x++) expect(at(x, 30)).toBeGreaterThanOrEqual(12);
    expect(at(60, 5)).toBe(0);
  });
});

describe('inkLetterBoxes', () => {
  it('boxes each letter of a word whose letters stand apart, and no speck', () => {
    const image = page(200, 60, [255, 255, 255]);
    for (let k = 0; k < 5; k++) word(image, { cx: 30 + 30 * k, cy: 30, angle: 0, letters: 1, size: 14 }, black);
    image.data.set(black, 3 * (5 * 200 + 5));
    const ink = grey(200, 60, (x, y) => 255 - (image.data[3 * (y * 200 + x)] as number));
    const letters = inkLetterBoxes(ink);
    expect(letters.map((box) => Math.round(box.cx))).toEqual([30, 60, 90, 120, 150]);
  });
});

describe('inkAsPage', () => {
  it('draws ink dark on white in three channels, stronger ink darker', () => {
    const pageOfInk = inkAsPage({ width: 3, height: 1, data: new Uint8Array([0, 20, 200]) });
    expect([...pageOfInk.data]).toEqual([255, 255, 255, 175, 175, 175, 0, 0, 0]);
  });
});
