import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiCommand, cpuMs, startApi, startChild, type Child } from './child-process.ts';
import { closedLoop } from './perf/load.ts';
import { ladderRungs } from './perf/ladder-rungs.ts';
import { noModelRoutes } from './perf/no-model-routes.ts';
import { percentile, type Row } from './report.ts';

/**
 * What each layer of the API costs a route that needs no model: a bare Express echo of the route's
 * request, then the echo with the API's layers added one at a time (`ladderRungs`: request id,
 * security headers, rate limit, the API's body reader and contract validation, the access log
 * line, admission and the operation's plumbing, a no-op graph run through the runtime), then the
 * real server on the real route. Every rung is its own process, all up at once, measured in short
 * turns under the overhead benchmark's closed loop, bottom up in one round and top down in the
 * next, so neighbouring rungs see the same load from the rest of the machine; half the rounds with
 * the processes started bottom up, half with fresh ones started top down. Per rung: throughput,
 * server CPU per request (from /proc), and what the rung adds to the one below — the median over
 * rounds of the two's difference in the same round (steadier on a shared machine than the totals).
 */
export async function ladder({ route = 'brands', rounds = 10, turnSeconds = 1, warmUpSeconds = 3, connections = 64 }: { route?: string; rounds?: number; turnSeconds?: number; warmUpSeconds?: number; connections?: number }) {
  const target = noModelRoutes.find(({ path }) => path === `/service_ai_${route}`);
  if (!target) throw new Error(`--route must be one of ${noModelRoutes.map(({ path }) => path.replace('/service_ai_', '')).join(', ')}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-ladder-'));
  const perRound = ladderRungs.map(() => ({ cpuMs: [] as number[], requests: 0, errors: 0, elapsedMs: 0, cpuTotalMs: 0 }));
  // The rungs run with the real server's Node flags (`npm start`'s), so the last step up is the route alone.
  const { nodeFlags } = apiCommand();
  try {
    // Two sessions of fresh processes, started bottom up and then top down, half the rounds each: a
    // process's own luck (where its code and heap landed; the one started later of two servers measured
    // up to a tenth cheaper in route-ab's A/A runs) would otherwise stay with its rung for the whole run.
    for (const session of [0, 1]) {
      const servers: Child[] = new Array(ladderRungs.length);
      try {
        for (const i of session === 0 ? [...ladderRungs.keys()] : [...ladderRungs.keys()].reverse()) {
          const rung = ladderRungs[i]!;
          servers[i] =
            rung === 'real route'
              ? await startApi({ dataDir: join(dataDir, `session-${session}`) })
              : await startChild({ script: 'tools/bench/src/perf/ladder-server.ts', env: { LADDER_RUNG: rung, LADDER_PATH: target.path, LOG_LEVEL: 'info' }, ready: /ladder rung listening on (\S+)/, nodeArgs: nodeFlags });
        }
        const url = (i: number) => `${servers[i]!.url}${target.path}`;
        // Warmed up before the first round: the code of every layer compiled by the optimiser, as under steady load.
        for (const i of servers.keys()) await closedLoop({ url: url(i), body: target.body, connections, durationMs: warmUpSeconds * 1000 });
        for (let round = 0; round < rounds / 2; round++) {
          const order = round % 2 === 0 ? [...servers.keys()] : [...servers.keys()].reverse();
          for (const i of order) {
            const cpuBefore = cpuMs(servers[i]!.pid);
            const result = await closedLoop({ url: url(i), body: target.body, connections, durationMs: turnSeconds * 1000 });
            const spent = cpuMs(servers[i]!.pid) - cpuBefore;
            const rung = perRound[i]!;
            rung.cpuMs.push(spent / Math.max(result.requests, 1));
            rung.cpuTotalMs += spent;
            rung.requests += result.requests;
            rung.errors += result.errors;
            rung.elapsedMs += result.elapsedMs;
          }
        }
      } finally {
        await Promise.all(servers.filter(Boolean).map((server) => server.stop()));
      }
    }
    const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);
    const reqPerSec = (i: number) => (1000 * (perRound[i]!.requests - perRound[i]!.errors)) / perRound[i]!.elapsedMs;
    const rows: Row[] = ladderRungs.map((rung, i) => {
      const own = perRound[i]!;
      const below = perRound[i - 1];
      return {
        rung: i === 0 ? rung : `+ ${rung}`,
        'req/s': reqPerSec(i),
        '÷ echo': reqPerSec(i) / reqPerSec(0),
        'server CPU ms/req': own.cpuTotalMs / Math.max(own.requests, 1),
        'round median': median(own.cpuMs),
        'adds µs/req': below ? 1000 * median(own.cpuMs.map((ms, round) => ms - below.cpuMs[round]!)) : '',
        errors: own.errors,
      };
    });
    const summary = {
      route,
      rounds,
      turnSeconds,
      connections,
      rungs: Object.fromEntries(
        ladderRungs.map((rung, i) => [
          rung,
          {
            reqPerSec: reqPerSec(i),
            overEcho: reqPerSec(i) / reqPerSec(0),
            cpuMsPerRequest: perRound[i]!.cpuTotalMs / Math.max(perRound[i]!.requests, 1),
            cpuMsPerRequestRounds: perRound[i]!.cpuMs.map((ms) => Number(ms.toFixed(4))),
          },
        ]),
      ),
      errors: perRound.reduce((sum, rung) => sum + rung.errors, 0),
    };
    return { rows, summary };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
