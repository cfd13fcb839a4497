import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { catalogPayload } from './catalog-payload.ts';
import { startApi, startChild, startModelStub } from './child-process.ts';
import type { Row } from './report.ts';

/**
 * What the service adds on top of a bare Express JSON echo: the translator route (validation,
 * limits, logging, the graph, a real ChatOpenAI call to a zero-latency stub) against the same
 * payload size, same connections, same run. Every request's text is unique, so no request is
 * answered from the translation memory.
 */
export async function overhead({ durationSeconds = 10, connections = 64 } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-overhead-'));
  const model = await startModelStub(0);
  const api = await startApi({ modelUrl: model.url, dataDir });
  const echo = await startChild({ script: 'tools/bench/src/echo-server.ts', ready: /echo listening on (\S+)/ });
  try {
    let counter = 0;
    const load = (url: string, duration: number) =>
      autocannon({
        url,
        method: 'POST',
        connections,
        duration,
        headers: { 'content-type': 'application/json' },
        requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(catalogPayload({ keys: 3, targetLocales: ['pt-PT'], salt: ` ${counter++}` })) }) }],
      });
    const translatorUrl = `${api.url}/service_ai_translator`;
    await load(echo.url, 2);
    await load(translatorUrl, 2);
    const baseline = await load(echo.url, durationSeconds);
    const translator = await load(translatorUrl, durationSeconds);
    const row = (name: string, r: autocannon.Result): Row => ({
      target: name,
      'req/s': r.requests.average,
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      errors: r.errors + r.timeouts + r.non2xx,
      requests: r.requests.total,
    });
    const rows = [row('express echo', baseline), row('translator route', translator)];
    const summary = {
      throughputRatio: translator.requests.average / baseline.requests.average,
      addedP50Ms: translator.latency.p50 - baseline.latency.p50,
      addedP99Ms: translator.latency.p99 - baseline.latency.p99,
      goals: { throughputRatio: '>= 0.6', addedP99Ms: '<= 10' },
    };
    return { rows, summary, settings: { durationSeconds, connections } };
  } finally {
    await Promise.all([api.stop(), echo.stop(), model.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
