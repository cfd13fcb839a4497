import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createResponseValidator } from '@circular/contract';
import { createApp } from './app.ts';
import type { RateLimitHealth, StoreHealth } from './backends.ts';
import { loadConfig } from './config.ts';
import { Lifecycle } from './health.ts';

const silent = pino({ level: 'silent' });
const validResponse = createResponseValidator();

function appWith({ store, rateLimits }: { store: StoreHealth; rateLimits?: RateLimitHealth }) {
  const lifecycle = new Lifecycle();
  const app = createApp(loadConfig({}), {
    logger: silent,
    model: undefined,
    backing: { store: () => store, rateLimits: () => rateLimits ?? { kind: 'process', shared: false } },
    lifecycle,
  });
  return { app, lifecycle };
}

describe('probes for orchestrators', () => {
  it('answers liveness and readiness with 200 when the store is ready', async () => {
    const { app } = appWith({ store: { kind: 'postgres', ready: true } });
    const live = await request(app).get('/health/live');
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ status: 'live' });
    expect(validResponse('getLiveness', live.body)).toEqual([]);
    const ready = await request(app).get('/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
  });

  it('answers readiness 503 naming the unreachable store while liveness stays 200', async () => {
    const { app } = appWith({ store: { kind: 'postgres', ready: false, reason: 'unreachable: connect ECONNREFUSED 127.0.0.1:1' } });
    const ready = await request(app).get('/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.body).toMatchObject({ type: '/problems/not-ready', status: 503 });
    expect(ready.body.reasons).toEqual(['the store (postgres) is not ready: unreachable: connect ECONNREFUSED 127.0.0.1:1']);
    expect((await request(app).get('/health/live')).status).toBe(200);
  });

  it('turns readiness 503 as soon as draining starts, and says so in /health', async () => {
    const { app, lifecycle } = appWith({ store: { kind: 'sqlite', ready: true } });
    expect((await request(app).get('/health/ready')).status).toBe(200);
    lifecycle.drain();
    const ready = await request(app).get('/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.reasons).toEqual(['draining: the process is stopping (SIGTERM)']);
    const health = await request(app).get('/health');
    expect(health.status).toBe(200);
    expect(health.body.status).toBe('draining');
  });

  it('reports the store and the rate-limit counters in /health, degraded while the store is down', async () => {
    const { app } = appWith({ store: { kind: 'postgres', ready: false, reason: 'schemas not set up' }, rateLimits: { kind: 'redis', shared: false } });
    const health = await request(app).get('/health');
    expect(health.status).toBe(200);
    expect(health.body.status).toBe('degraded');
    expect(health.body.dependencies.store).toEqual({ kind: 'postgres', ready: false, reason: 'schemas not set up' });
    expect(health.body.dependencies.rate_limits).toEqual({ kind: 'redis', shared: false });
    expect(validResponse('getHealth', health.body)).toEqual([]);
  });
});
