/**
 * Renders the synthetic identity-document corpus with its ground truth.
 *
 *   npm run corpus -w @circular/id-corpus -- [--out DIR] [--seed N] [--today YYYY-MM-DD]
 *
 * Defaults: `tools/id-corpus/corpus` (gitignored), seed 20261121, today 2026-11-21 — a fixed
 * clock, so "expired" and "valid" stay what the manifest says whenever it is run.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildCorpus } from '../src/build-corpus.ts';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'corpus') },
    seed: { type: 'string', default: '20261121' },
    today: { type: 'string', default: '2026-11-21' },
  },
});

const started = Date.now();
const manifest = await buildCorpus({ seed: Number(values.seed), today: new Date(`${values.today}T12:00:00Z`), outDir: values.out });
const images = manifest.entries.reduce((sum, entry) => sum + entry.images.length, 0);
process.stdout.write(`${manifest.entries.length} documents, ${images} images in ${values.out} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
