import sharp from 'sharp';
import type { GreyImage } from './grey-image.ts';
import { rankFilter } from './morphology.ts';
import { minAreaRect, type Point, type RasterImage, type RotatedBox } from './rotated-box.ts';
import { eachConnectedRegion } from './regions.ts';

/**
 * How much more colourful each pixel of `page` (RGB) is than its surroundings: its chroma (largest
 * channel less the smallest) less the chroma of its `background` (the page's median around it,
 * `groundOf`), 0 where it is no more colourful or lighter than that ground (ink darkens the
 * paper it is printed on). A word overprinted in ink — red, magenta, blue, filled, outlined or
 * dotted, over a tinted guilloche or a photo — stands out, while black or grey text (less colourful
 * than its ground), the ground's own tint (its median) and the paper between dense black text
 * (more colourful than a ground the text greys, but lighter) do not.
 */
export function colourExcess(page: RasterImage, background: Uint8Array): GreyImage {
  const { width, height, channels } = page;
  const data = new Uint8Array(width * height);
  for (let i = 0, j = 0; i < data.length; i++, j += channels) {
    const excess = chroma(page.data, j) - chroma(background, j);
    data[i] = excess > 0 && brightness(page.data, j) <= brightness(background, j) ? excess : 0;
  }
  return { width, height, data };
}

/** Least share of its ground's light a see-through overprint keeps (printed text, black or coloured, keeps far less). */
const seeThroughLight = 0.7;

/**
 * How much less colourful than its `ground` (`groundOf`) each pixel of `page` (RGB) is where it
 * keeps most of the ground's light (`seeThroughLight`): its chroma below the ground's, 0 elsewhere.
 * A word printed see-through across a coloured card — white (lighter, by a share of the card's
 * colour) or grey (a little darker) — stands out, as ink a share `a` opaque over a card of chroma
 * C takes a·C of its colour away; printed text (black, or coloured: far darker, or no paler), the
 * paper between black text (as colourful as the card, its ground greyed by the text) and a pale
 * page (no colour to lose) do not.
 */
export function seeThroughInk(page: RasterImage, ground: Uint8Array): GreyImage {
  const { width, height, channels } = page;
  const data = new Uint8Array(width * height);
  for (let i = 0, j = 0; i < data.length; i++, j += channels) {
    const paler = chroma(ground, j) - chroma(page.data, j);
    data[i] = paler > 0 && brightness(page.data, j) >= seeThroughLight * brightness(ground, j) ? paler : 0;
  }
  return { width, height, data };
}

/**
 * The page's ground: its median over a `side`-pixel square around each pixel, taken on the page
 * shrunk so the square is about seven pixels (the ground changes slowly: the shrinking costs it
 * nothing, and the median then costs the same whatever `side` is), brought back to the page's size.
 */
export async function groundOf(page: RasterImage, side: number): Promise<Uint8Array> {
  const { width, height, channels } = page;
  const shrink = Math.max(1, side / 7);
  const raw = (image: { width: number; height: number }) => ({ raw: { ...image, channels: channels as 3 } });
  const small = { width: Math.max(1, Math.round(width / shrink)), height: Math.max(1, Math.round(height / shrink)) };
  const shrunk = await sharp(page.data, raw(page)).resize({ ...small, fit: 'fill' }).raw().toBuffer();
  const median = await sharp(shrunk, raw(small)).median(Math.max(3, Math.round(side / shrink) | 1)).raw().toBuffer();
  return sharp(median, raw(small)).resize({ width, height, fit: 'fill' }).raw().toBuffer();
}

function brightness(data: Uint8Array, j: number): number {
  return (data[j] as number) + (data[j + 1] as number) + (data[j + 2] as number);
}

/** A pixel's chroma: its largest channel less its smallest (0 for black, white and grey). */
export function chroma(data: Uint8Array, j: number): number {
  const r = data[j] as number;
  const g = data[j + 1] as number;
  const b = data[j + 2] as number;
  return Math.max(r, g, b) - Math.min(r, g, b);
}

/**
 * The words a map of ink (`colourExcess`) shows, found without a text detector: at each of
 * `levels` (darkest first is not needed: each level is independent, as MSER's are), pixels from
 * that level up, grown by `gap` pixels so the letters of one word (and the two edges of an
 * outlined or dotted letter) join while separate words stay apart; each joined region's
 * minimum-area rectangle — at whatever angle the word runs — around its ink (the growth removed).
 * Several levels, because one page's mark is faint and another's ground is busy: a low level finds
 * a faint word, a higher one separates a strong word from the ground the low one joins it to.
 * Regions of fewer than `minPixels` ink pixels are noise; a box found again at a higher level
 * (about the same centre, direction and size) is kept once.
 */
export function inkRegionBoxes(ink: GreyImage, { levels, gap, minPixels }: { levels: readonly number[]; gap: number; minPixels: number }): RotatedBox[] {
  const { width, height } = ink;
  const side = 2 * Math.max(0, Math.round(gap)) + 1;
  const boxes: RotatedBox[] = [];
  for (const level of levels) {
    const on: GreyImage = { width, height, data: new Uint8Array(width * height) };
    for (let i = 0; i < on.data.length; i++) on.data[i] = (ink.data[i] as number) >= level ? 255 : 0;
    const grown = side > 1 ? rankFilter(on, { width: side, height: side, op: 'max' }) : on;
    eachConnectedRegion(width, height, (i) => (grown.data[i] as number) > 0, (pixels) => {
      const points: Point[] = [];
      for (const i of pixels) {
        if ((on.data[i] as number) === 0) continue;
        const x = i % width;
        const y = (i - x) / width;
        points.push({ x, y }, { x: x + 1, y: y + 1 });
      }
      if (points.length / 2 < minPixels) return;
      const rect = minAreaRect(points);
      if (rect && !boxes.some((known) => sameBox(known, rect))) boxes.push(rect);
    });
  }
  return boxes;
}

/** Whether two boxes frame the same word: centres within half the height, directions within 5°, sides within a fifth. */
export function sameBox(a: RotatedBox, b: RotatedBox): boolean {
  const turn = Math.abs(a.angle - b.angle) % 180;
  return (
    Math.hypot(a.cx - b.cx, a.cy - b.cy) <= Math.max(a.height, b.height) / 2 &&
    Math.min(turn, 180 - turn) <= 5 &&
    Math.abs(a.width - b.width) <= Math.max(a.width, b.width) / 5 &&
    Math.abs(a.height - b.height) <= Math.max(a.height, b.height) / 5
  );
}

/** An ink map as a page the recogniser reads: the ink dark on white, in three channels. */
export function inkAsPage(ink: GreyImage, { gain = 4 }: { gain?: number } = {}): RasterImage {
  const data = new Uint8Array(3 * ink.width * ink.height);
  for (let i = 0; i < ink.data.length; i++) {
    const v = 255 - Math.min(255, (ink.data[i] as number) * gain);
    data[3 * i] = v;
    data[3 * i + 1] = v;
    data[3 * i + 2] = v;
  }
  return { width: ink.width, height: ink.height, channels: 3, data };
}

/**
 * Colour-excess levels the words are looked for at: 12 finds a faint outlined word on a pale scan
 * (its strokes 12–30 more colourful than the ground), 24 and 48 part a strong word from a busy
 * coloured ground the low level joins it to. Chosen on the tune part's marked and unmarked pages.
 */
const colourLevels = [12, 24, 48] as const;
/** Side of the ground's median, in shares of the page's longer side: wider than a large word's strokes, so the ground is what it sees. */
const groundShare = 0.04;
/** Gap joined between the letters of a word, in shares of the page's longer side: a letter's spacing at a mark's size, less than the space between words or lines. */
const letterGapShare = 0.01;
/** Fewest ink pixels of a word: fewer are specks (a seal's dot, JPEG's colour fringes). */
const minWordPixels = 30;

/**
 * Where a page (at the text detector's size) may carry a word overprinted in colour, at any angle,
 * found by its ink alone (`colourExcess`, `inkRegionBoxes`): boxes no taller than half the page (a
 * tinted half of the page is no word) and clear of the page's edge (a coloured border is no word),
 * with the ink map they were found on. Which of them may be words of a mark is the reader's choice
 * (`markCandidates`).
 */
export async function colourMarkBoxes(page: RasterImage): Promise<{ ink: GreyImage; boxes: RotatedBox[] }> {
  const ink = colourExcess(page, await groundOf(page, groundShare * Math.max(page.width, page.height)));
  return { ink, boxes: wordRegions(page, ink) };
}

/**
 * Side of the ground a see-through word is told from, in shares of the page's longer side: wider
 * than `groundShare`, as a see-through word is a large one whose broad strokes would be their own
 * ground in a narrower median.
 */
const seeThroughGroundShare = 0.1;

/**
 * Where a page (at the detector's size) may carry a word printed see-through across a coloured
 * card (`seeThroughInk`), boxed as `colourMarkBoxes` boxes coloured ink, with the map they were
 * found on (the word's pixels high).
 */
export async function seeThroughMarkBoxes(page: RasterImage): Promise<{ ink: GreyImage; boxes: RotatedBox[] }> {
  const ink = seeThroughInk(page, await groundOf(page, seeThroughGroundShare * Math.max(page.width, page.height)));
  return { ink, boxes: wordRegions(page, ink) };
}

/**
 * Width (a Gaussian's sigma) of the blur that makes a dotted word solid, in shares of the page's
 * longer side: about a perforation's or a halftone screen's dot pitch at a mark's size (a ninth
 * of its letters' height), less than the gap between two strokes of a letter.
 */
const dotBlurShare = 0.004;
/**
 * How much the blurred ink is strengthened: a dotted stroke's dots cover a third of it or so, and
 * the blur spreads each over the stroke, so its ink comes out at that share of the dots' own.
 */
const dotGain = 3;

/**
 * An ink map (`colourExcess`) seen as the eye sees a halftone: blurred over about a dot's pitch and
 * strengthened by the share of a stroke dots cover (`dotGain`), so the letters of a perforated or
 * screened word — grids of dots the recogniser reads as noise, and whose faint dots one by one
 * reach no level — become solid strokes, while scattered specks of colour (JPEG's fringes, a
 * ground's noise) average away. The page's longer side sets the blur.
 */
export async function solidDots(ink: GreyImage, longest: number): Promise<GreyImage> {
  const sigma = Math.max(0.6, dotBlurShare * longest);
  const blurred = await sharp(ink.data, { raw: { width: ink.width, height: ink.height, channels: 1 } }).blur(sigma).extractChannel(0).raw().toBuffer();
  const data = new Uint8Array(blurred.length);
  for (let i = 0; i < data.length; i++) data[i] = Math.min(255, (blurred[i] as number) * dotGain);
  return { width: ink.width, height: ink.height, data };
}

/** Ink levels letters are looked for at: those of words, but the highest (a word's level parts it from a busy ground; a letter is parted by its own gaps). */
const letterLevels = colourLevels.slice(0, 2);
/** Fewest ink pixels of a letter (a letter 2 mm high at the detector's size has some forty). */
const minLetterPixels = 8;

/**
 * The letter-sized regions of an ink map: its regions at the low levels with no gap joined (a
 * pixel's neighbours only), each its minimum-area rectangle, for letters printed apart to be
 * grouped along their line (`letterChains`).
 */
export function inkLetterBoxes(ink: GreyImage): RotatedBox[] {
  return inkRegionBoxes(ink, { levels: letterLevels, gap: 0, minPixels: minLetterPixels });
}

/** The word-sized regions of an ink map of `page`: no taller than half the page, clear of its edge. */
export function wordRegions(page: RasterImage, ink: GreyImage): RotatedBox[] {
  const longest = Math.max(page.width, page.height);
  const shortest = Math.min(page.width, page.height);
  return inkRegionBoxes(ink, { levels: colourLevels, gap: letterGapShare * longest, minPixels: minWordPixels }).filter(
    (box) => box.height <= shortest / 2 && box.cx > 2 && box.cy > 2 && box.cx < page.width - 2 && box.cy < page.height - 2,
  );
}
