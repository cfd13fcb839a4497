import { startCoreSim, type CoreSim } from '@circular/core-sim';
import type { Express } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '@circular/contract';
import { generateWebhookSecret } from '@circular/server-kit';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { JobService } from './job-service.ts';
import { startReceiver, waitFor } from './test-support/receiver.ts';

let sim: CoreSim;
let hook: Awaited<ReturnType<typeof startReceiver>>;
let app: Express;
beforeEach(async () => {
  vi.stubEnv('OPENAI_BASE_URL', 'http://127.0.0.1:9/v1');
  sim = await startCoreSim({ seed: 'api-chat-jobs' });
  hook = await startReceiver();
  const config = loadConfig({ SSRF_ALLOW_CIDRS: '127.0.0.0/8', WEBHOOK_SECRET: generateWebhookSecret(), JOB_POLL_MS: '20' });
  app = createApp(config, { logger: pino({ level: 'silent' }), model: undefined });
});
afterEach(async () => {
  await (app.locals['jobs'] as JobService).runner.stop();
  await hook.close();
  await sim.close();
});

const turn = (text: string, sessionId?: string) => ({
  language: 'en',
  messages: [{ role: 'user', text }],
  service_core_base_url: sim.coreUrl,
  service_submission_base_url: sim.submissionUrl,
  ...(sessionId ? { session_id: sessionId } : {}),
  callback_url: hook.url,
});

async function runJob(body: ReturnType<typeof turn>): Promise<Job> {
  const accepted = await request(app).post('/chat').send(body);
  expect(accepted.status).toBe(202);
  return waitFor(async () => (await request(app).get(`/jobs/${accepted.body.id}`)).body as Job, (job) => job.callback.state === 'delivered');
}

describe('the chat as asynchronous jobs', () => {
  it('fixes a first turn\'s session id when the job is accepted, and creates the item once however often the confirming turn runs', async () => {
    const first = await runJob(turn('Trek FX 3 Disc black size L'));
    expect(first.state).toBe('succeeded');
    // The session is the job's own id, so a run repeated after a crash continues the same session.
    expect(first.headers).toEqual({ 'X-Session-Id': first.id });
    const sessionId = first.id;
    const second = await runJob(turn('Trek FX 3 Disc', sessionId));
    expect(second.state).toBe('succeeded');
    // The confirming turn run twice (what a worker dying after the item was created amounts to).
    const confirmed = await runJob(turn('Confirm', sessionId));
    expect((await runJob(turn('Confirm', sessionId))).state).toBe('succeeded');
    expect(JSON.stringify(confirmed.result)).toMatch(/Item created/);
    expect(sim.db.itemCount()).toBe(1);
  });
});
