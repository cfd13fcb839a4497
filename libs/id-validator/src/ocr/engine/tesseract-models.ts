import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { engineModes, type OcrLine, type OcrModelSettings } from './ocr-worker-protocol.ts';
import { traineddataWithout } from './traineddata.ts';

/** Tesseract models loaded into one WebAssembly instance of tesseract.js-core, read from in the calling thread. */
export interface TesseractModels {
  /** Reads an encoded image (PNG, JPEG) with one of the models, synchronously: call it from a worker thread. */
  recognize(model: string, image: Uint8Array, options?: { pageSegMode?: string | undefined }): OcrLine[];
}

/** What this module uses of tesseract.js-core's Emscripten module and its `TessBaseAPI` binding. */
interface CoreModule {
  FS: { writeFile(path: string, data: Uint8Array | string, options?: { canOwn?: boolean }): void; unlink(path: string): void; mkdir(path: string): void };
  TessBaseAPI: new () => TessBaseApi;
}

interface TessBaseApi {
  Init(dataPath: string, language: string, oem: number, configFile: string | undefined): number;
  SetVariable(name: string, value: string): boolean;
  SaveParameters(): void;
  RestoreParameters(): void;
  /** tesseract.js-core's own: reads `/input` with Leptonica, EXIF orientation and angle given. */
  SetImageFile(exifOrientation: number, angle: number): number;
  Recognize(monitor: null): number;
  GetJSONText(): string;
  Clear(): void;
}

interface JsonBlock {
  paragraphs: Array<{ lines: Array<{ text: string; confidence: number; words: Array<{ symbols: Array<{ text: string; confidence: number; bbox: { x0: number; y0: number; x1: number; y1: number } }> }> }> }>;
}

const require = createRequire(import.meta.url);

/**
 * Builds of tesseract.js-core, fastest first: relaxed SIMD (Node ≥ 22 on x64 and arm64), SIMD,
 * plain WebAssembly. Those with the legacy engine (the MRZ's) are needed by a thread that holds
 * a legacy model; a thread holding LSTM models only loads the LSTM-only builds, which read the
 * same (measured: the same lines, symbol for symbol, on the pages of 12 tune documents) in a heap about
 * 30 MB smaller.
 */
export const coreBuilds = {
  withLegacy: ['tesseract.js-core/tesseract-core-relaxedsimd.js', 'tesseract.js-core/tesseract-core-simd.js', 'tesseract.js-core/tesseract-core.js'],
  lstmOnly: ['tesseract.js-core/tesseract-core-relaxedsimd-lstm.js', 'tesseract.js-core/tesseract-core-simd-lstm.js', 'tesseract.js-core/tesseract-core-lstm.js'],
} as const;

/** The builds a thread holding `models` may load: the LSTM-only ones unless a model uses the legacy engine. */
export function coreBuildsFor(models: Record<string, Pick<OcrModelSettings, 'oem'>>): readonly string[] {
  return Object.values(models).some((settings) => settings.oem !== engineModes.lstm) ? coreBuilds.withLegacy : coreBuilds.lstmOnly;
}

/**
 * Loads every model into one tesseract.js-core instance in this thread. tesseract.js would start a
 * thread of its own per worker, each with its own WebAssembly instance: 15 MB of thread and a
 * second heap per model, measured. Here the models share the instance, its code and its heap,
 * and the thread that reads is the one that asked. Trained data is gunzipped from the npm
 * packages' files (nothing is fetched), stripped of the entries the model's settings never use
 * (`unusedComponents`), and deleted from the in-memory file system once loaded.
 */
export async function loadTesseractModels(models: Record<string, OcrModelSettings>): Promise<TesseractModels> {
  const core = await instantiateCore(coreBuildsFor(models));
  core.FS.mkdir('/models');
  const apis = new Map<string, TessBaseApi>();
  for (const [name, settings] of Object.entries(models)) {
    const folder = `/models/${name}`;
    const dataFile = `${folder}/${settings.language}.traineddata`;
    const config = Object.entries(settings.initParameters).map(([key, value]) => `${key} ${value}\n`);
    // Tesseract reads its load-time variables from a file; it complains of an empty one.
    const configFile = config.length > 0 ? `${folder}.config` : undefined;
    core.FS.mkdir(folder);
    const data = gunzipSync(await readFile(path.join(settings.langPath, `${settings.language}.traineddata.gz`)));
    // The in-memory file system may keep this buffer rather than copy it: it is ours alone.
    core.FS.writeFile(dataFile, settings.unusedComponents ? traineddataWithout(data, settings.unusedComponents) : data, { canOwn: true });
    if (configFile) core.FS.writeFile(configFile, config.join(''));
    const api = new core.TessBaseAPI();
    const status = api.Init(folder, settings.language, settings.oem, configFile);
    core.FS.unlink(dataFile);
    if (status !== 0) throw new Error(`tesseract could not load ${settings.language}.traineddata from ${settings.langPath} (engine mode ${settings.oem})`);
    for (const [key, value] of Object.entries(settings.parameters)) api.SetVariable(key, value);
    apis.set(name, api);
  }
  return {
    recognize(model, image, { pageSegMode } = {}) {
      const api = apis.get(model);
      if (!api) throw new Error(`no OCR model named ${model} in this worker`);
      core.FS.writeFile('/input', image);
      api.SaveParameters();
      try {
        if (pageSegMode !== undefined) api.SetVariable('tessedit_pageseg_mode', pageSegMode);
        if (api.SetImageFile(1, 0) === 1) throw new Error('tesseract could not read the image');
        api.Recognize(null);
        return linesOf((JSON.parse(api.GetJSONText()) as { blocks?: JsonBlock[] | null }).blocks ?? []);
      } finally {
        api.RestoreParameters();
        // The image and its results are released now rather than at the next recognition.
        api.Clear();
        core.FS.unlink('/input');
      }
    },
  };
}

async function instantiateCore(builds: readonly string[]): Promise<CoreModule> {
  let lastError: unknown;
  for (const build of builds) {
    try {
      const factory = require(build) as (options: object) => Promise<CoreModule>;
      return await factory({ TesseractProgress: () => undefined });
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

function linesOf(blocks: JsonBlock[]): OcrLine[] {
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
