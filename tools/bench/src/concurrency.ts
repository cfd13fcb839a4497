import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogPayload } from './catalog-payload.ts';
import { cpuMs, modelCalls, resetModelStub, startApi, startEcho, startFloor, startModelStub, type Child } from './child-process.ts';
import { burst } from './perf/load.ts';
import { translatedOwnKeys } from './perf/translation-check.ts';
import type { Row } from './report.ts';

/**
 * A burst: 1,000 translator requests in flight at once (3 unique texts each, one target locale,
 * one context) against a model that takes 1 s to answer, sent to the API and to its floor (bare
 * Express, one model call per request) in one run. Measures the wall time of the burst, the model
 * calls it cost (counted at the stub), errors, whether every response holds exactly its own
 * request's keys and texts, the server's CPU per request (from /proc: less sensitive than the wall
 * to what else the machine runs) and the API's peak RSS. The same burst sent to a bare Express
 * echo (no model) shows what the load generator and the machine cost on their own.
 */
export async function concurrency({ requests = 1000, modelLatencyMs = 1000 } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-concurrency-'));
  const model = await startModelStub(modelLatencyMs);
  const [api, floor, echo] = await Promise.all([startApi({ modelUrl: model.url, dataDir }), startFloor(model.url), startEcho()]);
  try {
    let unique = 0;
    const body = () => catalogPayload({ keys: 3, targetLocales: ['fr'], salt: ` ${unique++}` });
    const measure = async (target: Child) => {
      const url = `${target.url}/service_ai_translator`;
      await burst({ url, body, count: 20 });
      await resetModelStub(model.url);
      const cpuBefore = cpuMs(target.pid);
      const result = await burst({ url, body, check: translatedOwnKeys, count: requests });
      return { ...result, cpuMsPerRequest: (cpuMs(target.pid) - cpuBefore) / requests, modelCalls: await modelCalls(model.url) };
    };
    await burst({ url: echo.url, body, count: 20 });
    const echoCpuBefore = cpuMs(echo.pid);
    const echoResult = await burst({ url: echo.url, body, count: requests });
    const echoCpuMsPerRequest = (cpuMs(echo.pid) - echoCpuBefore) / requests;
    const floorResult = await measure(floor);
    const apiResult = await measure(api);
    const rows: Row[] = [
      ['floor (express + 1 model call)', floorResult] as const,
      ['translator route', apiResult] as const,
    ].map(([target, result]) => ({
      target,
      'wall / model latency': result.elapsedMs / modelLatencyMs,
      'model calls': result.modelCalls,
      errors: result.errors,
      'p50 / model latency': result.p50Ms / modelLatencyMs,
      'p99 / model latency': result.p99Ms / modelLatencyMs,
      'server CPU ms / request': result.cpuMsPerRequest,
    }));
    const summary = {
      requests,
      modelLatencyMs,
      wallMs: apiResult.elapsedMs,
      floorWallMs: floorResult.elapsedMs,
      wallOverFloor: apiResult.elapsedMs / floorResult.elapsedMs,
      modelCalls: apiResult.modelCalls,
      floorModelCalls: floorResult.modelCalls,
      apiCpuMsPerRequest: apiResult.cpuMsPerRequest,
      floorCpuMsPerRequest: floorResult.cpuMsPerRequest,
      echoWallMs: echoResult.elapsedMs,
      echoCpuMsPerRequest,
      errors: apiResult.errors,
      p50Ms: apiResult.p50Ms,
      p99Ms: apiResult.p99Ms,
      apiPeakRssMb: api.peakRssMb(),
      goals: { wallMs: '<= 1500', modelCalls: '<= 100', errors: '0 (every response exactly its keys)' },
    };
    return { rows, summary };
  } finally {
    await Promise.all([api.stop(), floor.stop(), echo.stop(), model.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
