import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogPayload } from './catalog-payload.ts';
import { cpuMs, modelCalls, resetModelStub, startApi, startModelStub, type Child } from './child-process.ts';
import { closedLoop } from './perf/load.ts';
import { noModelRoutes } from './perf/no-model-routes.ts';
import { translatedOwnKeys } from './perf/translation-check.ts';
import type { Row } from './report.ts';

interface Totals {
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
 * the same load from the rest of the machine. Reports throughput and server CPU per request (from
 * /proc) of each, and their ratios; every translator answer is checked (exactly its own keys).
 */
export async function routeAb({ base, route = 'decision', rounds = 6, turnSeconds = 1.5, connections = 64 }: { base: string; route?: string; rounds?: number; turnSeconds?: number; connections?: number }) {
  const noModelRoute = noModelRoutes.find(({ path }) => path === `/service_ai_${route}`);
  if (route !== 'translator' && !noModelRoute) throw new Error(`--route must be translator or one of ${noModelRoutes.map(({ path }) => path.replace('/service_ai_', '')).join(', ')}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-route-ab-'));
  const model = noModelRoute ? undefined : await startModelStub(0);
  const servers: [string, Child][] = [];
  try {
    servers.push(['base', await startApi({ modelUrl: model?.url, dataDir: join(dataDir, 'base'), checkout: base })]);
    servers.push(['this checkout', await startApi({ modelUrl: model?.url, dataDir: join(dataDir, 'this') })]);
    let unique = 0;
    const target = noModelRoute
      ? { path: noModelRoute.path, body: noModelRoute.body }
      : { path: '/service_ai_translator', body: () => catalogPayload({ keys: 3, targetLocales: ['pt-PT'], salt: ` ${unique++}` }), check: translatedOwnKeys };
    for (const [, server] of servers) await closedLoop({ ...target, url: `${server.url}${target.path}`, connections, durationMs: 1000 });
    const totals = new Map<string, Totals>(servers.map(([name]) => [name, { requests: 0, errors: 0, elapsedMs: 0, cpuMs: 0, modelCalls: 0 }]));
    for (let round = 0; round < rounds; round++) {
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
      errors: before.errors + after.errors,
    };
    return { rows, summary };
  } finally {
    await Promise.all([...servers.map(([, server]) => server.stop()), model?.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
