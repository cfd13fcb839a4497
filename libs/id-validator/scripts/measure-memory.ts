/**
 * Where the validator's memory goes: validates every image of a folder of document images one at
 * a time (then `--concurrency` at a time), sampling the process's RSS, V8 heap and external
 * (ArrayBuffer, sharp) memory, and prints the peak after each stage — imports, each reader
 * started, the first document, all of them. Not a test; for choosing pool sizes and limits:
 *
 *   node --conditions=@circular/source libs/id-validator/scripts/measure-memory.ts --images DIR \
 *     [--workers N | --mrz-workers N --text-workers N] [--concurrency N] [--limit N] [--sharp-cache on|off]
 *
 * `--workers` sizes the threads that hold both tesseract models (the default); `--mrz-workers` and
 * `--text-workers` give each model its own pool instead. Run it as the server runs, with
 * `MALLOC_ARENA_MAX=2` in the environment (the container image sets it).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createSafeFetcher } from '@circular/runtime';
import sharp from 'sharp';
import { createDocumentOcr, validateId } from '../src/index.ts';

const { values } = parseArgs({
  options: {
    images: { type: 'string' },
    workers: { type: 'string' },
    'mrz-workers': { type: 'string' },
    'text-workers': { type: 'string' },
    concurrency: { type: 'string', default: '4' },
    limit: { type: 'string', default: '1000' },
    'sharp-cache': { type: 'string', default: 'on' },
  },
});
if (!values.images) throw new Error('usage: measure-memory.ts --images DIR');
if (values['sharp-cache'] === 'off') sharp.cache(false);
const files = (await readdir(values.images)).filter((f) => /\.(jpe?g|png|webp)$/i.test(f)).sort().slice(0, Number(values.limit));

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
let peak = { rss: 0, heapUsed: 0, external: 0, arrayBuffers: 0 };
const sample = () => {
  const now = process.memoryUsage();
  peak = { rss: Math.max(peak.rss, now.rss), heapUsed: Math.max(peak.heapUsed, now.heapUsed), external: Math.max(peak.external, now.external), arrayBuffers: Math.max(peak.arrayBuffers, now.arrayBuffers) };
};
const timer = setInterval(sample, 20);
const report = (stage: string) => {
  sample();
  const now = process.memoryUsage();
  process.stdout.write(`${stage.padEnd(34)} rss ${mb(now.rss)} MB (peak ${mb(peak.rss)}, maxRSS ${Math.round(process.resourceUsage().maxRSS / 1024)})  heap ${mb(now.heapUsed)}  external ${mb(now.external)}  arrayBuffers ${mb(now.arrayBuffers)}\n`);
};

report('imports');
const ocr = createDocumentOcr({
  ...(values.workers ? { workers: Number(values.workers) } : {}),
  ...(values['mrz-workers'] ? { mrzWorkers: Number(values['mrz-workers']) } : {}),
  ...(values['text-workers'] ? { textWorkers: Number(values['text-workers']) } : {}),
});
const deps = { fetcher: createSafeFetcher(), ocr };
const validate = async (file: string) => {
  const bytes = await readFile(path.join(values.images!, file));
  const image = `data:image/${/\.png$/i.test(file) ? 'png' : /\.webp$/i.test(file) ? 'webp' : 'jpeg'};base64,${bytes.toString('base64')}`;
  return validateId({ language: 'en', images: [image], agent_specific: { doc_type: 'passport,id-*,rp-*,dl-*' } }, deps, { signal: AbortSignal.timeout(300_000) });
};
try {
  await validate(files[0]!);
  report('first document');
  for (const file of files.slice(1)) await validate(file);
  report(`${files.length} documents, one at a time`);
  let next = 0;
  await Promise.all(
    Array.from({ length: Number(values.concurrency) }, async () => {
      for (let file = files[next++]; file; file = files[next++]) await validate(file);
    }),
  );
  report(`again, ${values.concurrency} at a time`);
} finally {
  clearInterval(timer);
  await ocr.terminate();
}
