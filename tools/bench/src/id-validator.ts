import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createApp, listen, loadConfig } from '@circular/api';
import { createDocumentOcr } from '@circular/id-validator';
import { buildCorpus, type CorpusEntry } from '@circular/id-corpus';
import { percentile, type Row } from './report.ts';

interface Answer {
  status: string;
  doc_type?: string;
  number?: string;
  name?: string;
  expiry?: string;
}

interface Result {
  entry: CorpusEntry;
  seconds: number;
  answer: Answer;
}

/** Cases whose documents carry a genuine MRZ the reader should verify, so every field is expected back. */
const readableCases = new Set(['valid', 'expired', 'expired-no-validity', 'name-mismatch', 'number-mismatch', 'wrong-doc-type', 'specimen', 'back-only']);

/**
 * The ID validator over the generated corpus (every template in six capture variants, and every
 * negative and partial case), through the HTTP app running in this process with no model: per
 * field exact match on clean and degraded images, status accuracy, false `OK`s, seconds per
 * two-image document one request at a time, then the event loop's delay (p99) and throughput
 * with `concurrency` requests in flight, and peak RSS. The app runs in-process so its event loop
 * is the one measured; the corpus is rendered for today's date, the server's clock.
 */
export async function idValidatorBenchmark({ concurrency = 4, seed = 20261121 } = {}) {
  const corpusDir = mkdtempSync(join(tmpdir(), 'bench-id-validator-'));
  const ocr = createDocumentOcr();
  const app = createApp(loadConfig({ RATE_LIMIT_PER_MINUTE: '1000000', LOG_LEVEL: 'silent' }), { model: undefined, ocr });
  const server = await listen(app, { port: 0, host: '127.0.0.1' });
  try {
    const manifest = await buildCorpus({ seed, today: new Date(), outDir: corpusDir });
    const bodies = new Map<string, string>();
    for (const entry of manifest.entries) {
      const images = await Promise.all(
        entry.images.map(async ({ file }) => `data:image/${file.endsWith('.png') ? 'png' : 'jpeg'};base64,${(await readFile(join(corpusDir, file))).toString('base64')}`),
      );
      bodies.set(entry.id, JSON.stringify({ language: 'en', images, agent_specific: entry.request }));
    }
    const validate = async (entry: CorpusEntry): Promise<Result> => {
      const started = performance.now();
      const res = await fetch(`${server.url}/service_ai_id_validator`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: bodies.get(entry.id)! });
      const answer = (await res.json()) as Answer;
      if (res.status !== 200) throw new Error(`${entry.id}: answered ${res.status} ${JSON.stringify(answer)}`);
      return { entry, seconds: (performance.now() - started) / 1000, answer };
    };

    // Warm-up: starts both OCR pools' workers, which the first request would otherwise wait for.
    await validate(manifest.entries[0]!);

    const sequentialLag = monitorEventLoopDelay({ resolution: 5 });
    sequentialLag.enable();
    const sequential: Result[] = [];
    for (const entry of manifest.entries) sequential.push(await validate(entry));
    sequentialLag.disable();

    const concurrentLag = monitorEventLoopDelay({ resolution: 5 });
    const concurrent: Result[] = [];
    let next = 0;
    const concurrentStarted = performance.now();
    concurrentLag.enable();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let entry = manifest.entries[next++]; entry; entry = manifest.entries[next++]) concurrent.push(await validate(entry));
      }),
    );
    concurrentLag.disable();
    const concurrentSeconds = (performance.now() - concurrentStarted) / 1000;

    const scored = sequential.filter((r) => r.entry.truth && readableCases.has(r.entry.case));
    const fieldMatch = (results: Result[]) => {
      const share = (ok: (r: Result) => boolean) => round((100 * results.filter(ok).length) / Math.max(1, results.length));
      return {
        documents: results.length,
        type: share(({ entry, answer }) => answer.doc_type === entry.truth!.docType),
        number: share(({ entry, answer }) => answer.number === entry.truth!.number),
        name: share(({ entry, answer }) => answer.name !== undefined && acceptedNames(entry).includes(answer.name)),
        expiry: share(({ entry, answer }) => answer.expiry === entry.truth!.expiry),
      };
    };
    const clean = fieldMatch(scored.filter((r) => r.entry.variant === 'clean'));
    const degraded = fieldMatch(scored.filter((r) => r.entry.variant !== 'clean'));
    const statusRight = sequential.filter((r) => r.answer.status === r.entry.expected.status);
    const falseOk = sequential.filter((r) => r.answer.status === 'OK' && r.entry.expected.status !== 'OK');
    const twoImage = sequential.filter((r) => r.entry.images.length === 2).map((r) => r.seconds).sort((a, b) => a - b);
    const allSeconds = sequential.map((r) => r.seconds).sort((a, b) => a - b);
    const concurrentSecondsPerRequest = concurrent.map((r) => r.seconds).sort((a, b) => a - b);
    const unstable = concurrent.filter((r) => r.answer.status !== sequential.find((s) => s.entry.id === r.entry.id)!.answer.status);

    const rows: Row[] = sequential.map(({ entry, seconds, answer }) => ({
      document: entry.id,
      images: entry.images.length,
      expected: entry.expected.status,
      status: answer.status,
      right: answer.status === entry.expected.status ? 'yes' : 'NO',
      seconds,
      fields: entry.truth && readableCases.has(entry.case) ? wrongFields(entry, answer).join(' ') || 'all right' : '',
    }));
    const summary = {
      documents: sequential.length,
      images: sequential.reduce((sum, r) => sum + r.entry.images.length, 0),
      fieldExactMatchPercent: { clean, degraded },
      statusAccuracyPercent: round((100 * statusRight.length) / sequential.length),
      falseOk: falseOk.map((r) => r.entry.id),
      secondsPerTwoImageDocument: { count: twoImage.length, median: round(percentile(twoImage, 50)), p95: round(percentile(twoImage, 95)) },
      secondsPerDocument: { median: round(percentile(allSeconds, 50)), p95: round(percentile(allSeconds, 95)) },
      eventLoopDelayMs: {
        sequential: { p50: ms(sequentialLag.percentile(50)), p99: ms(sequentialLag.percentile(99)), max: ms(sequentialLag.max) },
        [`concurrency${concurrency}`]: { p50: ms(concurrentLag.percentile(50)), p99: ms(concurrentLag.percentile(99)), max: ms(concurrentLag.max) },
      },
      concurrent: {
        requests: concurrent.length,
        documentsPerSecond: round(concurrent.length / concurrentSeconds),
        secondsPerRequest: { median: round(percentile(concurrentSecondsPerRequest, 50)), p95: round(percentile(concurrentSecondsPerRequest, 95)) },
        statusesDifferingFromSequential: unstable.map((r) => r.entry.id),
      },
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
      goals: {
        fieldExactMatch: 'clean >= 98 %, degraded >= 95 %',
        statusAccuracy: '>= 98 %',
        falseOk: '0',
        medianSecondsPerTwoImageDocument: '<= 1.5',
        eventLoopDelayP99Ms: '<= 50 (at concurrency 4)',
      },
    };
    return { rows, summary };
  } finally {
    await server.shutdown({ graceMs: 1000 });
    await ocr.terminate();
    rmSync(corpusDir, { recursive: true, force: true });
  }
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

function wrongFields(entry: CorpusEntry, answer: Answer): string[] {
  const truth = entry.truth!;
  return [
    answer.doc_type === truth.docType ? null : `type=${answer.doc_type}`,
    answer.number === truth.number ? null : `number=${answer.number}`,
    answer.name !== undefined && acceptedNames(entry).includes(answer.name) ? null : `name=${answer.name}`,
    answer.expiry === truth.expiry ? null : `expiry=${answer.expiry}`,
  ].filter((field) => field !== null);
}

const round = (value: number) => Math.round(value * 100) / 100;
const ms = (nanoseconds: number) => round(nanoseconds / 1e6);
