import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { GreyImage } from '../image/grey-image.ts';
import type { ZoneLocation, ZoneSearch } from '../locate/locate-zone.ts';
import type { CharacterVerdict, SynthesisInput } from '../read/glyph-synthesis.ts';
import type { DrawnReading, ZoneSynthesisInput } from '../read/synthesis-reader.ts';
import { engineModes, type LocateWorkerJob, type OcrLine, type OcrModelSettings, type OcrWorkerJob, type OcrWorkerReply, type OcrWorkerSettings, type SynthesisWorkerJob, type ZoneSynthesisWorkerJob } from './ocr-worker-protocol.ts';

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

/** Tesseract's page segmentation modes (`PSM`) this module uses. */
const pageSegModes = { singleBlock: '6', sparseText: '11' } as const;

/**
 * The MRZ model: tesseract's legacy engine with the MRZ whitelist (FIELD-NOTES "OCR and MRZ"),
 * from `@tesseract.js-data/eng`'s `4.0.0` folder, which holds the legacy model.
 */
export function mrzModel(langPath = defaultLangPath()): OcrModelSettings {
  return {
    language: 'eng',
    oem: engineModes.legacy,
    langPath,
    // Dictionaries only pull MRZ text towards words; MRZ text is not language. The bigram
    // dictionary serves only bigram correction (off by default) but is built when loaded.
    initParameters: { load_system_dawg: '0', load_freq_dawg: '0', load_bigram_dawg: '0' },
    // The legacy engine never reads the LSTM entries; the dictionaries switched off above are
    // not loaded either. Left out, tesseract's heap holds 2 of the file's 22 MB (and about 50 MB
    // less in all, measured), and reads as before.
    unusedComponents: ['word-dawg', 'freq-dawg', 'bigram-dawg', 'lstm', 'lstm-punc-dawg', 'lstm-word-dawg', 'lstm-number-dawg', 'lstm-unicharset', 'lstm-recoder'],
    parameters: {
      tessedit_char_whitelist: mrzWhitelist,
      tessedit_pageseg_mode: pageSegModes.singleBlock,
      // The legacy classifier otherwise adapts to what it read before: results would depend
      // on which documents a worker saw earlier (and leak between requests).
      classify_enable_learning: '0',
      user_defined_dpi: assumedDpi,
    },
  };
}

/**
 * The printed-text model: the LSTM model of `@tesseract.js-data/por` (`4.0.0_best_int`, LSTM only).
 * Portuguese, because its alphabet has the Latin diacritics names carry (Ç, Ã, É) and it reads the
 * English captions of ICAO documents as well as the English model does (measured on the synthetic
 * corpus).
 */
export function textModel(langPath = trainedDataPath('por', '4.0.0_best_int')): OcrModelSettings {
  return { language: 'por', oem: engineModes.lstm, langPath, initParameters: {}, parameters: { user_defined_dpi: assumedDpi } };
}

/**
 * A pool of OCR worker threads running the legacy engine with the MRZ whitelist. Workers start
 * lazily on first use, and are sized to the cores by default.
 */
export function createMrzOcrEngine({ workers = availableParallelism(), langPath = defaultLangPath(), idleMs }: { workers?: number; langPath?: string; idleMs?: number | undefined } = {}): OcrEngine {
  return createOcrPool({ workers, models: { mrz: mrzModel(langPath) }, idleMs }).engine('mrz');
}

/** A pool of OCR worker threads reading printed text (the visual zone of a document) with `textModel`. Lazy, like the MRZ pool. */
export function createTextOcrEngine({ workers = availableParallelism(), langPath, idleMs }: { workers?: number; langPath?: string; idleMs?: number | undefined } = {}): OcrEngine {
  return createOcrPool({ workers, models: { text: textModel(langPath) }, idleMs }).engine('text');
}

/**
 * Both models in the same worker threads, each thread holding one WebAssembly instance with the
 * two: the MRZ and the printed text are read in turn rather than side by side, for one heap and
 * one thread less per pair (see `createDocumentOcr`).
 */
export function createSharedOcrEngines({ workers = availableParallelism(), idleMs }: { workers?: number; idleMs?: number | undefined } = {}): { mrz: OcrEngine; text: OcrEngine } {
  const pool = createOcrPool({ workers, models: { mrz: mrzModel(), text: textModel() }, idleMs });
  return { mrz: pool.engine('mrz'), text: pool.engine('text') };
}

/** Tesseract's page segmentation mode for each layout a caller may ask for. */
const layoutModes = { sparse: pageSegModes.sparseText } as const;

/** The worker thread's entry, beside this module (`.ts` from source, `.js` once built). */
const defaultHostUrl = new URL(`./ocr-worker-host${path.extname(new URL(import.meta.url).pathname)}`, import.meta.url);

interface Host {
  thread: Worker;
  /** Said it is ready: jobs are dispatched to it only then. */
  ready: boolean;
  busy: Job | null;
  /** Zone searches and syntheses sent to it, by id: they fail with it if it dies. */
  tasks: Map<number, Task>;
}

interface Task {
  resolve: (reply: Extract<OcrWorkerReply, { type: 'located' | 'synthesised' | 'drawn' }>) => void;
  reject: (error: Error) => void;
}

interface Job {
  id: number;
  model: string;
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
 * Worker threads each holding every model of `models` (`ocr-worker-host.ts`), started together on
 * first use, with jobs queued for the first free one; `engine(name)` reads with one model. With
 * `idleMs`, the threads are stopped once no job has been in flight for that long, handing their
 * memory back, and start again on the next use. Threads start with `execArgv: []`: a parent's `--import`
 * preload would otherwise run in them and may throw there. A thread that fails to start (or
 * exits, or does not say it is ready in time) fails every waiting request with a plain error (a server fault,
 * not a request's unreadable images) and the whole pool is dropped, so the next request starts it afresh. A thread
 * that dies once started fails only the jobs it held (its recognition and the searches and
 * syntheses sent to it) with an `OcrWorkerError`; a fresh thread takes its place, and the
 * recognitions still queued go to it. `host` is the threads' entry (tests give one that dies).
 */
export function createOcrPool({
  workers,
  models,
  idleMs,
  host: hostUrl = defaultHostUrl,
}: {
  workers: number;
  models: Record<string, OcrModelSettings>;
  idleMs?: number | undefined;
  host?: URL | undefined;
}): { engine(model: string): OcrEngine } {
  const settings: OcrWorkerSettings = { models };
  let pool: Promise<Host[]> | null = null;
  let inFlight = 0;
  let idleTimer: NodeJS.Timeout | null = null;
  const queue: Job[] = [];
  let nextId = 0;
  let nextHost = 0;

  /** Fails what `host` held with `error`. */
  const failHeld = (host: Host, error: Error) => {
    host.busy?.reject(error);
    host.busy = null;
    for (const task of host.tasks.values()) task.reject(error);
    host.tasks.clear();
  };

  const fail = (self: Promise<Host[]> | null, hosts: Host[], error: Error) => {
    if (pool !== self) return;
    pool = null;
    for (const host of hosts) {
      failHeld(host, error);
      void host.thread.terminate();
    }
    for (const job of queue.splice(0)) job.reject(error);
  };

  const dispatch = (hosts: Host[]) => {
    for (const host of hosts) {
      if (!host.ready || host.busy) continue;
      const job = queue.shift();
      if (!job) return;
      host.busy = job;
      host.thread.postMessage({ kind: 'recognize', id: job.id, model: job.model, image: job.image, pageSegMode: job.pageSegMode } satisfies OcrWorkerJob);
    }
  };

  const start = (): Promise<Host[]> => {
    const hosts: Host[] = [];
    let self: Promise<Host[]> | null = null;
    /** Starts a thread in `slot` of `hosts`; settles once it is ready (or failed to start). */
    const startHost = (slot: number) => {
      const thread = new Worker(hostUrl, { workerData: settings, execArgv: [] });
      const host: Host = { thread, ready: false, busy: null, tasks: new Map() };
      hosts[slot] = host;
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => died(new Error(`it did not start within ${workerStartTimeoutMs / 1000} s`)), workerStartTimeoutMs);
        thread.on('message', (reply: OcrWorkerReply) => {
          if (reply.type === 'ready') {
            clearTimeout(timer);
            host.ready = true;
            resolve();
            dispatch(hosts);
            return;
          }
          const task = host.tasks.get(reply.id);
          if (task && (reply.type === 'located' || reply.type === 'synthesised' || reply.type === 'drawn' || reply.type === 'failed')) {
            host.tasks.delete(reply.id);
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
          // A thread that never started is the server's fault (missing trained data, no memory): a plain error, never a
          // request's unreadable images. One that served and died is an `OcrWorkerError`: that request is answered unread.
          const failure = host.ready ? new OcrWorkerError(`an OCR worker stopped: ${error.message}`, { cause: error }) : new Error(`an OCR worker could not start: ${error.message}`, { cause: error });
          reject(failure);
          if (!host.ready) {
            fail(self, hosts, failure);
            return;
          }
          // Once only (an error is followed by its exit), and only while the pool it serves is in use.
          if (hosts[slot] !== host || pool !== self) return;
          // A thread that served and died: only what it held fails, and a fresh thread takes its slot.
          failHeld(host, failure);
          void thread.terminate();
          startHost(slot).catch(() => undefined);
        };
        thread.on('error', died);
        thread.on('exit', (code) => died(new Error(`exit code ${code}`)));
      });
    };
    const ready = Array.from({ length: Math.max(1, workers) }, (_, slot) => startHost(slot));
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
    const reply = new Promise<Extract<OcrWorkerReply, { type: 'located' | 'synthesised' | 'drawn' }>>((resolve, reject) => host.tasks.set(id, { resolve, reject }));
    host.thread.postMessage(job(id));
    return signal ? raceAbort(reply, signal) : reply;
  };

  /** Stops the threads; the next use starts them again. */
  const stop = async () => {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    const pending = pool;
    pool = null;
    if (!pending) return;
    const hosts = await pending.catch(() => [] as Host[]);
    for (const host of hosts) host.thread.removeAllListeners('exit');
    await Promise.all(hosts.map((host) => host.thread.terminate()));
  };

  /** Counts the work in flight, so that idle threads can be stopped `idleMs` after the last of it. */
  const tracked = async <T>(work: () => Promise<T>): Promise<T> => {
    inFlight++;
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    try {
      return await work();
    } finally {
      inFlight--;
      if (inFlight === 0 && idleMs !== undefined && pool) {
        idleTimer = setTimeout(() => void (inFlight === 0 ? stop() : undefined), idleMs);
        // An idle pool never keeps the process alive.
        idleTimer.unref();
      }
    }
  };

  const engine = (model: string): OcrEngine => ({
    recognize: (image, { signal, layout } = {}) =>
      tracked(async () => {
        signal?.throwIfAborted();
        pool ??= start();
        const hosts = await pool;
        signal?.throwIfAborted();
        const job = new Promise<OcrLine[]>((resolve, reject) => {
          queue.push({ id: nextId++, model, image, pageSegMode: layout ? layoutModes[layout] : undefined, resolve, reject });
        });
        dispatch(hosts);
        return signal ? raceAbort(job, signal) : job;
      }),
    locateZones: (grey, search, { signal } = {}) =>
      tracked(async () => {
        const reply = await task((id) => ({ kind: 'locate', id, grey, search }) satisfies LocateWorkerJob, signal);
        return reply.type === 'located' ? reply.locations : [];
      }),
    judgeBySynthesis: (input, { signal } = {}) =>
      tracked(async () => {
        const reply = await task((id) => ({ kind: 'synthesis', id, input }) satisfies SynthesisWorkerJob, signal);
        return reply.type === 'synthesised' ? reply.verdicts : null;
      }),
    readZoneBySynthesis: (input, { signal } = {}) =>
      tracked(async () => {
        const reply = await task((id) => ({ kind: 'read-zone', id, input }) satisfies ZoneSynthesisWorkerJob, signal);
        return reply.type === 'drawn' ? reply.reading : null;
      }),
    terminate: stop,
  });
  return { engine };
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
