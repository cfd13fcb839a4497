/** What the OCR pool and its worker threads (`ocr-worker-host.ts`) say to each other. */
import type { GreyImage } from '../image/grey-image.ts';
import type { TraineddataComponent } from './traineddata.ts';
import type { CharacterVerdict, SynthesisInput } from '../read/glyph-synthesis.ts';
import type { DrawnReading, ZoneSynthesisInput } from '../read/synthesis-reader.ts';
import type { ZoneLocation, ZoneSearch } from '../locate/locate-zone.ts';

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

/** Tesseract's engine modes (`OEM`) this project uses. */
export const engineModes = { legacy: 0, lstm: 1 } as const;

/** One tesseract model a worker thread loads: the trained data, its engine mode and its variables. */
export interface OcrModelSettings {
  language: string;
  /** Tesseract's engine mode (`OEM`, `engineModes`). */
  oem: number;
  /** Folder of `<language>.traineddata.gz`. */
  langPath: string;
  /** Variables tesseract reads only when it loads the model. */
  initParameters: Record<string, string>;
  /** Entries of the trained data these settings never use, left out before tesseract reads it. */
  unusedComponents?: TraineddataComponent[] | undefined;
  parameters: Record<string, string>;
}

/** The models a worker thread loads, by name; every recognition names the model it is for. */
export interface OcrWorkerSettings {
  models: Record<string, OcrModelSettings>;
}

/** Recognise the text of an encoded image. */
export interface OcrWorkerJob {
  kind: 'recognize';
  id: number;
  /** The model (a key of `OcrWorkerSettings.models`) to read it with. */
  model: string;
  image: Uint8Array;
  /** Tesseract's page segmentation mode for this job only, when not the worker's own. */
  pageSegMode?: string | undefined;
}

/** Look for the MRZ of a grey image (`searchZones`): CPU-bound work kept off the event loop. */
export interface LocateWorkerJob {
  kind: 'locate';
  id: number;
  grey: GreyImage;
  search: ZoneSearch;
}

/** Judge characters of an MRZ by drawing them (`readBySynthesis`): CPU-bound too. */
export interface SynthesisWorkerJob {
  kind: 'synthesis';
  id: number;
  input: SynthesisInput;
}

/** Read a zone tesseract could not by synthesis alone (`readZoneBySynthesis`). */
export interface ZoneSynthesisWorkerJob {
  kind: 'read-zone';
  id: number;
  input: ZoneSynthesisInput;
}

export type OcrWorkerReply =
  | { type: 'ready' }
  | { type: 'result'; id: number; lines: OcrLine[] }
  | { type: 'located'; id: number; locations: ZoneLocation[] }
  | { type: 'synthesised'; id: number; verdicts: CharacterVerdict[] | null }
  | { type: 'drawn'; id: number; reading: DrawnReading | null }
  | { type: 'failed'; id: number; message: string };
