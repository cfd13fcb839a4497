import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createApp, listen, loadConfig } from '@circular/api';
import { createDocumentOcr } from '@circular/id-validator';
import { buildCorpus, type CorpusEntry } from '@circular/id-corpus';
import { startApi } from './child-process.ts';
import { figuresOf, flagsOf, round, type IdAnswer, type IdCase, type IdResult } from './id-validator-cases.ts';
import { datasetCase, loadDataset } from './id-validator-dataset.ts';
import { meteredOcr, meteredReaders, ReaderMeter, readersWithout, type OptionalReader, type ReaderUse } from './id-validator-readers.ts';
import { perturbCase, perturbations } from './id-validator-perturb.ts';
import type { DatasetPart } from './id-validator-split.ts';
import { percentile, type Row } from './report.ts';

/** Cases whose documents carry a genuine MRZ the reader should verify, so every field is expected back. */
const readableCases = new Set(['valid', 'expired', 'expired-no-validity', 'name-mismatch', 'number-mismatch', 'wrong-doc-type', 'specimen', 'back-only']);

/** Where the shared real set lies beside a checkout of the repository. */
const defaultDataset = fileURLToPath(new URL('../../../../shared/datasets/id-documents-real', import.meta.url));

/**
 * The ID validator in one table, through the HTTP app running in this process with no model:
 * the synthetic corpus (every template in every capture variant and every negative case), the
 * real set's tune and holdout parts (`datasetPart`), and each of them shrunk, blurred and
 * rotated (the synthetic corpus's valid documents on clean captures). Per row: documents showing a whole MRZ read exactly, statuses as expected, false
 * `OK`s, specimens with a visible mark answered `OK`, misreads called tampering, seconds per
 * request one at a time (median, p95); then the event loop's p99 with `concurrency` requests in
 * flight over the real set, and the process's peak RSS. The app runs in-process so its event
 * loop is the one measured. `without` leaves readers out, to measure what each contributes;
 * `asCaptured` reads only the sets as captured (no shrunk, blurred or rotated rows); `rotations`
 * adds rows of the synthetic corpus's and the tune part's documents rotated by each of those
 * angles (degrees), to see how reading turned captures fails on images one may look at (the
 * holdout is rotated by the default angle only). Per-document rows and answers are printed and
 * written for the sets one may look at while tuning only: the holdout's as its summary rows.
 */
export async function idValidatorBenchmark({
  dataset = existsSync(defaultDataset) ? defaultDataset : undefined,
  parts = ['tune', 'holdout'],
  concurrency = 4,
  seed = 20261121,
  without = [],
  asCaptured = false,
  rotations = [],
}: {
  dataset?: string | undefined;
  parts?: readonly DatasetPart[];
  concurrency?: number;
  seed?: number;
  without?: readonly OptionalReader[];
  asCaptured?: boolean;
  rotations?: readonly number[];
} = {}) {
  const corpusDir = mkdtempSync(join(tmpdir(), 'bench-id-validator-'));
  const ocr = createDocumentOcr();
  const meter = new ReaderMeter();
  const readers = meteredOcr(readersWithout(ocr, without), meter);
  const app = createApp(loadConfig({ RATE_LIMIT_PER_MINUTE: '1000000', LOG_LEVEL: 'silent' }), { model: undefined, ocr: readers });
  const server = await listen(app, { port: 0, host: '127.0.0.1' });
  try {
    const synthetic = await syntheticCases({ seed, outDir: corpusDir });
    const sets: Array<{ name: string; cases: IdCase[] }> = [{ name: 'synthetic', cases: synthetic.cases }];
    const documents = dataset ? await loadDataset({ dataset, parts }) : [];
    for (const part of parts) {
      const inPart = documents.filter((document) => document.part === part);
      if (inPart.length > 0) sets.push({ name: part, cases: await Promise.all(inPart.map((document) => datasetCase(document))) });
    }
    // The same degradations of every set, so reading degraded images is tuned on the synthetic
    // corpus and the tune part, and the holdout's degraded rows stay unseen until reported.
    const degradable = [{ name: 'synthetic', cases: synthetic.cleanValid }, ...sets.slice(1)];
    for (const perturbation of asCaptured ? [] : perturbations) {
      for (const set of degradable) sets.push({ name: `${set.name} ${perturbation}`, cases: await Promise.all(set.cases.map((c) => perturbCase(c, perturbation))) });
    }
    for (const degrees of rotations) {
      for (const set of degradable.filter((s) => s.name !== 'holdout')) {
        sets.push({ name: `${set.name} rotated ${degrees}°`, cases: await Promise.all(set.cases.map((c) => perturbCase(c, 'rotated', degrees))) });
      }
    }

    const validate = async (c: IdCase): Promise<IdResult> => {
      const started = performance.now();
      const res = await fetch(`${server.url}/service_ai_id_validator`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: c.body });
      const answer = (await res.json()) as IdAnswer;
      if (res.status !== 200) answer.status = `HTTP ${res.status}`;
      return { case: c, seconds: (performance.now() - started) / 1000, answer };
    };
    /** One request alone, with the readers it called and the CPU the whole process spent on it (every thread). */
    const validateAlone = async (c: IdCase): Promise<MeteredResult> => {
      meter.take();
      const cpu = process.cpuUsage();
      const result = await validate(c);
      const spent = process.cpuUsage(cpu);
      return { ...result, cpuSeconds: (spent.user + spent.system) / 1e6, use: meter.take() };
    };
    // Warm-up: starts the OCR pools' workers, which the first request would otherwise wait for.
    await validate(sets[0]!.cases[0]!);

    const results: MeteredResult[] = [];
    const table: Row[] = [];
    const summary: Record<string, unknown> = {};
    const readerTable: Row[] = [];
    for (const set of sets) {
      const setResults: MeteredResult[] = [];
      for (const c of set.cases) setResults.push(await validateAlone(c));
      results.push(...setResults);
      const figures = figuresOf(setResults);
      const work = workOf(setResults);
      summary[set.name] = { ...figures, work };
      table.push({ ...rowOf(set.name, figures), 'CPU s/doc': work.cpuSecondsPerDocument, 'MRZ passes': work.readers['mrz passes'].calls });
      readerTable.push(readerRow(set.name, setResults.length, work.readers));
    }

    const concurrentCases = sets.filter((set) => parts.includes(set.name as DatasetPart)).flatMap((set) => set.cases);
    const lag = monitorEventLoopDelay({ resolution: 5 });
    let next = 0;
    lag.enable();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let c = concurrentCases[next++]; c; c = concurrentCases[next++]) await validate(c);
      }),
    );
    lag.disable();
    meter.take();
    const loop = { p50: ms(lag.percentile(50)), p99: ms(lag.percentile(99)), max: ms(lag.max) };
    // This process also holds every case's request body: its peak is an upper bound on the server's.
    const benchProcessPeakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
    table.push({ set: `real set, ${concurrency} concurrent (in this process)`, documents: concurrentCases.length, 'loop p99 ms': loop.p99, 'loop max ms': loop.max, 'peak RSS MB': benchProcessPeakRssMb });
    const deployed = concurrentCases.length > 0 ? await deployedServerPeak({ cases: concurrentCases, warmUp: sets[0]!.cases[0]!, concurrency, without }) : null;
    if (deployed) table.push({ set: `real set, ${concurrency} concurrent (server process)`, documents: concurrentCases.length, 'peak RSS MB': deployed.peakRssMb });
    const peakRssMb = deployed?.peakRssMb ?? benchProcessPeakRssMb;

    // Per document for the sets one may look at while tuning only: the holdout is read as the summary's figures (`table`).
    const rows: Row[] = results.filter((r) => !r.case.set.startsWith('holdout')).map((r) => ({
      set: r.case.set,
      document: r.case.id,
      expected: r.case.expectedStatus,
      status: r.answer.status,
      seconds: r.seconds,
      fields: r.case.wholeMrz ? r.case.wrongFields(r.answer).join(' ') || 'all right' : '',
      flags: flagsOf(r).join(' '),
      'cpu s': round(r.cpuSeconds),
      'mrz passes': r.use['mrz passes'].calls,
    }));
    // Every answer of the sets one may look at while tuning (not the holdout's), whole, to diff runs by.
    const answers = results.filter((r) => !r.case.set.startsWith('holdout')).map((r) => ({ set: r.case.set, document: r.case.id, answer: r.answer }));
    return {
      rows,
      table,
      readers: readerTable,
      answers,
      summary: {
        dataset: dataset ?? 'none (only the synthetic corpus: pass --dataset)',
        without,
        sets: summary,
        eventLoopDelayMs: { [`concurrency${concurrency}`]: loop },
        peakRssMb,
        benchProcessPeakRssMb,
        goals: {
          exactPercent: '>= 95 on holdout (documents showing a whole MRZ); synthetic 100',
          falseOk: '0',
          okWithSpecimenMark: '0',
          alteredByMisread: '0',
          secondsPerRequest: 'median <= 1.0, p95 <= 2.5 (real set)',
          eventLoopDelayP99Ms: `<= 50 (at concurrency ${concurrency})`,
          peakRssMb: '<= 500',
        },
      },
    };
  } finally {
    await server.shutdown({ graceMs: 1000 });
    await ocr.terminate();
    rmSync(corpusDir, { recursive: true, force: true });
  }
}

/** A request's result with what it cost: the process's CPU (every thread) and the readers it called. */
interface MeteredResult extends IdResult {
  cpuSeconds: number;
  use: ReaderUse;
}

/** A set's work: CPU per document, and each reader's calls and milliseconds summed over the set. */
export function workOf(results: readonly MeteredResult[]) {
  const readers = Object.fromEntries(
    meteredReaders.map((reader) => [reader, { calls: results.reduce((n, r) => n + r.use[reader].calls, 0), ms: Math.round(results.reduce((n, r) => n + r.use[reader].ms, 0)) }]),
  ) as ReaderUse;
  const cpu = results.map((r) => r.cpuSeconds).sort((a, b) => a - b);
  return { cpuSecondsPerDocument: round(cpu.reduce((n, s) => n + s, 0) / Math.max(1, cpu.length)), cpuSecondsP95: round(percentile(cpu, 95)), readers };
}

/** Per reader: calls per document and milliseconds per document (waiting for a busy OCR thread included). */
function readerRow(set: string, documents: number, readers: ReaderUse): Row {
  const row: Row = { set };
  for (const reader of meteredReaders) {
    const { calls, ms } = readers[reader];
    if (calls > 0) row[reader] = `${round(calls / documents)}, ${Math.round(ms / documents)}`;
  }
  return row;
}

function rowOf(set: string, figures: ReturnType<typeof figuresOf>): Row {
  return {
    set,
    documents: figures.documents,
    'exact / whole MRZ': `${figures.exact}/${figures.wholeMrz}`,
    'exact %': figures.exactPercent ?? '',
    'status right': `${figures.statusRight}/${figures.documents}`,
    'false OK': figures.falseOk,
    'specimen OK': figures.okWithSpecimenMark,
    'OK wrong field': figures.okWithWrongField,
    'misread → altered': figures.alteredByMisread,
    'median s': figures.medianSeconds,
    'p95 s': figures.p95Seconds,
  };
}

/**
 * The peak RSS (VmHWM) of the API server as deployed — its own process, started as `npm start`
 * and the container start it, with the container's malloc settings (`MALLOC_ARENA_MAX=2`,
 * `MALLOC_MMAP_THRESHOLD_=1048576`: see the Dockerfile) and no model — warmed up
 * by one request, then sent `cases` `concurrency` at a time. What the memory goal is about:
 * the in-process figure also counts this benchmark's request bodies. A run `without` readers
 * measures the full server anyway, so it is skipped then.
 */
async function deployedServerPeak({ cases, warmUp, concurrency, without }: { cases: IdCase[]; warmUp: IdCase; concurrency: number; without: readonly OptionalReader[] }) {
  if (without.length > 0) return null;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-id-validator-server-'));
  const api = await startApi({ dataDir, env: { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '1048576' } });
  try {
    const post = (c: IdCase) => fetch(`${api.url}/service_ai_id_validator`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: c.body }).then((res) => res.arrayBuffer());
    await post(warmUp);
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let c = cases[next++]; c; c = cases[next++]) await post(c);
      }),
    );
    return { peakRssMb: Math.round(api.peakRssMb()) };
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The generated corpus, rendered for today's date (the server's clock), as benchmark cases; and
 * its valid documents on clean captures (one per template), the ones degraded in further rows.
 */
async function syntheticCases({ seed, outDir }: { seed: number; outDir: string }): Promise<{ cases: IdCase[]; cleanValid: IdCase[] }> {
  const manifest = await buildCorpus({ seed, today: new Date(), outDir });
  const cases = await Promise.all(
    manifest.entries.map(async (entry) => {
      const images = await Promise.all(
        entry.images.map(async ({ file }) => `data:image/${file.endsWith('.png') ? 'png' : 'jpeg'};base64,${(await readFile(join(outDir, file))).toString('base64')}`),
      );
      return {
        id: entry.id,
        set: 'synthetic',
        body: JSON.stringify({ language: 'en', images, agent_specific: entry.request }),
        expectedStatus: entry.expected.status,
        wholeMrz: entry.truth !== null && readableCases.has(entry.case),
        specimenMarkVisible: entry.case === 'specimen',
        wrongFields: (answer: IdAnswer) => (entry.truth ? syntheticWrongFields(entry, answer) : []),
      };
    }),
  );
  const cleanValid = new Set(manifest.entries.filter((entry) => entry.case === 'valid' && entry.variant === 'clean').map((entry) => entry.id));
  return { cases, cleanValid: cases.filter((c) => cleanValid.has(c.id)) };
}

/**
 * The names a right answer may give: the MRZ's (cut short when the MRZ had no room), or the whole
 * printed name in the MRZ's spelling, which the validator gives when it read the printed side.
 */
function acceptedNames(entry: CorpusEntry): string[] {
  const truth = entry.truth!;
  const mrzName = [truth.givenNames, truth.surname].filter(Boolean).join(' ');
  const plain = (text: string) => text.normalize('NFD').replace(/\p{M}+/gu, '').toUpperCase().replace(/['’]/g, '').split(/[^A-Z]+/).filter(Boolean);
  const icao = (text: string) => plain(text.replace(/Ä/g, 'AE').replace(/Ö/g, 'OE').replace(/Ü/g, 'UE'));
  const printed = (spell: (text: string) => string[]) => [...spell(truth.printedGivenNames), ...spell(truth.printedSurname)].join(' ');
  return [mrzName, printed(plain), printed(icao)];
}

function syntheticWrongFields(entry: CorpusEntry, answer: IdAnswer): string[] {
  const truth = entry.truth!;
  return [
    answer.doc_type === truth.docType ? null : `type=${answer.doc_type}`,
    answer.number === truth.number ? null : `number=${answer.number}`,
    answer.name !== undefined && acceptedNames(entry).includes(answer.name) ? null : `name=${answer.name}`,
    answer.expiry === truth.expiry ? null : `expiry=${answer.expiry}`,
  ].filter((field) => field !== null);
}

const ms = (nanoseconds: number) => round(nanoseconds / 1e6);
