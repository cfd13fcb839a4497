import type { DocumentOcr, OcrEngine } from '@circular/id-validator';

/**
 * Readers `--without` may leave out: tesseract's MRZ passes (the zone still located, and judged by
 * glyph synthesis, in the OCR threads), the learned MRZ line recogniser, the printed-text OCR (page
 * and overprint), the page-word reader that looks for specimen marks at any angle, the learned
 * specimen-mark detector (absent unless the OCR was given one) — and the registry of published
 * specimens' holders and numbers, so specimens are caught by their marks alone.
 */
export const optionalReaders = ['tesseract', 'recogniser', 'text', 'words', 'marks', 'registry'] as const;
export type OptionalReader = (typeof optionalReaders)[number];

/** A printed-text engine that reads nothing: the validator as if it had no text reader. */
const blindEngine: OcrEngine = { recognize: () => Promise.resolve([]), terminate: () => Promise.resolve() };

/** The readers of `ocr` less those `without` names. */
export function readersWithout(ocr: DocumentOcr, without: readonly OptionalReader[]): DocumentOcr {
  const left = (reader: OptionalReader) => !without.includes(reader);
  return {
    ...ocr,
    // Only recognition is left out: the zone search and synthesis share the engine's threads.
    mrz: left('tesseract') ? ocr.mrz : { ...ocr.mrz, recognize: blindEngine.recognize },
    recogniser: left('recogniser') ? ocr.recogniser : undefined,
    text: left('text') ? ocr.text : blindEngine,
    words: left('words') ? ocr.words : undefined,
    marks: left('marks') ? ocr.marks : undefined,
    withoutSpecimenRegistry: !left('registry') || ocr.withoutSpecimenRegistry,
  };
}

/**
 * The readers the validator calls, as the meter names them: tesseract's MRZ passes, the MRZ
 * search (locate, in the OCR threads), glyph synthesis (judging or reading a zone by drawing
 * OCR-B, in the OCR threads), the page's printed text, the colour overprint, the learned MRZ line
 * recogniser, the page-word reader (PP-OCRv4) and the learned specimen-mark detector.
 */
export const meteredReaders = ['mrz passes', 'locate', 'synthesis', 'page text', 'overprint', 'recogniser', 'page words', 'marks'] as const;
export type MeteredReader = (typeof meteredReaders)[number];

/** Calls made to each reader and the milliseconds they took (waiting for a busy thread included). */
export type ReaderUse = Record<MeteredReader, { calls: number; ms: number }>;

/** Counts and times every call made to the readers of a `DocumentOcr` wrapped by `meteredOcr`. */
export class ReaderMeter {
  private use = emptyUse();

  /** Runs `call`, counted against `reader`. */
  async time<T>(reader: MeteredReader, call: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await call();
    } finally {
      this.use[reader].calls++;
      this.use[reader].ms += performance.now() - started;
    }
  }

  /** What was used since the last `take` (or since the meter was made), and starts afresh. */
  take(): ReaderUse {
    const use = this.use;
    this.use = emptyUse();
    return use;
  }
}

function emptyUse(): ReaderUse {
  return Object.fromEntries(meteredReaders.map((reader) => [reader, { calls: 0, ms: 0 }])) as ReaderUse;
}

/** The same readers, each call counted and timed by `meter`; a reader the OCR lacks stays absent. */
export function meteredOcr(ocr: DocumentOcr, meter: ReaderMeter): DocumentOcr {
  const { mrz, text, recogniser, words, marks } = ocr;
  return {
    ...ocr,
    mrz: meteredEngine(mrz, meter, () => 'mrz passes'),
    text: meteredEngine(text, meter, (layout) => (layout === 'sparse' ? 'overprint' : 'page text')),
    recogniser: recogniser && { ...recogniser, readZone: (input) => meter.time('recogniser', () => recogniser.readZone(input)) },
    words: words && { ...words, read: (image, options) => meter.time('page words', () => words.read(image, options)) },
    marks: marks && { ...marks, score: (image, options) => meter.time('marks', () => marks.score(image, options)) },
  };
}

function meteredEngine(engine: OcrEngine, meter: ReaderMeter, readerOf: (layout: 'sparse' | undefined) => MeteredReader): OcrEngine {
  const { locateZones, judgeBySynthesis, readZoneBySynthesis } = engine;
  return {
    recognize: (image, options) => meter.time(readerOf(options?.layout), () => engine.recognize(image, options)),
    ...(locateZones && { locateZones: (grey, search, options) => meter.time('locate', () => locateZones.call(engine, grey, search, options)) }),
    ...(judgeBySynthesis && { judgeBySynthesis: (input, options) => meter.time('synthesis', () => judgeBySynthesis.call(engine, input, options)) }),
    ...(readZoneBySynthesis && { readZoneBySynthesis: (input, options) => meter.time('synthesis', () => readZoneBySynthesis.call(engine, input, options)) }),
    terminate: () => engine.terminate(),
  };
}
