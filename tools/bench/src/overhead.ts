import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogPayload } from './catalog-payload.ts';
import { cpuMs, modelCalls, resetModelStub, startApi, startEcho, startFloor, startModelStub } from './child-process.ts';
import { closedLoop, combine, type LoadResult } from './perf/load.ts';
import { translatedOwnKeys } from './perf/translation-check.ts';
import { noModelRoutes } from './perf/no-model-routes.ts';
import type { Row } from './report.ts';

const echoName = 'express echo';
const floorName = 'floor (express + 1 model call)';

/**
 * What the service costs per request, each target under the same closed-loop load in one run:
 * the translator route (a real ChatOpenAI call to a stub answering at once, every text unique so
 * the translation memory never answers) against its floor — bare Express plus one model call per
 * request — and the routes that need no model (brands, listing validation, decision, protocols,
 * on a server with no model configured) against a bare Express JSON echo. Every answer is checked:
 * a translator response must hold exactly its request's keys, each its own text translated.
 * Beside throughput, each target's server CPU time per request (from /proc, the load generator and
 * the model stub not counted): the load other processes put on the machine moves it less.
 */
export async function overhead({ durationSeconds = 8, rounds = 4, warmUpSeconds = 2, connections = 64 } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-overhead-'));
  const model = await startModelStub(0);
  const [api, plainApi, echo, floor] = await Promise.all([
    startApi({ modelUrl: model.url, dataDir: join(dataDir, 'with-model') }),
    startApi({ dataDir: join(dataDir, 'without-model') }),
    startEcho(),
    startFloor(model.url),
  ]);
  try {
    let unique = 0;
    const catalogue = () => catalogPayload({ keys: 3, targetLocales: ['pt-PT'], salt: ` ${unique++}` });
    const targets: { name: string; pid: number; url: string; body: () => unknown; check?: typeof translatedOwnKeys; baseline: string }[] = [
      { name: echoName, pid: echo.pid, url: echo.url, body: catalogue, baseline: echoName },
      { name: floorName, pid: floor.pid, url: `${floor.url}/service_ai_translator`, body: catalogue, check: translatedOwnKeys, baseline: echoName },
      { name: 'translator route', pid: api.pid, url: `${api.url}/service_ai_translator`, body: catalogue, check: translatedOwnKeys, baseline: floorName },
      ...noModelRoutes.map(({ name, path, body }) => ({ name, pid: plainApi.pid, url: `${plainApi.url}${path}`, body, baseline: echoName })),
    ];
    for (const target of targets) await closedLoop({ ...target, connections, durationMs: warmUpSeconds * 1000 });
    // Round robin in short slices rather than one long run per target: the load other processes
    // put on the machine drifts over seconds, and each target should see the same mix of it.
    const slices = new Map<string, LoadResult[]>(targets.map(({ name }) => [name, []]));
    // Model calls of the targets that make them (floor, translator), counted at the stub after each
    // slice, and each target's server CPU (from /proc: steadier than throughput on a shared machine).
    const calls = new Map<string, number>(targets.map(({ name }) => [name, 0]));
    const cpu = new Map<string, number>(targets.map(({ name }) => [name, 0]));
    for (let round = 0; round < rounds; round++) {
      for (const target of targets) {
        if (target.check) await resetModelStub(model.url);
        const cpuBefore = cpuMs(target.pid);
        slices.get(target.name)!.push(await closedLoop({ ...target, connections, durationMs: (durationSeconds * 1000) / rounds }));
        cpu.set(target.name, cpu.get(target.name)! + cpuMs(target.pid) - cpuBefore);
        if (target.check) calls.set(target.name, calls.get(target.name)! + (await modelCalls(model.url)));
      }
    }
    const results = new Map([...slices].map(([name, parts]) => [name, combine(parts)]));
    const cpuPerRequest = (name: string) => cpu.get(name)! / Math.max(results.get(name)!.requests, 1);
    const rows: Row[] = targets.map(({ name, baseline }) => {
      const result = results.get(name)!;
      return {
        target: name,
        'req/s': result.reqPerSec,
        'p50 ms': result.p50Ms,
        'p99 ms': result.p99Ms,
        'server CPU ms/req': cpuPerRequest(name),
        errors: result.errors,
        requests: result.requests,
        'model calls / 1,000': (1000 * calls.get(name)!) / result.requests,
        vs: name === baseline ? '' : `${(result.reqPerSec / results.get(baseline)!.reqPerSec).toFixed(2)}× ${baseline === echoName ? 'echo' : 'floor'}`,
      };
    });
    const ratio = (name: string, baseline: string) => results.get(name)!.reqPerSec / results.get(baseline)!.reqPerSec;
    const summary = {
      translatorOverFloor: ratio('translator route', floorName),
      translatorModelCallsPer1000: (1000 * calls.get('translator route')!) / results.get('translator route')!.requests,
      translatorCpuOverFloor: cpu.get('translator route')! / results.get('translator route')!.requests / (cpu.get(floorName)! / results.get(floorName)!.requests),
      noModelRoutesOverEcho: Object.fromEntries(noModelRoutes.map(({ name }) => [name, ratio(name, echoName)])),
      // Echo's server CPU per request over the route's: the throughput ratio the route would reach were the server's CPU all that limits it.
      noModelRoutesEchoCpuOverRouteCpu: Object.fromEntries(noModelRoutes.map(({ name }) => [name, cpuPerRequest(echoName) / cpuPerRequest(name)])),
      errors: [...results.values()].reduce((sum, result) => sum + result.errors, 0),
      goals: { translatorOverFloor: '>= 1.0', noModelRoutesOverEcho: '>= 0.5 each', errors: '0' },
    };
    return { rows, summary, settings: { durationSeconds, rounds, warmUpSeconds, connections } };
  } finally {
    await Promise.all([api.stop(), plainApi.stop(), echo.stop(), floor.stop(), model.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
