import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { IdAnswer, IdCase } from './id-validator-cases.ts';
import { datasetPart, type DatasetPart } from './id-validator-split.ts';

/** The ground truth of one document of a dataset folder's `manifest.json` (a single image, or a pair of sides). */
interface DatasetTruth {
  doc_type: string | null;
  country: string;
  number: string;
  name: string | null;
  expiry: string | null;
}

interface ManifestEntry {
  id: string;
  file?: string;
  images?: string[];
  truth: DatasetTruth | null;
  specimen_marks_visible: boolean;
  expect: { fields: boolean; status: IdCase['expectedStatus'] };
}

interface Manifest {
  doc_type_requested: string;
  images: ManifestEntry[];
  pairs?: ManifestEntry[];
}

/** One document of the set, its images read from the folder (never copied), and the part it belongs to. */
export interface DatasetDocument {
  entry: ManifestEntry;
  part: DatasetPart;
  images: Array<{ bytes: Buffer; mime: string }>;
  docTypeRequested: string;
}

const mimeOf: Record<string, string> = { '.jpg': 'jpeg', '.jpeg': 'jpeg', '.png': 'png', '.webp': 'webp', '.bmp': 'bmp', '.tif': 'tiff', '.tiff': 'tiff', '.gif': 'gif' };

/** The documents of a folder in the format of `id-documents-real`, in the parts asked for. */
export async function loadDataset({ dataset, parts }: { dataset: string; parts: readonly DatasetPart[] }): Promise<DatasetDocument[]> {
  const manifest = JSON.parse(await readFile(join(dataset, 'manifest.json'), 'utf8')) as Manifest;
  const entries = [...manifest.images, ...(manifest.pairs ?? [])].filter((entry) => parts.includes(datasetPart(entry.id)));
  return Promise.all(
    entries.map(async (entry) => ({
      entry,
      part: datasetPart(entry.id),
      docTypeRequested: manifest.doc_type_requested,
      images: await Promise.all(
        (entry.images ?? [entry.file!]).map(async (file) => ({ bytes: await readFile(join(dataset, file)), mime: mimeOf[extname(file).toLowerCase()] ?? 'jpeg' })),
      ),
    })),
  );
}

/** The document as a benchmark case, as captured (`perturbCase` degrades it). */
export async function datasetCase(document: DatasetDocument): Promise<IdCase> {
  const images = document.images.map(({ bytes, mime }) => `data:image/${mime};base64,${bytes.toString('base64')}`);
  const { entry } = document;
  return {
    id: entry.id,
    set: document.part,
    body: JSON.stringify({ language: 'en', images, agent_specific: { doc_type: document.docTypeRequested } }),
    expectedStatus: entry.expect.status,
    wholeMrz: entry.expect.fields && entry.truth !== null,
    specimenMarkVisible: entry.specimen_marks_visible,
    wrongFields: (answer) => (entry.truth ? wrongFields(entry.truth, answer) : answer.status === 'OK' ? ['no document to read'] : []),
  };
}

/** Fields a careful reader returns for this document that the answer got wrong (or left out). */
function wrongFields(truth: DatasetTruth, answer: IdAnswer): string[] {
  const country = answer.item_id?.split('_')[1];
  return [
    truth.doc_type === null || answer.doc_type === truth.doc_type ? null : `type=${answer.doc_type}`,
    answer.number === truth.number ? null : `number=${answer.number}`,
    truth.name === null || answer.name === truth.name ? null : `name=${answer.name}`,
    truth.expiry === null || answer.expiry === truth.expiry ? null : `expiry=${answer.expiry}`,
    country === truth.country ? null : `country=${country}`,
  ].filter((field) => field !== null);
}
