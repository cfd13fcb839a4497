import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { startCoreSim } from '@circular/core-sim';
import { functionExamples } from './examples.ts';
import { judgeFailover, type RequestRecord } from './failover.ts';

/**
 * The HTTP side of tools/container/test.sh, against a running container or balancer:
 *   node --conditions=@circular/source tools/container/src/main.ts smoke --url http://127.0.0.1:3000
 *   … drain --url http://127.0.0.1:3000 --kill 'podman kill --signal TERM api'
 *   … failover --url http://127.0.0.1:3000 --kill 'podman kill api-1' [--seconds 12] [--kill-after 3]
 *   … warm --url http://127.0.0.1:3001   (one failover request, so the replica has loaded its library)
 * Exits 1 with the reason when a check fails.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string' },
    kill: { type: 'string' },
    seconds: { type: 'string', default: '12' },
    'kill-after': { type: 'string', default: '3' },
    concurrency: { type: 'string', default: '2' },
  },
});
const url = values.url ?? fail('--url is required');

function fail(message: string): never {
  console.error(`FAIL: ${message}`);
  process.exit(1);
}

async function send(path: string, body?: unknown): Promise<{ status: number; text: string; ms: number }> {
  const started = performance.now();
  try {
    const res = await fetch(`${url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(120_000),
    });
    return { status: res.status, text: await res.text(), ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { status: 0, text: String(error), ms: Math.round(performance.now() - started) };
  }
}

/** Probes answer 200, and every function that needs no model answers the contract's example with 200. */
async function smoke() {
  for (const probe of ['/health/live', '/health/ready']) {
    const res = await send(probe);
    if (res.status !== 200) fail(`${probe} answered ${res.status}: ${res.text.slice(0, 300)}`);
  }
  const health = JSON.parse((await send('/health')).text) as { functions: Record<string, { ready: boolean; needs: string[] }> };
  const modelFree = Object.entries(health.functions).filter(([, fn]) => fn.ready && fn.needs.length === 0).map(([name]) => name);
  const sim = await startCoreSim({ seed: 'container-smoke' });
  try {
    const examples = functionExamples({ service_core_base_url: sim.coreUrl, service_submission_base_url: sim.submissionUrl }).filter((e) => modelFree.includes(e.name));
    const missing = modelFree.filter((name) => !examples.some((e) => e.name === name));
    if (missing.length > 0) fail(`no contract example for ${missing.join(', ')}`);
    const failures: string[] = [];
    console.log('function'.padEnd(20), 'status', 'ms');
    for (const example of examples) {
      const res = await send(example.path, example.body);
      console.log(example.name.padEnd(20), String(res.status).padEnd(6), res.ms);
      if (res.status !== 200) failures.push(`${example.path} answered ${res.status}: ${res.text.slice(0, 300)}`);
    }
    if (failures.length > 0) fail(failures.join('\n'));
    console.log(`smoke: ${examples.length} functions answered 200 (${examples.map((e) => e.name).join(', ')})`);
  } finally {
    await sim.close();
  }
}

/**
 * SIGTERM while a slow request (the ID validator's OCR, seconds) is in flight: readiness turns 503
 * or the port closes, and the request still ends with 200.
 */
async function drain() {
  const killCommand = values.kill ?? fail('--kill is required');
  const example = functionExamples({ service_core_base_url: '', service_submission_base_url: '' }).find((e) => e.name === 'id_validator') ?? fail('no ID validator example');
  const inFlight = send(example.path, example.body);
  await new Promise((resolve) => setTimeout(resolve, 500));
  execFileSync('sh', ['-c', killCommand], { stdio: 'inherit', timeout: 30_000 });
  // The signal reaches Node through podman and tini some time after the command returns: readiness
  // is polled until it stops answering 200 (503, or the port closed), for at most 5 s.
  let ready = await send('/health/ready');
  for (const deadline = Date.now() + 5_000; ready.status === 200 && Date.now() < deadline; ready = await send('/health/ready')) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const res = await inFlight;
  console.log(`drain: the request in flight at SIGTERM answered ${res.status} after ${res.ms} ms; /health/ready then answered ${ready.status || 'nothing (port closed)'}`);
  if (res.status !== 200) fail(`the request in flight at SIGTERM answered ${res.status}: ${res.text.slice(0, 300)}`);
  if (ready.status === 200) fail('/health/ready still answered 200 5 s after SIGTERM');
}

/** The request the failover check sends: the contract's protocol-generator example (no model, no core system). */
const failoverExample = () => functionExamples({ service_core_base_url: '', service_submission_base_url: '' }).find((e) => e.name === 'protocol_generator') ?? fail('no protocol example');

/**
 * One failover request straight to a replica: a function's library loads on its first request, so
 * a replica that has answered one serves the failover check at its steady pace from the start.
 */
async function warm() {
  const example = failoverExample();
  const res = await send(example.path, example.body);
  if (res.status !== 200) fail(`the warm-up request answered ${res.status}: ${res.text.slice(0, 300)}`);
}

/** Steady requests through the balancer; one replica is killed part-way; see judgeFailover. */
async function failover() {
  const killCommand = values.kill ?? fail('--kill is required');
  const [seconds, killAfter, concurrency] = [values.seconds, values['kill-after'], values.concurrency].map(Number) as [number, number, number];
  const example = failoverExample();
  const records: RequestRecord[] = [];
  const until = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const startedAt = performance.now();
      const { status } = await send(example.path, example.body);
      records.push({ startedAt, endedAt: performance.now(), status });
    }
  };
  const workers = Array.from({ length: concurrency }, worker);
  await new Promise((resolve) => setTimeout(resolve, killAfter * 1000));
  const killedAt = performance.now();
  execFileSync('sh', ['-c', killCommand], { stdio: 'inherit', timeout: 30_000 });
  await Promise.all(workers);
  const verdict = judgeFailover({ records, killedAt, concurrency, minAfterKill: 10 });
  const statuses = Object.entries(Object.groupBy(records, (r) => String(r.status))).map(([status, rs]) => `${status}×${rs?.length}`);
  console.log(`failover: ${verdict.total} requests (${statuses.join(', ')}), ${verdict.succeededAfterKill} succeeded after the kill, ${verdict.failedInFlight} in flight on the killed replica failed, ${verdict.failedAfterKill} sent after the kill failed`);
  if (!verdict.passed) fail(verdict.reasons.join('; '));
}

const commands: Record<string, () => Promise<void>> = { smoke, drain, warm, failover };
const command = commands[positionals[0] ?? ''] ?? fail(`command must be one of: ${Object.keys(commands).join(', ')}`);
await command();
