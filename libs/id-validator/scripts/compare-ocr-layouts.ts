/**
 * Seconds per document of OCR thread layouts, measured in one run: each document of a folder is
 * validated once with each layout in turn (the order rotating per document), one request at a
 * time, every layout's threads warm, so the machine's load falls on all alike. Prints the median
 * and p95 per layout and their ratios to the first. Not a test; for choosing `createDocumentOcr`'s
 * defaults:
 *
 *   node --conditions=@circular/source libs/id-validator/scripts/compare-ocr-layouts.ts --images DIR [--limit N]
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createSafeFetcher } from '@circular/runtime';
import { createDocumentOcr, validateId, type DocumentOcr } from '../src/index.ts';

const { values } = parseArgs({ options: { images: { type: 'string' }, limit: { type: 'string', default: '1000' } } });
if (!values.images) throw new Error('usage: compare-ocr-layouts.ts --images DIR');
const files = (await readdir(values.images)).filter((f) => /\.(jpe?g|png|webp)$/i.test(f)).sort().slice(0, Number(values.limit));

const layouts: Array<{ name: string; ocr: DocumentOcr }> = [
  { name: 'shared, 1 thread', ocr: createDocumentOcr({ workers: 1 }) },
  { name: 'shared, 2 threads', ocr: createDocumentOcr({ workers: 2 }) },
  { name: 'separate pools, 1 + 1', ocr: createDocumentOcr({ mrzWorkers: 1, textWorkers: 1 }) },
];
const seconds = new Map(layouts.map((layout) => [layout.name, [] as number[]]));
const fetcher = createSafeFetcher();

const validate = async (ocr: DocumentOcr, file: string) => {
  const bytes = await readFile(path.join(values.images!, file));
  const image = `data:image/${/\.png$/i.test(file) ? 'png' : /\.webp$/i.test(file) ? 'webp' : 'jpeg'};base64,${bytes.toString('base64')}`;
  const started = performance.now();
  await validateId({ language: 'en', images: [image], agent_specific: { doc_type: 'passport,id-*,rp-*,dl-*' } }, { fetcher, ocr }, { signal: AbortSignal.timeout(300_000) }).catch(() => undefined);
  return (performance.now() - started) / 1000;
};

try {
  // Warm-up: every layout's threads started and models loaded before anything is timed.
  for (const { ocr } of layouts) await validate(ocr, files[0]!);
  for (const [index, file] of files.entries()) {
    for (let k = 0; k < layouts.length; k++) {
      const layout = layouts[(index + k) % layouts.length]!;
      seconds.get(layout.name)!.push(await validate(layout.ocr, file));
    }
  }
} finally {
  await Promise.all(layouts.map(({ ocr }) => ocr.terminate()));
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const [first] = layouts;
const base = [...seconds.get(first!.name)!].sort((a, b) => a - b);
for (const { name } of layouts) {
  const sorted = [...seconds.get(name)!].sort((a, b) => a - b);
  const median = quantile(sorted, 0.5);
  const p95 = quantile(sorted, 0.95);
  process.stdout.write(
    `${name.padEnd(24)} median ${median.toFixed(2)} s  p95 ${p95.toFixed(2)} s  (× ${(median / quantile(base, 0.5)).toFixed(2)} / × ${(p95 / quantile(base, 0.95)).toFixed(2)} of ${first!.name})\n`,
  );
}
