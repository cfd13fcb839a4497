import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogPayload } from './catalog-payload.ts';
import { cpuMs, modelCalls, resetModelStub, startApi, startModelStub, type Child } from './child-process.ts';
import { burst, closedLoop, type LoadResult } from './perf/load.ts';
import { translatedOwnKeys } from './perf/translation-check.ts';
import type { Row } from './report.ts';
import type { Totals as RouteTotals } from './route-ab.ts';

interface Totals extends RouteTotals {
  wallsMs: number[];
}

/**
 * The translator route of this checkout against the same route of another (`--base DIR`, a
 * checkout of an earlier commit with its dependencies installed or linked), both servers up at
 * once and measured in turns, so both see the same load from the rest of the machine: on a shared
 * machine one run after the other measures the machine as much as the change. Two loads, each in
 * `rounds` turns per server (the order flipped every round): the overhead benchmark's closed loop
 * (64 connections, a stub answering at once, unique texts) and the concurrency benchmark's burst
 * (1,000 requests at once, a model answering in 1 s). Every answer is checked (exactly its own keys).
 * Reports throughput, server CPU per request (from /proc), model calls per 1,000 requests, and each
 * burst's wall time.
 */
export async function translatorAb({ base, rounds = 3, closedSeconds = 2.5, connections = 64, burstSize = 1000 }: { base: string; rounds?: number; closedSeconds?: number; connections?: number; burstSize?: number }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-translator-ab-'));
  const rows: Row[] = [];
  const summary: Record<string, unknown> = { base, rounds };
  try {
    for (const load of ['closed', 'burst'] as const) {
      const modelLatencyMs = load === 'burst' ? 1000 : 0;
      const model = await startModelStub(modelLatencyMs);
      const servers: [string, Child][] = [
        ['base', await startApi({ modelUrl: model.url, dataDir: join(dataDir, `${load}-base`), checkout: base })],
        ['this checkout', await startApi({ modelUrl: model.url, dataDir: join(dataDir, `${load}-this`) })],
      ];
      try {
        let unique = 0;
        const body = () => catalogPayload({ keys: 3, targetLocales: [load === 'burst' ? 'fr' : 'pt-PT'], salt: ` ${unique++}` });
        const run = (url: string): Promise<LoadResult> =>
          load === 'burst'
            ? burst({ url, body, check: translatedOwnKeys, count: burstSize })
            : closedLoop({ url, body, check: translatedOwnKeys, connections, durationMs: closedSeconds * 1000 });
        for (const [, server] of servers) await burst({ url: `${server.url}/service_ai_translator`, body, count: 20 });
        const totals = new Map<string, Totals>(servers.map(([name]) => [name, { requests: 0, errors: 0, elapsedMs: 0, cpuMs: 0, modelCalls: 0, wallsMs: [] }]));
        for (let round = 0; round < rounds; round++) {
          for (const [name, server] of round % 2 === 0 ? servers : [...servers].reverse()) {
            await resetModelStub(model.url);
            const cpuBefore = cpuMs(server.pid);
            const result = await run(`${server.url}/service_ai_translator`);
            const total = totals.get(name)!;
            total.cpuMs += cpuMs(server.pid) - cpuBefore;
            total.modelCalls += await modelCalls(model.url);
            total.requests += result.requests;
            total.errors += result.errors;
            total.elapsedMs += result.elapsedMs;
            total.wallsMs.push(result.elapsedMs);
          }
        }
        for (const [name, total] of totals) {
          rows.push({
            load: load === 'burst' ? `burst of ${burstSize}, model 1 s` : `closed loop, ${connections} connections`,
            server: name,
            'req/s': (1000 * (total.requests - total.errors)) / total.elapsedMs,
            'server CPU ms / request': total.cpuMs / total.requests,
            'model calls / 1,000': (1000 * total.modelCalls) / total.requests,
            errors: total.errors,
            ...(load === 'burst' ? { 'walls ms': total.wallsMs.map((ms) => Math.round(ms)).join(' ') } : {}),
          });
        }
        const [before, after] = [totals.get('base')!, totals.get('this checkout')!];
        summary[load] = {
          throughputRatio: (after.requests - after.errors) / after.elapsedMs / ((before.requests - before.errors) / before.elapsedMs),
          cpuPerRequestRatio: after.cpuMs / after.requests / (before.cpuMs / before.requests),
          errors: before.errors + after.errors,
        };
      } finally {
        await Promise.all([...servers.map(([, server]) => server.stop()), model.stop()]);
      }
    }
    return { rows, summary };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
