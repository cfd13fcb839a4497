import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';

const key = 'right-key-0123456789';
const appWith = (env: Record<string, string>) => createApp(loadConfig(env), { logger: pino({ level: 'silent' }), model: undefined });
const estimate = { language: 'en', agent_specific: { service_item: { name: 'x', condition: 'A' } } };

describe('wrong API keys', () => {
  it('answers 429 with Retry-After once a client has sent the allowed number of wrong keys', async () => {
    const app = appWith({ API_KEYS: key, AUTH_FAILURE_LIMIT: '3' });
    for (let i = 0; i < 3; i += 1) {
      const res = await request(app).post('/service_ai_value_estimation').set('Authorization', `Bearer wrong-key-${i}`).send(estimate);
      expect(res.status).toBe(401);
    }
    const limited = await request(app).post('/service_ai_value_estimation').set('Authorization', 'Bearer wrong-key-4').send(estimate);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ type: '/problems/rate-limited', status: 429 });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not count requests that authenticate', async () => {
    const app = appWith({ API_KEYS: key, AUTH_FAILURE_LIMIT: '2' });
    for (let i = 0; i < 5; i += 1) {
      const res = await request(app).post('/service_ai_value_estimation').set('Authorization', `Bearer ${key}`).send({});
      expect(res.status).toBe(422);
    }
    expect((await request(app).post('/service_ai_value_estimation').set('Authorization', 'Bearer wrong').send({})).status).toBe(401);
  });

  it('is off when authentication is off', async () => {
    const app = appWith({ AUTH_FAILURE_LIMIT: '1' });
    for (let i = 0; i < 3; i += 1) {
      expect((await request(app).post('/service_ai_value_estimation').set('Authorization', 'Bearer whatever').send({})).status).toBe(422);
    }
  });

  it('never locks out a caller presenting a valid key from an address that sent too many wrong ones', async () => {
    const app = appWith({ API_KEYS: key, AUTH_FAILURE_LIMIT: '2' });
    for (let i = 0; i < 3; i += 1) await request(app).post('/service_ai_value_estimation').set('Authorization', 'Bearer wrong-key').send({});
    expect((await request(app).post('/service_ai_value_estimation').set('Authorization', 'Bearer wrong-key').send({})).status).toBe(429);
    const valid = await request(app).post('/service_ai_value_estimation').set('Authorization', `Bearer ${key}`).send({});
    expect(valid.status).toBe(422);
    expect((await request(app).get('/jobs/job_AAAAAAAAAAAAAAAAAAAAAAAA').set('Authorization', `Bearer ${key}`)).status).toBe(404);
  });

  it('counts wrong keys per client behind a trusted proxy, and per connection when no proxy is trusted', async () => {
    const behindProxy = appWith({ API_KEYS: key, AUTH_FAILURE_LIMIT: '2', TRUST_PROXY: 'loopback' });
    const wrong = (app: typeof behindProxy, client: string) =>
      request(app).post('/service_ai_value_estimation').set('X-Forwarded-For', client).set('Authorization', 'Bearer wrong-key').send({});
    for (let i = 0; i < 2; i += 1) expect((await wrong(behindProxy, '203.0.113.7')).status).toBe(401);
    expect((await wrong(behindProxy, '203.0.113.7')).status).toBe(429);
    expect((await wrong(behindProxy, '198.51.100.9')).status).toBe(401);

    const direct = appWith({ API_KEYS: key, AUTH_FAILURE_LIMIT: '2' });
    for (let i = 0; i < 2; i += 1) expect((await wrong(direct, `203.0.113.${i}`)).status).toBe(401);
    // Without TRUST_PROXY a forged X-Forwarded-For does not make a new client.
    expect((await wrong(direct, '198.51.100.9')).status).toBe(429);
  });
});
