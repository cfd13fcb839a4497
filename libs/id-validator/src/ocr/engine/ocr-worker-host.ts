/**
 * Entry of one OCR worker thread: starts a tesseract.js worker with the settings the pool sent
 * (`workerData`), says `ready`, then recognises one image per message. It runs in a thread the
 * pool started with `execArgv: []`, so a preload the parent was started with (`langgraph dev`
 * uses `--import`) never runs here, nor in the thread tesseract.js starts from here, which
 * inherits this one's options. A failure to start ends the thread with an error, which the pool
 * turns into a failed request. It also looks for MRZs (`locate` jobs) and judges their characters
 * by drawing them (`synthesis` jobs): plain JavaScript that would otherwise hold the server's
 * event loop, run here while tesseract recognises in its own thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createWorker, type Block, type RecognizeOptions } from 'tesseract.js';
import type { LocateWorkerJob, OcrLine, OcrWorkerJob, OcrWorkerReply, OcrWorkerSettings, SynthesisWorkerJob, ZoneSynthesisWorkerJob } from './ocr-worker-protocol.ts';

const settings = workerData as OcrWorkerSettings;
const port = parentPort!;
const worker = await createWorker(settings.language, settings.oem, { ...settings.options, cacheMethod: 'none' }, settings.initParameters);
await worker.setParameters(settings.parameters);
// Tesseract has read its model; the file's copy in tesseract.js's in-memory file system (23 MB
// for the MRZ's legacy model) is never read again.
await worker.FS('unlink', [`${settings.language}.traineddata`]).catch(() => undefined);
port.postMessage({ type: 'ready' } satisfies OcrWorkerReply);

port.on('message', (job: OcrWorkerJob | LocateWorkerJob | SynthesisWorkerJob | ZoneSynthesisWorkerJob) => {
  if (job.kind === 'locate') {
    locate(job);
    return;
  }
  if (job.kind === 'synthesis') {
    synthesise(job);
    return;
  }
  if (job.kind === 'read-zone') {
    readZone(job);
    return;
  }
  // Tesseract parameters passed with a job apply to that job only (tesseract.js restores them
  // after); its type declarations list only its own options.
  const options = (job.pageSegMode === undefined ? {} : { tessedit_pageseg_mode: job.pageSegMode }) as unknown as Partial<RecognizeOptions>;
  worker.recognize(Buffer.from(job.image.buffer, job.image.byteOffset, job.image.byteLength), options, { blocks: true, text: false }).then(
    (result) => port.postMessage({ type: 'result', id: job.id, lines: linesOf(result.data.blocks ?? []) } satisfies OcrWorkerReply),
    (error: unknown) => port.postMessage({ type: 'failed', id: job.id, message: error instanceof Error ? error.message : String(error) } satisfies OcrWorkerReply),
  );
});

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

/** Runs a zone search; its module (and sharp) is loaded on the first one, so text-only pools never load it. */
function locate(job: LocateWorkerJob): void {
  import('../locate/locate-zone.ts')
    .then(({ searchZones }) => searchZones(job.grey, job.search))
    .then(
      (locations) => port.postMessage({ type: 'located', id: job.id, locations } satisfies OcrWorkerReply),
      (error: unknown) => port.postMessage({ type: 'failed', id: job.id, message: error instanceof Error ? error.message : String(error) } satisfies OcrWorkerReply),
    );
}

/** Judges characters by synthesis (`readBySynthesis`), its module loaded on the first job. */
function synthesise(job: SynthesisWorkerJob): void {
  import('../read/glyph-synthesis.ts')
    .then(({ readBySynthesis }) => readBySynthesis(job.input))
    .then(
      (verdicts) => port.postMessage({ type: 'synthesised', id: job.id, verdicts } satisfies OcrWorkerReply),
      (error: unknown) => port.postMessage({ type: 'failed', id: job.id, message: error instanceof Error ? error.message : String(error) } satisfies OcrWorkerReply),
    );
}

/** Reads a zone by synthesis alone (`readZoneBySynthesis`), its module loaded on the first job. */
function readZone(job: ZoneSynthesisWorkerJob): void {
  import('../read/synthesis-reader.ts')
    .then(({ readZoneBySynthesis }) => readZoneBySynthesis(job.input))
    .then(
      (reading) => port.postMessage({ type: 'drawn', id: job.id, reading } satisfies OcrWorkerReply),
      (error: unknown) => port.postMessage({ type: 'failed', id: job.id, message: error instanceof Error ? error.message : String(error) } satisfies OcrWorkerReply),
    );
}
