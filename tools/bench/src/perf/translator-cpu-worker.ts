import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { catalogPayload } from '../catalog-payload.ts';
import { modelCalls, resetModelStub } from '../child-process.ts';

/**
 * One measurement of `translatorCpu` in a process of its own: the translator library of the
 * checkout CHECKOUT (its `translate`, `createChatModel`, `SqliteStore` and `UsageMeter`) called in
 * this process against the OpenAI-compatible stub at MODEL_URL, no server around it. Prints one JSON
 * line: CPU per request and model calls per 1,000 requests for 64 callers in a closed loop, a burst
 * of 1,000, and 64 callers with coalescing off (every request its own graph run).
 */
interface TranslatorModule {
  translate: (request: unknown, deps: unknown, options: unknown) => Promise<unknown>;
}
interface RuntimeModule {
  createChatModel: (settings: unknown) => unknown;
  SqliteStore: new (options: { path: string }) => { close(): void };
  UsageMeter: new () => { modelCalls: number };
}

const checkout = process.env['CHECKOUT']!;
const modelUrl = process.env['MODEL_URL']!;
const { translate } = (await import(pathToFileURL(join(checkout, 'libs/translator/src/index.ts')).href)) as TranslatorModule;
const { createChatModel, SqliteStore, UsageMeter } = (await import(pathToFileURL(join(checkout, 'libs/runtime/src/index.ts')).href)) as RuntimeModule;

const dataDir = mkdtempSync(join(tmpdir(), 'bench-translator-cpu-'));
const memory = new SqliteStore({ path: join(dataDir, 'memory.db') });
const model = createChatModel({ model: 'stub-model', apiKey: 'bench', baseUrl: modelUrl, maxRetries: 0 });
let unique = 0;

/** One request as the server makes it: unique texts, a usage meter per request. */
async function one(deps: unknown) {
  await translate(catalogPayload({ keys: 3, targetLocales: ['pt-PT'], salt: ` ${unique++}` }), deps, { callbacks: [new UsageMeter()] });
}

/** CPU per request and model calls per 1,000 requests of `work`, which reports how many requests it made. */
async function measure(work: () => Promise<number>) {
  await resetModelStub(modelUrl);
  const cpuBefore = process.cpuUsage();
  const requests = await work();
  const cpu = process.cpuUsage(cpuBefore);
  return { cpuMsPerRequest: (cpu.user + cpu.system) / 1000 / requests, modelCallsPer1000: (1000 * (await modelCalls(modelUrl))) / requests };
}

const closedLoop = (deps: unknown, durationMs: number) => async () => {
  let requests = 0;
  const until = performance.now() + durationMs;
  await Promise.all(
    Array.from({ length: 64 }, async () => {
      while (performance.now() < until) {
        await one(deps);
        requests += 1;
      }
    }),
  );
  return requests;
};

try {
  const shared = { model, memory };
  await measure(closedLoop(shared, 1000));
  const closed = await measure(closedLoop(shared, 3000));
  const burst = await measure(async () => {
    await Promise.all(Array.from({ length: 1000 }, () => one(shared)));
    return 1000;
  });
  const alone = await measure(closedLoop({ model, memory, coalesce: false }, 2000));
  console.log(JSON.stringify({ closed, burst, alone }));
} finally {
  memory.close();
  rmSync(dataDir, { recursive: true, force: true });
}
