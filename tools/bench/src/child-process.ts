import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface Child {
  url: string;
  pid: number;
  /** Resident set size of the process now (VmRSS), in MB. */
  rssMb(): number;
  /** Peak resident set size of the process so far (VmHWM), in MB. */
  peakRssMb(): number;
  stop(): Promise<void>;
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * How the API server is started: `npm start`'s way in this checkout, or in the checkout that
 * BENCH_API_CHECKOUT names (an older commit, for figures before a change, taken with the same
 * benchmarks); one without `start.ts` predates it and ran `main.ts` with no Node flags.
 */
export function apiCommand(checkout = process.env['BENCH_API_CHECKOUT']): { root: string; script: string; nodeFlags: string[] } {
  const root = checkout ? `${checkout.replace(/\/$/, '')}/` : repoRoot;
  return existsSync(`${root}apps/api/src/start.ts`)
    ? // The flags of `npm start` (package.json) and the container (Dockerfile).
      { root, script: 'apps/api/src/start.ts', nodeFlags: ['--max-semi-space-size=16'] }
    : { root, script: 'apps/api/src/main.ts', nodeFlags: [] };
}

/**
 * Starts one of the project's own servers as a separate process — so what is measured is that
 * process alone — and waits for the line that announces its URL.
 */
export async function startChild({
  script,
  env = {},
  ready,
  onLine,
  nodeArgs = [],
  root = repoRoot,
}: {
  script: string;
  /** The checkout `script` is in. */
  root?: string;
  /** Node options before the script (`--cpu-prof`, `--import`). */
  nodeArgs?: string[];
  env?: Record<string, string>;
  ready: RegExp;
  /** Every line the process writes to stdout (its JSON logs), for benchmarks that read them. */
  onLine?: (line: string) => void;
}): Promise<Child> {
  const child: ChildProcess = spawn(process.execPath, ['--conditions=@circular/source', ...nodeArgs, `${root}${script}`], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start within 30 s`)), 30_000);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before it was ready`)));
    lines.on('line', (line) => {
      onLine?.(line);
      const match = ready.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
  });
  return {
    url,
    pid: child.pid!,
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
    },
    peakRssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

export const startModelStub = (latencyMs: number) =>
  startChild({ script: 'tools/model-stub/src/main.ts', env: { PORT: '0', LATENCY_MS: String(latencyMs) }, ready: /listening on (http:\/\/\S+)/ });

/**
 * The real server (`start.ts`, as `npm start` runs it) on the model stub (none when `modelUrl` is absent), without rate
 * limits; `env` adds settings (search, SSRF).
 */
export const startApi = ({
  modelUrl,
  dataDir,
  env = {},
  onLine,
  nodeArgs = [],
  checkout,
}: {
  modelUrl?: string | undefined;
  dataDir: string;
  env?: Record<string, string>;
  onLine?: (line: string) => void;
  nodeArgs?: string[];
  /** Another checkout's server instead (BENCH_API_CHECKOUT by default): see `apiCommand`. */
  checkout?: string | undefined;
}) => {
  const { root, script, nodeFlags } = apiCommand(checkout);
  return startChild({
    root,
    script,
    env: {
      PORT: '0',
      HOST: '127.0.0.1',
      ...(modelUrl ? { OPENAI_BASE_URL: modelUrl, OPENAI_API_KEY: 'bench', OPENAI_MODEL: 'stub-model' } : {}),
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: '1000000',
      LOG_LEVEL: 'info',
      ...env,
    },
    ready: /"url":"(http:\/\/[^"]+)".*"msg":"listening"/,
    ...(onLine ? { onLine } : {}),
    nodeArgs: [...nodeFlags, ...nodeArgs],
  });
};

/** The bench's bare servers: `echo` (Express parsing and answering JSON) and `floor` (Express and one model call per request). */
export const startEcho = () => startChild({ script: 'tools/bench/src/perf/echo-server.ts', ready: /echo listening on (\S+)/ });
export const startFloor = (modelUrl: string) => startChild({ script: 'tools/bench/src/perf/floor-server.ts', env: { MODEL_URL: modelUrl }, ready: /floor listening on (\S+)/ });

/** CPU time the process has used so far (user + system), in ms, from /proc. */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of /proc/PID/stat, counted from the state field (3) here.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
}

/** Clock ticks per second of /proc's CPU times: 100 on every Linux this runs on (USER_HZ). */
const clockTicks = 100;

/** Chat completions the model stub (a child started by `startModelStub`) has answered since its last reset. */
export async function modelCalls(modelUrl: string): Promise<number> {
  const res = await fetch(`${new URL(modelUrl).origin}/__admin/requests`, { signal: AbortSignal.timeout(30_000) });
  return ((await res.json()) as unknown[]).length;
}

export async function resetModelStub(modelUrl: string): Promise<void> {
  await fetch(`${new URL(modelUrl).origin}/__admin/reset`, { method: 'POST', signal: AbortSignal.timeout(10_000) });
}
