import { availableParallelism } from 'node:os';
import { ConcurrencyLimit } from '@circular/runtime';
import { createLineRecogniser, type LineRecogniser } from './line-recogniser.ts';
import type { MarkDetector } from './mark-detector.ts';
import { specimenLexicon } from '../../assess/specimen.ts';
import { createWordReader, type WordReader } from './word-reader.ts';
import { createMrzOcrEngine, createSharedOcrEngines, createTextOcrEngine, type OcrEngine } from './tesseract-pool.ts';

/** The readers the validator uses: the learned MRZ line recogniser, the MRZ's legacy engine and the LSTM engine for printed text. */
export interface DocumentOcr {
  mrz: OcrEngine;
  text: OcrEngine;
  /** The learned OCR-B line recogniser (ONNX), read first on every MRZ; absent, only tesseract reads it. */
  recogniser?: LineRecogniser | undefined;
  /** The learned specimen-mark detector (ONNX), run on every image; absent, marks are looked for in text read only. */
  marks?: MarkDetector | undefined;
  /**
   * The page-word reader (PP-OCRv4 detector and recogniser, ONNX) that looks for a specimen's word
   * stamped at an angle or large across the page, run only on a document nothing else rejected;
   * absent, such words are looked for in the printed-text reader's lines only.
   */
  words?: WordReader | undefined;
  /**
   * Leaves out the registry of published specimens (their holders and numbers) when true, so
   * specimens are caught by their marks alone — to measure what the marks catch
   * (`npm run bench -- id-validator --without registry`). Absent or false, the registry is a
   * second signal beside the marks, as in production.
   */
  withoutSpecimenRegistry?: boolean | undefined;
  /**
   * How many pages (images) are decoded, located and read at once across every request; the
   * others wait their turn, so concurrent requests never hold more pages' rasters than this.
   * Absent, every page is read as it comes.
   */
  pages?: ConcurrencyLimit | undefined;
  /** Stops the OCR threads (they start again on the next use). */
  terminate(): Promise<void>;
}

/** Reads a page within the OCR's page limit when it has one (a request gone while waiting never starts). */
export function withinPageLimit<T>(ocr: Pick<DocumentOcr, 'pages'>, signal: AbortSignal | undefined, read: () => Promise<T>): Promise<T> {
  return ocr.pages ? ocr.pages.run(read, { signal }) : read();
}

/** Threads idle this long are stopped, and their memory handed back, until the next document. */
export const defaultOcrIdleMs = 5 * 60_000;

/**
 * Pages read at once by default: one per core. A page's reading keeps about one core busy (its
 * tesseract passes on a thread, the recogniser and image work on the main one); more at once only
 * queue on the same cores while each holds its decoded rasters.
 */
export const defaultPagesAtOnce = () => Math.max(1, availableParallelism());

/**
 * The OCR readers, started lazily on first use: one per process (a server, a Studio graph), shared
 * by every request and terminated at shutdown.
 *
 * By default the MRZ and printed-text models share threads (`shareThreads`), one per two cores:
 * each thread holds one WebAssembly heap with both models, and a document's MRZ passes, page text
 * and overprint are read in turn on it while the main thread decodes and the recogniser reads.
 * Given `mrzWorkers` or `textWorkers` (or `shareThreads: false`) each model gets a pool of its
 * own of that many threads (`workers` when one is left out): a document's MRZ passes and its page
 * text are then read side by side on two cores — shorter requests on a quiet machine (tune median
 * 1.47 → 1.22 s, p95 4.26 → 3.25 s, measured once, same answers), the text threads on tesseract's
 * LSTM-only build — but one thread more: about 20 MB of V8 heap besides its WebAssembly heap
 * (measured), where the server's peak RSS under four concurrent requests already reached 540 MB
 * with shared threads on a quiet machine, over the 500 MB it is sized for. Threads idle for
 * `idleMs` stop until the next document. `specimenWords` (default on) adds the page-word reader
 * that looks for specimen marks at any angle; its models load on first use. `pagesAtOnce` bounds
 * how many pages every request together reads at once (`pages`).
 */
export function createDocumentOcr({
  workers = Math.max(1, Math.floor(availableParallelism() / 2)),
  mrzWorkers,
  textWorkers,
  shareThreads = mrzWorkers === undefined && textWorkers === undefined,
  idleMs = defaultOcrIdleMs,
  specimenWords = true,
  pagesAtOnce = defaultPagesAtOnce(),
}: { workers?: number; mrzWorkers?: number; textWorkers?: number; shareThreads?: boolean; idleMs?: number; specimenWords?: boolean; pagesAtOnce?: number } = {}): DocumentOcr {
  const { mrz, text } = shareThreads
    ? createSharedOcrEngines({ workers, idleMs })
    : { mrz: createMrzOcrEngine({ workers: mrzWorkers ?? workers, idleMs }), text: createTextOcrEngine({ workers: textWorkers ?? workers, idleMs }) };
  const recogniser = createLineRecogniser();
  const words = specimenWords ? createWordReader({ lexicon: specimenLexicon }) : undefined;
  return {
    mrz,
    text,
    recogniser,
    words,
    pages: new ConcurrencyLimit(pagesAtOnce),
    async terminate() {
      await Promise.all([mrz.terminate(), text.terminate(), recogniser.close(), words?.close()]);
    },
  };
}
