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
});
