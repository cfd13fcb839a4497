import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createResponseValidator } from '@circular/contract';
import { createApp } from './app.ts';
import type { RateLimitHealth, StoreHealth } from './backends.ts';
import { loadConfig } from './config.ts';
import { servedFunctions, type ServedFunction } from './functions.ts';
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

describe('warming up after start (WARM_UP)', () => {
  /** A function that needs no model, whose warming waits until the test lets it finish, and counts its runs. */
  function warmingFunction() {
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const fn: ServedFunction & { warmed: number; loaded: number } = {
      name: 'brands',
      operationId: 'brands',
      needs: [],
      warmed: 0,
      loaded: 0,
      load: async () => {
        fn.loaded += 1;
        return () => ({ handler: async () => ({ ok: true }) });
      },
      warm: async () => {
        fn.warmed += 1;
        await finished;
      },
    };
    return { fn, finish };
  }
  // The served functions with brands replaced by the test's, and no other warming (the real libraries stay unloaded).
  const appWarming = (env: Record<string, string>, fn: ServedFunction) =>
    createApp(loadConfig(env), { logger: silent, model: undefined, functions: servedFunctions.map(({ warm: _warm, ...other }) => (other.name === fn.name ? fn : other)) });
  const warmFunctions = (app: ReturnType<typeof createApp>) => (app.locals['warmFunctions'] as () => Promise<void>)();

  it('answers readiness 503 naming the function while it warms, with the reason in /health, and 200 once it is done', async () => {
    const { fn, finish } = warmingFunction();
    const app = appWarming({ WARM_UP: 'true' }, fn);
    const warmed = warmFunctions(app);
    const ready = await request(app).get('/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.reasons).toEqual(['warming up: brands (first-call work after start; WARM_UP=false skips it)']);
    const health = await request(app).get('/health');
    expect(health.body.functions.brands).toMatchObject({ ready: false, reason: expect.stringMatching(/^warming up/) });
    expect(validResponse('getHealth', health.body)).toEqual([]);
    finish();
    await warmed;
    expect(fn.warmed).toBe(1);
    // The library is loaded as its first request would load it, once, and kept for the route.
    expect(fn.loaded).toBe(1);
    expect((await request(app).get('/health/ready')).status).toBe(200);
    const after = await request(app).get('/health');
    expect(after.body.functions.brands).toEqual({ ready: true, needs: [] });
  });

  it("becomes ready when a warming fails: the function's first request does the work instead", async () => {
    const fn: ServedFunction = { name: 'brands', operationId: 'brands', needs: [], load: async () => () => ({ handler: async () => ({}) }), warm: () => Promise.reject(new Error('no table')) };
    const app = appWarming({ WARM_UP: 'true' }, fn);
    await warmFunctions(app);
    expect((await request(app).get('/health/ready')).status).toBe(200);
  });

  it('does nothing when WARM_UP is off or unset: ready at once, nothing warmed or loaded', async () => {
    for (const env of [{ WARM_UP: 'false' }, {}] as Record<string, string>[]) {
      const { fn } = warmingFunction();
      const app = appWarming(env, fn);
      const warmed = warmFunctions(app);
      expect((await request(app).get('/health/ready')).status).toBe(200);
      await warmed;
      expect(fn.warmed).toBe(0);
      expect(fn.loaded).toBe(0);
      expect((await request(app).get('/health')).body.functions.brands).toEqual({ ready: true, needs: [] });
    }
  });
});
