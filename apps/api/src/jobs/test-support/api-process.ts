import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const mainScript = fileURLToPath(new URL('../../main.ts', import.meta.url));

export interface ApiProcess {
  url: string;
  pid: number;
  /** SIGKILL: no shutdown hooks, no draining, like a machine that lost power. */
  kill9(): Promise<void>;
  stop(): Promise<void>;
  /** Whether the process has ended, by itself or by a signal. */
  exited(): boolean;
  /** What the process wrote to stderr so far. */
  stderr(): string;
  /** The lines the process wrote to stdout so far (its JSON log). */
  stdout(): string[];
}

/** Starts the real server (`main.ts`) as a child process on a free loopback port. */
export async function startApiProcess(
  env: Record<string, string>,
  { startTimeoutMs = 30_000, nodeArgs = [] }: { startTimeoutMs?: number; /** Node options before the script (`--import`). */ nodeArgs?: string[] } = {},
): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--conditions=@circular/source', ...nodeArgs, mainScript], {
    env: { ...withoutServiceSettings(process.env), PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines = createInterface({ input: child.stdout });
  let stderr = '';
  const stdout: string[] = [];
  lines.on('line', (line) => stdout.push(line));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the API did not start within ${startTimeoutMs / 1000} s: ${stderr}`)), startTimeoutMs);
    child.once('exit', (code) => reject(new Error(`the API exited with ${code}: ${stderr}`)));
    lines.on('line', (line) => {
      const match = /"url":"(http:\/\/[^"]+)".*"msg":"listening"/.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
  });
  const ended = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    await once(child, 'exit');
  };
  return {
    url,
    pid: child.pid!,
    kill9: () => ended('SIGKILL'),
    stop: () => ended('SIGTERM'),
    exited: () => child.exitCode !== null || child.signalCode !== null,
    stderr: () => stderr,
    stdout: () => [...stdout],
  };
}

/** The test's own environment minus the server's settings: a DATABASE_URL in the shell must not leak in. */
function withoutServiceSettings(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const settings = /^(DATABASE_URL|REDIS_URL|TRUST_PROXY|DRAIN_TIMEOUT_MS|API_KEYS|RATE_LIMIT_PER_MINUTE|SSRF_ALLOW_CIDRS|DATA_DIR|OPENAI_\w+|TAVILY_\w+|WEBHOOK_\w+|JOB_\w+|OTEL_\w+|LANGSMITH_\w+|LANGCHAIN_\w+)$/;
  return Object.fromEntries(Object.entries(env).filter(([name]) => !settings.test(name)));
}
