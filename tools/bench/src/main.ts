import { brandsBenchmark } from './brands/index.ts';
import { chatBenchmark } from './chat.ts';
import { concurrency } from './concurrency.ts';
import { decisionBenchmark } from './decision.ts';
import { economy } from './economy.ts';
import { graphOverhead } from './graph-overhead.ts';
import { parseArgs } from 'node:util';
import { idValidatorBenchmark } from './id-validator.ts';
import { optionalReaders, type OptionalReader } from './id-validator-readers.ts';
import { idValidatorLoadBenchmark } from './id-validator-load.ts';
import { type DatasetPart } from './id-validator-split.ts';
import { jobsBenchmark } from './jobs.ts';
import { ladder } from './ladder.ts';
import { listingBenchmark } from './listing/index.ts';
import { offerGradeBenchmark } from './offer-grade.ts';
import { overhead } from './overhead.ts';
import { profile } from './profile.ts';
import { specimenMarksBenchmark } from './specimen-marks.ts';
import { specimenWordsBenchmark } from './specimen-words.ts';
import { startup } from './startup.ts';
import { tracingBenchmark } from './tracing.ts';
import { translatorAb } from './translator-ab.ts';
import { routeAb } from './route-ab.ts';
import { rulesAb } from './listing/rules-ab.ts';
import { translatorCpu } from './translator-cpu.ts';
import { valueEstimation } from './value-estimation.ts';
import { printTable, writeResult, type Row } from './report.ts';

/**
 * `npm run bench [-- name ...] [--dataset DIR] [--part tune|holdout] [--without READER,...] [--as-captured] [--rotations DEG,...]`: runs
 * the named benchmarks (all by default), one after another. The ID validator's reads the synthetic
 * corpus and a folder of real images with a `manifest.json` (`--dataset`, by default the shared
 * `id-documents-real` beside the checkout), both its parts or the one `--part` names; `--without
 * tesseract`, `recogniser`, `text`, `words` or `marks` (several joined by commas) leaves those
 * readers out, to measure what each contributes, and `--without registry` the registry of published
 * specimens' holders and numbers (specimens caught by their marks alone); every request's readers are counted and timed;
 * `--as-captured` leaves out the shrunk, blurred and rotated rows; `--rotations 3,-3,15` adds rows
 * of the synthetic and tune documents rotated by each angle (the holdout is rotated by 7° only).
 * `specimen-words` measures the page-word reader and the specimen-word rule alone on synthetic
 * pages with marks of every kind (and without) and on the real set's parts (`--part` as above).
 * `id-validator-load [--repeat N]` starts the server N times (3 by default) and sends it the real
 * set four at a time: peak RSS, documents per minute and seconds per request, and their spread
 * (`ID_PAGES_AT_ONCE` in the environment sizes the server's page limit).
 * `translator-ab --base DIR` measures this checkout's translator route against another
 * checkout's, side by side (not part of the default set: it needs that checkout);
 * `route-ab --base DIR [--route NAME]` the same for one route under the closed loop only (`decision`
 * by default; `translator` or any route of the overhead benchmark's that needs no model), also not
 * part of the default set; `--rounds N` sets its rounds (12 by default);
 * `ladder [--route NAME] [--rounds N]` a bare Express echo of a route that needs no model (`brands` by
 * default), then the echo with each of the API's layers added in turn, then the real route: what each
 * layer costs in server CPU per request (10 rounds by default);
 * `rules-ab --base DIR` the listing rules of this checkout against another's on every labelled listing and its rewrites: any
 * difference in their outputs fails the run (exit 1); CPU per listing of each beside it (not part of the default set either);
 * `translator-cpu [--base DIR]` the translator library's own CPU per request, beside another
 * checkout's when given.
 */
const { values: options, positionals: requested } = parseArgs({
  options: { dataset: { type: 'string' }, part: { type: 'string' }, route: { type: 'string' }, load: { type: 'string' }, base: { type: 'string' }, without: { type: 'string' }, 'as-captured': { type: 'boolean' }, rotations: { type: 'string' }, repeat: { type: 'string' }, rounds: { type: 'string' } },
  allowPositionals: true,
});
const benchmarks: Record<string, () => Promise<{ rows: Row[]; table?: Row[]; inclusive?: Row[]; readers?: Row[]; summary: Record<string, unknown> }>> = {
  overhead,
  ladder: () => ladder({ ...(options.route ? { route: options.route } : {}), ...roundsAsked(options.rounds) }),
  'graph-overhead': graphOverhead,
  concurrency,
  startup,
  profile: () => profile({ ...(options.route ? { route: options.route } : {}), ...(options.load ? { load: options.load } : {}) }),
  economy,
  'value-estimation': valueEstimation,
  chat: chatBenchmark,
  'offer-grade': offerGradeBenchmark,
  'id-validator': () =>
    idValidatorBenchmark({ ...(options.dataset ? { dataset: options.dataset } : {}), parts: datasetParts(options.part), without: readersLeftOut(options.without), asCaptured: options['as-captured'] === true, rotations: rotationsAsked(options.rotations) }),
  'id-validator-load': () =>
    idValidatorLoadBenchmark({ ...(options.dataset ? { dataset: options.dataset } : {}), parts: datasetParts(options.part), ...(options.repeat ? { repeat: Number(options.repeat) } : {}) }),
  'specimen-marks': () => specimenMarksBenchmark({ ...(options.dataset ? { dataset: options.dataset } : {}), parts: datasetParts(options.part) }),
  'specimen-words': () => specimenWordsBenchmark({ ...(options.dataset ? { dataset: options.dataset } : {}), parts: datasetParts(options.part) }),
  decision: decisionBenchmark,
  jobs: jobsBenchmark,
  listing: listingBenchmark,
  brands: brandsBenchmark,
  tracing: tracingBenchmark,
  'translator-cpu': () => translatorCpu({ base: options.base }),
  'translator-ab': () => {
    if (!options.base) throw new Error('translator-ab needs --base DIR: a checkout of the commit to compare with, its node_modules installed or linked');
    return translatorAb({ base: options.base });
  },
  'route-ab': () => {
    if (!options.base) throw new Error('route-ab needs --base DIR: a checkout of the commit to compare with, its node_modules installed or linked');
    return routeAb({ base: options.base, ...(options.route ? { route: options.route } : {}), ...roundsAsked(options.rounds) });
  },
  'rules-ab': () => {
    if (!options.base) throw new Error('rules-ab needs --base DIR: a checkout of the commit to compare with, its node_modules installed or linked');
    return rulesAb({ base: options.base });
  },
};

/** `--rounds N`: a whole number of rounds, at least 2 (an A/B run takes half its rounds in each start order). */
function roundsAsked(rounds: string | undefined): { rounds?: number } {
  if (rounds === undefined) return {};
  const n = Number(rounds);
  if (!Number.isInteger(n) || n < 2) {
    console.error(`--rounds must be a whole number of 2 or more, not ${rounds}`);
    process.exit(2);
  }
  return { rounds: n };
}

/** `--part tune`, `--part holdout` or both (the default) of a dataset split by `datasetPart`. */
function datasetParts(part: string | undefined): DatasetPart[] {
  if (part === undefined) return ['tune', 'holdout'];
  if (part === 'tune' || part === 'holdout') return [part];
  console.error(`--part must be tune or holdout, not ${part}`);
  process.exit(2);
}

/** `--rotations 3,-3,15`: the extra angles (degrees) the ID validator's synthetic and tune documents are rotated by. */
function rotationsAsked(rotations: string | undefined): number[] {
  const degrees = rotations ? rotations.split(',').map(Number) : [];
  if (degrees.some((d) => !Number.isFinite(d))) {
    console.error(`--rotations takes angles in degrees separated by commas, not ${rotations}`);
    process.exit(2);
  }
  return degrees;
}

/** `--without recogniser,text`: the ID validator's readers to leave out. */
function readersLeftOut(without: string | undefined): OptionalReader[] {
  const names = without ? without.split(',') : [];
  const unknownReaders = names.filter((name) => !optionalReaders.includes(name as OptionalReader));
  if (unknownReaders.length > 0) {
    console.error(`--without takes ${optionalReaders.join(', ')}, not ${unknownReaders.join(', ')}`);
    process.exit(2);
  }
  return names as OptionalReader[];
}

const unknown = requested.filter((name) => !(name in benchmarks));
if (unknown.length > 0) {
  console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Available: ${Object.keys(benchmarks).join(', ')}`);
  process.exit(2);
}
for (const name of requested.length > 0 ? requested : Object.keys(benchmarks).filter((name) => name !== 'translator-ab' && name !== 'route-ab' && name !== 'rules-ab' && name !== 'ladder')) {
  const result = await benchmarks[name]!();
  if (result.rows.length > 0) printTable(name, result.rows);
  if (result.table) printTable(`${name}: summary`, result.table);
  if (result.inclusive) printTable(`${name}: inclusive`, result.inclusive);
  if (result.readers) printTable(`${name}: readers (calls, ms per document)`, result.readers);
  console.log(JSON.stringify(result.summary, null, 2));
  console.log(`written to ${writeResult(name, result)}`);
}
