import { loadDefaultRules, startModelStub, type ModelStub } from '@circular/model-stub';
import type { Express } from 'express';
import type { Job } from '@circular/contract';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createChatModel } from '@circular/runtime';
import { generateWebhookSecret, parseWebhookSecret, verifyWebhook, type JobRecord } from '@circular/server-kit';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { JobService } from './job-service.ts';
import { startReceiver, waitFor, type Reply } from './test-support/receiver.ts';

const secret = generateWebhookSecret();
const key = parseWebhookSecret(secret);
let stub: ModelStub;
beforeAll(async () => {
  stub = await startModelStub({ rules: await loadDefaultRules() });
});
afterAll(() => stub.close());
beforeEach(() => stub.reset());

const opened: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const item of opened.splice(0)) await item.close();
});

function appWith(env: Record<string, string> = {}, overrides: Parameters<typeof createApp>[0]['operationOverrides'] = undefined): Express {
  const config = loadConfig({
    OPENAI_BASE_URL: stub.url,
    OPENAI_API_KEY: 'test',
    OPENAI_MODEL: 'stub-model',
    SSRF_ALLOW_CIDRS: '127.0.0.0/8',
    WEBHOOK_SECRET: secret,
    WEBHOOK_RETRY_BASE_MS: '20',
    WEBHOOK_TIMEOUT_MS: '500',
    JOB_POLL_MS: '20',
    ...env,
  });
  const app = createApp(
    { ...config, ...(overrides ? { operationOverrides: overrides } : {}) },
    { logger: pino({ level: 'silent' }), model: createChatModel({ ...config.model, maxRetries: 0 }) },
  );
  opened.push({ close: () => (app.locals['jobs'] as JobService).runner.stop() });
  return app;
}

async function receiver(plan: Reply[] = []) {
  const started = await startReceiver(plan);
  opened.push(started);
  return started;
}

const catalogue = { source_locale: 'en', target_locale: 'fr', context: 'Second-hand bikes', data: { product_7_name: 'Red city bike' } };

const readJob = (app: Express, id: string): Promise<Job> => request(app).get(`/jobs/${id}`).then((res) => res.body as Job);
const settled = (job: Job) => job.callback.state === 'delivered' || job.callback.state === 'failed';

describe('asynchronous calls (callback_url)', () => {
  it('answers 202 with the job and its Location, runs it, and POSTs the signed result once', async () => {
    const app = appWith();
    const hook = await receiver();
    const synchronous = await request(app).post('/service_ai_translator').send(catalogue);
    const accepted = await request(app).post('/service_ai_translator').send({ ...catalogue, callback_url: hook.url });
    expect(accepted.status).toBe(202);
    const id = accepted.body.id as string;
    expect(id).toMatch(/^job_[A-Za-z0-9_-]{22}$/);
    expect(accepted.headers['location']).toBe(`/jobs/${id}`);
    expect(accepted.body).toMatchObject({ operation: 'translate', state: 'queued', runs: 0, callback: { url: hook.url, webhook_id: `msg_${id}`, state: 'waiting', attempts: [] } });

    const job = await waitFor(() => readJob(app, id), settled);
    expect(job).toMatchObject({ state: 'succeeded', runs: 1, result: synchronous.body, callback: { state: 'delivered', attempts: [{ status: 204 }] } });
    expect(hook.deliveries).toHaveLength(1);
    const [delivery] = hook.deliveries;
    expect(delivery!.headers['webhook-id']).toBe(`msg_${id}`);
    expect(verifyWebhook({ key, headers: delivery!.headers as Record<string, string>, body: delivery!.body })).toBe(true);
    expect(JSON.parse(delivery!.body)).toMatchObject({ type: 'job.succeeded', data: { id, state: 'succeeded', result: synchronous.body } });
  });

  it('keeps answering synchronously when callback_url is null', async () => {
    const res = await request(appWith()).post('/service_ai_translator').send({ ...catalogue, callback_url: null });
    expect(res.status).toBe(200);
  });

  it('answers a bad body with callback_url with the same 422 as without, and creates no job', async () => {
    const app = appWith();
    const hook = await receiver();
    const bad = { ...catalogue, data: { product_7_name: 7 } };
    const sync = await request(app).post('/service_ai_translator').send(bad);
    const async = await request(app).post('/service_ai_translator').send({ ...bad, callback_url: hook.url });
    expect(async.status).toBe(422);
    expect(async.body.errors).toEqual(sync.body.errors);
    expect(await (app.locals['jobs'] as JobService).store.counts()).toMatchObject({ queued: 0, running: 0 });
  });

  it("runs the library's own checks before the 202 (the chat's last message must be the user's)", async () => {
    const res = await request(appWith())
      .post('/chat')
      .send({
        messages: [{ role: 'assistant', text: 'Olá' }],
        service_core_base_url: 'https://core.example.org',
        service_submission_base_url: 'https://sub.example.org',
        callback_url: 'https://93.184.216.34/hook',
      });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([expect.objectContaining({ pointer: '/messages/0/role' })]);
  });

  it.each([
    ['a private address', 'http://10.1.2.3/hook', /private/],
    ['a metadata address', 'http://169.254.169.254/latest', /metadata/],
    ['credentials', 'https://user:secret@93.184.216.34/hook', /without credentials/],
    ['another scheme', 'ftp://93.184.216.34/hook', /http\(s\)/],
  ])('refuses a callback_url with %s as a 422 on /callback_url', async (_name, callbackUrl, message) => {
    const res = await request(appWith()).post('/service_ai_translator').send({ ...catalogue, callback_url: callbackUrl });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ pointer: '/callback_url', message: expect.stringMatching(message) }]);
  });

  it('answers 500 webhook-not-configured when the deployment has no WEBHOOK_SECRET', async () => {
    const res = await request(appWith({ WEBHOOK_SECRET: '' })).post('/service_ai_translator').send({ ...catalogue, callback_url: 'https://93.184.216.34/hook' });
    expect(res.status).toBe(500);
    expect(res.body.type).toBe('/problems/webhook-not-configured');
  });

  it('answers 404 problem+json for an unknown or malformed job id', async () => {
    const app = appWith();
    for (const id of ['job_AAAAAAAAAAAAAAAAAAAAAA', 'nope']) {
      const res = await request(app).get(`/jobs/${id}`);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });

  it('shows a job only to the API key that created it', async () => {
    const [owner, other] = ['owner-key-0123456789', 'other-key-0123456789'];
    const app = appWith({ API_KEYS: `${owner},${other}` });
    const hook = await receiver();
    const accepted = await request(app).post('/service_ai_translator').set('Authorization', `Bearer ${owner}`).send({ ...catalogue, callback_url: hook.url });
    expect(accepted.status).toBe(202);
    const id = accepted.body.id as string;
    expect((await request(app).get(`/jobs/${id}`)).status).toBe(401);
    expect((await request(app).get(`/jobs/${id}`).set('Authorization', `Bearer ${other}`)).status).toBe(404);
    expect((await request(app).get(`/jobs/${id}`).set('Authorization', `Bearer ${owner}`)).status).toBe(200);
  });

  it('retries a failing receiver with the same webhook-id and body until it answers 2xx', async () => {
    const app = appWith();
    const hook = await receiver([500, 503, 204]);
    const accepted = await request(app).post('/service_ai_translator').send({ ...catalogue, callback_url: hook.url });
    const job = await waitFor(() => readJob(app, accepted.body.id), settled);
    expect(job.callback).toMatchObject({ state: 'delivered', attempts: [{ status: 500 }, { status: 503 }, { status: 204 }] });
    expect(new Set(hook.deliveries.map((d) => d.headers['webhook-id']))).toEqual(new Set([`msg_${accepted.body.id}`]));
    expect(new Set(hook.deliveries.map((d) => d.body)).size).toBe(1);
    for (const d of hook.deliveries) expect(verifyWebhook({ key, headers: d.headers as Record<string, string>, body: d.body })).toBe(true);
  });

  it.each([
    ['answers 500', [500] as Reply[], /the receiver answered 500/],
    ['never answers', ['hang'] as Reply[], /no complete answer within 500 ms/],
    ['redirects, even with the method kept', [{ redirect: 'http://169.254.169.254/latest/meta-data' }] as Reply[], /the receiver answered 307/],
  ])('gives up on a receiver that %s once the retry period ends, and says why', async (_name, plan, reason) => {
    const app = appWith({ WEBHOOK_RETRY_SECONDS: '1', WEBHOOK_RETRY_BASE_MS: '200' });
    const hook = await receiver(plan);
    const accepted = await request(app).post('/service_ai_translator').send({ ...catalogue, callback_url: hook.url });
    const job = await waitFor(() => readJob(app, accepted.body.id), settled);
    expect(job.state).toBe('succeeded');
    expect(job.callback.state).toBe('failed');
    expect(job.callback.attempts.length).toBeGreaterThan(1);
    expect(job.callback.reason).toMatch(reason);
  });

  it("fails a job that runs out of the operation's time, with the timeout problem in the callback", async () => {
    stub.injectFault({ kind: 'hang', times: 10 });
    const app = appWith({}, { translate: { timeoutMs: 300 } });
    const hook = await receiver();
    const accepted = await request(app).post('/service_ai_translator').send({ ...catalogue, callback_url: hook.url });
    const job = await waitFor(() => readJob(app, accepted.body.id), settled);
    expect(job).toMatchObject({ state: 'failed', problem: { type: '/problems/timeout', status: 500, instance: '/service_ai_translator' } });
    expect(JSON.parse(hook.deliveries[0]!.body)).toMatchObject({ type: 'job.failed', data: { problem: { type: '/problems/timeout' } } });
  });

  it('keeps the job in the store before the 202 is sent', async () => {
    const app = appWith({ JOB_POLL_MS: '60000' });
    const jobs = app.locals['jobs'] as JobService;
    await jobs.runner.stop();
    const accepted = await request(app).post('/service_ai_translator').send({ ...catalogue, callback_url: 'https://93.184.216.34/hook' });
    const stored = (await jobs.store.get(accepted.body.id)) as JobRecord;
    expect(stored).toMatchObject({ state: 'queued', operationId: 'translate', request: catalogue, callbackUrl: 'https://93.184.216.34/hook' });
  });
});
