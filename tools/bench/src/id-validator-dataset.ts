import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createApp, listen, loadConfig } from '@circular/api';
import { createDocumentOcr } from '@circular/id-validator';
import { datasetPart, type DatasetPart } from './id-validator-split.ts';
import { percentile, type Row } from './report.ts';

/** One document of a dataset folder's `manifest.json` (a single image, or a pair of sides). */
interface DatasetTruth {
  doc_type: string | null;
  country: string;
  number: string;
  name: string | null;
  expiry: string | null;
}

interface DatasetDocument {
  id: string;
  files: string[];
  capture: string;
  truth: DatasetTruth | null;
  specimenMarksVisible: boolean;
  expect: { fields: boolean; status: 'OK' | 'ERROR_VALIDATION' | 'ERROR_IMAGE_QUALITY' | 'NOT_OK' };
}

interface ManifestEntry {
  id: string;
  file?: string;
  images?: string[];
  capture?: string;
  /** A pair cut from one of the single images. */
  derived_from?: string;
  truth: DatasetTruth | null;
  specimen_marks_visible: boolean;
  expect: DatasetDocument['expect'];
}

interface Manifest {
  doc_type_requested: string;
  images: ManifestEntry[];
  pairs?: ManifestEntry[];
}

interface Answer {
  status: string;
  reasoning: string;
  doc_type?: string;
  number?: string;
  name?: string;
  expiry?: string;
  item_id?: string;
}

interface Result {
  document: DatasetDocument;
  seconds: number;
  answer: Answer;
}

const mimeOf: Record<string, string> = { '.jpg': 'jpeg', '.jpeg': 'jpeg', '.png': 'png', '.webp': 'webp', '.bmp': 'bmp', '.tif': 'tiff', '.tiff': 'tiff', '.gif': 'gif' };

/**
 * The capture kinds the figures are split by, from the manifest's free-text `capture`: annotated
 * samples (boxes, labels, arrows drawn on), low-resolution scans, phone photos, renders
 * (figures, screenshots, illustrations) and plain scans (photocopies included).
 */
export function captureKind(capture: string): 'annotated' | 'low-resolution' | 'photo' | 'render' | 'scan' {
  const text = capture.toLowerCase();
  if (/annotat|arrow|caption|label/.test(text)) return 'annotated';
  if (/low resolution/.test(text)) return 'low-resolution';
  if (/\bphoto\b/.test(text)) return 'photo';
  if (/render|screenshot|illustration/.test(text)) return 'render';
  return 'scan';
}

/** The reasoning sentence (English) that reports check digits failing on a sharp image as misprinting or alteration. */
const alteredClaim = /misprinted or altered/;

/**
 * The ID validator over a folder of real images described by a `manifest.json` (the format of
 * `id-documents-real`: per image its capture, ground truth, specimen marks and what a careful
 * reader should return), through the HTTP app in this process with no model. Per capture kind:
 * the share of documents showing a whole MRZ whose fields all come back exactly right, `OK`s for
 * documents with a visible specimen mark, `OK`s with a wrong field, legible documents reported as
 * altered, seconds per request (median, p95); then the event loop's delay with `concurrency`
 * requests in flight. The images are read from the folder, never copied.
 */
export async function idValidatorDatasetBenchmark({ dataset, concurrency = 4, parts = ['tune', 'holdout'] }: { dataset: string; concurrency?: number; parts?: readonly DatasetPart[] }) {
  const manifest = JSON.parse(await readFile(join(dataset, 'manifest.json'), 'utf8')) as Manifest;
  const documents: DatasetDocument[] = [...manifest.images, ...(manifest.pairs ?? [])].map((entry) => ({
    id: entry.id,
    files: entry.images ?? [entry.file!],
    capture: entry.capture ?? manifest.images.find((image) => image.id === entry.derived_from)?.capture ?? 'scan',
    truth: entry.truth,
    specimenMarksVisible: entry.specimen_marks_visible,
    expect: entry.expect,
  })).filter((document) => parts.includes(datasetPart(document.id)));
  const bodies = new Map<string, string>();
  for (const document of documents) {
    const images = await Promise.all(
      document.files.map(async (file) => `data:image/${mimeOf[extname(file).toLowerCase()] ?? 'jpeg'};base64,${(await readFile(join(dataset, file))).toString('base64')}`),
    );
    bodies.set(document.id, JSON.stringify({ language: 'en', images, agent_specific: { doc_type: manifest.doc_type_requested } }));
  }

  const ocr = createDocumentOcr();
  const app = createApp(loadConfig({ RATE_LIMIT_PER_MINUTE: '1000000', LOG_LEVEL: 'silent' }), { model: undefined, ocr });
  const server = await listen(app, { port: 0, host: '127.0.0.1' });
  try {
    const validate = async (document: DatasetDocument): Promise<Result> => {
      const started = performance.now();
      const res = await fetch(`${server.url}/service_ai_id_validator`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: bodies.get(document.id)! });
      const answer = (await res.json()) as Answer;
      if (res.status !== 200) answer.status = `HTTP ${res.status}`;
      return { document, seconds: (performance.now() - started) / 1000, answer };
    };
    await validate(documents[0]!);

    const sequential: Result[] = [];
    for (const document of documents) sequential.push(await validate(document));

    const concurrentLag = monitorEventLoopDelay({ resolution: 5 });
    let next = 0;
    concurrentLag.enable();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let document = documents[next++]; document; document = documents[next++]) await validate(document);
      }),
    );
    concurrentLag.disable();

    const rows: Row[] = sequential.map(({ document, seconds, answer }) => ({
      document: document.id,
      part: datasetPart(document.id),
      kind: captureKind(document.capture),
      expected: document.expect.status,
      status: answer.status,
      seconds,
      fields: document.truth ? wrongFields(document.truth, answer).join(' ') || 'all right' : '',
      flags: flagsOf({ document, answer }).join(' '),
    }));
    const kinds = [...new Set(sequential.map((r) => captureKind(r.document.capture)))].sort();
    const byKind = Object.fromEntries([...kinds, 'all'].map((kind) => [kind, figures(sequential.filter((r) => kind === 'all' || captureKind(r.document.capture) === kind))]));
    const byPart = Object.fromEntries(parts.map((part) => [part, figures(sequential.filter((r) => datasetPart(r.document.id) === part))]));
    const summary = {
      dataset,
      documents: sequential.length,
      byPart,
      byCaptureKind: byKind,
      eventLoopDelayMs: { [`concurrency${concurrency}`]: { p50: ms(concurrentLag.percentile(50)), p99: ms(concurrentLag.percentile(99)), max: ms(concurrentLag.max) } },
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
      goals: {
        allFieldsExactPercent: '>= 90 (documents showing a whole MRZ)',
        okWithVisibleSpecimenMark: '0',
        okWithWrongField: '0',
        alteredByMisread: '0',
        secondsPerRequest: 'median <= 1.5, p95 <= 4',
        eventLoopDelayP99Ms: '<= 50 (at concurrency 4)',
      },
    };
    return { rows, summary };
  } finally {
    await server.shutdown({ graceMs: 1000 });
    await ocr.terminate();
  }
}

function figures(results: Result[]) {
  const wholeMrz = results.filter((r) => r.document.expect.fields && r.document.truth);
  const exact = wholeMrz.filter((r) => wrongFields(r.document.truth!, r.answer).length === 0);
  const seconds = results.map((r) => r.seconds).sort((a, b) => a - b);
  const statusRight = results.filter(({ document, answer }) => (document.expect.status === 'NOT_OK' ? answer.status.startsWith('ERROR_') : answer.status === document.expect.status));
  return {
    documents: results.length,
    wholeMrz: wholeMrz.length,
    allFieldsExact: exact.length,
    allFieldsExactPercent: wholeMrz.length > 0 ? round((100 * exact.length) / wholeMrz.length) : null,
    statusRight: statusRight.length,
    okWithVisibleSpecimenMark: results.filter((r) => r.document.specimenMarksVisible && r.answer.status === 'OK').length,
    okWithWrongField: results.filter((r) => r.answer.status === 'OK' && (!r.document.truth || wrongFields(r.document.truth, r.answer).length > 0)).length,
    alteredByMisread: results.filter((r) => r.document.expect.fields && alteredClaim.test(r.answer.reasoning)).length,
    secondsPerRequest: { median: round(percentile(seconds, 50)), p95: round(percentile(seconds, 95)) },
  };
}

function flagsOf({ document, answer }: { document: DatasetDocument; answer: Answer }): string[] {
  return [
    document.specimenMarksVisible && answer.status === 'OK' ? 'OK-SPECIMEN-MARK' : null,
    answer.status === 'OK' && (!document.truth || wrongFields(document.truth, answer).length > 0) ? 'OK-WRONG' : null,
    document.expect.fields && alteredClaim.test(answer.reasoning) ? 'ALTERED' : null,
  ].filter((flag) => flag !== null);
}

/** Fields a careful reader returns for this document that the answer got wrong (or left out). */
function wrongFields(truth: DatasetTruth, answer: Answer): string[] {
  const country = answer.item_id?.split('_')[1];
  return [
    truth.doc_type === null || answer.doc_type === truth.doc_type ? null : `type=${answer.doc_type}`,
    answer.number === truth.number ? null : `number=${answer.number}`,
    truth.name === null || answer.name === truth.name ? null : `name=${answer.name}`,
    truth.expiry === null || answer.expiry === truth.expiry ? null : `expiry=${answer.expiry}`,
    country === truth.country ? null : `country=${country}`,
  ].filter((field) => field !== null);
}

const round = (value: number) => Math.round(value * 100) / 100;
const ms = (nanoseconds: number) => round(nanoseconds / 1e6);
