import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, fetch } from 'undici';
import { catalogPayload } from './catalog-payload.ts';
import { startApi, startModelStub } from './child-process.ts';
import { percentile, type Row } from './report.ts';

/**
 * 1,000 translator requests in flight at once against a model that takes 1 s to answer: the
 * service must hold them all without queueing behind one another, without errors, and within
 * its memory budget (peak RSS of the API process).
 */
export async function concurrency({ requests = 1000, modelLatencyMs = 1000 } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-concurrency-'));
  const model = await startModelStub(modelLatencyMs);
  const api = await startApi({ modelUrl: model.url, dataDir });
  const dispatcher = new Agent({ connections: requests, pipelining: 1 });
  try {
    const url = `${api.url}/service_ai_translator`;
    const send = async (salt: string) => {
      const started = performance.now();
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(catalogPayload({ keys: 3, targetLocales: ['fr'], salt })),
        dispatcher,
      });
      await res.arrayBuffer();
      return { ok: res.status === 200, ms: performance.now() - started };
    };
    await Promise.all(Array.from({ length: 20 }, (_, i) => send(` warm-up ${i}`)));
    const started = performance.now();
    const results = await Promise.all(Array.from({ length: requests }, (_, i) => send(` ${i}`).catch(() => ({ ok: false, ms: NaN }))));
    const wallMs = performance.now() - started;
    const latencies = results.filter((r) => r.ok).map((r) => r.ms).sort((a, b) => a - b);
    const summary = {
      requests,
      modelLatencyMs,
      wallMs,
      wallOverModelLatency: wallMs / modelLatencyMs,
      errors: results.filter((r) => !r.ok).length,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      peakRssMb: api.peakRssMb(),
      goals: { wallMs: '<= 1300', errors: '0', peakRssMb: '<= 400' },
    };
    const rows: Row[] = [
      { measure: 'wall time / model latency', value: summary.wallOverModelLatency },
      { measure: 'errors', value: summary.errors },
      { measure: 'p50 / model latency', value: summary.p50Ms / modelLatencyMs },
      { measure: 'p99 / model latency', value: summary.p99Ms / modelLatencyMs },
      { measure: 'API peak RSS (MB)', value: summary.peakRssMb },
    ];
    return { rows, summary };
  } finally {
    await dispatcher.close();
    await Promise.all([api.stop(), model.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
