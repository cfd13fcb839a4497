import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCoreSim, type CoreSim } from '@circular/core-sim';
import { loadDefaultRules, startModelStub, type ModelStub } from '@circular/model-stub';
import { defaultFixturesDir, startSearchStub, type SearchStub } from '@circular/search-stub';
import { defaultPorts, freePort } from '@circular/stub-kit';

export interface DemoOptions {
  /** Ports of the four servers; each defaults to the project's default (`defaultPorts`), `0` picks a free one. */
  ports?: Partial<Record<keyof typeof defaultPorts, number>>;
  /** Where the API and core-sim keep their SQLite files. */
  dataDir: string;
  /** The API's output: `'inherit'` on a terminal (pretty logs), `'ignore'` in tests. */
  apiOutput?: 'inherit' | 'ignore';
  /** How long the API may take to report every function ready. */
  readyTimeoutMs?: number;
}

export interface Demo {
  apiUrl: string;
  modelStubUrl: string;
  searchStubUrl: string;
  coreUrl: string;
  submissionUrl: string;
  /** Stops the API process, then the stubs and core-sim. */
  stop(): Promise<void>;
}

const apiMain = fileURLToPath(new URL('../../../apps/api/src/start.ts', import.meta.url));
const apiKey = 'demo';

/**
 * Everything a newcomer needs to try every function with no model and no search account: the model
 * stub, the search stub and core-sim in this process, and the API as its own process (as
 * `npm start` runs it) wired to them. Resolves once `/health` says every function is ready.
 */
export async function startDemo({ ports = {}, dataDir, apiOutput = 'inherit', readyTimeoutMs = 60_000 }: DemoOptions): Promise<Demo> {
  const port: Record<keyof typeof defaultPorts, number> = { ...defaultPorts, ...ports };
  const host = '127.0.0.1';
  const started: { close(): Promise<void> }[] = [];
  let api: ChildProcess | undefined;
  const stop = async () => {
    if (api && api.exitCode === null && api.signalCode === null) {
      api.kill('SIGTERM');
      await once(api, 'exit');
    }
    await Promise.all(started.map((server) => server.close()));
  };
  try {
    const model: ModelStub = await startModelStub({ port: port.modelStub, host, rules: await loadDefaultRules() });
    started.push(model);
    const search: SearchStub = await startSearchStub({ port: port.searchStub, host, fixturesDir: defaultFixturesDir });
    started.push(search);
    const core: CoreSim = await startCoreSim({ port: port.coreSim, host, dbPath: join(dataDir, 'core-sim.sqlite') });
    started.push(core);
    const apiPort = port.api === 0 ? await freePort(host) : port.api;
    const apiUrl = `http://${host}:${apiPort}`;
    api = spawn(process.execPath, ['--max-semi-space-size=16', '--conditions=@circular/source', apiMain], {
      env: {
        ...process.env,
        PORT: String(apiPort),
        HOST: host,
        DATA_DIR: dataDir,
        OPENAI_BASE_URL: model.url,
        OPENAI_API_KEY: apiKey,
        TAVILY_BASE_URL: search.url,
        TAVILY_API_KEY: apiKey,
        // The chat calls core-sim on loopback, which the SSRF filter refuses unless allowed.
        SSRF_ALLOW_CIDRS: '127.0.0.0/8',
      },
      stdio: ['ignore', apiOutput, 'inherit'],
    });
    await untilReady({ apiUrl, api, timeoutMs: readyTimeoutMs });
    return { apiUrl, modelStubUrl: model.url, searchStubUrl: search.url, coreUrl: core.coreUrl, submissionUrl: core.submissionUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Polls `/health` until every function is ready; fails at once if the API process exits. */
async function untilReady({ apiUrl, api, timeoutMs }: { apiUrl: string; api: ChildProcess; timeoutMs: number }): Promise<void> {
  const exited = once(api, 'exit').then(([code]) => {
    throw new Error(`the API exited with code ${String(code)} before it was ready`);
  });
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    const health = await Promise.race([
      fetch(`${apiUrl}/health`).then((res) => res.json() as Promise<{ functions: Record<string, { ready: boolean; reason?: string }> }>, () => undefined),
      exited,
    ]);
    if (health) {
      const notReady = Object.entries(health.functions).filter(([, fn]) => !fn.ready);
      if (notReady.length === 0) return;
      last = notReady.map(([name, fn]) => `${name}: ${fn.reason ?? 'not ready'}`).join('; ');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API was not ready within ${timeoutMs} ms (${last})`);
}
