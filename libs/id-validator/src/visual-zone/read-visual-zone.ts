import type { VisualZoneReading } from './visual-fields.ts';
import type { OcrEngine, OcrLine } from '../ocr/engine/tesseract-pool.ts';
import { findOverprint } from './overprint.ts';
import { preparePage } from './prepare-page.ts';
import { visualFields } from './visual-fields.ts';

/** What the printed (non-MRZ) text of one image says. */
export interface VisualZone {
  /** The holder's fields found under their captions; absent fields were not read. */
  fields: VisualZoneReading;
  /** Every line of printed text read, for specimen words and to confirm a vision reading. */
  texts: string[];
  /** Mean OCR confidence (0–1) of the lines; 0 when none was read. */
  confidence: number;
}

/**
 * Reads the printed side of a document (its visual zone) with an LSTM text engine: the page,
 * levelled and reduced to ink, then the holder's fields under their captions.
 */
export async function readVisualZone({ image, engine, signal }: { image: Buffer; engine: OcrEngine; signal?: AbortSignal | undefined }): Promise<VisualZone> {
  signal?.throwIfAborted();
  const lines = await engine.recognize(await preparePage(image), { signal });
  return { fields: visualFields(lines), texts: lines.map((line) => line.text), confidence: meanConfidence(lines) };
}

/**
 * Reads a word overprinted in colour across a document at an angle — how specimens are marked,
 * and what a page reader misses — after straightening it; no lines when there is none.
 */
export async function readOverprint({ image, engine, signal }: { image: Buffer; engine: OcrEngine; signal?: AbortSignal | undefined }): Promise<string[]> {
  signal?.throwIfAborted();
  const overprint = await findOverprint(image);
  if (!overprint) return [];
  return (await engine.recognize(overprint, { signal, layout: 'sparse' })).map((line) => line.text);
}

function meanConfidence(lines: readonly OcrLine[]): number {
  if (lines.length === 0) return 0;
  return Math.round(lines.reduce((sum, line) => sum + line.confidence, 0) / lines.length) / 100;
}
