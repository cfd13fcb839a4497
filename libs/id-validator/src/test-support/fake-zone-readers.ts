import sharp from 'sharp';
import type { GreyImage } from '../ocr/image/grey-image.ts';
import type { LineRecogniser, RecognisedLine } from '../ocr/engine/line-recogniser.ts';
import type { OcrEngine, OcrLine } from '../ocr/engine/tesseract-pool.ts';
import type { MrzRegion } from '../ocr/locate/locate-mrz.ts';

/** Readers with fixed readings, and the page and zone they read, for tests of the MRZ reader's steps. */

/** A page with fine texture just above the zone (so the zone's crop measures crisp) and blank where its characters are (so their shapes say nothing). */
export const page: GreyImage = (() => {
  const width = 1000;
  const height = 200;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = y >= 46 && y < 58 && (x * 7 + y * 13) % 5 === 0 ? 40 : 220;
  return { width, height, data };
})();
export const region: MrzRegion = { left: 40, top: 60, width: 900, height: 70, lineCount: 2, lineHeight: 20 };
const pitch = 900 / 44;

/** An OCR engine that reads `lines` at the fixed pitch in whatever crop it is given. */
export function fakeEngine(lines: readonly string[]): OcrEngine & { calls: number } {
  const engine = {
    calls: 0,
    async recognize(): Promise<OcrLine[]> {
      engine.calls++;
      return lines.map((text, row) => ({
        text,
        confidence: 90,
        symbols: [...text].map((char, i) => ({ text: char, confidence: 90, x0: 20 + i * pitch, x1: 20 + i * pitch + 14, y0: 20 + row * 40, y1: 40 + row * 40 })),
      }));
    },
    async terminate() {},
  };
  return engine;
}

/** A recogniser that reads `lines`, offering `alternatives` (line:position → character) as second choices. */
export function fakeRecogniser(lines: readonly string[], alternatives: Record<string, string> = {}): LineRecogniser {
  return {
    async readZone(): Promise<RecognisedLine[]> {
      return lines.map((text, row) => ({
        band: { left: 30, right: 950, top: 55 + row * 35, bottom: 95 + row * 35 },
        symbols: [...text].map((char, i) => {
          const other = alternatives[`${row}:${i}`];
          return { char, probability: other ? 0.6 : 0.97, x: 50 + i * pitch, alternatives: other ? [{ char: other, probability: 0.35 }] : [] };
        }),
      }));
    },
    async close() {},
  };
}

/** A grey image as PNG bytes. */
export const pngOf = (grey: GreyImage): Promise<Buffer> => sharp(Buffer.from(grey.data), { raw: { width: grey.width, height: grey.height, channels: 1 } }).png().toBuffer();
