import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';

export interface LanggraphDevOptions {
  /** The `langgraph.json` to serve; the dev server keeps its state in `.langgraph_api/` beside it. */
  configPath: string;
  port: number;
  host?: string;
  /** Variables added to this process's environment (model, search, data folder…). */
  env?: Record<string, string>;
  /** The dev server's output: `'inherit'` on a terminal, `'pipe'` to keep it (tests print it on failure). */
  output?: 'inherit' | 'pipe';
  /** Restart the server when the graphs' code changes (the CLI's default; tests turn it off). */
  reload?: boolean;
}

export interface LanggraphDev {
  /** `http://host:port`, the API Studio connects to. */
  url: string;
  child: ChildProcess;
  /** What the server printed so far, with `output: 'pipe'`. */
  log(): string;
  /** Resolves once `GET /ok` answers; rejects if the server exits first or `timeoutMs` passes. */
  ready(timeoutMs: number): Promise<void>;
  /** Stops the CLI and every process it started (its process group): SIGTERM, then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

const require = createRequire(import.meta.url);
/** The CLI's own entry (its bin is named `langgraphjs`), run with this Node so Node 24 serves the graphs. */
const cliEntry = require.resolve('@langchain/langgraph-cli/dist/cli/cli.mjs');

/**
 * Starts `langgraph dev` the way this repository needs it: the workspace packages resolved to
 * their TypeScript sources (`--conditions=@circular/source` for the graph processes), no browser
 * and no analytics (offline machines), in its own process group so stopping it stops the graph
 * processes it spawns too.
 */
export function startLanggraphDev({ configPath, port, host = '127.0.0.1', env = {}, output = 'inherit', reload = true }: LanggraphDevOptions): LanggraphDev {
  const args = [cliEntry, 'dev', '--no-browser', '--port', String(port), '--host', host, '--config', configPath, ...(reload ? [] : ['--no-reload'])];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      ...env,
      NODE_OPTIONS: [process.env['NODE_OPTIONS'], '--conditions=@circular/source'].filter(Boolean).join(' '),
      LANGGRAPH_CLI_NO_ANALYTICS: '1',
      BROWSER: 'none',
    },
    stdio: ['ignore', output, output],
    detached: process.platform !== 'win32',
  });
  const chunks: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const exited = once(child, 'exit');
  // Should this process end without stopping the server (a crash, a test runner's worker exit),
  // the server's process group goes with it rather than holding the port.
  const killOnExit = () => signalGroup(child, 'SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));
  const url = `http://${host}:${port}`;

  const ready = async (timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    let gone = false;
    void exited.then(() => (gone = true));
    while (Date.now() < deadline) {
      if (gone) throw new Error(`langgraph dev exited with code ${String(child.exitCode)} before it was ready`);
      const ok = await fetch(`${url}/ok`, { signal: AbortSignal.timeout(2_000) }).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`langgraph dev did not answer ${url}/ok within ${timeoutMs} ms`);
  };

  const stop = async (graceMs = 5_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    signalGroup(child, 'SIGTERM');
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
    // The graph processes are in the group too and may outlive the CLI by a moment.
    signalGroup(child, 'SIGKILL');
  };

  return { url, child, log: () => chunks.join(''), ready, stop };
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (process.platform === 'win32' || child.pid === undefined) child.kill(signal);
    else process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}
