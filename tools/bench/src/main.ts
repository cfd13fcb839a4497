import { chatBenchmark } from './chat.ts';
import { concurrency } from './concurrency.ts';
import { decisionBenchmark } from './decision.ts';
import { economy } from './economy.ts';
import { idValidatorBenchmark } from './id-validator.ts';
import { jobsBenchmark } from './jobs.ts';
import { listingBenchmark } from './listing/index.ts';
import { overhead } from './overhead.ts';
import { valueEstimation } from './value-estimation.ts';
import { printTable, writeResult, type Row } from './report.ts';

/** `npm run bench [-- name ...]`: runs the named benchmarks (all by default), one after another. */
const benchmarks: Record<string, () => Promise<{ rows: Row[]; summary: Record<string, unknown> }>> = {
  overhead,
  concurrency,
  economy,
  'value-estimation': valueEstimation,
  chat: chatBenchmark,
  'id-validator': idValidatorBenchmark,
  decision: decisionBenchmark,
  jobs: jobsBenchmark,
  listing: listingBenchmark,
};

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !(name in benchmarks));
if (unknown.length > 0) {
  console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Available: ${Object.keys(benchmarks).join(', ')}`);
  process.exit(2);
}
for (const name of requested.length > 0 ? requested : Object.keys(benchmarks)) {
  const result = await benchmarks[name]!();
  printTable(name, result.rows);
  console.log(JSON.stringify(result.summary, null, 2));
  console.log(`written to ${writeResult(name, result)}`);
}
