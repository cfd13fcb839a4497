import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiCommand } from './child-process.ts';
import { percentile, type Row } from './report.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Heavy dependencies, each imported alone (what it costs whoever imports it first): LangChain and
 * LangGraph, the vendors' SDKs, the tokenizer, the OCR engines, the contract's Ajv, tracing, the
 * HTTP stack and the stores' clients.
 */
const heavyDependencies = [
  '@langchain/core/language_models/chat_models',
  '@langchain/core/callbacks/manager',
  '@langchain/langgraph',
  '@langchain/langgraph-checkpoint',
  '@langchain/openai',
  '@langchain/anthropic',
  '@langchain/ollama',
  'openai',
  'js-tiktoken',
  'tesseract.js',
  'onnxruntime-node',
  'ajv',
  'zod',
  '@opentelemetry/api',
  '@opentelemetry/sdk-trace',
  '@opentelemetry/exporter-trace-otlp-http',
  'langsmith',
  '@tavily/core',
  'undici',
  'express',
  'pino',
  'prom-client',
  'redis',
  'pg',
];

/** Compiling every operation's request schema (what the contract did at start-up before it compiled on first use). */
const compileEverySchema = `const { createRequestValidator, listOperations } = await import('@circular/contract');
const r0 = process.memoryUsage().rss; const t0 = performance.now();
const validate = createRequestValidator(structuredClone((await import('@circular/contract')).openapiDocument));
for (const op of listOperations()) if (op.requestSchema) validate(op.operationId, {});
console.log(JSON.stringify({ ms: performance.now() - t0, rssMb: (process.memoryUsage().rss - r0) / 2 ** 20 }));`;

/**
 * The process at rest, with no model configured (what `npm start` does on a bare machine): for
 * each of `runs` fresh server processes, the time from spawn to the first `200` from `/health`,
 * its RSS after `settleMs` of idleness, the files it read more than once through `node:fs` by
 * then, and what the first request to a route that needs no model (brands) then costs: its time
 * (the library's import included, now that libraries load on first use) and the RSS after it.
 * Then what importing each library, and each heavy dependency, costs a fresh Node process (time
 * and RSS added), one process per import.
 */
export async function startup({ runs = 3, settleMs = 3000 } = {}) {
  const starts: Awaited<ReturnType<typeof startOnce>>[] = [];
  for (let run = 0; run < runs; run++) starts.push(await startOnce(settleMs));
  const { root } = apiCommand();
  const imports = [];
  for (const library of [...libraries(root), '@circular/runtime/light']) imports.push({ library, ...(await importCost(library, root)) });
  const dependencies = [];
  for (const dependency of heavyDependencies) dependencies.push({ dependency, ...(await importCost(dependency, root)) });
  const schemas = await scriptCost(compileEverySchema, root);

  const healthMs = starts.map((s) => s.healthMs).sort((a, b) => a - b);
  const idleRssMb = starts.map((s) => s.idleRssMb).sort((a, b) => a - b);
  const firstCallMs = starts.map((s) => s.firstCallMs).sort((a, b) => a - b);
  const rows: Row[] = [
    ...starts.map((s, i) => ({
      measure: `server run ${i + 1}`,
      'ms to /health': s.healthMs,
      'idle RSS MB': s.idleRssMb,
      'files read twice': s.readTwice.length,
      'first brands call ms': s.firstCallMs,
      'RSS after it MB': s.afterCallRssMb,
    })),
    ...imports.map(({ library, ms, rssMb }) => ({ measure: `import ${library}`, 'import ms': ms ?? 'absent', 'RSS added MB': rssMb ?? 'absent' })),
    ...dependencies.map(({ dependency, ms, rssMb }) => ({ measure: `import ${dependency}`, 'import ms': ms ?? 'absent', 'RSS added MB': rssMb ?? 'absent' })),
    { measure: 'compile every request schema', 'import ms': schemas.ms ?? 'absent', 'RSS added MB': schemas.rssMb ?? 'absent' },
  ];
  const summary = {
    healthMs: { median: percentile(healthMs, 50), max: healthMs.at(-1) },
    idleRssMb: { median: percentile(idleRssMb, 50), max: idleRssMb.at(-1) },
    firstBrandsCallMs: { median: percentile(firstCallMs, 50), max: firstCallMs.at(-1) },
    filesReadTwice: [...new Set(starts.flatMap((s) => s.readTwice))],
    imports,
    dependencies,
    compileEverySchema: schemas,
    goals: { healthMs: '<= 1000', idleRssMb: '<= 200', filesReadTwice: 'none' },
  };
  return { rows, summary, settings: { runs, settleMs } };
}

/** A request the brands route answers from its table, with no model or search. */
const brandsRequest = { language: 'en', agent_specific: { operation: 'normalise', brand: 'SAMSUNG Electronics Co., Ltd.' } };

async function startOnce(settleMs: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-startup-'));
  const readLog = join(dataDir, 'reads.json');
  const port = await freePort();
  const { root, script, nodeFlags } = apiCommand();
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeFlags, '--conditions=@circular/source', '--import', `${repoRoot}tools/bench/src/perf/count-reads.ts`, `${root}${script}`], {
    env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', READ_LOG: readLog },
    stdio: ['ignore', 'ignore', 'inherit'],
    cwd: dataDir,
  });
  try {
    const healthMs = await firstHealth(`http://127.0.0.1:${port}/health`, started, 120_000);
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    const rssMb = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
    const idleRssMb = rssMb();
    const callStarted = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/service_ai_brands`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(brandsRequest),
      signal: AbortSignal.timeout(60_000),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`the first brands call answered ${res.status}`);
    const firstCallMs = performance.now() - callStarted;
    const afterCallRssMb = rssMb();
    child.kill('SIGTERM');
    await Promise.race([once(child, 'exit'), new Promise((resolve) => setTimeout(resolve, 10_000))]);
    const reads = JSON.parse(readFileSync(readLog, 'utf8')) as Record<string, number>;
    return { healthMs, idleRssMb, firstCallMs, afterCallRssMb, readTwice: Object.entries(reads).filter(([, n]) => n > 1).map(([path, n]) => `${path.replace(repoRoot, '')} ×${n}`) };
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Polls `/health` every 10 ms until it answers 200; ms since `started`. */
async function firstHealth(url: string, started: number, timeoutMs: number): Promise<number> {
  while (performance.now() - started < timeoutMs) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`/health did not answer 200 within ${timeoutMs} ms`);
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/** The workspace's libraries, by package name. */
function libraries(root: string): string[] {
  return readdirSync(join(root, 'libs'))
    .map((dir) => JSON.parse(readFileSync(join(root, 'libs', dir, 'package.json'), 'utf8')) as { name: string })
    .map((pkg) => pkg.name)
    .sort();
}

/** Time and RSS one `import()` of the module adds to a fresh Node process. */
const importCost = (specifier: string, root: string) =>
  scriptCost(
    `const r0 = process.memoryUsage().rss; const t0 = performance.now(); await import(${JSON.stringify(specifier)}); console.log(JSON.stringify({ ms: performance.now() - t0, rssMb: (process.memoryUsage().rss - r0) / 2 ** 20 }));`,
    root,
  );

/** Runs a module script that prints `{ ms, rssMb }` in a fresh Node process in `root`; nothing when it fails (a module the checkout lacks). */
async function scriptCost(script: string, root: string): Promise<{ ms?: number; rssMb?: number }> {
  const child = spawn(process.execPath, [...apiCommand().nodeFlags, '--conditions=@circular/source', '--input-type=module', '-e', script], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(timer);
  return code === 0 ? (JSON.parse(out) as { ms: number; rssMb: number }) : {};
}
