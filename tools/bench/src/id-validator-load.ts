import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApi } from './child-process.ts';
import type { IdCase } from './id-validator-cases.ts';
import { datasetCase, loadDataset } from './id-validator-dataset.ts';
import type { DatasetPart } from './id-validator-split.ts';
import { percentile, type Row } from './report.ts';

const defaultDataset = fileURLToPath(new URL('../../../../shared/datasets/id-documents-real', import.meta.url));

/**
 * The ID validator's server under load, as deployed (its own process, the container's malloc
 * settings, no model): `repeat` fresh servers, each warmed by one request then sent the real
 * set `concurrency` at a time. Per run: the server's peak RSS, documents per minute, and each
 * request's seconds (median, p95) while the others are in flight; then their spread. Answers are
 * not scored here (`id-validator` does that): this is the memory and throughput of the same work.
 */
export async function idValidatorLoadBenchmark({
  dataset = defaultDataset,
  parts = ['tune', 'holdout'],
  concurrency = 4,
  repeat = 3,
}: { dataset?: string; parts?: readonly DatasetPart[]; concurrency?: number; repeat?: number } = {}) {
  if (!existsSync(dataset)) throw new Error(`no dataset at ${dataset}: pass --dataset`);
  const cases = await Promise.all((await loadDataset({ dataset, parts })).map((document) => datasetCase(document)));
  const table: Row[] = [];
  for (let run = 1; run <= repeat; run++) table.push({ run, ...(await loadRun(cases, concurrency)) });
  const column = (name: string) => table.map((row) => row[name] as number);
  const spread = (name: string) => `${Math.min(...column(name))}–${Math.max(...column(name))}`;
  const summary = {
    documents: cases.length,
    concurrency,
    pagesAtOnce: process.env['ID_PAGES_AT_ONCE'] ?? 'default',
    peakRssMb: spread('peak RSS MB'),
    documentsPerMinute: spread('docs/min'),
    medianSeconds: spread('median s'),
    p95Seconds: spread('p95 s'),
  };
  return { rows: table, summary };
}

async function loadRun(cases: IdCase[], concurrency: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-id-validator-load-'));
  const api = await startApi({ dataDir, env: { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '1048576' } });
  try {
    const post = async (c: IdCase) => {
      const started = performance.now();
      const res = await fetch(`${api.url}/service_ai_id_validator`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: c.body });
      await res.arrayBuffer();
      return (performance.now() - started) / 1000;
    };
    await post(cases[0]!);
    const seconds: number[] = [];
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let c = cases[next++]; c; c = cases[next++]) seconds.push(await post(c));
      }),
    );
    const minutes = (performance.now() - started) / 60_000;
    seconds.sort((a, b) => a - b);
    const round2 = (value: number) => Math.round(value * 100) / 100;
    return { 'peak RSS MB': Math.round(api.peakRssMb()), 'docs/min': round2(cases.length / minutes), 'median s': round2(percentile(seconds, 50)), 'p95 s': round2(percentile(seconds, 95)) };
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
