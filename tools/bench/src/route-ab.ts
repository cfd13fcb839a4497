import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogPayload } from './catalog-payload.ts';
import { cpuMs, modelCalls, resetModelStub, startApi, startModelStub, type Child } from './child-process.ts';
import { closedLoop } from './perf/load.ts';
import { noModelRoutes } from './perf/no-model-routes.ts';
import { translatedOwnKeys } from './perf/translation-check.ts';
import { percentile, type Row } from './report.ts';

/** What one server did over a run's turns. */
export interface Totals {
  requests: number;
  errors: number;
  elapsedMs: number;
  cpuMs: number;
  modelCalls: number;
}

/**
 * One route of this checkout against the same route of another (`--base DIR`, as `translator-ab`
 * takes it), under the overhead benchmark's closed loop (64 connections; for the translator a stub
 * answering at once and unique texts; the routes that need no model on servers without one). Both
 * servers are up at once and measured in short turns, the order flipped every round, so both see
 * the same load from the rest of the machine; half the rounds with the servers started in one
 * order, half in the other. Reports throughput and server CPU per request (from
 * /proc) of each, and their ratios; every translator answer is checked (exactly its own keys).
 */
export async function routeAb({ base, route = 'decision', rounds = 12, turnSeconds = 1, connections = 64 }: { base: string; route?: string; rounds?: number; turnSeconds?: number; connections?: number }) {
  const noModelRoute = noModelRoutes.find(({ path }) => path === `/service_ai_${route}`);
  if (route !== 'translator' && !noModelRoute) throw new Error(`--route must be translator or one of ${noModelRoutes.map(({ path }) => path.replace('/service_ai_', '')).join(', ')}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-route-ab-'));
  const model = noModelRoute ? undefined : await startModelStub(0);
  let unique = 0;
  const target = noModelRoute
    ? { path: noModelRoute.path, body: noModelRoute.body }
    : { path: '/service_ai_translator', body: () => catalogPayload({ keys: 3, targetLocales: ['pt-PT'], salt: ` ${unique++}` }), check: translatedOwnKeys };
  // This checkout's CPU per request over the base's, round by round: turns next to each other see
  // much the same machine, so the median of these moves less than the ratio of the totals.
  const roundRatios: number[] = [];
  const totals = new Map<string, Totals>(['base', 'this checkout'].map((name) => [name, { requests: 0, errors: 0, elapsedMs: 0, cpuMs: 0, modelCalls: 0 }]));
  try {
    // Two sessions, the servers started in one order and then the other: of two servers up at once,
    // the one started second measured up to a tenth cheaper in A/A runs on this machine.
    for (const first of ['base', 'this checkout']) {
      const servers: [string, Child][] = [];
      try {
        for (const name of first === 'base' ? ['base', 'this checkout'] : ['this checkout', 'base']) {
          servers.push([name, await startApi({ modelUrl: model?.url, dataDir: join(dataDir, `${name === 'base' ? 'base' : 'this'}-${first === 'base' ? 1 : 2}`), ...(name === 'base' ? { checkout: base } : {}) })]);
        }
        for (const [, server] of servers) await closedLoop({ ...target, url: `${server.url}${target.path}`, connections, durationMs: 1000 });
        for (let round = 0; round < rounds / 2; round++) {
          const cpuPerRequest = new Map<string, number>();
          for (const [name, server] of round % 2 === 0 ? servers : [...servers].reverse()) {
            if (model) await resetModelStub(model.url);
            const cpuBefore = cpuMs(server.pid);
            const result = await closedLoop({ ...target, url: `${server.url}${target.path}`, connections, durationMs: turnSeconds * 1000 });
            const total = totals.get(name)!;
            total.cpuMs += cpuMs(server.pid) - cpuBefore;
            if (model) total.modelCalls += await modelCalls(model.url);
            total.requests += result.requests;
            total.errors += result.errors;
            total.elapsedMs += result.elapsedMs;
            cpuPerRequest.set(name, (cpuMs(server.pid) - cpuBefore) / Math.max(result.requests, 1));
          }
          roundRatios.push(cpuPerRequest.get('this checkout')! / cpuPerRequest.get('base')!);
        }
      } finally {
        await Promise.all(servers.map(([, server]) => server.stop()));
      }
    }
    const rows: Row[] = [...totals].map(([name, total]) => ({
      route,
      server: name,
      'req/s': (1000 * (total.requests - total.errors)) / total.elapsedMs,
      'server CPU ms / request': total.cpuMs / total.requests,
      ...(model ? { 'model calls / 1,000': (1000 * total.modelCalls) / total.requests } : {}),
      errors: total.errors,
    }));
    const [before, after] = [totals.get('base')!, totals.get('this checkout')!];
    const summary = {
      route,
      base,
      rounds,
      throughputRatio: (after.requests - after.errors) / after.elapsedMs / ((before.requests - before.errors) / before.elapsedMs),
      cpuPerRequestRatio: after.cpuMs / after.requests / (before.cpuMs / before.requests),
      cpuPerRequestRatioRoundMedian: percentile([...roundRatios].sort((a, b) => a - b), 50),
      cpuPerRequestRatioRounds: roundRatios.map((ratio) => Number(ratio.toFixed(3))),
      errors: before.errors + after.errors,
    };
    return { rows, summary };
  } finally {
    await model?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
