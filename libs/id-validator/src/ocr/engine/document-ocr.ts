import { availableParallelism } from 'node:os';
import { createLineRecogniser, type LineRecogniser } from './line-recogniser.ts';
import type { MarkDetector } from './mark-detector.ts';
import { createMrzOcrEngine, createTextOcrEngine, type OcrEngine } from './tesseract-pool.ts';

/** The readers the validator uses: the learned MRZ line recogniser, the MRZ's legacy engine and the LSTM engine for printed text. */
export interface DocumentOcr {
  mrz: OcrEngine;
  text: OcrEngine;
  /** The learned OCR-B line recogniser (ONNX), read first on every MRZ; absent, only tesseract reads it. */
  recogniser?: LineRecogniser | undefined;
  /** The learned specimen-mark detector (ONNX), run on every image; absent, marks are looked for in text read only. */
  marks?: MarkDetector | undefined;
  /** Stops both pools' workers (they start again on the next use). */
  terminate(): Promise<void>;
}

/**
 * Both OCR pools, started lazily on first use: one per process (a server, a Studio graph), shared
 * by every request and terminated at shutdown. By default each pool has half the cores, so OCR
 * threads never outnumber them and the main thread (which parses requests and measures images)
 * is not starved. Measured through the API on 2 cores at 4 concurrent requests: two workers per
 * pool validated 2.1 documents/s with an event-loop delay p99 of 55 ms; one per pool 1.4–1.7
 * documents/s at 28–36 ms, and faster single requests (median 0.6–0.7 s against 0.8 s per
 * two-image document). The latency of everyone else's requests is the goal here; raise the counts
 * for throughput on machines with cores to spare.
 */
export function createDocumentOcr({
  mrzWorkers = Math.max(1, Math.floor(availableParallelism() / 2)),
  textWorkers = Math.max(1, Math.floor(availableParallelism() / 2)),
}: { mrzWorkers?: number; textWorkers?: number } = {}): DocumentOcr {
  const mrz = createMrzOcrEngine({ workers: mrzWorkers });
  const text = createTextOcrEngine({ workers: textWorkers });
  const recogniser = createLineRecogniser();
  return {
    mrz,
    text,
    recogniser,
    async terminate() {
      await Promise.all([mrz.terminate(), text.terminate(), recogniser.close()]);
    },
  };
}
