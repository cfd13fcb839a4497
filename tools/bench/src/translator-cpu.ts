import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startModelStub } from './child-process.ts';
import type { Row } from './report.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const worker = fileURLToPath(new URL('./perf/translator-cpu-worker.ts', import.meta.url));

interface Measured {
  cpuMsPerRequest: number;
  modelCallsPer1000: number;
}
type WorkerResult = Record<'closed' | 'burst' | 'alone', Measured>;

/**
 * The translator library's own CPU per request, with no server, HTTP or load generator around it:
 * `translate` called in one process (`perf/translator-cpu-worker.ts`) against the model stub
 * answering at once — 64 callers in a closed loop, a burst of 1,000, and 64 callers with coalescing
 * off (every request its own graph run: the fixed cost of one run). CPU time of the process is
 * steadier than throughput on a shared machine. With `--base DIR` the same is measured for another
 * checkout's library in turns with this one's (a process each, the order flipped every round).
 */
export async function translatorCpu({ base, rounds = 3 }: { base?: string | undefined; rounds?: number } = {}) {
  const model = await startModelStub(0);
  const checkouts: [string, string][] = [['this checkout', repoRoot], ...(base ? [['base', base] as [string, string]] : [])];
  const results = new Map<string, WorkerResult[]>(checkouts.map(([name]) => [name, []]));
  try {
    for (let round = 0; round < rounds; round++) {
      for (const [name, checkout] of round % 2 === 0 ? checkouts : [...checkouts].reverse()) {
        results.get(name)!.push(await runWorker({ checkout, modelUrl: model.url }));
      }
    }
  } finally {
    await model.stop();
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const rows: Row[] = [];
  const summary: Record<string, unknown> = { rounds, ...(base ? { base } : {}) };
  for (const [name, runs] of results) {
    for (const load of ['closed', 'burst', 'alone'] as const) {
      rows.push({
        checkout: name,
        load: { closed: '64 callers, closed loop', burst: 'burst of 1,000', alone: '64 callers, coalescing off' }[load],
        'CPU ms / request (mean)': mean(runs.map((run) => run[load].cpuMsPerRequest)),
        'CPU ms / request (each round)': runs.map((run) => run[load].cpuMsPerRequest.toFixed(3)).join(' '),
        'model calls / 1,000': mean(runs.map((run) => run[load].modelCallsPer1000)),
      });
    }
    summary[name] = runs;
  }
  return { rows, summary };
}

function runWorker({ checkout, modelUrl }: { checkout: string; modelUrl: string }): Promise<WorkerResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=@circular/source', worker], { env: { ...process.env, CHECKOUT: checkout, MODEL_URL: modelUrl }, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 300_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0) reject(new Error(`translator-cpu worker for ${checkout} exited with ${code}`));
      else resolve(JSON.parse(output.trim().split('\n').at(-1)!) as WorkerResult);
    });
  });
}
