import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { catalogPayload } from './catalog-payload.ts';
import { startApi, startChild, startModelStub, type Child } from './child-process.ts';
import { percentile, type Row } from './report.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const webhookSecret = `whsec_${randomBytes(32).toString('base64')}`;

/**
 * A callback receiver that fails the first `failFirst` attempts of every delivery id, then answers
 * 204 and notes when the delivery finally arrived and the job's end time from its body.
 */
async function startReceiver(failFirst: number) {
  const attempts = new Map<string, number>();
  const latenciesMs: number[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const id = String(req.headers['webhook-id']);
      const n = (attempts.get(id) ?? 0) + 1;
      attempts.set(id, n);
      if (n <= failFirst) return void res.writeHead(503).end();
      const event = JSON.parse(body) as { timestamp: string };
      latenciesMs.push(Date.now() - Date.parse(event.timestamp));
      res.writeHead(204).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    latenciesMs,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const jobEnv = (extra: Record<string, string> = {}) => ({ WEBHOOK_SECRET: webhookSecret, SSRF_ALLOW_CIDRS: '127.0.0.0/8', JOB_POLL_MS: '50', ...extra });

const load = (url: string, { duration, connections, body }: { duration: number; connections: number; body: () => unknown }) =>
  autocannon({
    url,
    method: 'POST',
    connections,
    duration,
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(body()) }) }],
  });

const row = (target: string, r: autocannon.Result): Row => ({
  target,
  'req/s': r.requests.average,
  'p50 ms': r.latency.p50,
  'p99 ms': r.latency.p99,
  errors: r.errors + r.timeouts + r.non2xx,
  requests: r.requests.total,
});

/**
 * Asynchronous calls and replicas, on this machine, each ratio from one run:
 * 1. accepting: 202/s of translator jobs vs 200/s of synchronous calls on the same route;
 * 2. callback latency from job end to the receiver's 2xx, the receiver failing the first two attempts;
 * 3. two replicas vs one on PostgreSQL + Redis (tools/services/start.sh): translator route with the
 *    model stub at zero latency, and first chat turns against core-sim.
 */
export async function jobsBenchmark({ durationSeconds = 5, connections = 32, callbackJobs = 40, retryBaseMs = 100 } = {}) {
  const rows: Row[] = [];
  const summary: Record<string, unknown> = {};
  const model = await startModelStub(0);
  const sink = await startReceiver(0);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-jobs-'));
  let counter = 0;
  const translation = () => catalogPayload({ keys: 3, targetLocales: ['pt-PT'], salt: ` ${counter++}` });
  try {
    // 1. Accepting.
    const api = await startApi({ modelUrl: model.url, dataDir, env: jobEnv() });
    try {
      const url = `${api.url}/service_ai_translator`;
      await load(url, { duration: 1, connections, body: translation });
      const sync = await load(url, { duration: durationSeconds, connections, body: translation });
      const accepted = await load(url, { duration: durationSeconds, connections, body: () => ({ ...translation(), callback_url: sink.url }) });
      rows.push(row('translator, synchronous (200)', sync), row('translator, job accepted (202)', accepted));
      summary['acceptRatio'] = accepted.requests.average / sync.requests.average;
    } finally {
      await api.stop();
    }

    // 2. Callback latency with two failed attempts before the third succeeds.
    const failing = await startReceiver(2);
    const api2 = await startApi({ modelUrl: model.url, dataDir: mkdtempSync(join(tmpdir(), 'bench-jobs-')), env: jobEnv({ WEBHOOK_RETRY_BASE_MS: String(retryBaseMs) }) });
    try {
      for (let i = 0; i < callbackJobs; i++) {
        await fetch(`${api2.url}/service_ai_translator`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...translation(), callback_url: failing.url }) });
      }
      const deadline = Date.now() + 120_000;
      while (failing.latenciesMs.length < callbackJobs && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      const sorted = [...failing.latenciesMs].sort((a, b) => a - b);
      rows.push({ target: `callback after 2 failures (base ${retryBaseMs} ms)`, 'p50 ms': percentile(sorted, 50), 'p99 ms': percentile(sorted, 99), requests: sorted.length });
      summary['callbackLatency'] = { p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99), delivered: sorted.length, retryBaseMs };
    } finally {
      await api2.stop();
      await failing.close();
    }

    // 3. Two replicas vs one, on PostgreSQL + Redis.
    summary['replicas'] = await replicaRatios({ modelUrl: model.url, durationSeconds, connections, rows, translation });
  } finally {
    await Promise.all([model.stop(), sink.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { rows, summary, settings: { durationSeconds, connections, callbackJobs, retryBaseMs } };
}

async function replicaRatios({ modelUrl, durationSeconds, connections, rows, translation }: { modelUrl: string; durationSeconds: number; connections: number; rows: Row[]; translation: () => unknown }) {
  const services = Object.fromEntries(
    execFileSync(join(repoRoot, 'tools/services/start.sh'), { encoding: 'utf8', env: { ...process.env, PATH: `${join(repoRoot, 'node_modules/.bin')}:${process.env['PATH']}` } })
      .trim()
      .split('\n')
      .map((line) => line.replace(/^export /, '').split(/=(.*)/s).slice(0, 2) as [string, string]),
  );
  const core = await startChild({
    script: 'tools/core-sim/src/main.ts',
    env: { CORE_SIM_PORT: '0', CORE_SIM_DB: ':memory:', LATENCY_MS: '0', CORE_SIM_SEED: 'bench' },
    ready: /core-sim listening on (http:\/\/\S+)/,
  });
  const started: Child[] = [];
  const start = async () => {
    const api = await startApi({
      modelUrl,
      dataDir: mkdtempSync(join(tmpdir(), 'bench-replica-')),
      env: { DATABASE_URL: services['DATABASE_URL']!, REDIS_URL: services['REDIS_URL']!, SSRF_ALLOW_CIDRS: '127.0.0.0/8' },
    });
    started.push(api);
    return api;
  };
  const chatTurn = () => ({
    language: 'en',
    messages: [{ role: 'user', text: 'iPhone 12 128GB blue' }],
    service_core_base_url: `${core.url}/core`,
    service_submission_base_url: `${core.url}/submission`,
  });
  const measure = async (replicas: Child[], path: string, body: () => unknown) => {
    const results = await Promise.all(replicas.map((api) => load(`${api.url}${path}`, { duration: durationSeconds, connections: Math.ceil(connections / replicas.length), body })));
    return { rps: results.reduce((sum, r) => sum + r.requests.average, 0), errors: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0) };
  };
  try {
    const [a, b] = await Promise.all([start(), start()]);
    const figures: Record<string, { one: number; two: number; ratio: number; errors: number }> = {};
    for (const [name, path, body] of [
      ['translator', '/service_ai_translator', translation],
      ['chat (core-sim)', '/chat', chatTurn],
    ] as const) {
      // Both replicas warm (compiled graphs, JIT, pools) before anything is measured.
      await measure([a!, b!], path, body);
      const one = await measure([a!], path, body);
      const two = await measure([a!, b!], path, body);
      figures[name] = { one: one.rps, two: two.rps, ratio: two.rps / one.rps, errors: one.errors + two.errors };
      rows.push({ target: `${name}, 1 replica`, 'req/s': one.rps, errors: one.errors }, { target: `${name}, 2 replicas`, 'req/s': two.rps, errors: two.errors });
    }
    return figures;
  } finally {
    await Promise.all([...started.map((api) => api.stop()), core.stop()]);
    execFileSync(join(repoRoot, 'tools/services/stop.sh'), [services['SERVICES_DIR']!]);
  }
}
