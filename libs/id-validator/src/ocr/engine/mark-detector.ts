import { fileURLToPath } from 'node:url';
import type { Tensor } from 'onnxruntime-node';
import sharp from 'sharp';
import { lazyOnnxSession } from './onnx-session.ts';

/**
 * The learned specimen-mark detector: a small fully convolutional network trained on synthetic
 * documents with and without a word that marks a specimen or sample (SPECIMEN and its
 * translations, VOID, SAMPLE, "not valid"), printed or stamped at any angle, size, colour and
 * opacity, against the same pages with ordinary words drawn the same ways (`tools/specimen-train`,
 * where the command to retrain it is). It scores the whole image: the probability that such a
 * mark is on it. What counts as a mark is decided in `assess/specimen.ts`. Not switched on by
 * default: the model is not shipped until one trained long enough separates marks on the
 * development set's tune part (tools/specimen-train/README.md); a `DocumentOcr` given one
 * (`marks`) runs it on every image.
 */
export interface MarkDetector {
  /** The probability (0–1) that the image carries a specimen mark; null when the image cannot be decoded. */
  score(image: Buffer, options?: { signal?: AbortSignal | undefined }): Promise<number | null>;
  close(): Promise<void>;
}

/** The network's input when the model does not say (`prepare` in `tools/specimen-train/synth_marks.py`: 240 × 160 by default). */
export const markInputWidth = 240;
export const markInputHeight = 160;
/** Grey the picture is framed in when its shape is not the input's. */
const framing = 128;

export const defaultMarkModel = fileURLToPath(new URL('../../../data/specimen-mark-detector.onnx', import.meta.url));

/** The size of the image a detector reads, width × height. */
export interface MarkInputSize {
  width: number;
  height: number;
}

/**
 * The input size a model declares (its first input's shape, `[batch, 3, height, width]`), so a
 * model trained at another size (`SPECIMEN_INPUT=480x320`) is a drop-in; the default size when the
 * shape is not given as numbers.
 */
export function modelInputSize(shape: ReadonlyArray<number | string> | undefined): MarkInputSize {
  const [, , height, width] = shape ?? [];
  return typeof width === 'number' && typeof height === 'number' && width > 0 && height > 0 ? { width, height } : { width: markInputWidth, height: markInputHeight };
}

/**
 * The image as the network reads it: upright by its EXIF orientation, turned landscape, fitted
 * inside `size` (240 × 160 unless told) on mid grey, RGB channels first, 0–1.
 */
export async function markInput(image: Buffer, { width: inputWidth, height: inputHeight }: MarkInputSize = { width: markInputWidth, height: markInputHeight }): Promise<Float32Array> {
  const meta = await sharp(image).metadata();
  const upright = meta.autoOrient ?? { width: meta.width, height: meta.height };
  const portrait = upright.height > upright.width;
  const [width, height] = portrait ? [upright.height, upright.width] : [upright.width, upright.height];
  const scale = Math.min(inputWidth / width, inputHeight / height);
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const left = Math.floor((inputWidth - w) / 2);
  const top = Math.floor((inputHeight - h) / 2);
  const { data } = await sharp(image)
    .autoOrient()
    .rotate(portrait ? 270 : 0)
    .resize({ width: w, height: h, fit: 'fill', kernel: 'linear' })
    .removeAlpha()
    .toColourspace('srgb')
    .extend({ left, top, right: inputWidth - w - left, bottom: inputHeight - h - top, background: { r: framing, g: framing, b: framing } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const plane = inputWidth * inputHeight;
  const input = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i++) for (let c = 0; c < 3; c++) input[c * plane + i] = (data[3 * i + c] as number) / 255;
  return input;
}

/**
 * Runs the model with onnxruntime-node on one thread, loaded on first use and shared by every
 * request; each image is prepared at the size the model declares (`modelInputSize`).
 */
export function createMarkDetector({ modelPath = defaultMarkModel }: { modelPath?: string } = {}): MarkDetector {
  const model = lazyOnnxSession(modelPath);
  return {
    async score(image, { signal } = {}) {
      const { ort, session } = await model.get();
      const first = session.inputMetadata[0];
      const size = modelInputSize(first?.isTensor ? first.shape : undefined);
      let input: Float32Array;
      try {
        input = await markInput(image, size);
      } catch {
        return null;
      }
      signal?.throwIfAborted();
      const output = await session.run({ image: new ort.Tensor('float32', input, [1, 3, size.height, size.width]) });
      return (output['mark'] as Tensor).data[0] as number;
    },
    close: () => model.release(),
  };
}
