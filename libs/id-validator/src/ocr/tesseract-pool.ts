import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createScheduler, createWorker, OEM, PSM, type Block, type RecognizeOptions as TesseractRecognizeOptions, type Scheduler, type Worker } from 'tesseract.js';

/** One recognised character with its box (in the image given) and confidence 0–100. */
export interface OcrSymbol {
  text: string;
  confidence: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface OcrLine {
  text: string;
  confidence: number;
  symbols: OcrSymbol[];
}

/** Recognises the text of an image as lines of symbols. */
export interface OcrEngine {
  recognize(image: Buffer, options?: RecognizeOptions): Promise<OcrLine[]>;
  /** Stops the workers; the engine starts them again on the next use. */
  terminate(): Promise<void>;
}

export interface RecognizeOptions {
  signal?: AbortSignal | undefined;
  /**
   * How the page is laid out, when it is not the engine's default: `sparse` finds text scattered
   * anywhere (a stamp, an overprint) rather than in columns and paragraphs.
   */
  layout?: 'sparse' | undefined;
}

/**
 * The resolution tesseract assumes for images that declare none (ours never do): 70 dpi is what it
 * falls back to anyway, with a warning on stderr for every image; saying so keeps the same
 * recognition without the warnings.
 */
const assumedDpi = '70';

/** The MRZ alphabet: the legacy engine restricted to it reads MRZ text (FIELD-NOTES "OCR and MRZ"). */
export const mrzWhitelist = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

/** Trained data shipped in `@tesseract.js-data/eng`: the `4.0.0` folder holds the legacy model too. */
export function defaultLangPath(): string {
  return trainedDataPath('eng', '4.0.0');
}

function trainedDataPath(language: 'eng' | 'por', flavour: '4.0.0' | '4.0.0_best_int'): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve(`@tesseract.js-data/${language}/package.json`)), flavour);
}

/**
 * A pool of tesseract.js workers (worker threads, so recognition never blocks the event loop)
 * running the legacy engine with the MRZ whitelist. Workers start lazily on first use — about a
 * second and 160–200 MB each — and are sized to the cores by default.
 */
export function createMrzOcrEngine({
  workers = availableParallelism(),
  langPath = defaultLangPath(),
}: { workers?: number; langPath?: string } = {}): OcrEngine {
  return createEnginePool({
    workers,
    startWorker: async () => {
      const worker = await createWorker(
        'eng',
        OEM.TESSERACT_ONLY,
        { langPath, cacheMethod: 'none', legacyCore: true, legacyLang: true, gzip: true },
        // Dictionaries only pull MRZ text towards words; MRZ text is not language.
        { load_system_dawg: '0', load_freq_dawg: '0' },
      );
      await worker.setParameters({
        tessedit_char_whitelist: mrzWhitelist,
        tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
        // The legacy classifier otherwise adapts to what it read before: results would depend
        // on which documents a worker saw earlier (and leak between requests).
        classify_enable_learning: '0',
        user_defined_dpi: assumedDpi,
      });
      return worker;
    },
  });
}

/**
 * A pool of tesseract.js workers reading printed text (the visual zone of a document) with the
 * LSTM model of `@tesseract.js-data/por` (`4.0.0_best_int`, LSTM only). Portuguese, because its
 * alphabet has the Latin diacritics names carry (Ç, Ã, É) and it reads the English captions of
 * ICAO documents as well as the English model does (measured on the synthetic corpus); one model
 * rather than `por+eng`, which tesseract.js cannot load from two packages. Lazy, like the MRZ pool.
 */
export function createTextOcrEngine({
  workers = availableParallelism(),
  langPath = trainedDataPath('por', '4.0.0_best_int'),
}: { workers?: number; langPath?: string } = {}): OcrEngine {
  return createEnginePool({
    workers,
    startWorker: async () => {
      const worker = await createWorker('por', OEM.LSTM_ONLY, { langPath, cacheMethod: 'none', gzip: true });
      await worker.setParameters({ user_defined_dpi: assumedDpi });
      return worker;
    },
  });
}

/** Tesseract's page segmentation mode for each layout a caller may ask for. */
const layoutModes = { sparse: PSM.SPARSE_TEXT } as const;

function createEnginePool({ workers, startWorker }: { workers: number; startWorker: () => Promise<Worker> }): OcrEngine {
  let scheduler: Promise<Scheduler> | null = null;
  const start = async (): Promise<Scheduler> => {
    const pool = createScheduler();
    const started = await Promise.all(Array.from({ length: Math.max(1, workers) }, startWorker));
    for (const worker of started) pool.addWorker(worker);
    return pool;
  };
  return {
    async recognize(image, { signal, layout } = {}) {
      signal?.throwIfAborted();
      // A failed start is not cached: the next request tries again.
      scheduler ??= start().catch((error: unknown) => {
        scheduler = null;
        throw error;
      });
      const pool = await scheduler;
      signal?.throwIfAborted();
      // Tesseract parameters passed with a job apply to that job only (tesseract.js restores them
      // after); its type declarations list only its own options.
      const options = (layout ? { tessedit_pageseg_mode: layoutModes[layout] } : {}) as unknown as Partial<TesseractRecognizeOptions>;
      const job = pool.addJob('recognize', image, options, { blocks: true, text: false });
      const result = signal ? await raceAbort(job, signal) : await job;
      return linesOf(result.data.blocks ?? []);
    },
    async terminate() {
      const pending = scheduler;
      scheduler = null;
      if (pending) await (await pending).terminate();
    },
  };
}

function linesOf(blocks: Block[]): OcrLine[] {
  return blocks.flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.map((line) => ({
        text: line.text.trim(),
        confidence: line.confidence,
        symbols: line.words.flatMap((word) =>
          word.symbols.map((s) => ({ text: s.text, confidence: s.confidence, x0: s.bbox.x0, y0: s.bbox.y0, x1: s.bbox.x1, y1: s.bbox.y1 })),
        ),
      })),
    ),
  );
}

/** Recognition cannot be cancelled inside tesseract; an aborted caller stops waiting for it. */
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
