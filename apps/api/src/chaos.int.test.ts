import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startCoreSim, type CoreSim } from '@circular/core-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '@circular/contract';
import { generateWebhookSecret } from '@circular/server-kit';
import { startApiProcess, type ApiProcess } from './jobs/test-support/api-process.ts';
import { startReceiver, waitFor } from './jobs/test-support/receiver.ts';
import { backingServicesInstalled, startBackingServices, type BackingServices } from './test-support/backing-services.ts';

/**
 * Chaos: two API replicas on real PostgreSQL and Redis of the test's own, under a steady load of
 * chat turns, asynchronous jobs and synchronous calls, while Redis is restarted, PostgreSQL is
 * restarted, and PostgreSQL is killed with SIGKILL and started again. Afterwards no process has
 * exited, every accepted job has succeeded with one result however often its callback came, every
 * chat session went on to exactly one item, and every answer was one the contract allows.
 */
if (!backingServicesInstalled) {
  console.warn('SKIPPED: the chaos test needs PostgreSQL and Redis installed (apt-get install postgresql redis-server; CI installs them).');
}

type Kind = 'chat' | 'job' | 'sync';
const allowed = (status: number, contentType: string) =>
  status === 200 || status === 202 || (status >= 400 && status < 500) || (status === 503 && contentType.startsWith('application/problem+json'));

describe.skipIf(!backingServicesInstalled)('a PostgreSQL and a Redis restart under load, two replicas (skipped without PostgreSQL and Redis)', () => {
  let services: BackingServices;
  let sim: CoreSim;
  let hook: Awaited<ReturnType<typeof startReceiver>>;
  const replicas: ApiProcess[] = [];
  const dataDirs: string[] = [];

  beforeAll(async () => {
    [services, sim, hook] = await Promise.all([startBackingServices(), startCoreSim({ seed: 'chaos' }), startReceiver()]);
    const env = {
      DATABASE_URL: services.databaseUrl,
      REDIS_URL: services.redisUrl,
      SSRF_ALLOW_CIDRS: '127.0.0.0/8',
      WEBHOOK_SECRET: generateWebhookSecret(),
      WEBHOOK_RETRY_BASE_MS: '200',
      JOB_LEASE_SECONDS: '3',
      JOB_POLL_MS: '200',
      RATE_LIMIT_PER_MINUTE: '100000',
    };
    // One after the other: two cold starts at once on a busy 2-core runner can take a minute.
    for (const _ of [0, 1]) {
      const dataDir = mkdtempSync(join(tmpdir(), 'chaos-'));
      dataDirs.push(dataDir);
      replicas.push(await startApiProcess({ ...env, DATA_DIR: dataDir }, { startTimeoutMs: 90_000 }));
    }
  }, 180_000);

  afterAll(async () => {
    for (const api of replicas) await api.stop();
    await Promise.all([hook?.close(), sim?.close(), services?.stop()]);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  it('loses nothing and answers only as the contract says', async () => {
    const statuses: Record<Kind, Map<string, number>> = { chat: new Map(), job: new Map(), sync: new Map() };
    const unexpected: string[] = [];
    let sent = 0;
    const call = async (kind: Kind, path: string, body: unknown): Promise<Response | undefined> => {
      const api = replicas[sent++ % 2]!;
      let res: Response;
      try {
        res = await fetch(`${api.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(60_000) });
      } catch (error) {
        unexpected.push(`${kind}: no answer (${(error as Error).message})`);
        statuses[kind].set('no answer', (statuses[kind].get('no answer') ?? 0) + 1);
        return undefined;
      }
      const label = String(res.status);
      statuses[kind].set(label, (statuses[kind].get(label) ?? 0) + 1);
      if (!allowed(res.status, res.headers.get('content-type') ?? '')) unexpected.push(`${kind}: ${res.status} ${await res.clone().text()}`);
      return res;
    };

    let loading = true;
    const sessions: Array<{ id: string; itemCreated: boolean }> = [];
    const chatTurn = (text: string, sessionId?: string) => ({
      language: 'en',
      messages: [{ role: 'user', text }],
      service_core_base_url: sim.coreUrl,
      service_submission_base_url: sim.submissionUrl,
      ...(sessionId ? { session_id: sessionId } : {}),
    });
    /** One conversation to its item; a refused turn (503, 429) is sent again, as a client would. */
    const converse = async () => {
      let sessionId: string | undefined;
      let lastText = '';
      for (const text of ['Trek FX 3 Disc black size L', 'Trek FX 3 Disc', 'Confirm']) {
        const deadline = Date.now() + 90_000;
        for (;;) {
          const res = await call('chat', '/chat', chatTurn(text, sessionId));
          if (res?.status === 200) {
            sessionId ??= res.headers.get('x-session-id') ?? undefined;
            lastText = JSON.stringify(await res.json());
            break;
          }
          if (Date.now() > deadline) {
            // Given up on: counted as a session that did not continue (the counts are printed all the same).
            sessions.push({ id: sessionId ?? '(none)', itemCreated: false });
            return;
          }
          await sleep(500);
        }
      }
      sessions.push({ id: sessionId!, itemCreated: /Item created/.test(lastText) });
    };
    const chats = async () => {
      while (loading) await converse();
    };

    const accepted: string[] = [];
    const brands = ['trek', 'specialized', 'giant', 'cube'];
    const jobs = async () => {
      for (let i = 0; loading; i++) {
        const body = { language: 'en', agent_specific: { operation: 'validate', brand: brands[i % brands.length], category: 'bikes' }, callback_url: hook.url };
        const res = await call('job', '/service_ai_brands', body);
        if (res?.status === 202) accepted.push(((await res.json()) as Job).id);
        await sleep(250);
      }
    };
    const syncCalls = async () => {
      while (loading) {
        await call('sync', '/service_ai_brands', { language: 'en', agent_specific: { operation: 'normalise', brand: 'SAMSUNG Electronics Co., Ltd.', category: 'phones' } });
        await sleep(100);
      }
    };

    const load = Promise.all([chats(), chats(), jobs(), syncCalls()]);
    const events: string[] = [];
    const at = (what: string) => events.push(`${new Date().toISOString().slice(11, 19)} ${what}`);
    await sleep(4_000);
    at('redis restart');
    await services.restartRedis();
    await sleep(4_000);
    at('postgres restart (fast shutdown)');
    await services.restartPostgres();
    await sleep(4_000);
    at('postgres SIGKILL, then start');
    await services.killAndStartPostgres();
    await sleep(6_000);
    at('load stops');
    loading = false;
    await load;

    // Every accepted job ends, and its callback (at least once) carries one result.
    /** The job as any replica still serving reports it; undefined when none can. */
    const readJob = async (id: string) => {
      for (const api of replicas) {
        const res = await fetch(`${api.url}/jobs/${id}`).catch(() => undefined);
        if (res?.status === 200) return (await res.json()) as Job;
      }
      return undefined;
    };
    const done = (job: Job | undefined) => job?.state === 'succeeded' && job.callback.state === 'delivered';
    const readAll = () => Promise.all(accepted.map(readJob));
    const finished = await waitFor(readAll, (all) => all.every(done), 90_000).catch(readAll);
    const deliveredResults = new Map<string, Set<string>>();
    for (const delivery of hook.deliveries) {
      const event = JSON.parse(delivery.body) as { data: Job };
      const results = deliveredResults.get(event.data.id) ?? new Set<string>();
      results.add(JSON.stringify(event.data.result ?? event.data.problem));
      deliveredResults.set(event.data.id, results);
    }
    const lost = accepted.filter((_id, i) => !done(finished[i]));
    const twoResults = accepted.filter((id) => (deliveredResults.get(id)?.size ?? 0) > 1);
    const exits = replicas.filter((api) => api.exited()).length;
    const itemsPerSession = sim.db.itemCount() / Math.max(1, sessions.length);

    console.log(
      [
        'chaos: ' + events.join(' · '),
        ...(Object.keys(statuses) as Kind[]).map((kind) => `  ${kind.padEnd(5)} ${[...statuses[kind]].map(([status, n]) => `${status}×${n}`).join(' ')}`),
        `  process exits ${exits} · jobs accepted ${accepted.length}, lost ${lost.length}, with two results ${twoResults.length}, callbacks received ${hook.deliveries.length}`,
        `  chat sessions ${sessions.length}, with their item ${sessions.filter((s) => s.itemCreated).length}, items created ${sim.db.itemCount()} · unexpected answers ${unexpected.length}`,
      ].join('\n'),
    );

    expect(unexpected).toEqual([]);
    expect(exits).toBe(0);
    expect(accepted.length).toBeGreaterThan(0);
    expect(lost).toEqual([]);
    expect(twoResults).toEqual([]);
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((s) => s.itemCreated)).toBe(true);
    expect(itemsPerSession).toBe(1);
    // Stateless calls went on through the outages: none was refused for want of the store.
    expect(statuses.sync.get('503') ?? 0).toBe(0);
  }, 300_000);
});
