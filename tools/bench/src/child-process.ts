import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface Child {
  url: string;
  pid: number;
  /** Peak resident set size of the process so far (VmHWM), in MB. */
  peakRssMb(): number;
  stop(): Promise<void>;
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Starts one of the project's own servers as a separate process — so what is measured is that
 * process alone — and waits for the line that announces its URL.
 */
export async function startChild({
  script,
  env = {},
  ready,
  onLine,
}: {
  script: string;
  env?: Record<string, string>;
  ready: RegExp;
  /** Every line the process writes to stdout (its JSON logs), for benchmarks that read them. */
  onLine?: (line: string) => void;
}): Promise<Child> {
  const child: ChildProcess = spawn(process.execPath, ['--conditions=@circular/source', `${repoRoot}${script}`], {
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

/** The real server (`main.ts`) on the model stub, without rate limits; `env` adds settings (search, SSRF). */
export const startApi = ({ modelUrl, dataDir, env = {}, onLine }: { modelUrl: string; dataDir: string; env?: Record<string, string>; onLine?: (line: string) => void }) =>
  startChild({
    script: 'apps/api/src/main.ts',
    env: {
      PORT: '0',
      HOST: '127.0.0.1',
      OPENAI_BASE_URL: modelUrl,
      OPENAI_API_KEY: 'bench',
      OPENAI_MODEL: 'stub-model',
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: '1000000',
      LOG_LEVEL: 'info',
      ...env,
    },
    ready: /"url":"(http:\/\/[^"]+)".*"msg":"listening"/,
    ...(onLine ? { onLine } : {}),
  });
