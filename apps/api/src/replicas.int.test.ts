import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes, randomInt } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCoreSim, type CoreSim } from '@circular/core-sim';
import { loadDefaultRules, startModelStub, type ModelStub } from '@circular/model-stub';
import { startSearchStub } from '@circular/search-stub';
import { createClient } from 'redis';
import { afterEach, describe, expect, it } from 'vitest';
import type { Job } from '@circular/contract';
import { generateWebhookSecret } from '@circular/server-kit';
import { startApiProcess, type ApiProcess } from './jobs/test-support/api-process.ts';
import { startReceiver, waitFor } from './jobs/test-support/receiver.ts';
import { throwawayDatabase } from './test-support/throwaway-database.ts';

/**
 * The proof that replicas behave as one service: PostgreSQL, Redis and two API processes addressed
 * alternately — and the same suite on the embedded default with one process. The scale-out half
 * needs TEST_DATABASE_URL and TEST_REDIS_URL (tools/services/start.sh; CI always sets them).
 */
const databaseUrl = process.env['TEST_DATABASE_URL']?.trim() || undefined;
const redisUrl = process.env['TEST_REDIS_URL']?.trim() || undefined;
if (!databaseUrl || !redisUrl) {
  console.warn('SKIPPED: the two-replica suite on PostgreSQL and Redis needs TEST_DATABASE_URL and TEST_REDIS_URL (eval "$(tools/services/start.sh)"; CI always runs it).');
}

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Cluster {
  /** Two addresses of the service: two processes, or one process twice on the embedded default. */
  replicas: [ApiProcess, ApiProcess];
}

/** `single`: start the first replica only; `join` then starts the other one (or restarts the only one). */
type Topology = {
  (env: Record<string, string>): Promise<Cluster>;
  (env: Record<string, string>, options: { single: true }): Promise<{ first: ApiProcess; join(): Promise<ApiProcess> }>;
};

const scaledOut = (async (env: Record<string, string>, options?: { single: true }) => {
  const database = await throwawayDatabase(databaseUrl!);
  cleanups.push(database.drop);
  // A Redis database of its own, emptied, so counters from another run cannot leak in.
  const redisDb = new URL(redisUrl!);
  redisDb.pathname = `/${randomInt(1, 16)}`;
  const redis = createClient({ url: redisDb.toString() });
  await redis.connect();
  await redis.flushDb();
  await redis.close();
  const shared = { ...env, DATABASE_URL: database.url, REDIS_URL: redisDb.toString() };
  const start = async () => {
    const api = await startApiProcess({ ...shared, DATA_DIR: mkdtempSync(join(tmpdir(), 'replica-')) });
    cleanups.push(() => api.stop());
    return api;
  };
  if (options?.single) return { first: await start(), join: start };
  // Started together: the schema set-up must be safe when replicas race.
  const [a, b] = await Promise.all([start(), start()]);
  return { replicas: [a, b] };
}) as Topology;

const embedded = (async (env: Record<string, string>, options?: { single: true }) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'embedded-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const start = async () => {
    const api = await startApiProcess({ ...env, DATA_DIR: dataDir });
    cleanups.push(() => api.stop());
    return api;
  };
  const only = await start();
  return options?.single ? { first: only, join: start } : { replicas: [only, only] };
}) as Topology;

const post = (api: ApiProcess, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${api.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe.each([
  ['PostgreSQL + Redis, two replicas', scaledOut, !databaseUrl || !redisUrl],
  ['the embedded default, one process', embedded, false],
] as const)('one service on %s', (_name, topology, skip) => {
  it.skipIf(skip)('answers the (N+1)-th request of a window with a 429 wherever it lands', async () => {
    const { replicas } = await topology({ RATE_LIMIT_PER_MINUTE: '5' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await fetch(`${replicas[i % 2]!.url}/health`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await fetch(`${replicas[0].url}/health`)).status).toBe(429);
  }, 120_000);

  it.skipIf(skip)('carries a chat conversation across replicas turn by turn and creates exactly one item', async () => {
    const sim: CoreSim = await startCoreSim({ seed: 'replicas' });
    cleanups.push(() => sim.close());
    const { replicas } = await topology({ SSRF_ALLOW_CIDRS: '127.0.0.0/8', RATE_LIMIT_PER_MINUTE: '1000' });
    const turn = (text: string, sessionId?: string) => ({
      language: 'en',
      messages: [{ role: 'user', text }],
      service_core_base_url: sim.coreUrl,
      service_submission_base_url: sim.submissionUrl,
      ...(sessionId ? { session_id: sessionId } : {}),
    });
    const first = await post(replicas[0], '/chat', turn('Trek FX 3 Disc black size L'));
    const sessionId = first.headers.get('x-session-id')!;
    expect(sessionId).toBeTruthy();
    const second = await post(replicas[1], '/chat', turn('Trek FX 3 Disc', sessionId));
    expect(JSON.stringify(await second.json())).toMatch(/I will register: Trek FX 3 Disc/);
    // The confirmation reaches both replicas at once (a client retrying through the balancer).
    const confirmations = await Promise.all([post(replicas[0], '/chat', turn('Confirm', sessionId)), post(replicas[1], '/chat', turn('Confirm', sessionId))]);
    expect(confirmations.map((res) => res.status)).toEqual([200, 200]);
    const texts = await Promise.all(confirmations.map(async (res) => JSON.stringify(await res.json())));
    expect(texts.some((text) => /Item created/.test(text))).toBe(true);
    expect(sim.db.itemCount()).toBe(1);
  }, 120_000);

  it.skipIf(skip)('carries a chat conversation across replicas to an offer accepted on both at once and recorded once', async () => {
    const sim: CoreSim = await startCoreSim({ seed: 'replicas-offer' });
    const search = await startSearchStub();
    cleanups.push(() => sim.close(), () => search.close());
    const { replicas } = await topology({ SSRF_ALLOW_CIDRS: '127.0.0.0/8', RATE_LIMIT_PER_MINUTE: '1000', TAVILY_API_KEY: 'test', TAVILY_BASE_URL: search.url });
    let sessionId: string | undefined;
    let turns = 0;
    const say = async (text: string, images?: string[]) => {
      const body = { language: 'PT-PT', messages: [{ role: 'user', text }], ...(images ? { images } : {}), service_core_base_url: sim.coreUrl, service_submission_base_url: sim.submissionUrl, ...(sessionId ? { session_id: sessionId } : {}) };
      const res = await post(replicas[turns++ % 2]!, '/chat', body);
      expect(res.status).toBe(200);
      sessionId = res.headers.get('x-session-id')!;
      return (await res.json()) as { text: string; html?: string }[];
    };
    const photo = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    await say('Quero vender o meu iPhone 12 de 64GB preto');
    await say('Apple iPhone 12');
    const itemId = /referência (itm_\w+)/.exec((await say('Confirmar')).map((reply) => reply.text).join('\n'))![1]!;
    for (const answer of ['Sim', 'Riscos ligeiros', 'Bom (sinais ligeiros de uso)', '87', 'Sim', 'Saltar']) await say(answer);
    await say('ecrã', [photo]);
    const offer = (await say('traseira', [photo])).at(-1)!;
    expect(offer.text).toMatch(/^A nossa proposta: /);
    const accept = /<button[^>]*>(Aceitar [^<]*)<\/button>/.exec(offer.html ?? '')![1]!;

    // The acceptance reaches both replicas at once: one completes with the offer, the other is a
    // second acceptance (a request without history reads as said again) and is told the offer stands.
    const body = { language: 'PT-PT', messages: [{ role: 'user', text: accept }], service_core_base_url: sim.coreUrl, service_submission_base_url: sim.submissionUrl, session_id: sessionId };
    const answers = await Promise.all([post(replicas[0], '/chat', body), post(replicas[1], '/chat', body)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    const texts = (await Promise.all(answers.map(async (res) => ((await res.json()) as { text: string }[]).map((reply) => reply.text).join('\n')))).sort();
    expect(texts[0]).toMatch(/^Esta submissão já está concluída e a proposta registada mantém-se: /);
    expect(texts[1]).toMatch(/^Proposta aceite: .*\nSubmissão concluída\./);
    expect(sim.requests().filter((request) => request.operation === 'completeSubmission')).toHaveLength(1);
    expect(sim.db.completion(itemId)!.offer).toMatchObject({ currency: 'EUR', basis: 'asking', grade: { scale: 'internal', grade: 'B' }, disposition: 'resell_c2c' });
  }, 120_000);

  it.skipIf(skip)('completes a job whose accepting process was killed with kill -9, and delivers its callback once', async () => {
    const stub: ModelStub = await startModelStub({ rules: await loadDefaultRules(), latencyMs: 1500 });
    const hook = await startReceiver();
    cleanups.push(() => stub.close(), () => hook.close());
    const cluster = await topology(
      {
      OPENAI_BASE_URL: stub.url,
      OPENAI_API_KEY: 'test',
      OPENAI_MODEL: 'stub-model',
      SSRF_ALLOW_CIDRS: '127.0.0.0/8',
      WEBHOOK_SECRET: generateWebhookSecret(),
      JOB_LEASE_SECONDS: '1',
      JOB_POLL_MS: '50',
        RATE_LIMIT_PER_MINUTE: '100000',
      },
      { single: true },
    );
    // B joins once A is running the job, so the run B completes can only be a second one.
    const a = cluster.first;
    const accepted = await post(a, '/service_ai_translator', { source_locale: 'en', target_locale: 'fr', context: 'bikes', data: { p: 'Red city bike' }, callback_url: hook.url });
    expect(accepted.status).toBe(202);
    const { id } = (await accepted.json()) as Job;
    await waitFor(async () => stub.requests.length, (n) => n > 0, 60_000);
    await a.kill9();
    const b = await cluster.join();
    const job = await waitFor(async () => (await (await fetch(`${b.url}/jobs/${id}`)).json()) as Job, (j) => j.callback.state === 'delivered', 60_000);
    expect(job).toMatchObject({ state: 'succeeded', result: { translations: { data: { fr: { p: '[fr] Red city bike' } } } } });
    expect(job.runs).toBe(2);
    expect(hook.deliveries.map((d) => d.headers['webhook-id'])).toEqual([`msg_${id}`]);
  }, 120_000);

  it.skipIf(skip)('runs a POST retried with its Idempotency-Key on both replicas once: one job, one model call, one callback', async () => {
    const stub: ModelStub = await startModelStub({ rules: await loadDefaultRules(), latencyMs: 300 });
    const hook = await startReceiver();
    cleanups.push(() => stub.close(), () => hook.close());
    const { replicas } = await topology({
      OPENAI_BASE_URL: stub.url,
      OPENAI_API_KEY: 'test',
      OPENAI_MODEL: 'stub-model',
      SSRF_ALLOW_CIDRS: '127.0.0.0/8',
      WEBHOOK_SECRET: generateWebhookSecret(),
      JOB_POLL_MS: '50',
      RATE_LIMIT_PER_MINUTE: '100000',
    });
    const key = { 'idempotency-key': `order-${randomBytes(6).toString('hex')}` };
    const body = { source_locale: 'en', target_locale: 'fr', context: 'bikes', data: { p: 'Red city bike' } };
    // Synchronous: the same request at once on both replicas, as a client retrying through a balancer.
    const answers = await Promise.all([post(replicas[0], '/service_ai_translator', body, key), post(replicas[1], '/service_ai_translator', body, key)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    const [one, two] = await Promise.all(answers.map((res) => res.json()));
    expect(two).toEqual(one);
    expect(answers.filter((res) => res.headers.get('idempotent-replayed') === 'true')).toHaveLength(1);
    expect(stub.requests).toHaveLength(1);
    // Asynchronous: the retry gets the same job, and the callback goes out once.
    const jobKey = { 'idempotency-key': `job-${randomBytes(6).toString('hex')}` };
    const jobBody = { ...body, data: { p: 'Blue city bike' }, callback_url: hook.url };
    const first = await post(replicas[0], '/service_ai_translator', jobBody, jobKey);
    const retry = await post(replicas[1], '/service_ai_translator', jobBody, jobKey);
    expect([first.status, retry.status]).toEqual([202, 202]);
    const [firstJob, retriedJob] = (await Promise.all([first.json(), retry.json()])) as [Job, Job];
    expect(retriedJob.id).toBe(firstJob.id);
    expect(retry.headers.get('location')).toBe(first.headers.get('location'));
    await waitFor(async () => (await (await fetch(`${replicas[1].url}/jobs/${firstJob.id}`)).json()) as Job, (j) => j.callback.state === 'delivered', 60_000);
    expect(hook.deliveries).toHaveLength(1);
    expect(stub.requests).toHaveLength(2);
    // The same key with another body is refused, wherever it lands.
    const reused = await post(replicas[1], '/service_ai_translator', { ...body, target_locale: 'de' }, key);
    expect(reused.status).toBe(422);
    expect(await reused.json()).toMatchObject({ type: '/problems/idempotency-key-reused' });
  }, 120_000);

  it.skipIf(skip)('shares reviewed translations across replicas: stored on one, served and exported by the other, behind the API key', async () => {
    const key = 'replica-key-0123456789abcdef';
    const { replicas } = await topology({ API_KEYS: key, RATE_LIMIT_PER_MINUTE: '1000' });
    const withKey = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const pair = { key: 'product_7_name', source_locale: 'en', target_locale: 'fr', context: 'bikes', source: 'Folding bike', target: 'Vélo pliant', reviewer: 'ana' };
    const memoryUrl = (api: ApiProcess) => `${api.url}/service_ai_translator/memory`;
    expect((await fetch(memoryUrl(replicas[0]), { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ entries: [pair] }) })).status).toBe(401);
    const stored = await fetch(memoryUrl(replicas[0]), { method: 'PUT', headers: withKey, body: JSON.stringify({ entries: [pair] }) });
    expect(await stored.json()).toEqual({ stored: 1 });
    // No model is configured: the answer can only come from the reviewed pair the other replica stored.
    const translated = await fetch(`${replicas[1].url}/service_ai_translator`, {
      method: 'POST',
      headers: withKey,
      body: JSON.stringify({ source_locale: 'en', target_locale: 'fr', context: 'bikes', data: { title: 'Folding bike' } }),
    });
    expect(await translated.json()).toEqual({ translations: { context: 'bikes', data: { fr: { title: 'Vélo pliant' } } } });
    const exported = await fetch(`${memoryUrl(replicas[1])}?key_prefix=product_7&format=tmx`, { headers: withKey });
    expect(exported.headers.get('content-type')).toMatch(/^application\/x-tmx\+xml/);
    expect(await exported.text()).toContain('<tu tuid="product_7_name"><prop type="x-origin">reviewed</prop><prop type="x-reviewer">ana</prop>');
  }, 120_000);
});
