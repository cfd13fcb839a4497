/**
 * Measures the offline MRZ reader over a generated corpus: per variant, how often the verified
 * MRZ gives the exact document type, number, name and expiry; what negative cases come back
 * as; seconds per document; event-loop delay while documents are read `--concurrency` at a time;
 * peak RSS. Not a test (it takes a minute); run after `npm run corpus -w @circular/id-corpus`:
 *
 *   node --conditions=@circular/source libs/id-validator/scripts/measure-ocr.ts [--corpus DIR] [--workers N] [--concurrency N]
 */
import { readFile } from 'node:fs/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { CorpusEntry, CorpusManifest } from '@circular/id-corpus';
import { canonicalDocType, detectDocumentFromMrz } from '../src/doc-types.ts';
import { identifyDocument } from '../src/document-identity.ts';
import { readMrzFromImage, type MrzImageReading } from '../src/ocr/read/read-mrz.ts';
import { createMrzOcrEngine } from '../src/ocr/engine/tesseract-pool.ts';

const { values } = parseArgs({
  options: {
    corpus: { type: 'string', default: path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'tools', 'id-corpus', 'corpus') },
    workers: { type: 'string' },
    concurrency: { type: 'string', default: '1' },
  },
});
const dir = values.corpus;
const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as CorpusManifest;
const today = new Date(`${manifest.today}T12:00:00Z`);
const engine = createMrzOcrEngine(values.workers ? { workers: Number(values.workers) } : {});
await engine.recognize(await readFile(path.join(dir, manifest.entries[0]?.images[0]?.file ?? ''))); // start the workers

interface Row {
  entry: CorpusEntry;
  seconds: number;
  readings: MrzImageReading[];
}
const rows: Row[] = [];
const lag = monitorEventLoopDelay({ resolution: 5 });
lag.enable();
let next = 0;
const readNext = async (): Promise<void> => {
  for (let entry = manifest.entries[next++]; entry; entry = manifest.entries[next++]) {
    const images = await Promise.all(entry.images.map((image) => readFile(path.join(dir, image.file))));
    const started = performance.now();
    const readings = await Promise.all(images.map((image) => readMrzFromImage({ image, engine, today })));
    rows.push({ entry, seconds: (performance.now() - started) / 1000, readings });
  }
};
await Promise.all(Array.from({ length: Number(values.concurrency) }, readNext));
lag.disable();
await engine.terminate();

const fieldsOf = (row: Row) => {
  const mrz = row.readings.find((r) => r.mrz)?.mrz ?? null;
  if (!mrz || !row.entry.truth) return null;
  const t = row.entry.truth;
  return {
    type: canonicalDocType(detectDocumentFromMrz(mrz)) === t.docType,
    number: identifyDocument(mrz).number === t.number,
    name: mrz.surname === t.surname && mrz.givenNames === t.givenNames,
    expiry: mrz.expiryDate.iso === t.expiry,
  };
};

const byVariant = new Map<string, Row[]>();
for (const row of rows.filter((r) => ['valid', 'expired', 'expired-no-validity', 'name-mismatch', 'number-mismatch', 'wrong-doc-type', 'back-only'].includes(r.entry.case))) {
  byVariant.set(row.entry.variant, [...(byVariant.get(row.entry.variant) ?? []), row]);
}
const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;
process.stdout.write('MRZ field exact match on documents that carry a genuine MRZ\n');
process.stdout.write('variant      docs  read   type    number  name    expiry  s/doc(median)\n');
for (const [variant, group] of byVariant) {
  const fields = group.map(fieldsOf);
  const count = (key: 'type' | 'number' | 'name' | 'expiry') => fields.filter((f) => f?.[key]).length;
  const seconds = group.map((r) => r.seconds).sort((a, b) => a - b);
  process.stdout.write(
    `${variant.padEnd(12)} ${String(group.length).padStart(4)}  ${pct(fields.filter(Boolean).length, group.length).padStart(6)} ${pct(count('type'), group.length).padStart(6)}  ${pct(count('number'), group.length).padStart(6)}  ${pct(count('name'), group.length).padStart(6)}  ${pct(count('expiry'), group.length).padStart(6)}  ${seconds[Math.floor(seconds.length / 2)]?.toFixed(2)}\n`,
  );
}
process.stdout.write('\nOther cases (what the reader reports)\n');
for (const row of rows.filter((r) => !byVariant.get(r.entry.variant)?.includes(r))) {
  const summary = row.readings
    .map((r) => (r.mrz ? `verified MRZ (${r.mrz.surname})` : r.unverified ? `unverified MRZ, failing ${r.unverified.checks.filter((c) => !c.valid).map((c) => c.field).join('+')}` : r.issues.join('+')))
    .join(' | ');
  process.stdout.write(`${row.entry.id.padEnd(40)} expected ${row.entry.expected.status.padEnd(20)} ${summary}\n`);
}
const all = rows.map((r) => r.seconds).sort((a, b) => a - b);
const twoImage = rows.filter((r) => r.entry.images.length === 2).map((r) => r.seconds).sort((a, b) => a - b);
process.stdout.write(
  `\nseconds per document: median ${all[Math.floor(all.length / 2)]?.toFixed(2)}, p95 ${all[Math.floor(all.length * 0.95)]?.toFixed(2)}; two-image documents: median ${twoImage[Math.floor(twoImage.length / 2)]?.toFixed(2)}, p95 ${twoImage[Math.floor(twoImage.length * 0.95)]?.toFixed(2)}\n`,
);
process.stdout.write(
  `event-loop delay at concurrency ${values.concurrency}: p50 ${(lag.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(lag.percentile(99) / 1e6).toFixed(1)} ms, max ${(lag.max / 1e6).toFixed(1)} ms; peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB\n`,
);
const failures = [...byVariant.values()].flat().filter((r) => {
  const f = fieldsOf(r);
  return !f || !f.type || !f.number || !f.name || !f.expiry;
});
for (const row of failures) {
  const r = row.readings.map((x) => x.mrz?.lines.join('/') ?? `${x.issues.join('+')} ${x.unverified?.lines.join('/') ?? ''}`).join(' | ');
  process.stdout.write(`MISS ${row.entry.id}: ${r}\n   truth ${row.entry.truth?.mrz.join('/')}\n`);
}
