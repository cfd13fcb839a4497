import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { catalogPayload } from './catalog-payload.ts';
import { startApi, startModelStub, type Child } from './child-process.ts';
import type { Row } from './report.ts';

/** An OTLP/HTTP receiver that counts what it is sent and keeps nothing. */
async function startSink() {
  let spans = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      spans += body.split('"spanId"').length - 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans: () => spans,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * CPU time the process has used, all its threads, in ms: utime + stime of /proc/PID/stat, in
 * clock ticks of USER_HZ (100 on Linux). Unlike throughput, it does not move when other work on
 * the machine takes the cores.
 */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * What tracing costs: the translator route (validation, the graph, a real ChatOpenAI call to a
 * zero-latency stub) served by one process with tracing off and one with OTEL_EXPORTER_OTLP_ENDPOINT
 * set (every request sampled and exported to a receiver on loopback), loaded alternately in the
 * same run so drift of the machine falls on both. Every request's text is unique.
 */
export async function tracingBenchmark({ durationSeconds = 5, connections = 16, rounds = 4 } = {}) {
  const dataDirs = [mkdtempSync(join(tmpdir(), 'bench-tracing-off-')), mkdtempSync(join(tmpdir(), 'bench-tracing-on-'))];
  const model = await startModelStub(0);
  const sink = await startSink();
  const started: Child[] = [];
  try {
    const off = await startApi({ modelUrl: model.url, dataDir: dataDirs[0]!, env: {} });
    started.push(off);
    const on = await startApi({ modelUrl: model.url, dataDir: dataDirs[1]!, env: { OTEL_EXPORTER_OTLP_ENDPOINT: sink.endpoint } });
    started.push(on);
    let counter = 0;
    const load = (url: string, duration: number) =>
      autocannon({
        url: `${url}/service_ai_translator`,
        method: 'POST',
        connections,
        duration,
        headers: { 'content-type': 'application/json' },
        requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(catalogPayload({ keys: 3, targetLocales: ['pt-PT'], salt: ` ${counter++}` })) }) }],
      });
    await load(off.url, 2);
    const warmUpOn = await load(on.url, 2);
    const results: Record<'off' | 'on', Array<autocannon.Result & { cpuMs: number }>> = { off: [], on: [] };
    for (let round = 0; round < rounds; round += 1) {
      // Alternate which goes first, so neither always follows the other's load.
      for (const mode of round % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const)) {
        const server = mode === 'off' ? off : on;
        const before = cpuMs(server.pid);
        const result = await load(server.url, durationSeconds);
        results[mode].push({ ...result, cpuMs: cpuMs(server.pid) - before });
      }
    }
    // Stopping flushes what the process still buffers.
    await on.stop();
    const spansExported = sink.spans();
    const combine = (list: Array<autocannon.Result & { cpuMs: number }>) => ({
      cpuMsPerRequest: list.reduce((sum, r) => sum + r.cpuMs, 0) / Math.max(list.reduce((sum, r) => sum + r.requests.total, 0), 1),
      rps: list.reduce((sum, r) => sum + r.requests.average, 0) / list.length,
      p50: list.reduce((sum, r) => sum + r.latency.p50, 0) / list.length,
      p99: list.reduce((sum, r) => sum + r.latency.p99, 0) / list.length,
      requests: list.reduce((sum, r) => sum + r.requests.total, 0),
      errors: list.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
    });
    const [offStats, onStats] = [combine(results.off), combine(results.on)];
    const row = (name: string, s: ReturnType<typeof combine>): Row => ({
      tracing: name,
      'server CPU ms/request': s.cpuMsPerRequest,
      'req/s': s.rps,
      'p50 ms': s.p50,
      'p99 ms': s.p99,
      errors: s.errors,
      requests: s.requests,
    });
    const rows = [row('off', offStats), row('on (OTLP/HTTP to loopback)', onStats)];
    const summary = {
      // The figure that holds on a busy machine; the others follow the machine's load too.
      cpuPerRequestRatioOnToOff: onStats.cpuMsPerRequest / offStats.cpuMsPerRequest,
      throughputRatioOnToOff: onStats.rps / offStats.rps,
      p50RatioOnToOff: onStats.p50 / Math.max(offStats.p50, 1),
      p99RatioOnToOff: onStats.p99 / Math.max(offStats.p99, 1),
      spansPerTracedRequest: spansExported / Math.max(onStats.requests + warmUpOn.requests.total, 1),
    };
    return { rows, summary, settings: { durationSeconds, connections, rounds } };
  } finally {
    await Promise.all([...started.map((child) => child.stop()), model.stop()]);
    await sink.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}
