import { fileURLToPath } from 'node:url';
import type { Tensor } from 'onnxruntime-node';
import type { GreyImage } from '../image/grey-image.ts';
import type { OcrLine } from './ocr-worker-protocol.ts';
import { lazyOnnxSession } from './onnx-session.ts';

/**
 * The learned OCR-B line reader: a small convolutional network trained with CTC on synthetic MRZ
 * lines (`tools/mrz-train`, where the command to retrain it is), shipped as ONNX and run with
 * onnxruntime-node. It reads one line band of a located zone, cut and normalised exactly as the
 * training data was (`lineBand`, `cutBand`, `normaliseBand` mirror `synth_lines.py`).
 */
export interface LineRecogniser {
  /** Reads each line of a located zone; lines come back top to bottom, as an OCR engine gives them. */
  readZone(input: LineRecogniserInput): Promise<RecognisedLine[]>;
  close(): Promise<void>;
}

export interface LineRecogniserInput {
  image: GreyImage;
  region: { left: number; top: number; width: number; height: number; lineHeight: number };
  lineCount: 2 | 3;
}

/** One character the recogniser read, where it stands, and what else it might be. */
export interface RecognisedSymbol {
  char: string;
  /** Probability (0–1) of `char` at its strongest frame. */
  probability: number;
  /** Centre, in pixels of the image given. */
  x: number;
  /** Other characters with some probability at that frame, most likely first. */
  alternatives: Array<{ char: string; probability: number }>;
}

export interface RecognisedLine {
  symbols: RecognisedSymbol[];
  /** The band the line was read in, in pixels of the image given. */
  band: Band;
}

export interface Band {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Classes after the CTC blank (class 0), in the model's order. */
export const recogniserAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';
/** Rows of the band the model reads. */
export const bandHeight = 24;
/** Input columns per output frame. */
const frameStride = 4;
/** Alternatives below this probability are no evidence. */
const minAlternativeProbability = 0.02;

export const defaultRecogniserModel = fileURLToPath(new URL('../../../data/mrz-line-recogniser.onnx', import.meta.url));

/** The band a line is read in: the zone split into equal slices, widened by half a line height at the sides and a fifth above and below. */
export function lineBand(region: LineRecogniserInput['region'], row: number, count: number): Band {
  const margin = 0.5 * region.lineHeight;
  const slice = region.height / count;
  return { left: region.left - margin, right: region.left + region.width + margin, top: region.top + row * slice - 0.2 * region.lineHeight, bottom: region.top + (row + 1) * slice + 0.2 * region.lineHeight };
}

/**
 * The band scaled to `bandHeight` rows (edge pixels repeat outside the image); shrinking first
 * box-blurs to the new pitch, as PIL's `BoxBlur` does in training. Columns padded to a whole frame.
 */
export function cutBand(image: GreyImage, band: Band): { pixels: Float32Array; width: number; scale: number } {
  const scale = bandHeight / (band.bottom - band.top);
  const width = Math.max(8, Math.round((band.right - band.left) * scale));
  const padded = width + ((frameStride - (width % frameStride)) % frameStride);
  const radius = scale < 0.7 ? Math.max(0, Math.floor(0.5 / scale - 0.5)) : 0;
  const sample = blurredSampler(image, band, radius);
  const pixels = new Float32Array(bandHeight * width);
  for (let y = 0; y < bandHeight; y++) {
    const sy = band.top + (y + 0.5) / scale - 0.5;
    for (let x = 0; x < width; x++) pixels[y * width + x] = sample(band.left + (x + 0.5) / scale - 0.5, sy);
  }
  const normalised = normaliseBand(pixels);
  const out = new Float32Array(bandHeight * padded);
  for (let y = 0; y < bandHeight; y++) out.set(normalised.subarray(y * width, (y + 1) * width), y * padded);
  return { pixels: out, width: padded, scale };
}

/** Ink high, paper low, 0–1: stretched between the band's 2nd and 98th percentiles. */
export function normaliseBand(pixels: Float32Array): Float32Array {
  const sorted = Float32Array.from(pixels).sort();
  const lo = percentile(sorted, 2);
  const hi = percentile(sorted, 98);
  const range = Math.max(hi - lo, 1);
  return pixels.map((v) => Math.min(1, Math.max(0, (hi - v) / range)));
}

/** numpy's default (linear) percentile of sorted values. */
function percentile(sorted: Float32Array, p: number): number {
  const at = ((sorted.length - 1) * p) / 100;
  const low = Math.floor(at);
  const high = Math.min(sorted.length - 1, low + 1);
  return (sorted[low] as number) + ((sorted[high] as number) - (sorted[low] as number)) * (at - low);
}

/** Bilinear sampling of the image after a (2r+1)-box blur, computed over the band's neighbourhood only. */
function blurredSampler(image: GreyImage, band: Band, radius: number): (x: number, y: number) => number {
  const clampX = (x: number) => Math.min(image.width - 1, Math.max(0, x));
  const clampY = (y: number) => Math.min(image.height - 1, Math.max(0, y));
  const x0 = clampX(Math.floor(band.left) - radius - 2);
  const x1 = clampX(Math.ceil(band.right) + radius + 2);
  const y0 = clampY(Math.floor(band.top) - radius - 2);
  const y1 = clampY(Math.ceil(band.bottom) + radius + 2);
  const w = x1 - x0 + 1;
  const h = y1 - y0 + 1;
  let area = new Float32Array(w * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) area[y * w + x] = image.data[(y0 + y) * image.width + x0 + x] as number;
  if (radius > 0) {
    const span = 2 * radius + 1;
    const rows = new Float32Array(w * h);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        let sum = 0;
        for (let k = -radius; k <= radius; k++) sum += area[y * w + Math.min(w - 1, Math.max(0, x + k))] as number;
        rows[y * w + x] = sum / span;
      }
    const cols = new Float32Array(w * h);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        let sum = 0;
        for (let k = -radius; k <= radius; k++) sum += rows[Math.min(h - 1, Math.max(0, y + k)) * w + x] as number;
        cols[y * w + x] = sum / span;
      }
    area = cols;
  }
  const at = (x: number, y: number) => area[(clampY(y) - y0) * w + (clampX(x) - x0)] as number;
  return (x, y) => {
    const fx = Math.floor(x);
    const fy = Math.floor(y);
    const ax = Math.min(1, Math.max(0, x - fx));
    const ay = Math.min(1, Math.max(0, y - fy));
    const top = at(fx, fy) * (1 - ax) + at(fx + 1, fy) * ax;
    const bottom = at(fx, fy + 1) * (1 - ax) + at(fx + 1, fy + 1) * ax;
    return top * (1 - ay) + bottom * ay;
  };
}

/**
 * Best-path CTC decoding of one line's log-probabilities (`frames` × (1 + alphabet)): each run of
 * one class between blanks is a character, placed at the probability-weighted centre of its run
 * (frames are 4 pixels apart and characters 3–4 frames: a whole frame would blur the pitch the
 * aligner measures), with the other classes its strongest frame gives some probability as
 * alternatives.
 */
export function decodeFrames(logp: Float32Array, frames: number, toImageX: (frame: number) => number): RecognisedSymbol[] {
  const classes = recogniserAlphabet.length + 1;
  const symbols: RecognisedSymbol[] = [];
  let run: { k: number; best: number; frame: number; weight: number; moment: number } | null = null;
  const close = () => {
    if (!run || run.k === 0) return;
    const row = logp.subarray(run.frame * classes, (run.frame + 1) * classes);
    const alternatives = [...row]
      .map((l, k) => ({ k, probability: Math.exp(l) }))
      .filter(({ k, probability }) => k !== 0 && k !== run!.k && probability >= minAlternativeProbability)
      .sort((a, b) => b.probability - a.probability)
      .map(({ k, probability }) => ({ char: recogniserAlphabet[k - 1] as string, probability }));
    symbols.push({ char: recogniserAlphabet[run.k - 1] as string, probability: Math.exp(run.best), x: toImageX(run.moment / run.weight), alternatives });
  };
  for (let t = 0; t < frames; t++) {
    const row = logp.subarray(t * classes, (t + 1) * classes);
    let k = 0;
    for (let c = 1; c < classes; c++) if ((row[c] as number) > (row[k] as number)) k = c;
    const l = row[k] as number;
    const p = Math.exp(l);
    if (run && run.k === k) {
      run.weight += p;
      run.moment += p * t;
      if (l > run.best) Object.assign(run, { best: l, frame: t });
      continue;
    }
    close();
    run = { k, best: l, frame: t, weight: p, moment: p * t };
  }
  close();
  return symbols;
}

/** A recogniser's lines as OCR lines (symbols boxed around their centres), for the aligner the OCR passes use. */
export function asOcrLines(lines: readonly RecognisedLine[], lineHeight: number): OcrLine[] {
  return lines.map(({ symbols, band }) => {
    const top = (band.top + band.bottom) / 2 - lineHeight / 2;
    return {
      text: symbols.map((s) => s.char).join(''),
      confidence: (100 * symbols.reduce((sum, s) => sum + s.probability, 0)) / Math.max(1, symbols.length),
      symbols: symbols.map((s) => ({ text: s.char, confidence: 100 * s.probability, x0: s.x - 0.3 * lineHeight, x1: s.x + 0.3 * lineHeight, y0: top, y1: top + lineHeight })),
    };
  });
}

/** Runs the model with onnxruntime-node (one intra-op thread: requests run side by side), loaded on first use. */
export function createLineRecogniser({ modelPath = defaultRecogniserModel }: { modelPath?: string } = {}): LineRecogniser {
  const model = lazyOnnxSession(modelPath);
  return {
    async readZone({ image, region, lineCount }) {
      const { ort, session } = await model.get();
      const lines: RecognisedLine[] = [];
      for (let row = 0; row < lineCount; row++) {
        const band = lineBand(region, row, lineCount);
        const { pixels, width, scale } = cutBand(image, band);
        const output = await session.run({ band: new ort.Tensor('float32', pixels, [1, 1, bandHeight, width]) });
        const logp = output['logp'] as Tensor;
        const frames = logp.dims[1] as number;
        const toImageX = (frame: number) => band.left + ((frame + 0.5) * frameStride) / scale - 0.5;
        lines.push({ symbols: decodeFrames(logp.data as Float32Array, frames, toImageX), band });
      }
      return lines;
    },
    close: () => model.release(),
  };
}
