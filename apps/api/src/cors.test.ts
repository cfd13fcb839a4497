import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';

const appWith = (env: Record<string, string>) => createApp(loadConfig(env), { logger: pino({ level: 'silent' }), model: undefined });
const shop = 'https://shop.example.com';

const preflight = (app: ReturnType<typeof appWith>, origin: string) =>
  request(app)
    .options('/chat')
    .set('Origin', origin)
    .set('Access-Control-Request-Method', 'POST')
    .set('Access-Control-Request-Headers', 'content-type, authorization');

describe('CORS', () => {
  it('is off by default: a preflight is a 405 and no CORS header is sent', async () => {
    const app = appWith({});
    const res = await preflight(app, shop);
    expect(res.status).toBe(405);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers the preflight of a listed origin', async () => {
    const res = await preflight(appWith({ CORS_ORIGINS: shop }), shop);
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(shop);
    expect(res.headers['access-control-allow-methods']).toContain('POST');
    expect(res.headers['access-control-allow-headers']?.toLowerCase()).toContain('authorization');
  });

  it('exposes the headers a browser client reads on an actual request', async () => {
    const res = await request(appWith({ CORS_ORIGINS: shop })).post('/chat').set('Origin', shop).send({});
    expect(res.headers['access-control-allow-origin']).toBe(shop);
    const exposed = res.headers['access-control-expose-headers']?.split(/,\s*/) ?? [];
    expect(exposed).toEqual(expect.arrayContaining(['X-Session-Id', 'X-Request-Id', 'Location', 'RateLimit', 'RateLimit-Policy', 'Retry-After']));
  });

  it('gives an origin that is not listed no CORS permission', async () => {
    const res = await preflight(appWith({ CORS_ORIGINS: shop }), 'https://evil.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows any origin with *', async () => {
    const res = await preflight(appWith({ CORS_ORIGINS: '*' }), 'https://anywhere.example');
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});
