import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDefaultRules, startModelStub, type ModelStub } from '@circular/model-stub';
import type { Job, JobStreamEvent } from '@circular/contract';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createChatModel } from '@circular/runtime';
import { generateWebhookSecret } from '@circular/server-kit';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { JobService } from './job-service.ts';
import { throwawayDatabase } from '../test-support/throwaway-database.ts';
import { startApiProcess, type ApiProcess } from './test-support/api-process.ts';
import { startReceiver, waitFor } from './test-support/receiver.ts';

const secret = generateWebhookSecret();
let stub: ModelStub;
beforeAll(async () => {
  stub = await startModelStub({ rules: await loadDefaultRules() });
});
afterAll(() => stub.close());
beforeEach(() => stub.reset());

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The app on a loopback port (streams need a real connection), its jobs on in-memory SQLite. */
async function serve(env: Record<string, string> = {}): Promise<string> {
  const config = loadConfig({
    OPENAI_BASE_URL: stub.url,
    OPENAI_API_KEY: 'test',
    OPENAI_MODEL: 'stub-model',
    SSRF_ALLOW_CIDRS: '127.0.0.0/8',
    WEBHOOK_SECRET: secret,
    WEBHOOK_RETRY_BASE_MS: '20',
    JOB_POLL_MS: '20',
    ...env,
  });
  const app = createApp(config, { logger: pino({ level: 'silent' }), model: createChatModel({ ...config.model, maxRetries: 0 }) });
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  cleanups.push(
    () => (app.locals['jobs'] as JobService).runner.stop(),
    () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  );
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function receiver() {
  const started = await startReceiver();
  cleanups.push(() => started.close());
  return started;
}

const catalogue = (text = 'Red city bike') => ({ source_locale: 'en', target_locale: 'fr', context: 'Second-hand bikes', data: { product_7_name: text } });
const submit = async (base: string, callbackUrl: string, text?: string) => {
  const res = await fetch(`${base}/service_ai_translator`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...catalogue(text), callback_url: callbackUrl }) });
  expect(res.status).toBe(202);
  return ((await res.json()) as Job).id;
};
const readJob = async (base: string, id: string) => (await (await fetch(`${base}/jobs/${id}`)).json()) as Job;
const cancel = (base: string, id: string) => fetch(`${base}/jobs/${id}/cancel`, { method: 'POST' });
const callbackTypes = (hook: Awaited<ReturnType<typeof receiver>>) => hook.deliveries.map((d) => (JSON.parse(d.body) as { type: string }).type);

interface StreamedEvent {
  id: string | undefined;
  event: string | undefined;
  data: JobStreamEvent;
}

/** Reads a job's event stream to its end (or until `stop` says so), keeping comments apart. */
async function readStream(url: string, { headers = {}, stop }: { headers?: Record<string, string>; stop?: (events: StreamedEvent[], comments: string[]) => boolean } = {}) {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  const events: StreamedEvent[] = [];
  const comments: string[] = [];
  if (!res.ok || !res.body) return { res, events, comments };
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for await (const chunk of res.body) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.startsWith(':')) comments.push(block);
        else {
          const field = (name: string) => block.split('\n').find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
          events.push({ id: field('id'), event: field('event'), data: JSON.parse(field('data')!) as JobStreamEvent });
        }
      }
      if (stop?.(events, comments)) {
        controller.abort();
        break;
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  }
  return { res, events, comments };
}

describe('job control: cancel', () => {
  it('never runs a queued job once cancelled, aborts a running one through its signal, and says job.cancelled in each callback', async () => {
    // One job at a time, and a model that never answers: the first job runs (hangs), the second waits.
    stub.injectFault({ kind: 'hang', times: 1 });
    const base = await serve({ JOB_CONCURRENCY: '1' });
    const hook = await receiver();
    const running = await submit(base, hook.url, 'Red city bike');
    await waitFor(() => readJob(base, running), (job) => job.state === 'running');
    const queued = await submit(base, hook.url, 'Blue city bike');

    const cancelledQueued = await cancel(base, queued);
    expect(cancelledQueued.status).toBe(200);
    expect(await cancelledQueued.json()).toMatchObject({ id: queued, state: 'cancelled', runs: 0, started_at: null });
    const cancelledRunning = await cancel(base, running);
    expect(await cancelledRunning.json()).toMatchObject({ id: running, state: 'cancelled', runs: 1 });

    // The hung run no longer holds the only slot: a new job runs and succeeds.
    const next = await submit(base, hook.url, 'Green city bike');
    expect(await waitFor(() => readJob(base, next), (job) => job.state === 'succeeded')).toMatchObject({ result: { translations: { data: { fr: { product_7_name: '[fr] Green city bike' } } } } });
    await waitFor(async () => hook.deliveries.length, (n) => n === 3);
    expect(callbackTypes(hook).sort()).toEqual(['job.cancelled', 'job.cancelled', 'job.succeeded']);
    // The cancelled queued job never reached the model; the other two did.
    const asked = stub.requests.map((request) => JSON.stringify(request.body));
    expect(['Red city bike', 'Blue city bike', 'Green city bike'].map((text) => asked.some((body) => body.includes(text)))).toEqual([true, false, true]);
    expect(await readJob(base, running)).toMatchObject({ state: 'cancelled', callback: { state: 'delivered' } });
    expect((await readJob(base, running)).result).toBeUndefined();
  });

  it('answers 404 for an unknown job and 409 problem job-finished for one that ended, changing nothing', async () => {
    const base = await serve();
    const hook = await receiver();
    const unknown = await cancel(base, 'job_AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const id = await submit(base, hook.url);
    await waitFor(() => readJob(base, id), (job) => job.state === 'succeeded');
    const finished = await cancel(base, id);
    expect(finished.status).toBe(409);
    expect(finished.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await finished.json()).toMatchObject({ type: '/problems/job-finished', status: 409, state: 'succeeded', instance: `/jobs/${id}/cancel` });
    expect((await readJob(base, id)).state).toBe('succeeded');
    const other = await submit(base, hook.url, 'Blue city bike');
    await cancel(base, other);
    const again = await cancel(base, other);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ type: '/problems/job-finished', state: 'cancelled' });
  });
});

describe('job control: events', () => {
  it('streams the job’s states, the graph’s progress and the result, then closes; Last-Event-ID resumes after an event', async () => {
    const base = await serve();
    const hook = await receiver();
    const id = await submit(base, hook.url);
    const { res, events } = await readStream(`${base}/jobs/${id}/events`);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const states = events.filter((e) => e.event === 'state').map((e) => e.data.state);
    expect(states).toEqual(['queued', 'running', 'succeeded']);
    const nodes = events.filter((e) => e.event === 'progress').map((e) => e.data.node);
    expect(nodes.length).toBeGreaterThan(0);
    expect(nodes.at(-1)).toBe('assembleResponse');
    // In order: queued, running, the nodes, succeeded, then the result, which ends the stream.
    expect(events.map((e) => e.event)).toEqual(['state', 'state', ...nodes.map(() => 'progress'), 'state', 'result']);
    expect(events.slice(0, -1).map((e) => Number(e.id))).toEqual(events.slice(0, -1).map((_e, index) => index + 1));
    const result = events.at(-1)!;
    expect(result.data.job).toMatchObject({ id, state: 'succeeded', result: { translations: { data: { fr: { product_7_name: '[fr] Red city bike' } } } } });

    const resumed = await readStream(`${base}/jobs/${id}/events`, { headers: { 'last-event-id': '2' } });
    expect(resumed.events.map((e) => e.event)).toEqual([...nodes.map(() => 'progress'), 'state', 'result']);
    expect(resumed.events[0]!.id).toBe('3');
    const afterEnd = await readStream(`${base}/jobs/${id}/events`, { headers: { 'last-event-id': result.id! } });
    expect(afterEnd.events.map((e) => e.event)).toEqual(['result']);
  });

  it('sends keep-alive comments while nothing happens, and a client that leaves does not stop the job', async () => {
    // A model that takes 600 ms: the stream has nothing to say for a while.
    const slow = await startModelStub({ rules: await loadDefaultRules(), latencyMs: 600 });
    cleanups.push(() => slow.close());
    const base = await serve({ SSE_KEEPALIVE_MS: '50', OPENAI_BASE_URL: slow.url });
    const hook = await receiver();
    const id = await submit(base, hook.url);
    const { comments, events } = await readStream(`${base}/jobs/${id}/events`, { stop: (_events, seen) => seen.length >= 2 });
    expect(comments).toEqual([': keep-alive', ': keep-alive']);
    expect(events.some((e) => e.event === 'result')).toBe(false);
    const job = await waitFor(() => readJob(base, id), (j) => j.state === 'succeeded');
    expect(job.result).toMatchObject({ translations: { data: { fr: { product_7_name: '[fr] Red city bike' } } } });
    expect(callbackTypes(await waitFor(async () => hook, (h) => h.deliveries.length === 1))).toEqual(['job.succeeded']);
  });

  it('ends its streams when the process stops, without a result, so clients resume on another replica', async () => {
    stub.injectFault({ kind: 'hang', times: 1 });
    const config = loadConfig({ OPENAI_BASE_URL: stub.url, OPENAI_API_KEY: 'test', OPENAI_MODEL: 'stub-model', SSRF_ALLOW_CIDRS: '127.0.0.0/8', WEBHOOK_SECRET: secret, JOB_POLL_MS: '20' });
    const app = createApp(config, { logger: pino({ level: 'silent' }), model: createChatModel({ ...config.model, maxRetries: 0 }) });
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    cleanups.push(() => new Promise((resolve) => server.close(resolve)));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const hook = await receiver();
    const id = await submit(base, hook.url);
    await waitFor(() => readJob(base, id), (job) => job.state === 'running');
    const streaming = readStream(`${base}/jobs/${id}/events`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await (app.locals['jobs'] as JobService).runner.stop();
    const { events } = await streaming;
    expect(events.filter((e) => e.event === 'state').map((e) => e.data.state)).toEqual(['queued', 'running']);
    expect(events.map((e) => e.event)).not.toContain('result');
  });

  it('answers 404 for an unknown job and 422 for a Last-Event-ID that is not one of its ids', async () => {
    const base = await serve();
    const hook = await receiver();
    expect((await fetch(`${base}/jobs/job_AAAAAAAAAAAAAAAAAAAAAA/events`)).status).toBe(404);
    const id = await submit(base, hook.url);
    const bad = await fetch(`${base}/jobs/${id}/events`, { headers: { 'last-event-id': 'abc' } });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ errors: [{ message: expect.stringMatching(/Last-Event-ID/) }] });
  });
});

const databaseUrl = process.env['TEST_DATABASE_URL']?.trim() || undefined;
if (!databaseUrl) console.warn('SKIPPED: job control on two replicas needs TEST_DATABASE_URL (eval "$(tools/services/start.sh)"; CI always runs it).');

describe.skipIf(!databaseUrl)('job control on two replicas over PostgreSQL', () => {
  async function replicas(env: Record<string, string>): Promise<[ApiProcess, ApiProcess]> {
    const database = await throwawayDatabase(databaseUrl!);
    cleanups.push(database.drop);
    const start = async () => {
      const api = await startApiProcess({ ...env, DATABASE_URL: database.url, DATA_DIR: mkdtempSync(join(tmpdir(), 'replica-')) });
      cleanups.push(() => api.stop());
      return api;
    };
    return Promise.all([start(), start()]) as Promise<[ApiProcess, ApiProcess]>;
  }

  it('follows on one replica a job another runs, and cancels it there: the running replica aborts it and one job.cancelled callback goes out', async () => {
    const slow = await startModelStub({ rules: await loadDefaultRules() });
    slow.injectFault({ kind: 'hang', times: 100 });
    const hook = await receiver();
    cleanups.push(() => slow.close());
    const [a, b] = await replicas({
      OPENAI_BASE_URL: slow.url,
      OPENAI_API_KEY: 'test',
      OPENAI_MODEL: 'stub-model',
      SSRF_ALLOW_CIDRS: '127.0.0.0/8',
      WEBHOOK_SECRET: secret,
      JOB_LEASE_SECONDS: '3',
      JOB_POLL_MS: '50',
      RATE_LIMIT_PER_MINUTE: '100000',
    });
    const id = await submit(a.url, hook.url);
    await waitFor(async () => slow.requests.length, (n) => n > 0, 60_000);
    const streaming = readStream(`${b.url}/jobs/${id}/events`);
    const cancelled = await cancel(b.url, id);
    expect(cancelled.status).toBe(200);
    const { events } = await streaming;
    expect(events.filter((e) => e.event === 'state').map((e) => e.data.state)).toEqual(['queued', 'running', 'cancelled']);
    expect(events.at(-1)).toMatchObject({ event: 'result', data: { job: { id, state: 'cancelled' } } });
    await waitFor(async () => hook.deliveries.length, (n) => n >= 1, 60_000);
    // The replica running it gives the job up (its lease is revoked) rather than finishing it.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await readJob(a.url, id)).toMatchObject({ state: 'cancelled', runs: 1, callback: { state: 'delivered' } });
    expect(callbackTypes(hook)).toEqual(['job.cancelled']);
    expect((await cancel(a.url, id)).status).toBe(409);
  }, 120_000);
});
