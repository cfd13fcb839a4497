import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { OEM, PSM } from 'tesseract.js';
import type { GreyImage } from '../image/grey-image.ts';
import type { ZoneLocation, ZoneSearch } from '../locate/locate-zone.ts';
import type { CharacterVerdict, SynthesisInput } from '../read/glyph-synthesis.ts';
import type { DrawnReading, ZoneSynthesisInput } from '../read/synthesis-reader.ts';
import type { LocateWorkerJob, OcrLine, OcrWorkerJob, OcrWorkerReply, OcrWorkerSettings, SynthesisWorkerJob, ZoneSynthesisWorkerJob } from './ocr-worker-protocol.ts';

export type { OcrLine, OcrSymbol } from './ocr-worker-protocol.ts';

/** Recognises the text of an image as lines of symbols. */
export interface OcrEngine {
  recognize(image: Buffer, options?: RecognizeOptions): Promise<OcrLine[]>;
  /**
   * Looks for the MRZ of a full-size grey image (`searchZones`) in one of the engine's worker
   * threads, off the event loop. An engine without threads leaves it out, and the reader searches
   * in its own thread.
   */
  locateZones?(grey: GreyImage, search: ZoneSearch, options?: { signal?: AbortSignal | undefined }): Promise<ZoneLocation[]>;
  /** Judges MRZ characters by synthesis (`readBySynthesis`) in a worker thread, like `locateZones`. */
  judgeBySynthesis?(input: SynthesisInput, options?: { signal?: AbortSignal | undefined }): Promise<CharacterVerdict[] | null>;
  /** Reads a zone by synthesis alone (`readZoneBySynthesis`) in a worker thread, like `locateZones`. */
  readZoneBySynthesis?(input: ZoneSynthesisInput, options?: { signal?: AbortSignal | undefined }): Promise<DrawnReading | null>;
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

/** Worker start (tesseract's WebAssembly and trained data) takes about a second; past this it is broken. */
const workerStartTimeoutMs = 60_000;

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
    settings: {
      language: 'eng',
      oem: OEM.TESSERACT_ONLY,
      options: { langPath, legacyCore: true, legacyLang: true, gzip: true },
      // Dictionaries only pull MRZ text towards words; MRZ text is not language.
      initParameters: { load_system_dawg: '0', load_freq_dawg: '0' },
      parameters: {
        tessedit_char_whitelist: mrzWhitelist,
        tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
        // The legacy classifier otherwise adapts to what it read before: results would depend
        // on which documents a worker saw earlier (and leak between requests).
        classify_enable_learning: '0',
        user_defined_dpi: assumedDpi,
      },
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
    settings: { language: 'por', oem: OEM.LSTM_ONLY, options: { langPath, gzip: true }, initParameters: {}, parameters: { user_defined_dpi: assumedDpi } },
  });
}

/** Tesseract's page segmentation mode for each layout a caller may ask for. */
const layoutModes = { sparse: PSM.SPARSE_TEXT } as const;

/** The worker thread's entry, beside this module (`.ts` from source, `.js` once built). */
const hostUrl = new URL(`./ocr-worker-host${path.extname(new URL(import.meta.url).pathname)}`, import.meta.url);

interface Host {
  thread: Worker;
  busy: Job | null;
}

interface Job {
  id: number;
  image: Buffer;
  pageSegMode: string | undefined;
  resolve: (lines: OcrLine[]) => void;
  reject: (error: Error) => void;
}

/** An OCR worker thread that failed to start or died: the request it served fails with it. */
const ocrWorkerErrorMarker = Symbol.for('circular.ocr-worker-error');

export class OcrWorkerError extends Error {
  readonly [ocrWorkerErrorMarker] = true;
  override name = 'OcrWorkerError';

  /** Works across duplicated copies of this package, unlike `instanceof`. */
  static isInstance(error: unknown): error is OcrWorkerError {
    return typeof error === 'object' && error !== null && ocrWorkerErrorMarker in error;
  }
}

/**
 * Worker threads each running one tesseract.js worker, started together on first use, with jobs
 * queued for the first free one. Threads start with `execArgv: []`: a parent's `--import`
 * preload would otherwise run in them and may throw there. A thread that fails to start (or
 * exits, or does not say it is ready in time) fails every waiting request with an
 * `OcrWorkerError` and the whole pool is dropped, so the next request starts it afresh.
 */
function createEnginePool({ workers, settings }: { workers: number; settings: OcrWorkerSettings }): OcrEngine {
  let pool: Promise<Host[]> | null = null;
  const queue: Job[] = [];
  let nextId = 0;
  /**
   * Zone searches and syntheses in flight, by id: they go to the threads in turn, beside the
   * recognition each may be waiting on.
   */
  const tasks = new Map<number, { resolve: (reply: Extract<OcrWorkerReply, { type: 'located' | 'synthesised' | 'drawn' }>) => void; reject: (error: Error) => void }>();
  let nextHost = 0;

  const fail = (self: Promise<Host[]> | null, hosts: Host[], error: Error) => {
    if (pool !== self) return;
    pool = null;
    for (const host of hosts) {
      host.busy?.reject(error);
      host.busy = null;
      void host.thread.terminate();
    }
    for (const job of queue.splice(0)) job.reject(error);
    for (const task of tasks.values()) task.reject(error);
    tasks.clear();
  };

  const dispatch = (hosts: Host[]) => {
    for (const host of hosts) {
      if (host.busy) continue;
      const job = queue.shift();
      if (!job) return;
      host.busy = job;
      host.thread.postMessage({ kind: 'recognize', id: job.id, image: job.image, pageSegMode: job.pageSegMode } satisfies OcrWorkerJob);
    }
  };

  const start = (): Promise<Host[]> => {
    const hosts: Host[] = [];
    let self: Promise<Host[]> | null = null;
    const ready = Array.from({ length: Math.max(1, workers) }, () => {
      const thread = new Worker(hostUrl, { workerData: settings, execArgv: [] });
      const host: Host = { thread, busy: null };
      hosts.push(host);
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new OcrWorkerError(`an OCR worker did not start within ${workerStartTimeoutMs / 1000} s`)), workerStartTimeoutMs);
        thread.on('message', (reply: OcrWorkerReply) => {
          if (reply.type === 'ready') {
            clearTimeout(timer);
            resolve();
            return;
          }
          const task = tasks.get(reply.id);
          if (task && (reply.type === 'located' || reply.type === 'synthesised' || reply.type === 'drawn' || reply.type === 'failed')) {
            tasks.delete(reply.id);
            if (reply.type === 'failed') task.reject(new OcrWorkerError(`MRZ search or synthesis failed: ${reply.message}`));
            else task.resolve(reply);
            return;
          }
          const job = host.busy;
          if (!job || job.id !== reply.id) return;
          host.busy = null;
          if (reply.type === 'result') job.resolve(reply.lines);
          else if (reply.type === 'failed') job.reject(new OcrWorkerError(`OCR failed: ${reply.message}`));
          dispatch(hosts);
        });
        const died = (error: Error) => {
          clearTimeout(timer);
          const failure = new OcrWorkerError(`an OCR worker stopped: ${error.message}`, { cause: error });
          reject(failure);
          fail(self, hosts, failure);
        };
        thread.on('error', died);
        thread.on('exit', (code) => died(new Error(`exit code ${code}`)));
      });
    });
    self = Promise.all(ready).then(
      () => hosts,
      (error: unknown) => {
        fail(self, hosts, error as Error);
        throw error;
      },
    );
    return self;
  };

  /** Sends a job that is not recognition to the threads in turn and waits for its reply. */
  const task = async (job: (id: number) => LocateWorkerJob | SynthesisWorkerJob | ZoneSynthesisWorkerJob, signal: AbortSignal | undefined) => {
    signal?.throwIfAborted();
    pool ??= start();
    const hosts = await pool;
    signal?.throwIfAborted();
    const id = nextId++;
    const host = hosts[nextHost++ % hosts.length] as Host;
    const reply = new Promise<Extract<OcrWorkerReply, { type: 'located' | 'synthesised' | 'drawn' }>>((resolve, reject) => tasks.set(id, { resolve, reject }));
    host.thread.postMessage(job(id));
    return signal ? raceAbort(reply, signal) : reply;
  };

  return {
    async recognize(image, { signal, layout } = {}) {
      signal?.throwIfAborted();
      pool ??= start();
      const hosts = await pool;
      signal?.throwIfAborted();
      const job = new Promise<OcrLine[]>((resolve, reject) => {
        queue.push({ id: nextId++, image, pageSegMode: layout ? layoutModes[layout] : undefined, resolve, reject });
      });
      dispatch(hosts);
      return signal ? raceAbort(job, signal) : job;
    },
    async locateZones(grey, search, { signal } = {}) {
      const reply = await task((id) => ({ kind: 'locate', id, grey, search }) satisfies LocateWorkerJob, signal);
      return reply.type === 'located' ? reply.locations : [];
    },
    async judgeBySynthesis(input, { signal } = {}) {
      const reply = await task((id) => ({ kind: 'synthesis', id, input }) satisfies SynthesisWorkerJob, signal);
      return reply.type === 'synthesised' ? reply.verdicts : null;
    },
    async readZoneBySynthesis(input, { signal } = {}) {
      const reply = await task((id) => ({ kind: 'read-zone', id, input }) satisfies ZoneSynthesisWorkerJob, signal);
      return reply.type === 'drawn' ? reply.reading : null;
    },
    async terminate() {
      const pending = pool;
      pool = null;
      if (!pending) return;
      const hosts = await pending.catch(() => [] as Host[]);
      for (const host of hosts) host.thread.removeAllListeners('exit');
      await Promise.all(hosts.map((host) => host.thread.terminate()));
    },
  };
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
