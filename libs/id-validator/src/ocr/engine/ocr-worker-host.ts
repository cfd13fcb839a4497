/**
 * Entry of one OCR worker thread: loads the tesseract models the pool sent (`workerData`) into one
 * WebAssembly instance in this thread (`tesseract-models.ts`), says `ready`, then recognises one
 * image per message with the model it names. It runs in a thread the pool started with
 * `execArgv: []`, so a preload the parent was started with (`langgraph dev` uses `--import`) never
 * runs here. A failure to start ends the thread with an error, which the pool turns into a failed
 * request. It also looks for MRZs (`locate` jobs) and judges their characters by drawing them
 * (`synthesis` jobs): plain JavaScript that would otherwise hold the server's event loop.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { LocateWorkerJob, OcrWorkerJob, OcrWorkerReply, OcrWorkerSettings, SynthesisWorkerJob, ZoneSynthesisWorkerJob } from './ocr-worker-protocol.ts';
import { loadTesseractModels } from './tesseract-models.ts';

const settings = workerData as OcrWorkerSettings;
const port = parentPort!;
const models = await loadTesseractModels(settings.models);
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
  try {
    const lines = models.recognize(job.model, job.image, { pageSegMode: job.pageSegMode });
    port.postMessage({ type: 'result', id: job.id, lines } satisfies OcrWorkerReply);
  } catch (error) {
    port.postMessage({ type: 'failed', id: job.id, message: error instanceof Error ? error.message : String(error) } satisfies OcrWorkerReply);
  }
});

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
